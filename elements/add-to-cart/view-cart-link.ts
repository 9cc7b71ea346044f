/**
 * add-to-cart.js's "View cart" link after a listing add: a real `a.added_to_cart.wc-forward` sibling of the
 * button, as themes style it and YITH removes it, added once. Returns the link it added, if any.
 */
export function addViewCartLink(button: HTMLElement, { href, text }: { href: string; text: string }): HTMLAnchorElement | undefined {
  if (button.parentElement?.querySelector(':scope > .added_to_cart')) return undefined;
  const link = document.createElement('a');
  link.href = href;
  link.className = 'added_to_cart wc-forward';
  link.title = text;
  link.textContent = text;
  button.insertAdjacentElement('afterend', link);
  return link;
}
