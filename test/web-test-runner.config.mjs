import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { fileURLToPath } from 'node:url';
import { bundleTestFiles } from './support/wtr-bundle-plugin.mjs';
import { countingReporter } from './support/counting-reporter.mjs';
import { coverageReporter } from './support/coverage-reporter.mjs';
import { TEST_BROWSER_ARGS, testBrowserPath } from './support/chromium.mjs';
import { freePort } from './support/free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export default {
  rootDir: root,
  // WTR's own search from 8000 gave both builds of `npm test`, started together, port 8000: one failed to listen.
  port: await freePort(),
  files: ['test/components/**/*.test.{ts,tsx}'],
  plugins: [bundleTestFiles()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: testBrowserPath(),
        headless: true,
        args: TEST_BROWSER_ARGS,
      },
    }),
  ],
  // Focus-dependent tests are flaky with concurrent pages in one browser; one file at a time is steady.
  concurrency: Number(process.env.WTR_CONCURRENCY ?? 1),
  // A test's limit decides how soon a real failure reports, never how long a passing test takes: it holds on a
  // machine loaded many times over its cores.
  testFramework: { config: { timeout: 20_000 } },
  // Per file: a file that stops progressing fails with its name within two minutes, and the run goes on.
  testsFinishTimeout: 120_000,
  // SHOP_COVERAGE=1: V8 coverage of each test's bundle (see wtr-bundle-plugin.mjs), per source file of core/ and
  // elements/ in coverage/ (coverage-reporter.mjs).
  coverage: process.env.SHOP_COVERAGE === '1',
  coverageConfig: { include: ['**/*.bundle.js'], report: false },
  reporters: [
    defaultReporter(),
    countingReporter(process.env.WTR_RESULTS ?? `${root}.wtr-results.json`),
    coverageReporter(`${root}coverage`),
  ],
  testRunnerHtml: (framework) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop-elements test</title>
<script src="/test/support/stay-on-page.js"></script></head>
<body><script type="module" src="${framework}"></script></body></html>`,
};
