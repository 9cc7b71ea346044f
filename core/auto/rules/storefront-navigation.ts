/*
 * Storefront's navigation (`nav.main-navigation`) prints the desktop menu, then the phone's: a location with a
 * menu assigned prints it in `.primary-navigation` / `.handheld-navigation`, one without prints WordPress's page
 * list, a `div.menu > ul` (a fresh store has both lists so). The theme's CSS shows them in states its
 * navigation script sets, which the plugin removes: the first list is shown on desktops only once it has the
 * `nav-menu` class, and the phone's menu opens only while the navigation is `.toggled`. Auto mode sets them.
 */

/** The id auto mode gives Storefront's handheld menu, for the menu toggle to name. */
export const MOBILE_MENU_ID = 'shop-mobile-menu';

/** The phone's menu: the handheld location's, or the navigation's last page list after the desktop one. */
export const HANDHELD_MENU = '.handheld-navigation, nav.main-navigation > div.menu:last-child:not(:first-of-type)';

/** The desktop part of a navigation that also holds the phone's menu; null for a navigation of one menu. */
export function desktopMenuOf(nav: Element): Element | null {
  const desktop = nav.querySelector(':scope > :is(.primary-navigation, div.menu)');
  return desktop && nav.querySelector(`:scope > :is(${HANDHELD_MENU})`) !== desktop ? desktop : null;
}

/**
 * Points the theme's toggles at the mobile menu, marks the desktop list as the theme's script did, and keeps the
 * navigation `.toggled` while the mobile menu is open: Storefront's CSS collapses the handheld menu and the page
 * list (`max-height: 0`) until then. Should the mobile menu's code fail to load, the toggle opens the theme's
 * own menu in place instead, as the theme's script did.
 */
export function adaptStorefrontNavigation(menu: Element): void {
  const document = menu.ownerDocument;
  document.querySelectorAll('button.menu-toggle').forEach((toggle) => toggle.setAttribute('aria-controls', MOBILE_MENU_ID));
  const nav = menu.closest<HTMLElement>('nav.main-navigation');
  if (!nav) return;
  nav.querySelector('ul')?.classList.add('nav-menu');
  nav.addEventListener('shop-mobile-menu-toggled', (event) => nav.classList.toggle('toggled', event.detail.open));
  nav.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest('button.menu-toggle');
    if (!toggle || !nav.querySelector(`#${MOBILE_MENU_ID}[data-state='error']`)) return;
    toggle.setAttribute('aria-expanded', String(nav.classList.toggle('toggled')));
  });
}
