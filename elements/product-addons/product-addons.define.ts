import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductAddons } from './product-addons.tsx';

/**
 * Product Add-ons' live totals under the product form: Options total and Sub total (with the tax suffix),
 * multiplier validation and character counters. Texts: attribute, else `woocommerce_addons_params`, else the
 * default.
 *
 * @summary Product Add-ons' live Options total / Sub total, tax suffix, multiplier validation, character counters
 * @attr {number} product-id - product sent to the tax call (simple, grouped) (default `data-product-id`)
 * @attr {number} price - product price per item (simple, grouped) (default `data-price`)
 * @attr {boolean} show-sub-total - show the Sub total line; `="false"` turns it off (default `data-show-sub-total="1"`)
 * @attr {string} addon-total-text - the Options total label (default `i18n_addon_total`, `Options total:`)
 * @attr {string} sub-total-text - the Sub total label (default `data-i18n_sub_total`, else `i18n_sub_total`, `Sub total:`)
 * @attr {string} remaining-text - character counter text (default `i18n_remaining`, `characters remaining`)
 * @attr {string} multiplier-alert-text - alert when the markup prints none (default `Please enter a valid number.`)
 * @attr {string} price-display-suffix - suffix after the sub total (default `price_display_suffix`)
 * @fires {CustomEvent<{ addons: number; addonsRaw: number; subtotal: number | null; quantity: number; visible: boolean }>} shop-product-addons-updated - the totals were recomputed
 */
export const ShopProductAddonsElement = defineElement('shop-product-addons', ProductAddons, {
  productId: { type: 'number', min: 1 },
  price: { type: 'number', min: 0 },
  showSubTotal: 'boolean',
  addonTotalText: 'string',
  subTotalText: 'string',
  remainingText: 'string',
  multiplierAlertText: 'string',
  priceDisplaySuffix: 'string',
});
