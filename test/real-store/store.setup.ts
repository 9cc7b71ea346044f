// The shop owner's part of a pass: install the current build's zip (first pass of a run; the settings must survive
// the replacement), set the store state (first pass of each state), then switch the plugin off, or on with the
// React build (its default) or the lean one, and with it on, that WooCommerce's Features screen finds it compatible.
import { expect, test } from '@playwright/test';
import { pass } from './support/run-settings.ts';
import { applyStoreState } from './support/store-state.ts';
import {
  PLUGIN_FILE,
  choosePluginBuild,
  expectWooCommerceCompatible,
  logIn,
  pluginSettings,
  switchPlugin,
  uploadPlugin,
} from './support/wp-admin.ts';

test(`store: ${pass.state}, plugin ${pass.mode}`, async ({ page }) => {
  test.setTimeout(600_000);
  await logIn(page);
  if (pass.install) {
    // The zip replaces the installed copy as an owner's upgrade does: the settings screen shows the same after.
    const before = await pluginSettings(page);
    await uploadPlugin(page, pass.zip);
    if (before) expect(await pluginSettings(page), 'settings kept by replacing the plugin').toEqual(before);
  }
  if (process.env.REAL_STORE_APPLY_STATE === '1') await applyStoreState(page, pass.state);
  await switchPlugin(page, PLUGIN_FILE, pass.mode !== 'off');
  if (pass.mode !== 'off') await choosePluginBuild(page, pass.mode);
  if (pass.mode !== 'off') await expectWooCommerceCompatible(page);
});
