import { wishlistParams } from '../../core/config/params.ts';
import { paramFlag, pick } from '../../core/config/read-params.ts';

export interface WishlistSettingsProps {
  /** Milliseconds of pause after the last quantity change before it is sent. */
  quantityDelay?: number;
  /** Widest viewport, in px, that gets YITH's mobile template. */
  mobileMediaQuery?: number;
}

/** `mobile_media_query` is a width in px (YITH's free version) or a whole media query (premium). */
function mediaQuery(value: number | string): string {
  const text = String(value).trim();
  return text.startsWith('(') ? text : `(max-width: ${Number.parseFloat(text) || 768}px)`;
}

/** Each setting from the element's attribute, else `yith_wcwl_l10n`, else YITH's default. */
export function wishlistSettings(props: WishlistSettingsProps) {
  const params = wishlistParams();
  return {
    quantityDelay: props.quantityDelay ?? 1000,
    mobileQuery: mediaQuery(pick<number | string>(props.mobileMediaQuery, params.mobile_media_query)),
    responsive: paramFlag(params.is_wishlist_responsive),
    redirectToCart: paramFlag(params.redirect_to_cart),
    removeAfterAddToCart: paramFlag(params.remove_from_wishlist_after_add_to_cart),
    addedToCartMessage: params.labels?.['added_to_cart_message'] ?? '',
  };
}

export type WishlistSettings = ReturnType<typeof wishlistSettings>;
