/**
 * Open shadow roots, for the lazy registry to look inside: a page builder's components may carry the library's
 * tags in their shadow DOM, which neither a document query nor a document MutationObserver reaches. Closed roots
 * stay private to their owner.
 */

/** The open shadow roots of the elements under `root` (not those nested in them: walk each in turn). */
export function openShadowRootsUnder(root: Node): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const shadowRoot = (node as Element).shadowRoot;
    if (shadowRoot) roots.push(shadowRoot);
  }
  return roots;
}

let report: ((root: ShadowRoot) => void) | undefined;

/**
 * Calls `found` with every open root `attachShadow` creates from now on: the only moment a script learns of the
 * root of an element that upgrades after it was inserted (its definition loaded later than the markup).
 */
export function onAttachedShadowRoot(found: (root: ShadowRoot) => void): void {
  if (!report) {
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachShadowAndReport(this: Element, init: ShadowRootInit): ShadowRoot {
      const root = attachShadow.call(this, init);
      if (init.mode === 'open') report?.(root);
      return root;
    };
  }
  report = found;
}
