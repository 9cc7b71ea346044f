import { addonsParams } from '../../core/config/params.ts';
import { requestJson } from '../../core/http/client.ts';
import { formBody } from '../../core/http/endpoints.ts';
import type { AddonTotals } from './addon-pricing.ts';

const PLACEHOLDERS = /\{price_(including|excluding)_tax\}/;

/** Only a suffix with `{price_including_tax}` or `{price_excluding_tax}` needs the server's tax figures. */
export const suffixNeedsTax = (suffix: string): boolean => PLACEHOLDERS.test(suffix);

interface TaxResult {
  result?: string;
  price_including_tax?: number | string;
  price_excluding_tax?: number | string;
}

/**
 * Product Add-ons' tax call (docs/woocommerce-protocol.md#product-add-ons): `POST admin-ajax.php` with `action=wc_product_addons_calculate_tax`, `product_id`,
 * `add_on_total`, `add_on_total_raw` and `qty`. Resolves the two prices, or null when the server did not
 * answer `SUCCESS`; request failures reject.
 */
export async function calculateTax(
  productId: string,
  totals: AddonTotals,
  signal: AbortSignal,
): Promise<{ including: number; excluding: number } | null> {
  const body = formBody({
    action: 'wc_product_addons_calculate_tax',
    product_id: productId,
    add_on_total: totals.addons,
    add_on_total_raw: totals.addonsRaw,
    qty: totals.quantity,
  });
  const result = await requestJson<TaxResult>(String(addonsParams().ajax_url), { method: 'POST', body, signal });
  if (result?.result !== 'SUCCESS') return null;
  const including = Number(result.price_including_tax);
  const excluding = Number(result.price_excluding_tax);
  return Number.isFinite(including) && Number.isFinite(excluding) ? { including, excluding } : null;
}
