// What a real-store bench prints and records: its table with the targets met or missed, and, for a run of every
// state (plugin off, React, lean), the table in docs/measured.md under `section` (`-yith` added for a store with
// YITH Wishlist).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { recordBench, runLine, tableMarkdown } from '../bench-record.mjs';

export const STATES = ['off', 'react', 'lean'];

/** The build the plugin uses until its owner picks one (wordpress/includes/settings.php). */
export const defaultBuild = (root) =>
  readFileSync(`${root}wordpress/includes/settings.php`, 'utf8').match(/const DEFAULT_BUILD = '(\w+)'/)[1];

/**
 * A real-store bench's command line: `--store URL`, `--build off|react|lean` (repeated; all three by default),
 * `--admin user:password`, and the bench's own options. Returns them with `store` and `states` checked.
 */
export function realStoreOptions(own, usage) {
  const { values } = parseArgs({
    options: {
      store: { type: 'string' },
      build: { type: 'string', multiple: true },
      admin: { type: 'string', default: 'admin:admin' },
      ...own,
    },
  });
  if (!values.store) throw new Error(`usage: ${usage}`);
  const states = values.build ?? STATES;
  for (const state of states) if (!STATES.includes(state)) throw new Error(`--build ${state}: one of ${STATES.join(', ')}`);
  const [user, password] = values.admin.split(':');
  return { ...values, store: values.store.replace(/\/$/, ''), states, admin: { user, password } };
}

export function reportTable({ root, table, section, withYith, states, browserVersion }) {
  const widths = table.columns.map((_, i) => Math.max(...[table.columns, ...table.rows].map((row) => row[i].length)));
  console.log(`\n## ${table.title}\n`);
  for (const row of [table.columns, ...table.rows]) console.log(row.map((value, i) => value.padEnd(widths[i])).join('  '));
  for (const note of table.notes) console.log(note);
  console.log(table.missed === 0 ? '\nAll targets met.' : `\n${table.missed} target(s) missed.`);
  if (states.length === STATES.length)
    recordBench(root, `${section}${withYith ? '-yith' : ''}`, [tableMarkdown(table, runLine({ root, browserVersion }))]);
  else console.log('(Not recorded: docs/measured.md keeps runs of all three states.)');
}
