import { useLayoutEffect, useRef } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { emit } from '../../core/events/emit.ts';
import { productScope } from '../../core/state/product-scope.ts';
import { loadVariationList } from './variation-availability.ts';
import { VariationFormController } from './variation-form-controller.ts';
import { variationTexts } from './variation-texts.ts';
import type { Variation } from './variation-types.ts';

declare global {
  interface ShopEventDetailMap {
    /** The form is enhanced: options filtered, the preselection applied. */
    'shop-variation-form-enhanced': { productId: number; useAjax: boolean };
    /** A select changed (after the check; legacy `woocommerce_variation_has_changed`). */
    'shop-variation-form-changed': { attributes: Record<string, string> };
    /** A complete selection matched (legacy `found_variation`). */
    'shop-variation-form-found': { variation: Variation };
    /** The panel shows a variation (legacy `show_variation`). */
    'shop-variation-form-shown': { variation: Variation; purchasable: boolean };
    /** No complete, matching selection any more (legacy `hide_variation`). */
    'shop-variation-form-hidden': Record<string, never>;
    /** A complete selection has no variation. */
    'shop-variation-form-not-found': { attributes: Record<string, string> };
    /** The shopper cleared the selection with the reset button. */
    'shop-variation-form-reset': Record<string, never>;
  }
}

export interface VariationFormProps extends HostProps {
  /** Overrides the form's `data-product_id`. */
  productId?: number;
  /** GET URL of the full variation list, for local option filtering above the AJAX threshold. */
  variationsUrl?: string;
  /** Milliseconds a `get_variation` lookup may take before it counts as failed. */
  lookupTimeout?: number;
  noMatchingText?: string;
  makeSelectionText?: string;
  unavailableText?: string;
  resetAlertText?: string;
}

/** Enhances WooCommerce's `form.variations_form`: matching, option filtering, panel, images, legacy events. */
function VariationFormEnhancer(props: VariationFormProps) {
  const { host, productId, variationsUrl, lookupTimeout } = props;
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    const form = host.querySelector<HTMLFormElement>('form.variations_form');
    if (!form) return;
    const scope = productScope(form, productId);
    const controller = new VariationFormController(host, form, {
      scope,
      lookupTimeout,
      texts: () => {
        const { noMatchingText, makeSelectionText, unavailableText, resetAlertText } = latest.current;
        return variationTexts({
          noMatching: noMatchingText,
          makeSelection: makeSelectionText,
          unavailable: unavailableText,
          resetAlert: resetAlertText,
        });
      },
      loadAvailability: variationsUrl ? (selects, signal) => loadVariationList(variationsUrl, selects, signal) : undefined,
    });
    controller.start();
    host.toggleAttribute('ready', true);
    emit(host, 'shop-variation-form-enhanced', { productId: scope?.productId ?? 0, useAjax: controller.useAjax });
    return () => {
      controller.destroy();
      host.removeAttribute('ready');
    };
  }, [host, productId, variationsUrl, lookupTimeout]);

  return null;
}

export const VariationForm = outermostOnly(VariationFormEnhancer);
