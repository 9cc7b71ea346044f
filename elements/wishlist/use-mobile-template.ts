import { useEffect } from 'react';
import { triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { blockElement } from '../../core/dom/block-overlay.ts';
import { wishlistCall } from '../../core/wishlist/wishlist-client.ts';
import { applyWishlistFragments, fragmentKey, fragmentOptions } from '../../core/wishlist/wishlist-fragments.ts';

/**
 * YITH's responsive wishlist: below the mobile media query the table is swapped for the mobile template (a list),
 * above it back, by asking the server to re-render the wishlist block with `is_mobile` set. A failed load keeps
 * the template shown, which works at any width.
 */
export function useMobileTemplate(host: HTMLElement, query: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const media = matchMedia(query);
    let pending: AbortController | undefined;
    const fit = (): void => {
      const table = host.querySelector<HTMLElement>('.wishlist_table.responsive');
      const block = table?.closest('.wishlist-fragment');
      if (!table || !block) return;
      const mobile = table.classList.contains('mobile');
      if (media.matches === mobile) return;
      pending?.abort();
      pending = new AbortController();
      const options = { ...fragmentOptions(block), is_mobile: media.matches ? 'yes' : 'no' };
      const release = blockElement(table);
      wishlistCall('load_mobile', { fragments: { [fragmentKey(block)]: options } }, { signal: pending.signal })
        .then(({ fragments }) => {
          applyWishlistFragments(fragments);
          triggerLegacy('yith_wcwl_responsive_template', [mobile, fragments], document);
        })
        .catch(() => undefined)
        .finally(release);
    };
    fit();
    media.addEventListener('change', fit);
    return () => {
      media.removeEventListener('change', fit);
      pending?.abort();
    };
  }, [host, query, enabled]);
}
