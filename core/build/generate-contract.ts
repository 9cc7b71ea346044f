// Build-time only (build.mjs runs it): reads every element definition and writes the public contract:
// the Custom Elements Manifest, TypeScript declarations, VS Code custom data, and the README tables.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPRECATED_EVENT_NAMES } from '../events/deprecated-event-names.ts';
import { ELEMENT_GROUPS } from '../../elements/element-groups.ts';
import { customElementsManifest } from './custom-elements-manifest.ts';
import type { ElementContract, EventContract } from './element-contract.ts';
import { readCommonContract, readDefinition } from './read-definition.ts';
import { attributeTable, elementIndexTable, eventIndexTable, eventTable, replaceBetweenMarkers } from './readme-tables.ts';
import { domDeclarations, reactDeclarations } from './type-declarations.ts';
import { KSES_ALLOW_LIST_PATH, ksesAllowList } from './kses-allow-list.ts';
import { vscodeCustomData } from './vscode-custom-data.ts';

const groupOrder: string[] = Object.values(ELEMENT_GROUPS).flat();
const rank = (tag: string): number => (groupOrder.includes(tag) ? groupOrder.indexOf(tag) : groupOrder.length);

/** Each event, then its name before 0.2 (still dispatched), documented as deprecated. */
const withDeprecatedNames = (events: EventContract[]): EventContract[] =>
  events.flatMap((event) => {
    const old = (DEPRECATED_EVENT_NAMES as Record<string, string | undefined>)[event.name];
    return old
      ? [
          event,
          {
            ...event,
            name: old,
            description: `Deprecated name of \`${event.name}\`, dispatched after it until 0.3.`,
            deprecatedFor: event.name,
          },
        ]
      : [event];
  });

const definitionFiles = (root: string): string[] =>
  readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(root, 'elements', entry.name))
        .filter((file) => file.endsWith('.define.ts'))
        .map((file) => `elements/${entry.name}/${file}`),
    );

/**
 * Every `elements/<name>/<name>.define.ts`, in the order of the element groups (then by tag), and what is
 * wrong with the ones that cannot be read (a missing `@attr`, a type that disagrees with the runtime, …).
 */
export function readElements(root: string): { elements: ElementContract[]; errors: string[] } {
  const common = readCommonContract('core/runtime/define-element.ts', readFileSync(join(root, 'core/runtime/define-element.ts'), 'utf8'));
  const elements: ElementContract[] = [];
  const errors: string[] = [];
  for (const path of definitionFiles(root)) {
    try {
      const element = readDefinition(path, readFileSync(join(root, path), 'utf8'));
      const every = element.plain ? { attributes: [], events: [] } : common;
      elements.push({
        ...element,
        attributes: [...element.attributes, ...every.attributes],
        events: withDeprecatedNames([...element.events, ...every.events]),
      });
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { elements: elements.sort((a, b) => rank(a.tag) - rank(b.tag) || a.tag.localeCompare(b.tag)), errors };
}

/** The files a theme or a consumer's tooling reads, by name inside `dist/`. */
export function contractOutputs(elements: ElementContract[]): Record<string, string> {
  const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'custom-elements.json': json(customElementsManifest(elements)),
    'shop-elements.d.ts': domDeclarations(elements),
    'shop-elements.react.d.ts': reactDeclarations(elements),
    'vscode.html-custom-data.json': json(vscodeCustomData(elements)),
  };
}

/**
 * Each README with its generated tables brought up to date, and the plugin's list of tags and attributes for
 * WordPress's HTML filter, by path (only files whose text changes); and the READMEs that lack the markers.
 */
export function documentationUpdates(root: string, elements: ElementContract[]): { updates: Record<string, string>; errors: string[] } {
  const updates: Record<string, string> = {};
  const errors: string[] = [];
  const update = (path: string, blocks: Record<string, string>): void => {
    try {
      const before = readFileSync(join(root, path), 'utf8');
      const after = Object.entries(blocks).reduce((text, [name, content]) => replaceBetweenMarkers(text, name, content, path), before);
      if (after !== before) updates[path] = after;
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  };
  for (const element of elements) {
    update(element.path.replace(/[^/]+$/, 'README.md'), { attributes: attributeTable(element), events: eventTable(element) });
  }
  update('docs/reference.md', { elements: elementIndexTable(elements), events: eventIndexTable(elements) });
  const allowList = ksesAllowList(elements);
  const allowListFile = join(root, KSES_ALLOW_LIST_PATH);
  if (!existsSync(allowListFile) || readFileSync(allowListFile, 'utf8') !== allowList) updates[KSES_ALLOW_LIST_PATH] = allowList;
  return { updates, errors };
}

/**
 * Writes the contract into `outdir` and brings the READMEs up to date. A definition that cannot be read is
 * left out and reported (the contract test fails on it) rather than failing the build of everyone's work.
 */
export function writeContract(root: string, outdir: string): { rewritten: string[]; errors: string[] } {
  const { elements, errors } = readElements(root);
  for (const [name, text] of Object.entries(contractOutputs(elements))) writeFileSync(join(outdir, name), text);
  const documentation = documentationUpdates(root, elements);
  for (const [path, text] of Object.entries(documentation.updates)) writeFileSync(join(root, path), text);
  return { rewritten: Object.keys(documentation.updates), errors: [...errors, ...documentation.errors] };
}
