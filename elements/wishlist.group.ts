// The wishlist button on cards and product pages, fetched on the first interaction with one; the header count has
// a group of its own.
import '../core/shared-later-chunk.ts';
import './wishlist-button/wishlist-button.define.ts';
