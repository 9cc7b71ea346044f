// The header's mini cart: every page carries it, and it loads once the page is idle.
import '../core/shared-chunk.ts';
import './mini-cart/mini-cart.define.ts';
