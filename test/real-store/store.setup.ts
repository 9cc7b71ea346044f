// The shop owner's part of a pass: install the current build's zip (first pass of a run), set the store state
// (first pass of each state), then switch the plugin off, or on with the React build (its default) or the lean one.
import { test } from '@playwright/test';
import { pass } from './support/run-settings.ts';
import { applyStoreState } from './support/store-state.ts';
import { PLUGIN_FILE, choosePluginBuild, logIn, switchPlugin, uploadPlugin } from './support/wp-admin.ts';

test(`store: ${pass.state}, plugin ${pass.mode}`, async ({ page }) => {
  test.setTimeout(600_000);
  await logIn(page);
  if (pass.install) await uploadPlugin(page, pass.zip);
  if (process.env.REAL_STORE_APPLY_STATE === '1') await applyStoreState(page, pass.state);
  await switchPlugin(page, PLUGIN_FILE, pass.mode !== 'off');
  if (pass.mode !== 'off') await choosePluginBuild(page, pass.mode);
});
