import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { fileURLToPath } from 'node:url';
import { bundleTestFiles } from './support/wtr-bundle-plugin.mjs';
import { countingReporter } from './support/counting-reporter.mjs';
import { chromiumPath } from './support/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export default {
  rootDir: root,
  files: ['test/components/**/*.test.{ts,tsx}'],
  plugins: [bundleTestFiles()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'],
      },
    }),
  ],
  // Focus-dependent tests are flaky with concurrent pages in one browser; one file at a time is steady.
  concurrency: 1,
  testFramework: { config: { timeout: 5000 } },
  testsFinishTimeout: 1_800_000,
  reporters: [defaultReporter(), countingReporter(process.env.WTR_RESULTS ?? `${root}.wtr-results.json`)],
  testRunnerHtml: (framework) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop-elements test</title></head>
<body><script type="module" src="${framework}"></script></body></html>`,
};
