// Elements found on every page of the shop: quantity fields, the store notice, the sticky header and the wishlist
// count (about 1 KB: a group of its own cost the pages that print one a request).
import '../core/shared-later-chunk.ts';
import './quantity/quantity.define.ts';
import './sticky-header/sticky-header.define.ts';
import './store-notice/store-notice.define.ts';
import './wishlist-count/wishlist-count.define.ts';
