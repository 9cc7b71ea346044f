import { ensureId, uniqueId } from '../../core/dom/ensure-id.ts';

/** One heading and the panel printed right after it. */
export interface AccordionItem {
  heading: HTMLElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
}

const HEADING = 'h2, h3, h4, h5, h6';

// Chromium has it; elsewhere a closed panel is plainly hidden (in-page search then skips it).
const HIDDEN_VALUE = 'onbeforematch' in HTMLElement.prototype ? 'until-found' : '';

/** Hides a closed panel from view but not from the browser's find-in-page, where it can. */
export function hidePanel(panel: HTMLElement): void {
  panel.setAttribute('hidden', HIDDEN_VALUE);
}

/**
 * The accordion's own items: each heading among its children with the element that follows it as the panel.
 * Headings of an accordion nested inside a panel belong to that one.
 */
export function readItems(host: HTMLElement): Array<Omit<AccordionItem, 'button'>> {
  return [...host.children].flatMap((heading) => {
    const panel = heading.nextElementSibling;
    if (!(heading instanceof HTMLElement) || !heading.matches(HEADING)) return [];
    return panel instanceof HTMLElement && !panel.matches(HEADING) ? [{ heading, panel }] : [];
  });
}

/**
 * Moves each heading's content into a button that controls its panel (APG accordion: the heading stays, so the
 * page outline is unchanged). Returns the items and a cleanup that puts the server markup back.
 */
export function enhanceItems(host: HTMLElement): { items: AccordionItem[]; restore: () => void } {
  const undo: Array<() => void> = [];
  const items = readItems(host).map(({ heading, panel }) => {
    const hadId = panel.hasAttribute('id');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'shop-accordion__button';
    button.id = uniqueId('shop-accordion-button');
    button.setAttribute('aria-controls', ensureId(panel, 'shop-accordion-panel'));
    button.append(...heading.childNodes);
    heading.append(button);
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-labelledby', button.id);
    undo.push(() => {
      heading.append(...button.childNodes);
      button.remove();
      for (const name of ['role', 'aria-labelledby', 'hidden']) panel.removeAttribute(name);
      panel.style.removeProperty('display');
      if (!hadId) panel.removeAttribute('id');
    });
    return { heading, button, panel };
  });
  return { items, restore: () => undo.reverse().forEach((step) => step()) };
}

/** The item whose panel holds `target`, at any depth; -1 for none. */
export const itemHolding = (items: AccordionItem[], target: Element | null): number =>
  target ? items.findIndex(({ panel }) => panel.contains(target)) : -1;
