// `npm test`: type check, lint (eslint and prettier), the check that every reference resolves inside the repo,
// the WordPress plugin's PHP lint and PHPUnit tests (where PHP is installed), component tests in Chromium
// (web-test-runner), shopper journeys against the demo server and the public-contract checks (Playwright), then
// one line `N passed, N failed` over all of them. Component tests and journeys run on both builds: React, then
// the lean build on Preact (docs/lean-build.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './support/chromium.mjs';
import { runPhpTests } from '../wordpress/tests/run-php-tests.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const wtrResults = (build) => `${root}.wtr-results-${build}.json`;
const journeyResults = `${root}test-results/journeys.json`;
const totals = { passed: 0, failed: 0 };

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function ensureChromium() {
  if (hasChromium()) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary. This project never downloads a browser build.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium …');
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium']) || !hasChromium()) {
    console.error('Installing chromium with apt-get failed.');
    process.exit(1);
  }
}

function step(name, ok) {
  totals[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
}

function readCounts(file) {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

ensureChromium();
step('type check', run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
step('lint', run('npm', ['run', '--silent', 'lint']));
step('references resolve inside the repo', run('node', ['test/check-references.mjs']));
const built = run('node', ['build.mjs']);
step('build', built);

const php = runPhpTests();
if (php.lint !== undefined) step('PHP lint (wordpress/)', php.lint);
if (php.codeStandard !== undefined) step('PHP code standard (phpcs, wordpress/)', php.codeStandard);
if (php.tests) {
  totals.passed += php.tests.passed;
  totals.failed += php.tests.failed;
}

for (const build of ['react', 'lean']) {
  rmSync(wtrResults(build), { force: true });
  console.log(`\nComponent tests on the ${build} build`);
  const componentsOk = run('npx', ['web-test-runner', '--config', 'test/web-test-runner.config.mjs'], {
    WTR_RESULTS: wtrResults(build),
    SHOP_BUILD: build,
  });
  const components = readCounts(wtrResults(build));
  if (components) {
    totals.passed += components.passed;
    totals.failed += components.failed;
  }
  if (!components || (!componentsOk && components.failed === 0)) step(`component test run (${build} build)`, false);
}

if (built) {
  rmSync(journeyResults, { force: true });
  const journeysOk = run('npx', ['playwright', 'test', '--config', 'test/playwright.config.ts', '--pass-with-no-tests']);
  const stats = readCounts(journeyResults)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    if (stats.flaky > 0) console.log(`\n${stats.flaky} journey(s) passed only on their retry: flaky, marked as such in the list above`);
  }
  if (!stats || (!journeysOk && stats.unexpected === 0)) step('journey test run', false);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
