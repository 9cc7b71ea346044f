// Site navigation helpers: the theme's menus, the sticky header, single-page navigation, and the back-to-top link
// (which also keeps the URL hash's target clear of the sticky header on load).
import '../core/shared-chunk.ts';
import './back-to-top/back-to-top.define.ts';
import './menu/menu.define.ts';
import './mobile-menu/mobile-menu.define.ts';
import './menu-map/menu-map.define.ts';
import './sticky-header/sticky-header.define.ts';
import './page-nav/page-nav.define.ts';
