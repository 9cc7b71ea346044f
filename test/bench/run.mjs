// `npm run bench`: runs every `*.bench.mjs` beside this file in Debian's Chromium against the built library
// and the demo shop, once per build (React, then lean on Preact), and prints each table with both builds side
// by side. Speed is reported as ratios and sizes as bytes; nothing here is a pass/fail test, apart from the
// targets each table marks as met or missed. A bench that compares the builds itself exports `comparesBuilds`
// and runs once, given every build's demo. Each bench's tables are recorded in docs/measured.md and summarised
// in docs/performance.md (bench-record.mjs).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumPath } from '../support/chromium.mjs';
import { BUILDS } from '../../build.mjs';
import { startDemo } from './demo-process.mjs';
import { recordBench, runLine, tableMarkdown } from './bench-record.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);

function printTable({ title, columns, rows, notes = [] }) {
  const cells = [columns, ...rows.map((row) => row.map(String))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  console.log(`\n## ${title}\n`);
  cells.forEach((row, index) => {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
  for (const note of notes) console.log(note);
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--disable-gpu', '--disable-quic', '--disable-sync', '--disable-background-networking', '--disable-component-update'],
});
/**
 * One table per measurement with a `build` column: each row of the first build followed by the row of the same
 * name in the others, then the rows only the others have; notes are prefixed with their build.
 */
function sideBySide(results) {
  const [[, first]] = results;
  return first.map((table, index) => {
    const tables = results.map(([build, tablesOfBuild]) => ({ build, table: tablesOfBuild[index], used: new Set() }));
    const rows = [];
    const take = ({ build, table: { rows: own }, used }, key) => {
      const at = own.findIndex((row, i) => !used.has(i) && (key === undefined || row[0] === key));
      if (at === -1) return false;
      used.add(at);
      rows.push([build, ...own[at]]);
      return true;
    };
    for (const row of table.rows) for (const entry of tables) take(entry, row[0]);
    for (const entry of tables) {
      let more = true;
      while (more) more = take(entry);
    }
    return {
      title: table.title,
      columns: ['build', ...table.columns],
      rows,
      notes: tables.flatMap(({ build, table: { notes = [] } }) => notes.map((note) => `${build}: ${note}`)),
      missed: tables.reduce((sum, entry) => sum + (entry.table.missed ?? 0), 0),
    };
  });
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const demos = await Promise.all(BUILDS.map(async (build) => ({ build, demo: await startDemo(build.name) })));

let missed = 0;
try {
  const suites = readdirSync(here).filter(
    (file) => file.endsWith('.bench.mjs') && (only.length === 0 || only.some((o) => file.includes(o))),
  );
  for (const file of suites.sort()) {
    const { default: bench, comparesBuilds } = await import(pathToFileURL(`${here}${file}`).href);
    const ran = runLine({ root, browserVersion: browser.version() });
    let tables;
    if (comparesBuilds) {
      tables = [].concat(await bench({ browser, root, builds: demos.map(({ build, demo }) => ({ ...build, demoUrl: demo.url })) }));
    } else {
      const results = [];
      for (const { build, demo } of demos) results.push([build.name, [].concat(await bench({ browser, demoUrl: demo.url, root, build }))]);
      tables = sideBySide(results);
    }
    for (const table of tables) {
      printTable(table);
      missed += table.missed ?? 0;
    }
    recordBench(
      root,
      file.replace('.bench.mjs', ''),
      tables.map((table) => tableMarkdown(table, ran)),
    );
  }
} finally {
  await browser.close();
  for (const { demo } of demos) demo.stop();
}
console.log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) missed.`);
