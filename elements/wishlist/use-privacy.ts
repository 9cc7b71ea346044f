import { useRef } from 'react';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { mutateWishlist } from '../../core/wishlist/wishlist-actions.ts';

const PRIVACY = 'select.wishlist-visibility, select[name="wishlist_privacy"]';

/**
 * A wishlist's visibility select (on the wishlist page, and per wishlist in the manage-wishlists table) saves
 * at once; a failed save puts the select back to the visibility the server still holds.
 */
export function usePrivacy(host: HTMLElement, fail: (error: unknown) => void): void {
  // The value each select showed before the shopper changed it.
  const previous = useRef(new WeakMap<HTMLSelectElement, string>()).current;

  useDomEvent(host, 'focusin', (event: FocusEvent) => {
    const select = event.target as HTMLSelectElement;
    if (select.matches?.(PRIVACY)) previous.set(select, select.value);
  });

  useDomEvent(host, 'change', (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches?.(PRIVACY)) return;
    const defaultValue = [...select.options].find((option) => option.defaultSelected)?.value ?? '';
    const before = previous.get(select) ?? defaultValue;
    const wishlistId =
      select.closest<HTMLElement>('[data-wishlist-id]')?.dataset.wishlistId ??
      host.querySelector<HTMLInputElement>('input[name="wishlist_id"]')?.value ??
      '';
    const privacy = select.value;
    select.setAttribute('aria-busy', 'true');
    mutateWishlist('save_privacy', { wishlist_id: wishlistId, privacy }, { target: host })
      .then(
        () => previous.set(select, privacy),
        (error: unknown) => {
          if (select.value === privacy) select.value = before;
          fail(error);
        },
      )
      .finally(() => select.removeAttribute('aria-busy'));
  });
}
