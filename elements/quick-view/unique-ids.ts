import { renameIds } from '../../core/dom/rename-ids.ts';

/** What a quick view adds to an id the page already has. */
const SUFFIX = '-quick-view';

/**
 * A product panel shown over a page is the product page's own markup, so its ids can already be in the page:
 * the variation selects (`pa_color`), the add-ons totals, a grouped product's rows (`product-45`,
 * `quantity_45`). Each id of `panel` that `taken` reports gets a suffix (numbered if that is taken too), and the
 * references inside the panel follow it. Ids the page does not have are kept.
 */
export function makeIdsUnique(panel: DocumentFragment | Element, taken: (id: string) => boolean): void {
  const used = new Set<string>();
  renameIds(panel, (id) => {
    if (!taken(id)) return undefined;
    let unique = `${id}${SUFFIX}`;
    for (let n = 2; taken(unique) || used.has(unique); n++) unique = `${id}${SUFFIX}-${n}`;
    used.add(unique);
    return unique;
  });
}
