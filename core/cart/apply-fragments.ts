import { cartSummaryAtom } from '../state/cart-atoms.ts';
import { store } from '../state/store.ts';
import { getCookie } from '../dom/cookies.ts';

/** The mini cart's fragment key; every fragments map has it (docs/woocommerce-protocol.md#cart-fragments). */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/**
 * Replaces every element each fragment key selects with the fragment's HTML, as `updateFragments` did with
 * `replaceWith`. Fragments are same-origin server markup by contract and are applied as HTML. A block that is
 * already exactly the fragment is left alone: no DOM churn, and focus inside it stays where it is.
 */
export function applyFragments(fragments: Record<string, string>, hash: string): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch {
      continue; // A third party's key that is not a valid selector replaces nothing, as in jQuery.
    }
    const replacement = parse(html);
    const element = onlyElement(replacement);
    for (const target of targets) {
      if (!element || !target.isEqualNode(element)) target.replaceWith(replacement.cloneNode(true));
    }
  }
  store.set(cartSummaryAtom, { fragments, hash, itemCount: countItems(fragments) });
  syncEmptyWidgets();
}

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The fragment's one element when the rest is whitespace (the usual shape), else undefined. */
function onlyElement(fragment: DocumentFragment): Element | undefined {
  const meaningful = [...fragment.childNodes].filter((node) => node.nodeType !== Node.TEXT_NODE || node.textContent?.trim());
  return meaningful.length === 1 && meaningful[0] instanceof Element ? meaningful[0] : undefined;
}

/**
 * The number of items: the header badge's count when a fragment has one (`a.cart-contents .count`), else the
 * sum of the mini cart's "N ×" quantities.
 */
export function countItems(fragments: Record<string, string>): number {
  const container = document.createElement('template');
  container.innerHTML = Object.values(fragments).join('');
  const badge = container.content.querySelector('.cart-contents .count, .count');
  const fromBadge = badge ? Number.parseInt(badge.textContent?.replace(/[^\d]/g, '') ?? '', 10) : Number.NaN;
  if (Number.isFinite(fromBadge)) return fromBadge;
  return [...container.content.querySelectorAll('.woocommerce-mini-cart-item .quantity')].reduce(
    (sum, quantity) => sum + (Number.parseInt(quantity.textContent ?? '', 10) || 0),
    0,
  );
}

/**
 * Before any fragment arrives, the cart summary comes from the server-rendered page: the header's count and
 * the cart-hash cookie, so elements reading the summary agree with what the shopper sees.
 */
export function seedSummaryFromPage(): void {
  if (store.get(cartSummaryAtom).hash) return;
  const header = document.querySelector('.cart-contents')?.outerHTML ?? '';
  const content = document.querySelector(MINI_CART_FRAGMENT)?.outerHTML ?? '';
  const hash = getCookie('woocommerce_cart_hash') ?? '';
  store.set(cartSummaryAtom, { fragments: {}, hash, itemCount: countItems({ header, content }) });
}

/** `.hide_cart_widget_if_empty`: the cart widget shows only while the items-in-cart cookie says so (docs/woocommerce-protocol.md#cart-fragments). */
export function syncEmptyWidgets(forceShow = false): void {
  const hasItems = forceShow || Number(getCookie('woocommerce_items_in_cart') ?? 0) > 0;
  for (const marker of document.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = hasItems ? '' : 'none';
  }
}
