// Elements of the single product page.
import '../core/shared-chunk.ts';
import './sticky-add-to-cart/sticky-add-to-cart.define.ts';
import './product-tabs/product-tabs.define.ts';
import './product-gallery/product-gallery.define.ts';
import './instalments/instalments.define.ts';
