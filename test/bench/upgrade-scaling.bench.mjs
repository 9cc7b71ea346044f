// Upgrade scaling: N instances of a trivial element under stock r2wc (a root per element) and under this
// runtime (one shared root), in the same browser; then one shared-atom update. Each figure is the median of
// three fresh pages.
import * as esbuild from 'esbuild';

const SIZES = [1000, 5000];
const RUNS = 3;
const TARGET_UPGRADE = 8;
const TARGET_UPDATE = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function fixtureScript(root) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['test/bench/upgrade-scaling.fixture.tsx'],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

async function measure(browser, script, kind, count) {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: script });
  const upgrade = await page.evaluate(([k, n]) => window.bench.upgrade(k, n), [kind, count]);
  const update = await page.evaluate(([k, n]) => window.bench.sharedUpdate(k, n), [kind, count]);
  await page.close();
  return { upgrade, update };
}

export default async function upgradeScaling({ browser, root }) {
  const script = await fixtureScript(root);
  const rows = [];
  let missed = 0;
  for (const count of SIZES) {
    const results = { stock: [], shared: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const kind of ['stock', 'shared']) results[kind].push(await measure(browser, script, kind, count));
    }
    const pick = (kind, key) => median(results[kind].map((result) => result[key]));
    const upgradeRatio = pick('stock', 'upgrade') / pick('shared', 'upgrade');
    const updateRatio = pick('stock', 'update') / pick('shared', 'update');
    let verdict = '';
    if (count === 5000) {
      const met = upgradeRatio >= TARGET_UPGRADE && updateRatio >= TARGET_UPDATE;
      missed += met ? 0 : 1;
      verdict = met ? 'met' : 'MISSED';
    }
    rows.push([
      count,
      pick('stock', 'upgrade').toFixed(0),
      pick('shared', 'upgrade').toFixed(0),
      `${upgradeRatio.toFixed(1)}×`,
      pick('stock', 'update').toFixed(1),
      pick('shared', 'update').toFixed(1),
      `${updateRatio.toFixed(1)}×`,
      verdict,
    ]);
  }
  return {
    title: 'Upgrade scaling: stock r2wc (root per element) vs one shared root',
    columns: [
      'elements',
      'stock upgrade ms',
      'shared upgrade ms',
      'upgrade ratio',
      'stock update ms',
      'shared update ms',
      'update ratio',
      'target',
    ],
    rows,
    notes: [
      `Targets at 5,000 elements: upgrade ≥ ${TARGET_UPGRADE}× and shared update ≥ ${TARGET_UPDATE}× faster than stock. Medians of ${RUNS} fresh pages.`,
    ],
    missed,
  };
}
