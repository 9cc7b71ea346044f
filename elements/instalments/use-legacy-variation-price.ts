import { useEffect, useState } from 'react';
import { onLegacy } from '../../core/events/legacy-bridge.ts';

/**
 * A page still running WooCommerce's own variation script announces prices only through jQuery
 * (`found_variation` [variation], `reset_data` on the product's `form.variations_form`).
 */
export function useLegacyVariationPrice(host: HTMLElement): number | undefined {
  const [price, setPrice] = useState<number | undefined>();
  useEffect(() => {
    const form = host.closest('.product')?.querySelector('form.variations_form');
    if (!form) return;
    const found = onLegacy(
      'found_variation',
      (variation) => setPrice(Number((variation as { display_price?: unknown } | undefined)?.display_price) || undefined),
      form,
    );
    const reset = onLegacy('reset_data', () => setPrice(undefined), form);
    return () => {
      found();
      reset();
    };
  }, [host]);
  return price;
}
