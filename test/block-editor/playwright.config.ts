import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../support/chromium.mjs';

/**
 * The page editor's journey in a real WordPress with the plugin active (README: docs/page-editors.md):
 * `SHOP_WORDPRESS_URL=http://127.0.0.1:8901 npx playwright test --config test/block-editor/playwright.config.ts`.
 * It needs a WordPress to log into, so it is not part of `npm test`; the administrator is
 * `SHOP_WORDPRESS_USER`/`SHOP_WORDPRESS_PASSWORD` (default admin/admin).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.journey.ts',
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  outputDir: '../../test-results/block-editor',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: process.env.SHOP_WORDPRESS_URL,
    viewport: { width: 1400, height: 1000 },
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
