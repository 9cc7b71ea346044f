// Elements that add to and show the cart: listings, product pages and the header.
import '../core/shared-chunk.ts';
import './add-to-cart/add-to-cart.define.ts';
import './mini-cart/mini-cart.define.ts';
