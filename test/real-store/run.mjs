// `npm run test:real-store -- --store URL`: the real-store suite (docs/real-store.md). For each store state
// (fresh, configured) it runs three passes, plugin off, on with its defaults (React build) and on with the lean
// build, each pass being one Playwright run of the `store` project (the owner's part in wp-admin) and then the
// journeys at both viewports. It prints journeys × (off, React, lean) × viewport per state and exits non-zero
// when a journey that passed with the plugin off fails with it on, or when the store could not be set up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = 'test/real-store/playwright.config.ts';
const MODES = ['off', 'react', 'lean'];
const STATES = ['fresh', 'configured'];
const VIEWPORTS = ['desktop', 'phone'];

const { values: options } = parseArgs({
  options: {
    store: { type: 'string' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin' },
    zip: { type: 'string', default: join(root, 'release/shop-elements.zip') },
    states: { type: 'string', default: STATES.join(',') },
    modes: { type: 'string', default: MODES.join(',') },
    viewports: { type: 'string', default: VIEWPORTS.join(',') },
    grep: { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (options.help || !options.store) {
  console.log(`usage: npm run test:real-store -- --store http://127.0.0.1:8890 [--user admin --password admin]
  [--states ${STATES.join(',')}] [--modes ${MODES.join(',')}] [--viewports ${VIEWPORTS.join(',')}] [--grep JOURNEY] [--zip FILE]`);
  process.exit(options.help ? 0 : 2);
}
if (!existsSync(options.zip)) {
  console.error(`No plugin zip at ${options.zip}: build it with node build.mjs.`);
  process.exit(2);
}

const list = (value, allowed) => {
  const items = value.split(',').filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item));
  if (unknown.length) throw new Error(`unknown ${unknown.join(', ')} (one of ${allowed.join(', ')})`);
  return items;
};
const states = list(options.states, STATES);
const modes = list(options.modes, MODES);
const viewports = list(options.viewports, VIEWPORTS);
if (modes[0] !== 'off') console.warn('Without the plugin-off pass first, the plugin-on passes have nothing to compare with.');

const store = options.store.replace(/\/$/, '');
const records = join(root, 'test-results/real-store', new URL(store).host.replace(/[^a-z0-9]+/gi, '-'));
rmSync(records, { recursive: true, force: true });
mkdirSync(records, { recursive: true });

/** WordPress, WooCommerce (generator tags), Storefront (its stylesheet header) and YITH (its scripts' version). */
async function storeVersions() {
  const home = await (await fetch(`${store}/`)).text();
  const generator = (name) => new RegExp(`content="${name} ([^"]+)"`).exec(home)?.[1] ?? '?';
  const theme = await (await fetch(`${store}/wp-content/themes/storefront/style.css`)).text();
  // YITH's own files carry its version; the libraries it bundles (selectBox 1.2.0) carry theirs.
  const yith = /yith-woocommerce-wishlist\/assets\/css\/style\.css\?ver=([\d.]+)/.exec(home)?.[1];
  return [
    `WordPress ${generator('WordPress')}`,
    `WooCommerce ${generator('WooCommerce')}`,
    `Storefront ${/Version:\s*(\S+)/.exec(theme)?.[1] ?? '?'}`,
    ...(yith ? [`YITH WooCommerce Wishlist ${yith}`] : []),
  ].join(', ');
}

function playwright(args, env) {
  const result = spawnSync('npx', ['playwright', 'test', '--config', config, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      REAL_STORE_URL: store,
      REAL_STORE_USER: options.user,
      REAL_STORE_PASSWORD: options.password,
      REAL_STORE_ZIP: options.zip,
      REAL_STORE_RECORDS: records,
      ...env,
    },
  });
  return result.status === 0;
}

/** status[state][mode][viewport][journey] = { status, error } from each pass's JSON report. */
const results = {};

function readReport(file, state, mode) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests) {
        const last = run.results.at(-1);
        const status = last?.status ?? 'skipped';
        const messages = (last?.errors ?? []).map((error) => error.message ?? '').join('\n');
        const error = messages.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '');
        (results[state][mode][run.projectName] ??= {})[spec.title] = { status, error };
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
}

