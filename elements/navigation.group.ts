// Site navigation helpers on every page: the sticky header, and the back-to-top link (which also keeps the URL
// hash's target clear of the sticky header on load).
import '../core/shared-chunk.ts';
import './back-to-top/back-to-top.define.ts';
import './sticky-header/sticky-header.define.ts';
