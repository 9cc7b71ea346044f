import { paramFlag } from '../config/read-params.ts';
import { wishlistParams } from '../config/params.ts';
import { emit } from '../events/emit.ts';
import { onLegacy, triggerLegacy } from '../events/legacy-bridge.ts';
import { wishlistCall, wishlistMutations, type FragmentOptionsMap } from './wishlist-client.ts';
import {
  applyWishlistFragments,
  collectFragments,
  firstLoadFragments,
  fragmentKey,
  fragmentOptions,
  loadsFragmentsOnStart,
} from './wishlist-fragments.ts';
import './wishlist-events.ts';

/**
 * `load_fragments`: asks the server for fresh blocks and puts them in place; `yith_wcwl_fragments_loaded`
 * `[requested, fragments, firstLoad]` on the document after. Not a change, so not queued; a failure leaves the
 * printed blocks, which work as they are. An answer that a change crossed (sent or answered while this load was
 * on its way) may hold the blocks as they were before the change, whose own fragments are already in place:
 * it is dropped and the blocks asked for again, so the latest state wins.
 */
export async function loadFragments(requested: FragmentOptionsMap = collectFragments(), firstLoad = false): Promise<void> {
  if (Object.keys(requested).length === 0) return;
  const asked = wishlistMutations.activity;
  const { fragments } = await wishlistCall('load_fragments', { fragments: requested });
  if (wishlistMutations.activity !== asked) return loadFragments(requested, firstLoad);
  applyWishlistFragments(fragments);
  triggerLegacy('yith_wcwl_fragments_loaded', [requested, fragments, firstLoad], document);
  emit(document, 'shop-wishlist-fragments-loaded', { keys: Object.keys(fragments), firstLoad });
}

/**
 * `load_mobile`: the wishlist form re-rendered with the mobile template below `mobile_media_query` px and the
 * table one above it, when the settings make the wishlist responsive (`is_wishlist_responsive`).
 */
export async function loadResponsiveTemplate(): Promise<void> {
  const params = wishlistParams();
  const table = document.querySelector('.wishlist_table');
  const form = table?.closest('.wishlist-fragment');
  if (!table || !form || !paramFlag(params.is_wishlist_responsive)) return;
  const mobile = window.matchMedia(`(max-width: ${Number(params.mobile_media_query) || 768}px)`).matches;
  if (mobile === table.classList.contains('mobile')) return;
  const requested = { [fragmentKey(form)]: { ...fragmentOptions(form), is_mobile: mobile ? 'yes' : 'no' } };
  const { fragments } = await wishlistCall('load_mobile', { fragments: requested });
  applyWishlistFragments(fragments);
  triggerLegacy('yith_wcwl_responsive_template', [mobile, fragments], document);
}

let started = false;

/**
 * Once per page, by the first wishlist element: the first fragment load when the settings ask for it, the
 * responsive template when the window crosses `mobile_media_query`, and `yith_wcwl_reload_fragments` honoured
 * (its `data.fragments`, else every block).
 */
export function startWishlistFragments(): void {
  if (started) return;
  started = true;
  const quietly = (promise: Promise<void>): void => void promise.catch(() => undefined);
  if (loadsFragmentsOnStart()) quietly(loadFragments(firstLoadFragments(), true));
  // Not at load: the template the server chose for the request stays until the window crosses the width, as
  // YITH's script keeps it, so a narrow window gets no second request and no shift from the swap.
  window
    .matchMedia(`(max-width: ${Number(wishlistParams().mobile_media_query) || 768}px)`)
    .addEventListener('change', () => quietly(loadResponsiveTemplate()));
  onLegacy(
    'yith_wcwl_reload_fragments',
    (data?: unknown) => {
      const given = (data as { fragments?: FragmentOptionsMap } | undefined)?.fragments;
      quietly(loadFragments(given ?? collectFragments()));
    },
    document,
  );
}
