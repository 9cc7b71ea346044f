import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_ARGS, testBrowserPath } from './support/chromium.mjs';

/**
 * Shopper journeys in Debian's Chromium against the demo shop, once per build (React, then the lean build on
 * Preact), each build's shop started once on a free port; and the contract checks (generated manifest,
 * declarations, READMEs, package contents), which run in Node.
 */
export default defineConfig({
  projects: [
    { name: 'journeys', testDir: './journeys', testMatch: '**/*.journey.ts' },
    { name: 'journeys-lean', testDir: './journeys', testMatch: '**/*.journey.ts', metadata: { build: 'lean' } },
    { name: 'contract', testDir: './contract', testMatch: '**/*.test.ts' },
  ],
  globalSetup: './support/demo-server-setup.ts',
  // Two files at a time, each worker with its own browser: a journey spends most of its time waiting on the page,
  // so two keep both cores busy. Every test has its own session cookie on the shared demo shop.
  fullyParallel: false,
  workers: Number(process.env.JOURNEY_WORKERS ?? 2),
  // On CI a journey that fails is run once more, and `npm test` names it as flaky (passed on its retry), so a
  // timing hiccup of a loaded machine is reported without failing the run; locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/journeys.json' }]],
  use: {
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: TEST_BROWSER_ARGS,
    },
  },
});
