// Add to cart, on listings and product pages: it loads on the first interaction, apart from the idle mini cart.
import '../core/shared-chunk.ts';
import './add-to-cart/add-to-cart.define.ts';
