// The bench's record: docs/measured.md holds the last run of every bench, docs/performance.md's summary is the one
// written from it, and a run of some benches replaces only their sections.
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  benchSection,
  RECORD_FILE,
  SUMMARY_FILE,
  sectionsOf,
  withSummary,
  summaryOf,
  tableMarkdown,
  withSections,
} from '../bench/bench-record.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const record = readFileSync(`${root}${RECORD_FILE}`, 'utf8');
const ran = '_2026-01-02 03:04 UTC, commit abc1234, Chromium 1.2.3, 2 cores, load average 0.50 as it started_';
const table = (title: string, missed = 0) =>
  tableMarkdown({ title, columns: ['page', 'size'], rows: [['/shop/', '1 KB']], notes: [], missed }, ran);

test('every bench in test/bench has its tables in the record, and the record holds nothing else but real-store runs', () => {
  const benches = readdirSync(`${root}test/bench`)
    .filter((file) => file.endsWith('.bench.mjs'))
    .map((file) => file.replace('.bench.mjs', ''));
  // The real-store benches need a store, so they are no `.bench.mjs` of `npm run bench`; their sections are their own.
  const sections = [...sectionsOf(record).keys()].filter((name) => !/^real-store-(bytes|lighthouse)(-yith)?$/.test(name));
  expect(sections.sort()).toEqual(benches.sort());
});

test("docs/performance.md's summary is the one written from the record", () => {
  const page = readFileSync(`${root}${SUMMARY_FILE}`, 'utf8');
  expect(withSummary(page, record)).toBe(page);
});

test('a run of one bench replaces its own section and keeps the others', () => {
  const before = withSections(
    '',
    new Map([
      ['budgets', benchSection('budgets', [table('Old budgets', 2)])],
      ['inp', benchSection('inp', [table('INP')])],
    ]),
  );
  const after = withSections(
    before,
    new Map([
      ['budgets', benchSection('budgets', [table('New budgets')])],
      ['memory', benchSection('memory', [table('Memory', 1)])],
    ]),
  );
  expect([...sectionsOf(after).keys()]).toEqual(['budgets', 'inp', 'memory']);
  expect(after).not.toContain('Old budgets');
  expect(sectionsOf(after).get('inp')).toBe(sectionsOf(before).get('inp'));
  const summary = summaryOf(after);
  expect(summary).toContain('| `budgets` | New budgets | 2026-01-02 03:04 UTC, commit abc1234 | all met |');
  expect(summary).toContain('| `memory` | Memory | 2026-01-02 03:04 UTC, commit abc1234 | 1 missed |');
});

test('a cell with a pipe or a line break stays one cell of its row', () => {
  const markdown = tableMarkdown({ title: 'T', columns: ['a', 'b'], rows: [['x | y', 'line\nbreak']] }, ran);
  expect(markdown).toContain('| x \\| y | line break |');
});
