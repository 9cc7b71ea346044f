import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../support/chromium.mjs';
import { VIEWPORTS } from './support/viewports.ts';

/**
 * The real-store suite (docs/real-store.md), run by run.mjs one pass at a time: the `store` project sets the
 * store up as its owner would, then `desktop` and `phone` walk every journey. Not part of `npm test`: it needs a
 * real WooCommerce store. No retries: a journey that fails once is reported.
 */
export default defineConfig({
  testDir: '.',
  projects: [
    { name: 'store', testMatch: 'store.setup.ts' },
    { name: 'desktop', testMatch: 'journeys/*.real.ts', use: VIEWPORTS.desktop },
    { name: 'phone', testMatch: 'journeys/*.real.ts', use: VIEWPORTS.phone },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 30_000 },
  // Per store and pass: Playwright empties its output folder at each run, and run.mjs runs one per pass.
  outputDir: join(
    process.env.REAL_STORE_RECORDS ?? '../../test-results/real-store',
    'artifacts',
    `${process.env.REAL_STORE_STATE}-${process.env.REAL_STORE_MODE}`,
  ),
  use: {
    browserName: 'chromium',
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
