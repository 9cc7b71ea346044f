import { wishlistParams } from '../../core/config/params.ts';
import { paramFlag } from '../../core/config/read-params.ts';
import { popupTimeout } from '../../core/wishlist/wishlist-popup.ts';

export interface WishlistSettingsProps {
  /** Milliseconds of pause after the last quantity change before it is sent. */
  quantityDelay?: number;
  /** Milliseconds a popup's outcome or a notice stays. */
  feedbackTimeout?: number;
}

/** Each setting from the element's attribute, else `yith_wcwl_l10n`, else YITH's default. */
export function wishlistSettings(props: WishlistSettingsProps) {
  const params = wishlistParams();
  return {
    quantityDelay: props.quantityDelay ?? 1000,
    feedbackTimeout: popupTimeout(props.feedbackTimeout),
    redirectToCart: paramFlag(params.redirect_to_cart),
    removeAfterAddToCart: paramFlag(params.remove_from_wishlist_after_add_to_cart),
    addedToCartMessage: params.labels?.['added_to_cart_message'] ?? '',
  };
}

export type WishlistSettings = ReturnType<typeof wishlistSettings>;
