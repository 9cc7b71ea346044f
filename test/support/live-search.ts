// Markup, server answers and small probes shared by the live search tests.
import { waitUntil } from '@open-wc/testing';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from './mount.ts';

export const SEARCH_ACTION = 'action=shop_ajax_search_products';

export const TEES = [
  {
    id: 11,
    url: '/product/classic-crew-tee/',
    value: 'Classic Crew Tee',
    img: '/images/classic-crew-tee-red-thumbnail.svg',
    price: '<span class="woocommerce-Price-amount amount"><bdi>$18.00</bdi></span>',
  },
  { id: 12, url: 'http://localhost/product/pocket-tee/', value: 'Pocket Tee', img: '', price: '' },
  { id: 13, url: '/product/ringer-tee/', value: 'Ringer Tee', img: 'https://cdn.example.com/ringer.jpg', price: '$24.00' },
];

/** The row themes send when nothing matched. */
export const NO_PRODUCTS = { id: -1, url: '', value: 'No products found.' };

export function searchForm(attributes = '', value = ''): string {
  return `<shop-live-search ${attributes}>
  <form role="search" method="get" class="woocommerce-product-search" action="/">
    <label class="screen-reader-text" for="search-field">Search for:</label>
    <input type="search" id="search-field" class="search-field" placeholder="Search products…" value="${value}" name="s" />
    <label class="screen-reader-text" for="search-category">Category</label>
    <select name="product_cat" id="search-category"><option value="">All categories</option><option value="hoodies">Hoodies</option><option value="t-shirts">T-shirts</option></select>
    <button type="submit" value="Search">Search</button>
    <input type="hidden" name="post_type" value="product" />
  </form>
</shop-live-search>`;
}

export const mountSearch = (attributes = 'debounce="0"', value = '') =>
  mount<ShopElement>(searchForm(attributes, value), 'shop-live-search');

export const parts = (element: HTMLElement) => ({
  form: element.querySelector('form')!,
  input: element.querySelector<HTMLInputElement>('input[name="s"]')!,
  select: element.querySelector<HTMLSelectElement>('select[name="product_cat"]')!,
  button: element.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  listbox: element.querySelector<HTMLElement>('[role="listbox"]')!,
  panel: element.querySelector<HTMLElement>('.shop-live-search__panel')!,
});

export const options = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[role="option"]')];
export const expanded = (element: HTMLElement) => parts(element).input.getAttribute('aria-expanded') === 'true';
export const message = (element: HTMLElement) => element.querySelector('.shop-live-search__message')?.textContent ?? '';
export const announced = () => document.querySelector('.shop-live-region')?.textContent ?? '';

/** Puts `text` in the field as typing does (value, then an `input` event). */
export function typeText(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function chooseCategory(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export const whenListed = (element: HTMLElement, count: number) =>
  waitUntil(() => expanded(element) && options(element).length === count, `${count} suggestions shown`);

/** Counts submits and navigations instead of leaving the test page. */
export function recordLeaving(form: HTMLFormElement) {
  const record = { submits: 0, urls: [] as string[] };
  form.addEventListener('submit', (event) => {
    record.submits += 1;
    event.preventDefault();
  });
  const onNavigate = (event: CustomEvent<{ url: string }>) => {
    record.urls.push(event.detail.url);
    event.preventDefault();
  };
  document.addEventListener('shop-navigate', onNavigate as EventListener);
  return { record, stop: () => document.removeEventListener('shop-navigate', onNavigate as EventListener) };
}

/** The component tests carry no page stylesheet: the element's own is added for layout checks. */
export async function addStylesheet(): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/styles/live-search.css';
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
  return link;
}
