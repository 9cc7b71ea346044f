// The cart page's element: only the cart page fetches it.
import '../core/shared-later-chunk.ts';
import '../core/action-chunk.ts';
import './cart/cart.define.ts';
