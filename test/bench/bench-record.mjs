// The record of what `npm run bench` measured: `docs/measured.md` holds every table of the last run of each
// bench, one section per bench file, so a run of some benches replaces only their sections; docs/performance.md
// opens with a summary written from that record (each table, when and where it ran, its targets met or missed).
// Neither is edited by hand: what the docs say was measured is what a run printed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename } from 'node:path';

export const RECORD_FILE = 'docs/measured.md';
/** The page whose summary block a run rewrites: the latest figures beside their targets. */
export const SUMMARY_FILE = 'docs/performance.md';
const SUMMARY_START = '<!-- measured:summary (written by npm run bench from docs/measured.md) -->';
const SUMMARY_END = '<!-- /measured:summary -->';

const RECORD_HEADING = `# Measured

Written by \`npm run bench\` (\`test/bench/run.mjs\`): each bench replaces its own section when it runs, so the
sections can come from different runs; each says when, on which commit and on what machine it ran.
[${basename(SUMMARY_FILE)}](${basename(SUMMARY_FILE)}) summarises this file and explains the figures.
`;

const sectionStart = (name) => `<!-- bench:${name} -->`;
const sectionEnd = (name) => `<!-- /bench:${name} -->`;
const SECTION = /<!-- bench:([\w-]+) -->\n([\s\S]*?)<!-- \/bench:\1 -->\n/g;

/** A cell as markdown table text: pipes escaped, line breaks flattened. */
const cell = (value) => String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');

const targetsLine = (missed) => `**Targets: ${missed === 0 ? 'all met' : `${missed} missed`}.**`;

/** One printed table as markdown: its title, the run it came from, the table, its notes and its targets. */
export function tableMarkdown({ title, columns, rows, notes = [], missed = 0 }, ran) {
  return [
    `## ${title}`,
    '',
    ran,
    '',
    `| ${columns.map(cell).join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((_, i) => cell(row[i] ?? '')).join(' | ')} |`),
    '',
    ...notes.flatMap((note) => [note, '']),
    targetsLine(missed),
    '',
  ].join('\n');
}

/** A bench's section: its tables between markers that name the bench. */
export const benchSection = (name, markdownTables) => `${sectionStart(name)}\n${markdownTables.join('\n')}${sectionEnd(name)}\n`;

/** The record's sections by bench name, in the order they appear. */
export function sectionsOf(record) {
  return new Map([...record.matchAll(SECTION)].map(([whole, name]) => [name, whole]));
}

/** The record with these benches' sections replaced (or added), every section in bench-name order. */
export function withSections(record, sections) {
  const all = new Map([...sectionsOf(record), ...sections]);
  const ordered = [...all.keys()].sort().map((name) => all.get(name));
  return `${RECORD_HEADING}\n${ordered.join('\n')}`;
}

/** The summary table of a record: one row per table with the run it came from and its targets. */
export function summaryOf(record) {
  const rows = [];
  for (const [name, section] of sectionsOf(record)) {
    for (const [, title, ran, targets] of section.matchAll(/^## (.+)\n\n_(.+)_\n[\s\S]*?^\*\*Targets: (.+)\.\*\*$/gm)) {
      const [when, commit] = ran.split(', ');
      rows.push(`| \`${name}\` | ${cell(title)} | ${when}, ${commit} | ${targets} |`);
    }
  }
  return [
    SUMMARY_START,
    `The last run of each bench, as recorded in [${basename(RECORD_FILE)}](${basename(RECORD_FILE)}) with its full tables:`,
    '',
    '| bench | table | run | targets |',
    '|---|---|---|---|',
    ...rows,
    SUMMARY_END,
  ].join('\n');
}

/** The summary page (SUMMARY_FILE) with its summary block rewritten from the record. */
export function withSummary(page, record) {
  const start = page.indexOf(SUMMARY_START);
  const end = page.indexOf(SUMMARY_END);
  if (start === -1 || end < start)
    throw new Error(`${SUMMARY_FILE} has no "${SUMMARY_START}" … "${SUMMARY_END}" block to write the summary into.`);
  return page.slice(0, start) + summaryOf(record) + page.slice(end + SUMMARY_END.length);
}

/** The commit measured, marked when files other than the record itself differ from it. */
function commitMeasured(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', '.', `:!${RECORD_FILE}`, `:!${SUMMARY_FILE}`);
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'outside a git checkout';
  }
}

/** When, on what and how loaded the machine was as a bench started: the line under each of its tables. */
export function runLine({ root, browserVersion, started = new Date(), load = loadavg()[0] }) {
  const when = started.toISOString().slice(0, 16).replace('T', ' ');
  return `_${when} UTC, ${commitMeasured(root)}, Chromium ${browserVersion}, ${cpus().length} cores, load average ${load.toFixed(2)} as it started_`;
}

/** Writes one bench's tables into the record and the summary page. */
export function recordBench(root, name, markdownTables) {
  const recordPath = `${root}${RECORD_FILE}`;
  const record = withSections(
    existsSync(recordPath) ? readFileSync(recordPath, 'utf8') : '',
    new Map([[name, benchSection(name, markdownTables)]]),
  );
  writeFileSync(recordPath, record);
  const summaryPath = `${root}${SUMMARY_FILE}`;
  writeFileSync(summaryPath, withSummary(readFileSync(summaryPath, 'utf8'), record));
}
