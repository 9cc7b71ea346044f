import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.mjs';

/** Shopper journeys in Debian's Chromium against the demo shop, started once on a free port. */
export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.journey.ts',
  globalSetup: './support/demo-server-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/journeys.json' }]],
  use: {
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
