// The cart page's element: only the cart page fetches it.
import '../core/shared-chunk.ts';
import './cart/cart.define.ts';
