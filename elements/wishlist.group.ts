// The wishlist button on cards and product pages and the header count: small, and on most pages.
import '../core/shared-chunk.ts';
import './wishlist-button/wishlist-button.define.ts';
import './wishlist-count/wishlist-count.define.ts';
