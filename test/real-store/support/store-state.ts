// The two store states shop owners have, set idempotently:
// - fresh: no menu in any location (Storefront prints its page list), registration on My Account off, YITH (where
//   installed) saved once in its default React-components mode;
// - configured: a menu with a submenu in Storefront's primary and handheld locations, registration on, YITH in
//   its PHP-template mode.
import type { Page } from '@playwright/test';
import type { StoreState } from './run-settings.ts';
import { store } from './run-settings.ts';
import { hasYith, restClient, saveOptions, setUpYith } from './wp-admin.ts';

const MENU_NAME = 'Real-store suite menu';
const LOCATIONS = ['primary', 'handheld'];

interface Menu {
  id: number;
  name: string;
  locations: string[];
}

/** Home, Shop (with Cart and Checkout under it) and My account, as custom links on the store's own URLs. */
const MENU_ITEMS: { title: string; path: string; children?: { title: string; path: string }[] }[] = [
  { title: 'Home', path: '/' },
  {
    title: 'Shop',
    path: '/shop/',
    children: [
      { title: 'Cart', path: '/cart/' },
      { title: 'Checkout', path: '/checkout/' },
    ],
  },
  { title: 'My account', path: '/my-account/' },
];

async function ensureMenu(rest: Awaited<ReturnType<typeof restClient>>): Promise<Menu> {
  const menus = await rest.get<Menu[]>('/wp/v2/menus?context=edit&per_page=100');
  const existing = menus.find((menu) => menu.name === MENU_NAME);
  if (existing) return existing;
  const menu = await rest.post<Menu>('/wp/v2/menus', { name: MENU_NAME });
  for (const [order, item] of MENU_ITEMS.entries()) {
    const created = await rest.post<{ id: number }>('/wp/v2/menu-items', {
      title: item.title,
      url: `${store.url}${item.path}`,
      menus: menu.id,
      menu_order: order + 1,
      status: 'publish',
    });
    for (const child of item.children ?? []) {
      await rest.post('/wp/v2/menu-items', {
        title: child.title,
        url: `${store.url}${child.path}`,
        menus: menu.id,
        parent: created.id,
        status: 'publish',
      });
    }
  }
  return menu;
}

async function setMenus(page: Page, assigned: boolean): Promise<void> {
  const rest = await restClient(page);
  if (assigned) {
    const menu = await ensureMenu(rest);
    await rest.post(`/wp/v2/menus/${menu.id}`, { locations: LOCATIONS });
    return;
  }
  const locations = await rest.get<Record<string, { menu: number }>>('/wp/v2/menu-locations');
  const menuIds = new Set(
    Object.values(locations)
      .map((location) => location.menu)
      .filter(Boolean),
  );
  for (const id of menuIds) await rest.post(`/wp/v2/menus/${id}`, { locations: [] });
}

export async function applyStoreState(page: Page, state: StoreState): Promise<void> {
  const configured = state === 'configured';
  await setMenus(page, configured);
  await saveOptions(page, { woocommerce_enable_myaccount_registration: configured ? 'yes' : 'no' });
  if (await hasYith(page)) await setUpYith(page, configured ? 'php-templates' : 'react-components');
}
