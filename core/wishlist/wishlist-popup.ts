import { wishlistParams } from '../config/params.ts';

/** The class names of every wishlist popup's parts (the add popup's and the wishlist page's), for themes to style. */
export const WISHLIST_POPUP_CLASSES = {
  root: 'shop-wishlist-popup__root',
  overlay: 'shop-wishlist-popup__overlay',
  dialog: 'shop-wishlist-popup__dialog',
  header: 'shop-wishlist-popup__header',
  title: 'shop-wishlist-popup__title',
  close: 'shop-wishlist-popup__close',
};

/** How long a wishlist popup's feedback stays: the attribute, else `time_to_close_prettyphoto`, else 3,000 ms. */
export function popupTimeout(attribute?: number): number {
  return attribute ?? (Number(wishlistParams().time_to_close_prettyphoto) || 3000);
}
