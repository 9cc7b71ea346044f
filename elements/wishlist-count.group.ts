// The header's wishlist count: only shops that print one fetch it, once the page is idle.
import '../core/shared-chunk.ts';
import './wishlist-count/wishlist-count.define.ts';
