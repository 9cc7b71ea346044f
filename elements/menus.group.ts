// The theme's menus, loaded on the first interaction with them: the disclosure menus, the mobile sidebar menu
// and the map a mega menu item may hold.
import '../core/shared-later-chunk.ts';
import './menu/menu.define.ts';
import './mobile-menu/mobile-menu.define.ts';
import './menu-map/menu-map.define.ts';
