/**
 * Defines `<tag>` from a plain custom element class, for an element with nothing to render whose work must be done
 * before the page's load event: the entry defines it itself, so the page fetches no renderer before the load for
 * it. Idempotent, as `defineElement` is. Its contract is read from the JSDoc on the call, without the attributes
 * and events `defineElement` gives every element (no loading strategy, no render to fail).
 */
export function definePlainElement(tag: string, element: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  customElements.define(tag, element);
  return element;
}
