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

/**
 * Gives the ids inside `root` the names `rename` returns (undefined keeps an id), and makes the references inside
 * `root` follow: `for`, `headers`, the `aria-*` id lists, `href="#…"`. For markup copied into a page that has the
 * same ids already (a product panel over its product page, a popup's copy of hidden content), so labels and ARIA
 * keep pointing at the copy's own elements.
 */
export function renameIds(root: DocumentFragment | Element, rename: (id: string) => string | undefined): void {
  const renamed = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]')) {
    const name = element.id && !renamed.has(element.id) ? rename(element.id) : undefined;
    if (name) renamed.set(element.id, name);
  }
  if (renamed.size === 0) return;

  for (const element of root.querySelectorAll('[id]')) {
    const name = renamed.get(element.id);
    if (name) element.id = name;
  }
  const references = ID_REFERENCES.map((attribute) => `[${attribute}]`).join(',');
  for (const element of root.querySelectorAll(references)) {
    for (const attribute of ID_REFERENCES) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      const ids = value.split(/\s+/).map((id) => renamed.get(id) ?? id);
      element.setAttribute(attribute, ids.join(' ').trim());
    }
  }
  for (const link of root.querySelectorAll('a[href^="#"]')) {
    const name = renamed.get(fragmentOf(link.getAttribute('href')!));
    if (name) link.setAttribute('href', `#${name}`);
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
