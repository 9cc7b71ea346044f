import { startCartFragments } from '../../core/cart/fragment-refresh.ts';

/**
 * The mini cart's idle prelude (`elements/index.ts`): the page's cart fragments, kept current from the first idle
 * moment as `cart-fragments.js` keeps them (a cached page's count and items corrected from the session cache or
 * the server), without a renderer; the element itself loads on the shopper's first intent. Held for the page's
 * life: the header cart is part of every page.
 */
startCartFragments();
