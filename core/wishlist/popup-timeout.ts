import { wishlistParams } from '../config/params.ts';

/** How long a wishlist popup's feedback stays: the attribute, else `time_to_close_prettyphoto`, else 3,000 ms. */
export function popupTimeout(attribute?: number): number {
  return attribute ?? (Number(wishlistParams().time_to_close_prettyphoto) || 3000);
}
