import { defineElement } from '../../core/runtime/define-element.ts';
import { Menu } from './menu.tsx';

/**
 * Wraps the theme's `nav` and its WordPress menu (`ul.menu`, `li.menu-item-has-children`, `ul.sub-menu`). Each
 * item with a submenu gets a button beside its link that shows and hides the submenu (the link still goes to its
 * page). Submenus also open on hover (at once, or once the pointer rests: hover intent) or on a first click or
 * tap on their item, a second one following the link. A top-level item with the `mega-menu` class opens a wide
 * panel whose columns are its sub-items. Escape, a tap outside, focus leaving the menu and scrolling the page
 * close them. In-page links scroll their target to 50 px below the sticky header over 1 s.
 *
 * @summary the theme's WordPress menu as a disclosure navigation: submenus and mega menus open by hover intent, hover or click, with buttons for keyboard and touch
 * @attr {'hover' | 'hover-intent' | 'click'} trigger - what opens a submenu besides its button: the pointer entering the item, the pointer resting on it, or a first click or tap on the item (default `hover-intent`)
 * @attr {number} breakpoint - viewport width in px, from 0 to 10000, at and below which the menu is stacked: submenus open only by button or tap, without animation (default `959`)
 * @attr {string} toggle-label - the submenu buttons' accessible name, `%s` standing for the item's text (default `%s submenu`)
 * @fires {CustomEvent<{ open: boolean; item: string }>} shop-menu-toggled - a submenu opened or closed; `item` is its menu item's text
 * @cssprop --shop-menu-panel-background - background of dropdowns and mega menu panels (default `#fff`)
 */
export const ShopMenuElement = defineElement('shop-menu', Menu, {
  trigger: { type: 'string', values: ['hover', 'hover-intent', 'click'] },
  breakpoint: { type: 'number', min: 0, max: 10000 },
  toggleLabel: 'string',
});
