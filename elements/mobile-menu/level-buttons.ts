/** An item's submenu: a nav menu's `.sub-menu`, or the `.children` of WordPress's page list. */
const SUBMENU = ':scope > :is(.sub-menu, .children)';

/**
 * Adds a "next level" button after the link of every item with a submenu in `menu`, named by `label` (`%s`
 * standing for the item's text), calling `onNext` with the item. Returns what removes them again.
 */
export function addLevelButtons(menu: HTMLElement, label: string, onNext: (item: HTMLLIElement) => void): () => void {
  const buttons: HTMLButtonElement[] = [];
  for (const item of menu.querySelectorAll<HTMLLIElement>('li:is(.menu-item-has-children, .page_item_has_children)')) {
    const submenu = item.querySelector(SUBMENU);
    if (!submenu) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'shop-mobile-menu__next';
    button.setAttribute('aria-label', label.replace('%s', itemText(item)));
    button.addEventListener('click', () => onNext(item));
    submenu.before(button);
    buttons.push(button);
  }
  return () => buttons.forEach((button) => button.remove());
}

/** The item's own link text, without its submenu's. */
export const itemText = (item: HTMLLIElement): string => item.querySelector(':scope > a')?.textContent?.trim() ?? '';

/** The list a level shows: the submenu of the last item on the path, or the whole menu at the top. */
export const listOf = (menu: HTMLElement, path: readonly HTMLLIElement[]): HTMLElement =>
  path.at(-1)?.querySelector<HTMLElement>(SUBMENU) ?? menu;

const ON_PATH = 'shop-mobile-menu__on-path';
const NESTED = 'shop-mobile-menu--nested';

/**
 * Marks the items leading to the level shown: the stylesheet then shows only the submenu of the last one (every
 * other item and level is `display: none`, so hidden items cannot take focus). Returns the unmarking.
 */
export function markPath(menu: HTMLElement, path: readonly HTMLLIElement[]): () => void {
  path.forEach((item) => item.classList.add(ON_PATH));
  menu.classList.toggle(NESTED, path.length > 0);
  return () => {
    path.forEach((item) => item.classList.remove(ON_PATH));
    menu.classList.remove(NESTED);
  };
}
