import { announce } from '../dom/announcer.ts';
import { decodeEntities } from '../dom/decode-entities.ts';
import { emit } from '../events/emit.ts';
import { triggerLegacy } from '../events/legacy-bridge.ts';
import { applyFragments } from './apply-fragments.ts';
import type { FragmentsSource } from './cart-events.ts';
import { storeChanged } from './fragment-storage.ts';

/**
 * What follows every successful add or remove, after its own `added_to_cart`/`removed_from_cart`: the
 * fragments replace their blocks, the cache and other tabs learn the new hash, `wc_fragments_loaded` fires,
 * and the server's success message is spoken in the polite live region.
 */
export function settleCartChange(
  fragments: Record<string, string>,
  hash: string,
  source: Extract<FragmentsSource, 'add' | 'remove'>,
  message: string,
): void {
  applyFragments(fragments, hash);
  storeChanged(fragments, hash);
  triggerLegacy('wc_fragments_loaded');
  emit(document.body, 'shop-cart-fragments-loaded', { source, cartHash: hash });
  // A message from JSON may still hold entities (`&ldquo;`); attribute values arrive decoded.
  if (message) void announce(decodeEntities(message));
}
