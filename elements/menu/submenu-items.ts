import { ensureId } from '../../core/dom/ensure-id.ts';

/** One WordPress menu item with a submenu, and the disclosure button the menu adds beside its link. */
export interface SubmenuItem {
  item: HTMLLIElement;
  link: HTMLAnchorElement | null;
  submenu: HTMLElement;
  toggle: HTMLButtonElement;
  /** A top-level item with the `mega-menu` class: its submenu is a wide panel of columns. */
  mega: boolean;
}

/** The columns of a mega menu panel are always shown with it, so they get no button of their own. */
const insideMegaPanel = (item: Element, host: Element): boolean => {
  const mega = item.parentElement?.closest('li.mega-menu');
  return !!mega && host.contains(mega);
};

/** The item's own text, without its submenu's: what the button and the events name it by. */
export const itemLabel = (item: SubmenuItem): string => item.link?.textContent?.trim() ?? '';

/**
 * Adds a `<button aria-expanded>` after the link of every item with a submenu (the APG disclosure navigation
 * pattern: the link still goes to its page, the button shows and hides the submenu), closed unless focus is in its
 * submenu. `label` names it, `%s` standing for the item's text.
 */
export function addToggles(host: HTMLElement, label: string): SubmenuItem[] {
  const items: SubmenuItem[] = [];
  for (const item of host.querySelectorAll<HTMLLIElement>('li.menu-item-has-children')) {
    const submenu = item.querySelector<HTMLElement>(':scope > .sub-menu');
    if (!submenu || insideMegaPanel(item, host)) continue;
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'shop-menu__toggle';
    // A keyboard user already inside the submenu (the theme shows it on :focus-within) finds it open, not hidden
    // from under their focus.
    toggle.setAttribute('aria-expanded', String(submenu.contains(document.activeElement)));
    toggle.setAttribute('aria-controls', ensureId(submenu, 'shop-menu-submenu'));
    const entry: SubmenuItem = {
      item,
      link,
      submenu,
      toggle,
      mega: item.classList.contains('mega-menu') && item.parentElement?.closest('li') === null,
    };
    toggle.setAttribute('aria-label', label.replace('%s', itemLabel(entry)));
    submenu.before(toggle);
    items.push(entry);
  }
  return items;
}
