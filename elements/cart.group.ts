// The header's mini cart: every page carries it; it loads on the first intent (or with add to cart).
import '../core/shared-later-chunk.ts';
import '../core/action-chunk.ts';
import './mini-cart/mini-cart.define.ts';
