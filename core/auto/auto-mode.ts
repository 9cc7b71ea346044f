import { AUTO_RULES } from './rules/index.ts';
import { isAutoWrapper, wrapMarkup, type WrapRule } from './wrap.ts';

/**
 * Auto mode: wraps the markup WooCommerce, Storefront and the supported plugins print in the matching tags, in
 * the page now and in markup inserted later (further listing pages, quick-view panels, fragments, the cart page's
 * rows after an update, page-builder previews). Returns a function that stops watching.
 */
export function startAutoMode(root: Document | Element = document, rules: readonly WrapRule[] = AUTO_RULES): () => void {
  wrapMarkup(root, rules);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && node.isConnected && !isAutoWrapper(node)) wrapMarkup(node, rules);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
