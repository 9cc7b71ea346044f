import { wooParams } from '../config/params.ts';

/**
 * WooCommerce's `wc-ajax` URL for an endpoint. Built from the localized template by replacing
 * `%%endpoint%%`, never hard-coded: language plugins prefix paths. The template is `woocommerce_params`'s unless
 * a script's own params carry one (the variation form's do).
 */
export function wcAjaxUrl(endpoint: string, template: unknown = wooParams().wc_ajax_url): string {
  return String(template).replace('%%endpoint%%', endpoint);
}

export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    // jQuery's $.param sends undefined as '', and listeners expect the key to be there.
    body.append(key, value === undefined || value === null ? '' : String(value));
  }
  return body;
}
