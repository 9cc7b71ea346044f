// `npm test`: everything, on both builds (React, and the lean build on Preact: docs/lean-build.md), in three
// stages that each use the machine's cores:
//   1. checks, side by side: type check, lint (eslint and prettier, cached between runs), the check that every
//      reference resolves inside the repo, the build, then the WordPress plugin's PHP lint and PHPUnit tests;
//   2. component tests in Chromium (web-test-runner), both builds at once, each in its own browser; a file that
//      failed runs once more, and a test that passes only then is counted as flaky; the React build's run
//      measures the coverage of core/ and elements/ per file (coverage/coverage.txt), held to a floor
//      (SHOP_COVERAGE=0 leaves it out of a quicker local run);
//   3. shopper journeys against the demo shop and the public-contract checks (Playwright, two workers);
//   4. the page editor's journey in Debian's WordPress without WooCommerce, on a site of its own
//      (test/block-editor/wordpress-site.mjs), when Debian's packages are installed, else counted as skipped.
// It ends with the time of each stage and one line `N passed, N failed, N skipped, N flaky` (CI reads its prefix).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium, testBrowserPath } from './support/chromium.mjs';
import { missingWordPressPackages, runPhpTests } from '../wordpress/tests/run-php-tests.mjs';
import { startWordPress } from './block-editor/wordpress-site.mjs';
import { componentTotals, retriedFiles } from './support/component-totals.mjs';
import { COVERAGE_FLOOR } from './support/coverage-reporter.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILDS = ['react', 'lean'];
const journeyResults = `${root}test-results/journeys.json`;
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** What was only skipped or flaky, said once more above the last line. */
const notes = [];
const stageTimes = [];
const measureCoverage = process.env.SHOP_COVERAGE !== '0';

/**
 * Runs a command; its output goes to the terminal line by line, each line after `label` when several commands
 * run at once, or whole once it ends (`buffered`), so side-by-side output stays readable.
 */
function run(command, args, { env = {}, label = '', buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    let partial = '';
    const print = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      for (const line of lines.map(plain).filter(shown)) buffered ? kept.push(line) : console.log(label + line);
    };
    child.stdout.on('data', print);
    child.stderr.on('data', print);
    child.on('close', (code) => {
      print('\n');
      if (buffered && kept.length) console.log(`${label}\n${kept.join('\n')}`);
      resolve(code === 0);
    });
  });
}

/** Terminal colours and cursor moves out, for lines printed beside other commands' lines. */
const ESCAPE = String.fromCharCode(27);
const plain = (line) => line.replace(new RegExp(`${ESCAPE}\\[[0-9;]*[A-Za-z]`, 'g'), '');
/** web-test-runner redraws a progress bar; printed as lines, each redraw would be a line of its own. */
const shown = (line) => !/^(Chromium: \||Running tests\.\.\.$)/.test(line.trim());

async function stage(name, work) {
  console.log(`\n━━ ${name}`);
  const start = performance.now();
  await work();
  stageTimes.push([name, (performance.now() - start) / 1000]);
}

