/** Attributes holding one id, or a space-separated list of ids, of an element in the same document. */
const ID_REFERENCES = [
  'for',
  'form',
  'list',
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

/** What a quick view adds to an id the page already has. */
const SUFFIX = '-quick-view';

/**
 * A product panel shown over a page is the product page's own markup, so its ids can already be in the page:
 * the variation selects (`pa_color`), the add-ons totals, a grouped product's rows (`product-45`,
 * `quantity_45`). Each id of `panel` that `taken` reports gets a suffix, and the references inside the panel
 * (`for`, the `aria-*` id lists, `href="#…"`) follow it, so labels and ARIA keep pointing at the panel's own
 * fields. Ids the page does not have are kept.
 */
export function makeIdsUnique(panel: DocumentFragment | Element, taken: (id: string) => boolean): void {
  const renamed = new Map<string, string>();
  const used = new Set<string>();
  for (const element of panel.querySelectorAll('[id]')) {
    const id = element.id;
    if (!id || !taken(id) || renamed.has(id)) continue;
    let unique = `${id}${SUFFIX}`;
    for (let n = 2; taken(unique) || used.has(unique); n++) unique = `${id}${SUFFIX}-${n}`;
    used.add(unique);
    renamed.set(id, unique);
  }
  if (renamed.size === 0) return;

  for (const element of panel.querySelectorAll('[id]')) {
    const unique = renamed.get(element.id);
    if (unique) element.id = unique;
  }
  const references = ID_REFERENCES.map((name) => `[${name}]`).join(',');
  for (const element of panel.querySelectorAll(references)) {
    for (const name of ID_REFERENCES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const ids = value.split(/\s+/).map((id) => renamed.get(id) ?? id);
      element.setAttribute(name, ids.join(' ').trim());
    }
  }
  for (const link of panel.querySelectorAll('a[href^="#"]')) {
    const unique = renamed.get(fragmentOf(link.getAttribute('href')!));
    if (unique) link.setAttribute('href', `#${unique}`);
  }
}

/** The id an in-page link names (`#pa_color`); a malformed escape names none. */
function fragmentOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return '';
  }
}
