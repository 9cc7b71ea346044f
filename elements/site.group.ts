// Elements found on every page of the shop.
import '../core/shared-chunk.ts';
import './quantity/quantity.define.ts';
import './store-notice/store-notice.define.ts';
import './wishlist-count/wishlist-count.define.ts';
