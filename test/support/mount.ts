import { fixture, fixtureCleanup } from '@open-wc/testing';
import type { ShopElement } from '../../core/runtime/define-element.ts';

/** Puts markup on the page and waits until the element named by `tag` has committed its first render. */
export async function mount<T extends ShopElement = ShopElement>(html: string, tag?: string): Promise<T> {
  const wrapper = await fixture<HTMLElement>(`<div>${html}</div>`);
  const element = (tag ? wrapper.querySelector(tag) : wrapper.firstElementChild) as T;
  await customElements.whenDefined(element.localName);
  await element.updateComplete;
  return element;
}

export { fixtureCleanup };

/** Waits for the next commit of every shop element on the page. */
export async function settled(...elements: ShopElement[]): Promise<void> {
  await Promise.all(elements.map((element) => element.updateComplete));
}
