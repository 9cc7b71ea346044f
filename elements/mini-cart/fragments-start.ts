import { startCartFragments } from '../../core/cart/fragment-refresh.ts';

/**
 * Every group carries this (`core/shared-chunk.ts`): on a page whose elements load before idle, the cart fragments
 * start with them, as `cart-fragments.js` did on page load (a cached page's count and items corrected from the
 * session cache or the server), and the mini cart's prelude (`fragments-prelude.ts`) is never fetched. Only where
 * a mini cart is. Held for the page's life: the header cart is part of every page.
 */
if (document.querySelector('shop-mini-cart')) startCartFragments();
