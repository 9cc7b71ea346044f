import type { WrapRule } from '../wrap.ts';

/** The id auto mode gives Storefront's handheld menu when it has none, for the menu toggle to name. */
const MOBILE_MENU_ID = 'shop-mobile-menu';

/** Parts of every page: the store notice, the header's search and Storefront's menus. */
export const SITE_RULES: readonly WrapRule[] = [
  { selector: '.woocommerce-store-notice', tag: 'shop-store-notice' },
  { selector: 'form.woocommerce-product-search', tag: 'shop-live-search' },
  /*
   * Storefront's handheld menu, opened by the theme's `button.menu-toggle`: the toggle is pointed at the element
   * (Storefront points it at the whole navigation), which opens on a control that names it.
   */
  {
    selector: '.handheld-navigation',
    tag: 'shop-mobile-menu',
    target: (menu) => (menu.querySelector('ul.menu') ? menu : null),
    attributes: (menu) => {
      menu.ownerDocument.querySelectorAll('button.menu-toggle').forEach((toggle) => toggle.setAttribute('aria-controls', MOBILE_MENU_ID));
      return { id: MOBILE_MENU_ID };
    },
  },
  // Storefront's navigation holds the handheld menu too, which is the mobile menu's: only the desktop menu is wrapped.
  {
    selector: 'nav.main-navigation, nav.secondary-navigation',
    tag: 'shop-menu',
    target: (nav) => (nav.querySelector('.handheld-navigation') ? nav.querySelector('.primary-navigation') : nav),
  },
];
