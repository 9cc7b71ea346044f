// Build-time only: the Custom Elements Manifest (schema 2.x), the format Shoelace and Lit publish and IDEs,
// Storybook and linters read. Two fields of our own, which those tools ignore: an attribute's accepted range
// (`minimum`, `maximum`) and, on a page editor's element, `editorBlock` (what the block editor needs to place it).
import type { ElementContract } from './element-contract.ts';

const optional = <T>(key: string, value: T | undefined | '') => (value === undefined || value === '' ? {} : { [key]: value });

function declaration(element: ElementContract) {
  const current = element.attributes.filter((attribute) => !attribute.deprecatedFor && !attribute.everyElement);
  return {
    kind: 'class',
    customElement: true,
    tagName: element.tag,
    name: element.className,
    summary: element.summary,
    ...optional('description', element.description),
    superclass: { name: 'HTMLElement' },
    attributes: element.attributes.map((attribute) => ({
      name: attribute.name,
      type: { text: attribute.type },
      ...optional('default', attribute.default),
      ...optional('minimum', attribute.min),
      ...optional('maximum', attribute.max),
      description: attribute.description,
      ...optional('fieldName', attribute.property),
      ...optional('deprecated', attribute.deprecatedFor && `use ${attribute.deprecatedFor}`),
    })),
    members: [
      ...current.map((attribute) => ({
        kind: 'field',
        name: attribute.property,
        type: { text: `${attribute.type} | undefined` },
        ...optional('default', attribute.default),
        description: attribute.description,
        attribute: attribute.name,
      })),
      {
        kind: 'field',
        name: 'updateComplete',
        type: { text: 'Promise<void>' },
        readonly: true,
        description: 'Resolves after the element’s pending render is committed.',
      },
      {
        kind: 'field',
        name: 'hasUpdated',
        type: { text: 'boolean' },
        readonly: true,
        description: 'Whether the element’s first render is committed (its listeners are on).',
      },
    ],
    events: element.events.map((event) => ({
      name: event.name,
      type: { text: `CustomEvent<${event.detail}>` },
      description: event.description,
      ...optional('deprecated', event.deprecatedFor && `use ${event.deprecatedFor}`),
    })),
    ...optional('cssProperties', element.cssProperties.length ? element.cssProperties : undefined),
    ...optional('editorBlock', element.editorBlock),
  };
}

export function customElementsManifest(elements: ElementContract[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map((element) => ({
      kind: 'javascript-module',
      path: element.path,
      declarations: [declaration(element)],
      exports: [
        { kind: 'js', name: element.className, declaration: { name: element.className, module: element.path } },
        { kind: 'custom-element-definition', name: element.tag, declaration: { name: element.className, module: element.path } },
      ],
    })),
  };
}
