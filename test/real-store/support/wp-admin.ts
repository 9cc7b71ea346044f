// wp-admin as a shop owner uses it: the login form, Plugins → Add New → Upload, the plugins list, the plugin's
// own settings screen; WordPress's REST API (with the nonce wp-admin hands a logged-in user) for menus, and the
// All Settings screen (options.php) for single options no settings screen shows. Only the store's URL and an
// administrator's login are needed.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { store } from './run-settings.ts';

export const PLUGIN_FILE = 'shop-elements/shop-elements.php';
const YITH_FILE = 'yith-woocommerce-wishlist/init.php';

export async function logIn(page: Page): Promise<void> {
  await page.goto(`${store.url}/wp-login.php`);
  await page.locator('#user_login').fill(store.user);
  await page.locator('#user_pass').fill(store.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.locator('#wp-submit').click()]);
}

/**
 * Plugins → Add New → Upload Plugin, replacing the installed copy when WordPress offers to (its button leads to
 * `overwrite=update-plugin`, or `overwrite=downgrade-plugin` when the zip's version is older).
 */
export async function uploadPlugin(page: Page, zip: string): Promise<void> {
  await page.goto(`${store.url}/wp-admin/plugin-install.php?tab=upload`);
  await page.locator('#pluginzip').setInputFiles(zip);
  await Promise.all([page.waitForURL(/update\.php/), page.locator('#install-plugin-submit').click()]);
  const replace = page.locator('a.update-from-upload-overwrite');
  if (await replace.count()) await Promise.all([page.waitForURL(/overwrite=(update|downgrade)-plugin/), replace.click()]);
  await expect(page.locator('.wrap')).toContainText(/Plugin (installed|updated) successfully/);
}

async function pluginRow(page: Page, file: string) {
  await page.goto(`${store.url}/wp-admin/plugins.php`);
  return page.locator(`tr[data-plugin="${file}"]`);
}

export async function isPluginActive(page: Page, file: string): Promise<boolean> {
  const row = await pluginRow(page, file);
  return (await row.count()) > 0 && (await row.first().getAttribute('class'))!.split(' ').includes('active');
}

/** Activates or deactivates through the plugins list's own link; nothing to do when it already is. */
export async function switchPlugin(page: Page, file: string, on: boolean): Promise<void> {
  const row = await pluginRow(page, file);
  await expect(row, `${file} is not installed`).toHaveCount(1);
  const link = row.locator(on ? '.activate a' : '.deactivate a');
  if ((await link.count()) === 0) return;
  await Promise.all([page.waitForURL(/plugins\.php\?.*(activate|deactivate)=true/), link.click()]);
  expect(await isPluginActive(page, file)).toBe(on);
}

/**
 * What Settings → Shop Elements shows: each field's name with the radio chosen or the box's state; null when
 * the screen is not there (the plugin inactive).
 */
export async function pluginSettings(page: Page): Promise<Record<string, string | boolean> | null> {
  await page.goto(`${store.url}/wp-admin/options-general.php?page=shop-elements`);
  const form = page.locator('form[action="options.php"]');
  if ((await form.count()) === 0) return null;
  return form
    .locator('input[type=radio]:checked, input[type=checkbox]')
    .evaluateAll((inputs) =>
      Object.fromEntries((inputs as HTMLInputElement[]).map((input) => [input.name, input.type === 'radio' ? input.value : input.checked])),
    );
}

/**
 * WooCommerce → Settings → Advanced → Features and the plugins list WooCommerce filters by feature: the plugin is
 * not among those incompatible with High-Performance Order Storage or the cart and checkout blocks (it declares
 * both compatible; a plugin that declares nothing is listed there).
 */
export async function expectWooCommerceCompatible(page: Page): Promise<void> {
  await page.goto(`${store.url}/wp-admin/admin.php?page=wc-settings&tab=advanced&section=features`);
  await expect(page.locator('#wpbody-content')).toContainText('Order data storage');
  await expect(page.locator('#wpbody-content')).not.toContainText(/incompatible plugin/i);
  for (const feature of ['custom_order_tables', 'cart_checkout_blocks']) {
    await page.goto(`${store.url}/wp-admin/plugins.php?plugin_status=incompatible_with_feature&feature_id=${feature}`);
    await expect(page.locator(`#the-list tr[data-plugin="${PLUGIN_FILE}"]`), `listed as incompatible with ${feature}`).toHaveCount(0);
  }
}

