// Elements found on every page of the shop: quantity fields, the store notice and the sticky header.
import '../core/shared-chunk.ts';
import './quantity/quantity.define.ts';
import './sticky-header/sticky-header.define.ts';
import './store-notice/store-notice.define.ts';
