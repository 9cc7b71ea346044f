import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_ARGS, testBrowserPath } from '../support/chromium.mjs';

/**
 * The page editor's journey in a real WordPress with the plugin active (docs/page-editors.md). `npm test` runs it
 * in Debian's WordPress without WooCommerce, on a site it starts (wordpress-site.mjs: `node
 * test/block-editor/wordpress-site.mjs` does the same alone); against another WordPress:
 * `SHOP_WORDPRESS_URL=http://127.0.0.1:8901 npx playwright test --config test/block-editor/playwright.config.ts`,
 * its administrator `SHOP_WORDPRESS_USER`/`SHOP_WORDPRESS_PASSWORD` (default admin/admin).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.journey.ts',
  workers: 1,
  // As the shopper journeys: on CI a failed test runs once more, and `npm test` counts it as flaky if it passes then.
  retries: process.env.CI ? 1 : 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  outputDir: '../../test-results/block-editor',
  reporter: [['list'], ['json', { outputFile: '../../test-results/block-editor.json' }]],
  use: {
    browserName: 'chromium',
    baseURL: process.env.SHOP_WORDPRESS_URL,
    viewport: { width: 1400, height: 1000 },
    trace: 'off',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: TEST_BROWSER_ARGS,
    },
  },
});
