// Product listings (shop, category and search archives): the growing product list.
import '../core/shared-later-chunk.ts';
import './product-list/product-list.define.ts';
