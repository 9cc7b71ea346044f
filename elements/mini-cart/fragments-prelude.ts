import { startCartFragments } from '../../core/cart/fragment-refresh.ts';

/**
 * The mini cart's idle prelude (`elements/index.ts`): the page's cart fragments, kept current from the first idle
 * moment as `cart-fragments.js` keeps them (a cached page's count and items corrected from the session cache or
 * the server), without a renderer; the element itself loads on the shopper's first intent. Every group carries it
 * too (`core/shared-chunk.ts`), so on a page whose elements load before idle it runs with them and the prelude's
 * own file is never fetched. Only where a mini cart is: the shared chunk runs on pages without one. Held for the
 * page's life: the header cart is part of every page.
 */
if (document.querySelector('shop-mini-cart')) startCartFragments();
