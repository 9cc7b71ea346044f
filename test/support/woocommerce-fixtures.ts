/** Pages of WooCommerce 11 + Storefront markup without the library's tags (`test/fixtures/woocommerce/`). */
export type WooFixture = 'header' | 'product-variable' | 'product-simple' | 'listing' | 'cart' | 'account' | 'checkout' | 'wishlist';

export async function fixtureHtml(name: WooFixture): Promise<string> {
  const response = await fetch(`/test/fixtures/woocommerce/${name}.html`);
  if (!response.ok) throw new Error(`fixture ${name}: ${response.status}`);
  return response.text();
}

/** Puts the fixture in a new container at the end of the body; remove it after the test. */
export async function placeFixture(name: WooFixture): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await fixtureHtml(name);
  document.body.append(container);
  return container;
}

/** Each shop-* tag under `root`, in document order, with what it wraps: `tag > first child` (its first class, else its id). */
export function wrappedTags(root: ParentNode): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('shop-'))
    .map((element) => `${element.localName} > ${describe(element.firstElementChild)}`);
}

function describe(element: Element | null): string {
  if (!element) return '(empty)';
  if (element.classList.length) return `${element.localName}.${element.classList[0]}`;
  return element.id ? `${element.localName}#${element.id}` : element.localName;
}

/**
 * Resolves once the mutation observers created before this call have been told of the next change under `root`
 * (observers are notified in the order they were created), so a test can check what they did with it.
 */
export function afterObservers(root: Node): Promise<void> {
  return new Promise((resolve) => {
    const probe = new MutationObserver(() => {
      probe.disconnect();
      resolve();
    });
    probe.observe(root, { childList: true, subtree: true });
  });
}
