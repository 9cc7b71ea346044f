// Add to cart, on listings and product pages: it loads on the first interaction (the mini cart's group with it).
import '../core/shared-later-chunk.ts';
import '../core/action-chunk.ts';
import './add-to-cart/add-to-cart.define.ts';
