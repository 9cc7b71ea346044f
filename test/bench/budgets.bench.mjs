// Budgets per page type: the JavaScript a shopper's browser fetches before any interaction (the page loaded,
// then 5 s idle with no input, so idle-strategy elements are counted), and what of it is on the critical path
// (finished before the load event). Bytes are gzip -9 of each body (the unit of the budgets), beside what the
// demo server actually sent (brotli, as a production server would).
import { PAGE_TYPES } from './page-types.mjs';
import { recordScripts, totals } from './script-recorder.mjs';

/** As everywhere in this project: 1 KB is 1,000 bytes. */
const KB = 1000;
const BEFORE_INTERACTION = { gzip: 100 * KB, requests: 8 };
/** The lean build's product pages (every product-page element): half the bytes. */
const LEAN_PRODUCT_PAGE = { gzip: 50 * KB, requests: 8 };
const CRITICAL_PATH = 10 * KB;
const IDLE_MS = 5000;

/** The legacy store's figure, measured on its product page. */
const LEGACY_PRODUCT_PAGE = '398 KB in 39 (product page)';

async function measure(browser, url) {
  const page = await browser.newPage();
  const recorder = recordScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(IDLE_MS);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      loadEventStart: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, responseEnd: entry.responseEnd, sent: entry.encodedBodySize })),
    };
  });
  const scripts = await recorder.scripts();
  await page.close();
  const gzipOf = new Map(scripts.map((script) => [script.url, script.gzip]));
  const critical = timings.scripts.filter((script) => script.responseEnd <= timings.loadEventStart);
  return {
    all: totals(scripts),
    sent: timings.scripts.reduce((sum, script) => sum + script.sent, 0),
    critical: critical.reduce((sum, script) => sum + (gzipOf.get(script.url) ?? 0), 0),
  };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (met, over) => (met ? 'met' : `MISSED by ${over}`);

const budgetOf = (build, type) => (build?.name === 'lean' && type.includes('product') ? LEAN_PRODUCT_PAGE : BEFORE_INTERACTION);

export default async function budgets({ browser, demoUrl, build }) {
  const rows = [];
  let missed = 0;
  for (const { type, path, criticalBudget } of PAGE_TYPES) {
    const anchor = type.includes('product') ? LEGACY_PRODUCT_PAGE : '—';
    const { all, sent, critical } = await measure(browser, `${demoUrl}${path}`);
    const budget = budgetOf(build, type);
    const bytesMet = all.gzip <= budget.gzip;
    const requestsMet = all.requests <= budget.requests;
    const criticalMet = !criticalBudget || critical <= CRITICAL_PATH;
    missed += [bytesMet, requestsMet, criticalMet].filter((met) => !met).length;
    rows.push([
      `${type} (${path})`,
      `${kb(all.gzip)} in ${all.requests}`,
      kb(sent),
      `≤ ${budget.gzip / KB} KB, ≤ ${budget.requests}: ${[
        verdict(bytesMet, kb(all.gzip - budget.gzip)),
        verdict(requestsMet, `${all.requests - budget.requests} requests`),
      ].join(', ')}`,
      kb(critical),
      criticalBudget ? verdict(criticalMet, kb(critical - CRITICAL_PATH)) : '(no budget)',
      anchor,
    ]);
  }
  return {
    title: 'Budgets per page type: JavaScript before any interaction and on the critical path',
    columns: [
      'page type (demo page)',
      'before interaction (gzip)',
      'sent (br)',
      'budget',
      'critical path (gzip)',
      `≤ ${CRITICAL_PATH / KB} KB`,
      'legacy anchor',
    ],
    rows,
    notes: [
      `Before interaction: the page loaded, then ${IDLE_MS / 1000} s idle without input. Critical path: scripts whose response ended before the load event.`,
      'Legacy anchor: WooCommerce 11 + Storefront + YITH, measured on the product page.',
    ],
    missed,
  };
}
