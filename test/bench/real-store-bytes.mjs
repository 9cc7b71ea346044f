// `npm run bench:real-store -- --store URL [--build off|react|lean] [--install] [--admin user:password]`
//
// The JavaScript a real WooCommerce store's pages fetch before any interaction, with the plugin off (the legacy
// scripts), on with the React build and on with the lean build: a fresh desktop browser per page, the page loaded,
// the network idle, then 2.5 s more; every JavaScript response counted as gzip -9 of its body (KB = 1,000 B) and
// as a request. Prints one table with the targets of issue #31 met or missed, and records it in docs/measured.md
// (a section per store: with or without YITH) with the store's versions. `--install` uploads
// release/shop-elements.zip (`node build.mjs`) first; the store's admin switches the plugin and its build, and
// the plugin is left as it was found. Not part of `npm test` or `npm run bench`: it needs a store.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumPath } from '../support/chromium.mjs';
import { recordScripts, totals } from './script-recorder.mjs';
import { openAdmin, installPlugin, pluginState, setPluginState, storeVersions } from './real-store/store-admin.mjs';
import { pageTypes } from './real-store/page-types.mjs';
import { defaultBuild, realStoreOptions, reportTable, STATES } from './real-store/report.mjs';
import { rendererChunks } from './real-store/renderer-chunks.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const {
  store,
  states,
  install,
  admin: login,
} = realStoreOptions(
  { install: { type: 'boolean', default: false } },
  'npm run bench:real-store -- --store http://127.0.0.1:8890 [--build off|react|lean] [--install]',
);

const KB = 1000;
const SETTLE_MS = 2500;
const DEFAULT_BUILD = defaultBuild(root);
/** On home, shop and product pages the default build fetches at most this share of legacy's bytes. */
const DEFAULT_SHARE = 0.6;
/** The checkout keeps WooCommerce's jQuery scripts; there the library may add this much to legacy's bytes. */
const CHECKOUT_ALLOWANCE = 10 * KB;
const LIBRARY = '/plugins/shop-elements/';
const WORDPRESS_REACT = /\/wp-includes\/js\/dist\/vendor\/react(-dom)?(\.min)?\.js/;

