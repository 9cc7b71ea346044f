import { defineElement } from '../../core/runtime/define-element.ts';
import { VariationForm } from './variation-form.tsx';

/**
 * WooCommerce's variable-product form (`form.variations_form`): indexed matching and option filtering,
 * AJAX lookup above the variation threshold, the variation panel, images, sku and the legacy jQuery events.
 * Variations in event details are WooCommerce's variation objects (`variation_id`, `attributes`,
 * `display_price`, `is_in_stock`, …).
 *
 * @summary variable-product form: indexed matching and option filtering, AJAX lookup above the threshold, panel, images, sku, wishlist id, legacy events
 * @attr {number} product-id - the product whose selection is published (default the form's `data-product_id`)
 * @attr {string} variations-url - GET URL of the full variation list (WooCommerce variation objects, or a Store API product whose variation attributes are named by label) for local option filtering above the AJAX threshold
 * @attr {number} lookup-timeout - milliseconds a `get_variation` lookup may take before it counts as failed, from 0 to 60000 (default `10000`)
 * @attr {string} no-matching-text - the no-match notice (default `i18n_no_matching_variations_text`)
 * @attr {string} make-selection-text - alert on a click without a full selection (default `i18n_make_a_selection_text`)
 * @attr {string} unavailable-text - alert on a click on an unavailable variation (default `i18n_unavailable_text`)
 * @attr {string} reset-alert-text - what the reset announces (default `i18n_reset_alert_text`)
 * @fires {CustomEvent<{ productId: number; useAjax: boolean }>} shop-variation-form-enhanced - the form is enhanced and checked its first selection
 * @fires {CustomEvent<{ attributes: Record<string, string> }>} shop-variation-form-changed - a select changed and the selection was checked
 * @fires {CustomEvent<{ variation: { variation_id: number; attributes: Record<string, string>; [key: string]: unknown }; purchasable: boolean }>} shop-variation-form-shown - the panel shows a variation
 * @fires {CustomEvent<{ variation: { variation_id: number; attributes: Record<string, string>; [key: string]: unknown } }>} shop-variation-form-found - a complete selection matched a variation
 * @fires {CustomEvent<Record<string, never>>} shop-variation-form-hidden - no matching complete selection any more
 * @fires {CustomEvent<{ attributes: Record<string, string> }>} shop-variation-form-not-found - a complete selection has no variation
 * @fires {CustomEvent<Record<string, never>>} shop-variation-form-reset - the shopper used the reset button
 */
export const ShopVariationFormElement = defineElement('shop-variation-form', VariationForm, {
  productId: { type: 'number', min: 1 },
  variationsUrl: { type: 'string', format: 'url' },
  lookupTimeout: { type: 'number', min: 0, max: 60000 },
  noMatchingText: 'string',
  makeSelectionText: 'string',
  unavailableText: 'string',
  resetAlertText: 'string',
});
