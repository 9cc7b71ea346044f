// Elements found on every page of the shop: quantity fields, the store notice and the wishlist count, the
// sticky header, and the back-to-top link (which also keeps the URL hash's target clear of the sticky header).
import '../core/shared-chunk.ts';
import './back-to-top/back-to-top.define.ts';
import './quantity/quantity.define.ts';
import './sticky-header/sticky-header.define.ts';
import './store-notice/store-notice.define.ts';
import './wishlist-count/wishlist-count.define.ts';