function step(name, ok) {
  totals[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
}

function add(counts) {
  for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function ensureChromium() {
  if (hasChromium()) {
    if (testBrowserPath() === chromiumPath())
      console.log("Tests run in the full Chromium: Debian's chromium-headless-shell would take about 40% less CPU.");
    return;
  }
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install Debian's packages (sudo apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH to a Chromium binary. This project never downloads a browser build.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium and chromium-headless-shell …');
  const packages = ['chromium', 'chromium-headless-shell'];
  if (!(await run('apt-get', ['update', '-qq'])) || !(await run('apt-get', ['install', '-y', '-qq', ...packages])) || !hasChromium()) {
    console.error('Installing chromium with apt-get failed.');
    process.exit(1);
  }
}

const CACHE = 'node_modules/.cache/shop-elements/';
const CHECKS = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', `${CACHE}tsbuildinfo`]],
  ['lint (eslint)', 'npx', ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}eslint`, '.']],
  ['lint (prettier)', 'npx', ['prettier', '--check', '--cache', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs}']],
  ['references resolve inside the repo', 'node', ['test/check-references.mjs']],
  ['build', 'node', ['build.mjs', '--quiet']],
];

let built = false;
async function checks() {
  await Promise.all(
    CHECKS.map(async ([name, command, args]) => {
      const ok = await run(command, args, { label: `── ${name}`, buffered: true });
      if (name === 'build') built = ok;
      step(name, ok);
    }),
  );
  const php = runPhpTests();
  if (php.lint !== undefined) step('PHP lint (wordpress/)', php.lint);
  if (php.codeStandard !== undefined) step('PHP code standard (phpcs, wordpress/)', php.codeStandard);
  add(php.tests);
  if (php.missing) notes.push(`${php.tests.skipped} PHPUnit tests skipped: install ${php.missing.join(', ')} (apt-get).`);
}

/** One build's component tests, then its failed files once more. */
async function componentTests(build) {
  const results = (attempt) => `${root}.wtr-results-${build}-${attempt}.json`;
  const wtr = async (attempt, files = []) => {
    rmSync(results(attempt), { force: true });
    const ok = await run(
      'npx',
      ['web-test-runner', '--config', 'test/web-test-runner.config.mjs', ...files.flatMap((file) => ['--files', file])],
      {
        // Coverage is the same on both builds' source: measured once, on the first run of the React build.
        env: {
          WTR_RESULTS: results(attempt),
          SHOP_BUILD: build,
          SHOP_COVERAGE: measureCoverage && build === 'react' && attempt === 'first' ? '1' : '',
        },
        label: `[${build}] `,
      },
    );
    return { ok, counts: readJson(results(attempt)) };
  };
  const first = await wtr('first');
  if (!first.counts) return step(`component test run (${build} build)`, false);
  const retry = retriedFiles(first.counts);
  const second = retry.length ? await wtr('retry', retry) : undefined;
  const counts = componentTotals(first.counts, second?.counts);
  add(counts);
  if (counts.flakyTests.length)
    notes.push(`${counts.flaky} component test(s) on the ${build} build passed only on their retry: ${counts.flakyTests.join('; ')}`);
  if (counts.skipped) notes.push(`${counts.skipped} component test(s) skipped on the ${build} build.`);
  if (!first.ok && counts.failed === 0 && !second?.ok) step(`component test run (${build} build)`, false);
  printSlowest(build, first.counts.files);
}

function printSlowest(build, files) {
  const slowest = Object.entries(files)
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, 5)
    .map(([file, { ms }]) => `${file.replace('test/components/', '')} ${(ms / 1000).toFixed(1)} s`);
  console.log(`[${build}] slowest files (time in tests): ${slowest.join(', ')}`);
}

function coverageFloor() {
  const coverage = readJson(`${root}coverage/coverage.json`);
  if (!coverage) return step('coverage of core/ and elements/ (not measured)', false);
  const lowest = Object.entries(coverage.files)
    .sort(([, a], [, b]) => a.lines - b.lines)
    .slice(0, 8)
    .map(([file, { lines }]) => `${file} ${lines}%`);
  console.log(`Least covered (lines): ${lowest.join(', ')}; every file in coverage/coverage.txt`);
  const { lines, branches } = coverage.total;
  step(
    `coverage of core/ and elements/: lines ${lines}% (floor ${COVERAGE_FLOOR.lines}%), branches ${branches}% (floor ${COVERAGE_FLOOR.branches}%)`,
    lines >= COVERAGE_FLOOR.lines && branches >= COVERAGE_FLOOR.branches,
  );
}

/** Runs a Playwright configuration and counts its JSON report's results; `what` names its tests in the notes. */
async function playwright(config, results, what, env = {}) {
  rmSync(results, { force: true });
  const ok = await run('npx', ['playwright', 'test', '--config', config, '--pass-with-no-tests'], { env });
  const stats = readJson(results)?.stats;
  if (!stats) return step(`${what} test run`, false);
  add({ passed: stats.expected, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky });
  if (stats.flaky > 0) notes.push(`${stats.flaky} ${what}(s) passed only on their retry: flaky, marked as such in the list above.`);
  if (stats.skipped > 0) notes.push(`${stats.skipped} ${what}(s) skipped.`);
  if (!ok && stats.unexpected === 0) step(`${what} test run`, false);
}

const journeys = () => playwright('test/playwright.config.ts', journeyResults, 'journey');

/** The block editor journey's tests, counted in its files: what a machine without the packages skips. */
const blockEditorTestCount = () =>
  readdirSync(`${root}test/block-editor`)
    .filter((file) => file.endsWith('.journey.ts'))
    .reduce((sum, file) => sum + (readFileSync(`${root}test/block-editor/${file}`, 'utf8').match(/^test\(/gm) ?? []).length, 0);

async function blockEditorJourney() {
  const missing = missingWordPressPackages();
  if (missing.length) {
    const skipped = blockEditorTestCount();
    console.log(`Block editor journey skipped: install ${missing.join(', ')} (apt-get).`);
    add({ skipped });
    notes.push(`${skipped} block editor journey test(s) skipped: install ${missing.join(', ')} (apt-get).`);
    return;
  }
  const site = await startWordPress().catch((error) => console.error(error.message));
  if (!site) return step('WordPress for the block editor journey', false);
  await playwright('test/block-editor/playwright.config.ts', `${root}test-results/block-editor.json`, 'block editor journey', {
    SHOP_WORDPRESS_URL: site.url,
  });
  await site.stop();
}

const started = performance.now();
await ensureChromium();
await stage('Checks: types, lint, references, build, PHP', checks);
await stage('Component tests, both builds at once', async () => {
  rmSync(`${root}coverage`, { recursive: true, force: true });
  await Promise.all(BUILDS.map(componentTests));
  if (measureCoverage) coverageFloor();
});
if (built) {
  await stage('Journeys (both builds) and contract checks', journeys);
  await stage("Block editor journey (Debian's WordPress, no WooCommerce)", blockEditorJourney);
} else step('journeys (the build failed)', false);

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
console.log(
  `\nTime per stage (${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}):`,
);
for (const [name, seconds] of stageTimes) console.log(`  ${minutes(seconds).padStart(13)}  ${name}`);
console.log(`  ${minutes((performance.now() - started) / 1000).padStart(13)}  in all`);
for (const note of notes) console.log(note);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`);
process.exit(totals.failed > 0 ? 1 : 0);
