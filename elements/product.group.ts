// Elements of the single product page.
import '../core/shared-chunk.ts';
import './product-tabs/product-tabs.define.ts';
import './product-gallery/product-gallery.define.ts';
