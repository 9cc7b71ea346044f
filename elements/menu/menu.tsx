import { useEffect } from 'react';
import { emit } from '../../core/events/emit.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { enhanceMenu, type MenuTrigger } from './menu-controller.ts';

declare global {
  interface ShopEventDetailMap {
    /** A submenu opened or closed; `item` is the text of its menu item. */
    'shop-menu-toggled': { open: boolean; item: string };
  }
}

export interface MenuProps extends HostProps {
  trigger?: MenuTrigger;
  /** Viewport width in px at and below which the menu is stacked. */
  breakpoint?: number;
  /** The submenu buttons' name; `%s` is the item's text. */
  toggleLabel?: string;
}

/** The theme's WordPress menu as an APG disclosure navigation with hover, hover-intent or click submenus. */
export function Menu({ host, trigger = 'hover-intent', breakpoint = 959, toggleLabel = '%s submenu' }: MenuProps) {
  useEffect(
    () =>
      enhanceMenu(host, {
        trigger,
        breakpoint,
        toggleLabel,
        onToggled: (item, open) => emit(host, 'shop-menu-toggled', { open, item }),
      }),
    [host, trigger, breakpoint, toggleLabel],
  );
  return null;
}
