// Build-time only: the attribute and event tables of the READMEs, written between marker comments
// (`<!-- contract:NAME -->` … `<!-- /contract:NAME -->`) so the prose around them stays hand-written.
import type { ElementContract } from './element-contract.ts';
import { uniqueEvents } from './type-declarations.ts';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${cell(text)}\``;

export function attributeTable(element: ElementContract): string {
  const own = element.attributes.filter((attribute) => !attribute.everyElement);
  if (!own.length) return 'No attributes.';
  const rows = own.map(
    (attribute) =>
      `| ${code(attribute.name)} | ${code(attribute.property)} | ${code(attribute.type)} | ${cell(attribute.default ?? '—')} | ${cell(attribute.description)} |`,
  );
  return ['| attribute | property | type | default | meaning |', '|---|---|---|---|---|', ...rows].join('\n');
}

export function eventTable(element: ElementContract): string {
  const own = element.events.filter((event) => !event.everyElement && !event.deprecatedFor);
  if (!own.length) return 'No events of its own.';
  const rows = own.map((event) => `| ${code(event.name)} | ${code(event.detail)} | ${cell(event.description)} |`);
  return ['| event | detail | when |', '|---|---|---|', ...rows].join('\n');
}

/** docs/reference.md's element reference: one row per tag, linking its README. */
export function elementIndexTable(elements: ElementContract[]): string {
  const rows = elements.map((element) => {
    const folder = element.path.replace(/\/[^/]+$/, '');
    return `| \`<${element.tag}>\` | ${cell(element.summary)} | [${folder}](../${folder}/README.md) |`;
  });
  return ['| tag | what it does | reference |', '|---|---|---|', ...rows].join('\n');
}

/** docs/reference.md's event reference: every event once, with the elements that dispatch it. */
export function eventIndexTable(elements: ElementContract[]): string {
  const rows = uniqueEvents(elements)
    .filter((event) => !event.deprecatedFor)
    .map((event) => {
      const from = elements.filter((element) => element.events.some((candidate) => candidate.name === event.name));
      const source = event.everyElement ? 'every element' : from.map((element) => `\`<${element.tag}>\``).join(', ');
      return `| ${code(event.name)} | ${source} | ${code(event.detail)} | ${cell(event.description)} |`;
    });
  return ['| event | from | detail | when |', '|---|---|---|---|', ...rows].join('\n');
}

/** Replaces the block between the markers; throws when the file has no such markers. */
export function replaceBetweenMarkers(text: string, name: string, content: string, file: string): string {
  const start = `<!-- contract:${name} -->`;
  const end = `<!-- /contract:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: no ${start} … ${end} block`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}