let setUpFailed = false;
let installed = false;
console.log(`Real-store suite on ${store}: ${await storeVersions()}`);
for (const state of states) {
  results[state] = {};
  for (const [index, mode] of modes.entries()) {
    results[state][mode] = {};
    console.log(`\n### ${state} store, plugin ${mode}`);
    const env = { REAL_STORE_STATE: state, REAL_STORE_MODE: mode };
    const setUp = playwright(['--project', 'store', '--reporter', 'list'], {
      ...env,
      REAL_STORE_INSTALL: installed ? '0' : '1',
      REAL_STORE_APPLY_STATE: index === 0 ? '1' : '0',
    });
    if (!setUp) {
      setUpFailed = true;
      console.error(`Setting the store up (${state}, plugin ${mode}) failed: its journeys are not run.`);
      continue;
    }
    installed = true;
    const report = join(records, `${state}-${mode}.json`);
    const projects = viewports.flatMap((viewport) => ['--project', viewport]);
    playwright([...projects, ...(options.grep ? ['--grep', options.grep] : []), '--reporter', 'list,json'], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    if (existsSync(report)) readReport(report, state, mode);
  }
}

/** An error's first line, and for a comparison with the plugin-off pass, what differed (the received list). */
function summary(error) {
  const lines = error.split('\n').filter((line) => line.trim());
  const differed = lines.filter((line) => /^\+ {3}"/.test(line)).map((line) => line.slice(5, -2));
  const first = lines[0]?.trim() ?? '';
  return (
    differed.length
      ? `${first}: ${differed.slice(0, 8).join('; ')}${differed.length > 8 ? ` (+${differed.length - 8} more)` : ''}`
      : lines.slice(0, 4).join(' / ')
  ).slice(0, 600);
}

/** A cell: pass, FAIL (a regression: passed with the plugin off), fail (fails with the plugin off too), skip. */
function cell(state, mode, viewport, journey) {
  const result = results[state]?.[mode]?.[viewport]?.[journey];
  if (!result) return '—';
  if (result.status === 'skipped') return 'skip';
  if (result.status === 'passed') return 'pass';
  if (mode === 'off') return 'fail';
  return results[state].off?.[viewport]?.[journey]?.status === 'passed' ? 'FAIL' : 'fail';
}

const columns = modes.flatMap((mode) =>
  viewports.map((viewport) => `${mode === 'react' ? 'on React' : mode === 'lean' ? 'on lean' : 'off'} ${viewport}`),
);
const failures = [];
let regressions = 0;
for (const state of states) {
  const journeys = [
    ...new Set(
      Object.values(results[state]).flatMap((byViewport) => Object.values(byViewport).flatMap((byJourney) => Object.keys(byJourney))),
    ),
  ];
  if (journeys.length === 0) continue;
  const rows = journeys.map((journey) => [
    journey,
    ...modes.flatMap((mode) => viewports.map((viewport) => cell(state, mode, viewport, journey))),
  ]);
  const header = [`${state} store`, ...columns];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) => `| ${row.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
  for (const journey of journeys) {
    for (const mode of modes) {
      for (const viewport of viewports) {
        const mark = cell(state, mode, viewport, journey);
        if (mark === 'FAIL') regressions++;
        if (mark !== 'FAIL' && mark !== 'fail') continue;
        failures.push(`- ${mark} ${state} / ${mode} / ${viewport} / ${journey}: ${summary(results[state][mode][viewport][journey].error)}`);
      }
    }
  }
}
if (failures.length) console.log(`\n${failures.join('\n')}`);
console.log(`\n${regressions} regression${regressions === 1 ? '' : 's'} (pass with the plugin off, FAIL with it on).`);
process.exit(regressions > 0 || setUpFailed ? 1 : 0);
