import type { WrapRule } from '../wrap.ts';
import { ACCOUNT_RULES } from './account.ts';
import { CART_RULES } from './cart.ts';
import { LISTING_RULES } from './listing.ts';
import { PRODUCT_RULES } from './product.ts';
import { SITE_RULES } from './site.ts';
import { WISHLIST_RULES } from './wishlist.ts';

/** Every table auto mode applies, in this order (a rule may build on a tag an earlier one put in place). */
export const AUTO_RULES: readonly WrapRule[] = [
  ...SITE_RULES,
  ...CART_RULES,
  ...PRODUCT_RULES,
  ...LISTING_RULES,
  ...WISHLIST_RULES,
  ...ACCOUNT_RULES,
];
