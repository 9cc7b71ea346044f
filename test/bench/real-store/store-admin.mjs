// A real WordPress store's admin, driven as a shop owner would: log in, upload the plugin's zip, switch the plugin
// off or on with a given build, and read the versions of what the store runs. Everything goes through wp-admin
// and the REST API with the admin's cookie, so the store can be anywhere a browser reaches.

const PLUGIN = 'shop-elements/shop-elements';
const SETTINGS_SCREEN = '/wp-admin/options-general.php?page=shop-elements';

/** A logged-in admin page and the REST nonce its cookie needs. */
export async function openAdmin(browser, store, { user, password }) {
  const context = await browser.newContext();
  // wp-admin is slow on a busy machine, and nothing here is timed.
  context.setDefaultTimeout(180_000);
  const page = await context.newPage();
  await page.goto(`${store}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  await Promise.all([page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit' }), page.click('#wp-submit')]);
  const nonce = (await (await context.request.get(`${store}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()).trim();
  if (!/^[0-9a-f]{10}$/.test(nonce)) throw new Error(`${store}: could not log in as ${user} (no REST nonce)`);
  const rest = async (method, path, data) => {
    const response = await context.request.fetch(`${store}/wp-json${path}`, { method, data, headers: { 'X-WP-Nonce': nonce } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return { page, rest, close: () => context.close() };
}

/** Uploads the plugin's zip under Plugins → Add New → Upload, replacing an installed copy. */
export async function installPlugin({ page }, store, zip) {
  await page.goto(`${store}/wp-admin/plugin-install.php?tab=upload`);
  await page.setInputFiles('#pluginzip', zip);
  await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.click('#install-plugin-submit')]);
  const replace = page.locator('a.update-from-upload-overwrite');
  if (await replace.count()) await Promise.all([page.waitForURL(/overwrite=update-plugin/), replace.click()]);
  if (!(await page.locator('.wrap').innerText()).match(/Plugin (installed|updated) successfully/i))
    throw new Error(`uploading ${zip} failed: ${await page.locator('.wrap').innerText()}`);
}

/** The plugin off (`off`), or on with the given build and every other setting as it was. */
export async function setPluginState(admin, store, state) {
  if (state === 'off') {
    await admin.rest('POST', `/wp/v2/plugins/${PLUGIN}`, { status: 'inactive' });
    return;
  }
  await admin.rest('POST', `/wp/v2/plugins/${PLUGIN}`, { status: 'active' });
  await admin.page.goto(`${store}${SETTINGS_SCREEN}`);
  await admin.page.check(`input[name="shop_elements_settings[build]"][value="${state}"]`);
  await Promise.all([admin.page.waitForURL(/settings-updated=true/), admin.page.click('#submit')]);
}

/** WordPress, WooCommerce, the theme and every active plugin, with their versions. */
export async function storeVersions(admin, store) {
  await admin.page.goto(`${store}/wp-admin/about.php`);
  // "Version 7.0.4", or on a development build "You are using a development version (7.2-alpha-63338). …".
  const footer = await admin.page.locator('#footer-upgrade').innerText();
  const wordpress = /(\d+\.\d+[\w.-]*)/.exec(footer)?.[1] ?? footer.trim();
  const plugins = (await admin.rest('GET', '/wp/v2/plugins?status=active')).filter(({ plugin }) => plugin !== PLUGIN);
  const [theme] = await admin.rest('GET', '/wp/v2/themes?status=active');
  return {
    wordpress,
    theme: `${theme.name.rendered ?? theme.name} ${theme.version}`,
    plugins: plugins.map(({ name, version }) => `${name} ${version}`),
  };
}

/** `off`, or the build the active plugin runs, as its settings screen shows it. */
export async function pluginState(admin, store) {
  const plugin = await admin.rest('GET', `/wp/v2/plugins/${PLUGIN}`);
  if (plugin.status !== 'active') return 'off';
  await admin.page.goto(`${store}${SETTINGS_SCREEN}`);
  return admin.page.locator('input[name="shop_elements_settings[build]"]:checked').inputValue();
}
