import { defineElement } from '../../core/runtime/define-element.ts';
import { MobileMenu } from './mobile-menu.tsx';

/**
 * Wraps the theme's mobile menu: the element's first child is the panel holding the WordPress menu
 * (`ul.menu`). A control naming the element's id in `aria-controls` (the theme's menu toggle) opens it as a
 * modal dialog sliding in over a dimmed page. It shows one level of the menu at a time: the button beside an
 * item with a submenu goes down to that submenu, the header's back button up again; the header names the level
 * by its parent item's text, or `top-label` at the top. Focus moves to the first item of the level shown.
 *
 * @summary mobile sidebar menu: a modal dialog that slides between the levels of the WordPress menu, with a back header named after the parent item
 * @attr {string} top-label - the top level's title and the dialog's name (default `Main Menu`)
 * @attr {string} next-label - the accessible name of the button that goes down to an item's submenu, `%s` standing for the item's text (default `%s submenu`)
 * @attr {string} back-label - the accessible name of the back button, `%s` standing for the title of the level it goes back to (default `Back to %s`)
 * @attr {string} close-label - the close button's text (default `Close`)
 * @fires {CustomEvent<{ open: boolean }>} shop-mobile-menu-toggled - the menu opened or closed
 * @cssprop --shop-mobile-menu-width - the panel's width (default `min(22rem, 88vw)`)
 */
export const ShopMobileMenuElement = defineElement('shop-mobile-menu', MobileMenu, {
  topLabel: 'string',
  nextLabel: 'string',
  backLabel: 'string',
  closeLabel: 'string',
});
