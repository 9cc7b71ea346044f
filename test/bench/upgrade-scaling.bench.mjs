// Upgrade scaling: N instances of a trivial element under stock r2wc on React (a root per element) and under this
// runtime (one shared root) in each build, in the same browser; then one shared-atom update. Each figure is the
// median of three fresh pages. The lean build's shared root is held to the same ratios and to React's own times.
import * as esbuild from 'esbuild';

const SIZES = [1000, 5000];
const RUNS = 3;
const TARGET_UPGRADE = 8;
const TARGET_UPDATE = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Both builds compare against the same baseline, and the lean build with React's shared root too. */
export const comparesBuilds = true;

async function fixtureScript(root, alias) {
  const result = await esbuild.build({
    absWorkingDir: root,
    alias,
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

/** Whether a lean figure is at least as good as React's, else by how much it is slower. */
const asGoodAs = (lean, react) => (lean <= react ? '' : ` (${(((lean - react) / react) * 100).toFixed(0)}% slower than React's)`);

export default async function upgradeScaling({ browser, root, builds }) {
  const scripts = Object.fromEntries(await Promise.all(builds.map(async ({ name, alias }) => [name, await fixtureScript(root, alias)])));
  const rows = [];
  let missed = 0;
  for (const count of SIZES) {
    const results = Object.fromEntries(['stock', ...builds.map(({ name }) => name)].map((kind) => [kind, []]));
    for (let run = 0; run < RUNS; run++) {
      results.stock.push(await measure(browser, scripts.react, 'stock', count));
      for (const { name } of builds) results[name].push(await measure(browser, scripts[name], 'shared', count));
    }
    const pick = (kind, key) => median(results[kind].map((result) => result[key]));
    for (const { name } of builds) {
      const upgradeRatio = pick('stock', 'upgrade') / pick(name, 'upgrade');
      const updateRatio = pick('stock', 'update') / pick(name, 'update');
      let verdict = '';
      if (count === 5000) {
        const ratiosMet = upgradeRatio >= TARGET_UPGRADE && updateRatio >= TARGET_UPDATE;
        const slower =
          name === 'react'
            ? ''
            : asGoodAs(pick(name, 'upgrade'), pick('react', 'upgrade')) + asGoodAs(pick(name, 'update'), pick('react', 'update'));
        missed += (ratiosMet ? 0 : 1) + (slower ? 1 : 0);
        verdict = ratiosMet && !slower ? 'met' : `MISSED${slower}`;
      }
      rows.push([
        name,
        count,
        pick('stock', 'upgrade').toFixed(0),
        pick(name, 'upgrade').toFixed(0),
        `${upgradeRatio.toFixed(1)}×`,
        pick('stock', 'update').toFixed(1),
        pick(name, 'update').toFixed(1),
        `${updateRatio.toFixed(1)}×`,
        verdict,
      ]);
    }
  }
  return {
    title: 'Upgrade scaling: stock r2wc on React (root per element) vs one shared root, per build',
    columns: [
      'build',
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
      `Targets at 5,000 elements: upgrade ≥ ${TARGET_UPGRADE}× and shared update ≥ ${TARGET_UPDATE}× faster than stock; the lean build also no slower than React's shared root. Medians of ${RUNS} fresh pages.`,
    ],
    missed,
  };
}