/**
 * Settings → Shop Elements: the chosen build, and otherwise the plugin's defaults: auto mode and every feature
 * switch on, what it adds to the shop (the cards' quick view button) off.
 */
export async function choosePluginBuild(page: Page, build: 'react' | 'lean'): Promise<void> {
  await page.goto(`${store.url}/wp-admin/options-general.php?page=shop-elements`);
  const form = page.locator('form[action="options.php"]');
  await form.locator(`input[type=radio][value="${build}"]`).check();
  for (const box of await form.locator('input[type=checkbox][name$="[auto]"], input[type=checkbox][name*="[features]"]').all())
    await box.check();
  await form.locator('input[type=checkbox][name$="[quick_view]"]').uncheck();
  await Promise.all([page.waitForURL(/settings-updated=true/), form.locator('#submit').click()]);
  await expect(form.locator(`input[type=radio][value="${build}"]`)).toBeChecked();
}

/** Stores single options through WordPress's All Settings screen (options.php), as its form posts them. */
export async function saveOptions(page: Page, options: Record<string, string>): Promise<void> {
  await page.goto(`${store.url}/wp-admin/options.php`);
  const nonce = await page.locator('form input[name="_wpnonce"]').first().inputValue();
  const answer = await page.request.post(`${store.url}/wp-admin/options.php`, {
    form: { option_page: 'options', action: 'update', _wpnonce: nonce, page_options: Object.keys(options).join(','), ...options },
  });
  expect(answer.ok(), `options.php answered ${answer.status()}`).toBe(true);
}

/** WordPress's REST API as wp-admin's own scripts call it: cookie session plus the REST nonce. */
export async function restClient(page: Page) {
  const nonceAnswer = await page.request.get(`${store.url}/wp-admin/admin-ajax.php?action=rest-nonce`);
  const nonce = (await nonceAnswer.text()).trim();
  const request: APIRequestContext = page.request;
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', route: string, data?: object): Promise<T> => {
    const answer = await request.fetch(`${store.url}/?rest_route=${route.replace('?', '&')}`, {
      method,
      headers: { 'X-WP-Nonce': nonce },
      ...(data ? { data } : {}),
    });
    expect(answer.ok(), `${method} ${route}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return {
    get: <T>(route: string) => call<T>('GET', route),
    post: <T>(route: string, data: object) => call<T>('POST', route, data),
    delete: (route: string) => call<unknown>('DELETE', route),
  };
}

export async function hasYith(page: Page): Promise<boolean> {
  return isPluginActive(page, YITH_FILE);
}

/**
 * YITH WooCommerce Wishlist's panel saved once with its defaults (a fresh install shows nothing before), the
 * listing buttons on, and the rendering method: 'react-components' (YITH 4's default) or 'php-templates' (what
 * stores upgraded from 3.x keep; no screen offers it, so it goes through options.php).
 */
export async function setUpYith(page: Page, rendering: 'react-components' | 'php-templates'): Promise<void> {
  const panel = `${store.url}/wp-admin/admin.php?page=yith_wcwl_panel&yith-wcwl-no-welcome-modal=1`;
  const subTabs = ['settings-general', 'settings-add_to_wishlist', 'settings-wishlist_page', 'customization-style', 'customization-labels'];
  for (const subTab of subTabs) {
    await page.goto(`${panel}&tab=${subTab.split('-')[0]}&sub_tab=${subTab}`);
    const form = page.locator('form#plugin-fw-wc');
    if ((await form.count()) === 0) continue;
    if (subTab === 'settings-add_to_wishlist') {
      const showOnLoop = form.locator('#yith_wcwl_show_on_loop');
      if ((await showOnLoop.inputValue()) !== 'yes') await form.locator('label[for="yith_wcwl_show_on_loop"]').click();
      await expect(showOnLoop).toHaveValue('yes');
    }
    await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().includes('yith_wcwl_panel')),
      page.getByRole('button', { name: 'Save Options' }).first().click(),
    ]);
    await page.waitForLoadState('load');
  }
  await saveOptions(page, { yith_wcwl_rendering_method: rendering });
}

/** Settings → Shop Elements → Added to the shop: the product cards' "Quick view" button on or off. */
export async function setQuickView(page: Page, on: boolean): Promise<void> {
  await page.goto(`${store.url}/wp-admin/options-general.php?page=shop-elements`);
  const form = page.locator('form[action="options.php"]');
  await form.locator('input[type=checkbox][name$="[quick_view]"]').setChecked(on);
  await Promise.all([page.waitForURL(/settings-updated=true/), form.locator('#submit').click()]);
}
