import { variationParams } from './variation-params.ts';
import { pick } from '../../core/config/read-params.ts';

/** The form's shopper-facing texts: element attribute, else `wc_add_to_cart_variation_params`, else default. */
export interface VariationTexts {
  noMatching: string;
  makeSelection: string;
  unavailable: string;
  resetAlert: string;
}

export function variationTexts(overrides: Partial<VariationTexts>): VariationTexts {
  const params = variationParams();
  return {
    noMatching: pick(overrides.noMatching, params.i18n_no_matching_variations_text),
    makeSelection: pick(overrides.makeSelection, params.i18n_make_a_selection_text),
    unavailable: pick(overrides.unavailable, params.i18n_unavailable_text),
    resetAlert: pick(overrides.resetAlert, params.i18n_reset_alert_text),
  };
}
