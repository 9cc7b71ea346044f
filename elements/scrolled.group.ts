// What shows only once the page has been scrolled: the back-to-top link (every page) and the product page's
// sticky add-to-cart bar.
import '../core/shared-later-chunk.ts';
import './back-to-top/back-to-top.define.ts';
import './sticky-add-to-cart/sticky-add-to-cart.define.ts';
