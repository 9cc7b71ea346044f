import { paramFlag } from '../config/read-params.ts';
import { wishlistParams } from '../config/params.ts';
import type { FragmentOptionsMap, FragmentsHtml } from './wishlist-client.ts';

const FRAGMENT = '.wishlist-fragment';
/** Classes a block gains or loses with its state; the key must not depend on them. */
const STATE_CLASSES = new Set(['exists', 'with-count']);

const glue = (): string => String(wishlistParams().fragments_index_glue || '.');

/** A block's key: its class list without the state classes, joined with the params' glue (YITH's rule). */
export function fragmentKey(block: Element): string {
  return [...block.classList].filter((name) => name !== 'exists').join(glue());
}

/** The block's `data-fragment-options`, or an empty set when missing or not a JSON object. */
export function fragmentOptions(block: Element): Record<string, unknown> {
  try {
    const options: unknown = JSON.parse(block.getAttribute('data-fragment-options') ?? '{}');
    return typeof options === 'object' && options !== null && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The fragments map a call sends: every `.wishlist-fragment` block in `scope` (the page by default), keyed by
 * class list. With `productId`, the blocks of other products (another `data-fragment-ref`) are left out, while
 * blocks tied to no product (a wishlist widget, the wishlist table, a counter) stay: a change to one product
 * changes those too, as in YITH's script.
 */
export function collectFragments({ scope = document, productId }: { scope?: ParentNode; productId?: string } = {}): FragmentOptionsMap {
  const map: FragmentOptionsMap = {};
  for (const block of scope.querySelectorAll(FRAGMENT)) {
    const ref = block.getAttribute('data-fragment-ref');
    if (productId !== undefined && ref !== null && ref !== productId) continue;
    map[fragmentKey(block)] = fragmentOptions(block);
  }
  return map;
}

/**
 * Replaces the blocks each returned key names with the block of that class in the server's HTML, as YITH's
 * script did with `replaceWith`. The HTML comes from the shop's own endpoint and is inserted as the theme would;
 * custom elements inside it upgrade once they are in the document. Returns the blocks inserted.
 */
export function applyWishlistFragments(fragments: FragmentsHtml): Element[] {
  const inserted: Element[] = [];
  for (const [key, html] of Object.entries(fragments)) {
    const selector = classSelector(key);
    if (!selector) continue;
    const targets = [...document.querySelectorAll(selector)];
    if (targets.length === 0) continue;
    const template = document.createElement('template');
    template.innerHTML = html;
    const replacement = [...template.content.children].find((child) => child.matches(selector)) ?? template.content.querySelector(selector);
    if (!replacement) continue;
    for (const target of targets) {
      const copy = document.importNode(replacement, true);
      target.replaceWith(copy);
      inserted.push(copy);
    }
  }
  return inserted;
}

function classSelector(key: string): string {
  const names = key.split(glue()).filter((name) => name && !STATE_CLASSES.has(name));
  return names.map((name) => `.${CSS.escape(name)}`).join('');
}

/** Whether the page asks for fragments on load (`enable_ajax_loading`: cached pages print stale blocks). */
export const loadsFragmentsOnStart = (): boolean => paramFlag(wishlistParams().enable_ajax_loading);

/** The blocks printed for a later load (`on-first-load`). */
export const firstLoadFragments = (): FragmentOptionsMap => {
  const map: FragmentOptionsMap = {};
  for (const block of document.querySelectorAll(`${FRAGMENT}.on-first-load`)) map[fragmentKey(block)] = fragmentOptions(block);
  return map;
};
