import type { WrapRule } from '../wrap.ts';
import { adaptStorefrontNavigation, desktopMenuOf, HANDHELD_MENU, MOBILE_MENU_ID } from './storefront-navigation.ts';

/** Parts of every page: the store notice, the header's search and Storefront's menus. */
export const SITE_RULES: readonly WrapRule[] = [
  // With WooCommerce's dismiss link, nothing in the notice needs the element before the shopper uses the link: an
  // idle prelude shows it (elements/store-notice/notice-prelude.ts), and the link's click is replayed.
  {
    selector: '.woocommerce-store-notice',
    tag: 'shop-store-notice',
    attributes: (notice): Record<string, string> =>
      notice.querySelector('.woocommerce-store-notice__dismiss-link') ? { loading: 'interaction' } : {},
  },
  { selector: 'form.woocommerce-product-search', tag: 'shop-live-search' },
  /*
   * Storefront's handheld menu (its assigned menu, or WordPress's page list on a store without one), opened by
   * the theme's `button.menu-toggle`: the toggle is pointed at the element, which opens on a control that names
   * it, and the navigation is given the state the theme's CSS expects from the script the element replaces.
   */
  {
    selector: HANDHELD_MENU,
    tag: 'shop-mobile-menu',
    target: (menu) => (menu.querySelector('ul') ? menu : null),
    attributes: () => ({ id: MOBILE_MENU_ID }),
    adapt: adaptStorefrontNavigation,
  },
  // Storefront's navigation holds the handheld menu too, which is the mobile menu's: only the desktop menu is wrapped.
  { selector: 'nav.main-navigation, nav.secondary-navigation', tag: 'shop-menu', target: (nav) => desktopMenuOf(nav) ?? nav },
];