async function measure(browser, { url, prepare }, renderers) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(180_000);
  await prepare?.(context);
  const page = await context.newPage();
  const recorder = recordScripts(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  // The library's elements that upgraded before any interaction: what its renderer was fetched for.
  const upgraded = await page.evaluate(() =>
    [...new Set([...document.querySelectorAll(':defined')].map((element) => element.localName))].filter((tag) => tag.startsWith('shop-')),
  );
  const scripts = (await recorder.scripts()).filter((script) => /^https?:/.test(script.url));
  await context.close();
  const of = (test) => totals(scripts.filter((script) => test(script.url)));
  const isRenderer = (script) => renderers.has(new URL(script).pathname.split(LIBRARY)[1] ?? '');
  return {
    ...totals(scripts),
    library: of((script) => script.includes(LIBRARY)).gzip,
    renderer: of(isRenderer).gzip,
    upgraded,
    wordpressReact: of((script) => WORDPRESS_REACT.test(script)).gzip,
    errors,
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const percent = (part, whole) => `${part >= whole ? '+' : '−'}${Math.abs(Math.round((part / whole - 1) * 100))}%`;

/**
 * Why a build fetched more than a target allows, from what it fetched: the store's own scripts that stayed (against
 * legacy's, all of which are the store's), and the library's, the files holding its renderer among them, with the
 * library's elements that upgraded before any interaction (those the renderer was fetched for among them).
 */
function why(measured, legacy) {
  const store = measured.gzip - measured.library;
  const renderer = measured.renderer
    ? `, its renderer's files ${kb(measured.renderer)} KB; upgraded before any interaction: ${measured.upgraded.join(', ') || 'none'}`
    : '';
  return `the store's scripts ${kb(store)} KB (legacy ${kb(legacy.gzip)}) + the library's ${kb(measured.library)} KB${renderer}`;
}

/** Each build's targets for one page type, given legacy's figure: `[label, met, missed by]`. */
function targets(row, build, legacy) {
  const measured = row[build];
  const found = [];
  const ceiling = legacy.gzip + (row.checkout ? CHECKOUT_ALLOWANCE : 0);
  found.push([row.checkout ? `≤ legacy + ${CHECKOUT_ALLOWANCE / KB}` : '≤ legacy', measured.gzip <= ceiling, measured.gzip - ceiling]);
  const homeShopProduct = row.type === 'home' || row.type === 'shop' || row.type.includes('product');
  if (build === DEFAULT_BUILD && homeShopProduct) {
    const share = legacy.gzip * DEFAULT_SHARE;
    found.push([`default ≤ ${DEFAULT_SHARE * 100}%`, measured.gzip <= share, measured.gzip - share]);
  }
  if (measured.wordpressReact && measured.renderer) found.push(['one renderer', false, measured.wordpressReact]);
  return found;
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'],
});
const browserVersion = browser.version();
const admin = await openAdmin(browser, store, login);
let table;
try {
  if (install) await installPlugin(admin, store, `${root}release/shop-elements.zip`);
  const found = await pluginState(admin, store);
  const versions = await storeVersions(admin, store);
  const withYith = versions.plugins.some((plugin) => /wishlist/i.test(plugin));
  const renderers = rendererChunks(root);
  const rows = (await pageTypes(admin.page.context().request, store)).map((type) => ({ ...type }));
  try {
    for (const state of states) {
      await setPluginState(admin, store, state);
      for (const row of rows) row[state] = await measure(browser, row, renderers[state] ?? new Set());
    }
  } finally {
    await setPluginState(admin, store, found);
  }
  let missed = 0;
  const cell = (row, state) => {
    const measured = row[state];
    if (!measured) return '—';
    const legacy = row.off;
    const parts = [`${kb(measured.gzip)} / ${measured.requests}`];
    if (state !== 'off' && legacy) parts.push(`(${percent(measured.gzip, legacy.gzip)}; library ${kb(measured.library)})`);
    if (measured.errors.length) parts.push(`[${measured.errors.length} page error(s): ${measured.errors[0].slice(0, 80)}]`);
    return parts.join(' ');
  };
  const verdicts = (row) =>
    states
      .filter((state) => state !== 'off' && row.off)
      .flatMap((state) =>
        targets(row, state, row.off).map(([label, met, over]) => {
          if (!met) missed += 1;
          const because = label === 'one renderer' ? '' : `: ${why(row[state], row.off)}`;
          return `${state} ${label}: ${met ? 'met' : `MISSED by ${kb(over)} KB${because}`}`;
        }),
      )
      .join('; ');
  table = {
    title: `Real store${withYith ? ' with YITH' : ''}: JavaScript before any interaction, plugin off / React / lean (gzip -9 KB / requests)`,
    columns: ['page type', 'legacy (plugin off)', 'React build', 'lean build', 'targets'],
    rows: rows.map((row) => [row.type, cell(row, 'off'), cell(row, 'react'), cell(row, 'lean'), verdicts(row) || '—']),
    notes: [
      `Store ${store}: WordPress ${versions.wordpress}, ${versions.theme}, ${versions.plugins.join(', ')}.`,
      `Desktop (1366 × 900), a fresh browser per page: loaded, network idle, then ${SETTLE_MS / 1000} s; every JavaScript response, gzip -9, KB = 1,000 B. The cart and checkout hold two simple products. "library": the plugin's own files. The plugin's default build: ${DEFAULT_BUILD}.`,
      ...rows.flatMap((row) =>
        STATES.filter((state) => row[state]?.wordpressReact).map(
          (state) =>
            `${row.type}, ${state}: WordPress's React (react + react-dom) ${kb(row[state].wordpressReact)} KB${row[state].renderer ? ', and the library brought its own renderer' : ''}.`,
        ),
      ),
    ],
    missed,
  };
} finally {
  await admin.close();
  await browser.close();
}
reportTable({ root, table, section: 'real-store-bytes', withYith: table.title.includes('YITH'), states, browserVersion });
