// `npm run bench`: runs every `*.bench.mjs` beside this file in Debian's Chromium against the built library
// and the demo shop, and prints each one's table. Speed is reported as ratios and sizes as bytes; nothing
// here is a pass/fail test, apart from the targets each table marks as met or missed.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumPath } from '../support/chromium.mjs';
import { startDemo } from './demo-process.mjs';

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
const demo = await startDemo();

let missed = 0;
try {
  const suites = readdirSync(here).filter(
    (file) => file.endsWith('.bench.mjs') && (only.length === 0 || only.some((o) => file.includes(o))),
  );
  for (const file of suites.sort()) {
    const { default: bench } = await import(pathToFileURL(`${here}${file}`).href);
    for (const table of [].concat(await bench({ browser, demoUrl: demo.url, root: fileURLToPath(new URL('../..', import.meta.url)) }))) {
      printTable(table);
      missed += table.missed ?? 0;
    }
  }
} finally {
  await browser.close();
  demo.stop();
}
console.log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) missed.`);
