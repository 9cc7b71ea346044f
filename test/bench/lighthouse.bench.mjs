// Lighthouse on every page type: the mobile preset (emulated phone, simulated slow 4G and 4× CPU), 3 runs per
// page, the median of each figure, against the demo shop as it is served (compressed, cached).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../support/chromium.mjs';
import { median } from './main-thread.mjs';
import { PAGE_TYPES } from './page-types.mjs';

const RUNS = 3;
const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, tbt: 50, cls: 0.01 };
/** Legacy WooCommerce 11 + Storefront + YITH, Lighthouse mobile performance. */
const LEGACY = { listing: 77, 'simple product': 68, 'variable product, 1,000 variations': 68 };

/** A headless Chromium Lighthouse can drive over the DevTools protocol, on a fresh profile; resolves with its port. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const flags = ['--headless=new', '--disable-gpu', '--no-first-run', `--user-data-dir=${profile}`, '--remote-debugging-port=0'];
  // Chromium refuses to start as root with its sandbox (containers, CI).
  if (process.getuid?.() === 0) flags.push('--no-sandbox');
  const child = spawn(chromiumPath(), [...flags, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done(removeProfile());
      child.once('exit', () => done(removeProfile()));
      child.kill();
    });
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(chunk.toString())?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code} before listening`)));
  });
}

async function audit(port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  return Object.fromEntries(Object.keys(TARGETS).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Each figure against its target: a score at least, a time or shift at most. */
function checks(result) {
  return {
    performance: result.performance >= TARGETS.performance,
    accessibility: result.accessibility >= TARGETS.accessibility,
    bestPractices: result.bestPractices >= TARGETS.bestPractices,
    tbt: result.tbt <= TARGETS.tbt,
    cls: result.cls <= TARGETS.cls,
  };
}

const shown = (met, text) => (met ? text : `${text} (missed)`);

export default async function lighthouseBench({ demoUrl }) {
  const chromium = await startChromium();
  const rows = [];
  let missed = 0;
  try {
    for (const { type, path } of PAGE_TYPES) {
      const result = await audit(chromium.port, `${demoUrl}${path}`);
      const met = checks(result);
      missed += Object.values(met).filter((ok) => !ok).length;
      rows.push([
        `${type} (${path})`,
        shown(met.performance, String(result.performance)),
        shown(met.accessibility, String(result.accessibility)),
        shown(met.bestPractices, String(result.bestPractices)),
        shown(met.tbt, `${Math.round(result.tbt)} ms`),
        shown(met.cls, result.cls.toFixed(3)),
        LEGACY[type] ?? '—',
      ]);
    }
  } finally {
    await chromium.stop();
  }
  return {
    title: `Lighthouse, mobile preset, median of ${RUNS} runs`,
    columns: [
      'page type (demo page)',
      `performance ≥ ${TARGETS.performance}`,
      `accessibility ${TARGETS.accessibility}`,
      `best practices ${TARGETS.bestPractices}`,
      `TBT ≤ ${TARGETS.tbt} ms`,
      `CLS ≤ ${TARGETS.cls}`,
      'legacy performance',
    ],
    rows,
    notes: ["Simulated throttling (Lighthouse's default): slow 4G and a 4× slower CPU than this machine's."],
    missed,
  };
}
