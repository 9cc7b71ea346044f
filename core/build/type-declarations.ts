// Build-time only: TypeScript declarations for consumers: each tag's element type in `HTMLElementTagNameMap`,
// every event in the DOM event maps (so `addEventListener('shop-…', (e) => e.detail…)` is typed), and JSX
// `IntrinsicElements` for React users in a file of its own, so a project without React types can use the first.
import type { ElementContract, EventContract } from './element-contract.ts';

const HEADER = '// Generated from the element definitions (elements/*/*.define.ts) by `npm run build`: do not edit.\n';

const doc = (text: string, indent: string, deprecated?: string): string =>
  `${indent}/** ${text.replace(/\*\//g, '*\\/')}${deprecated ? ` @deprecated Use \`${deprecated}\`.` : ''} */\n`;

/** Every event once, by name, in the order the elements declare them. */
export function uniqueEvents(elements: ElementContract[]): EventContract[] {
  const byName = new Map<string, EventContract>();
  for (const event of elements.flatMap((element) => element.events)) {
    const known = byName.get(event.name);
    if (known && known.detail !== event.detail) throw new Error(`${event.name} has two detail types: ${known.detail} and ${event.detail}`);
    if (!known) byName.set(event.name, event);
  }
  return [...byName.values()];
}

function elementInterface(element: ElementContract): string {
  const fields = element.attributes
    .filter((attribute) => !attribute.deprecatedFor && !attribute.everyElement)
    .map((attribute) => `${doc(attribute.description, '  ')}  ${attribute.property}: ${attribute.type} | undefined;\n`)
    .join('');
  return `${doc(element.summary, '')}export interface ${element.className} extends HTMLElement {\n${fields}  /** Resolves after the element's pending render is committed. */\n  readonly updateComplete: Promise<void>;\n  /** Whether the element's first render is committed (its listeners are on). */\n  readonly hasUpdated: boolean;\n}\n`;
}

export function domDeclarations(elements: ElementContract[]): string {
  const events = uniqueEvents(elements)
    .map((event) => `${doc(event.description, '  ', event.deprecatedFor)}  '${event.name}': CustomEvent<${event.detail}>;\n`)
    .join('');
  const tags = elements.map((element) => `    '${element.tag}': ${element.className};\n`).join('');
  return `${HEADER}
${elements.map(elementInterface).join('\n')}
/** Every event the elements dispatch (they bubble and are composed), by name. */
export interface ShopElementsEventMap {
${events}}

declare global {
  interface HTMLElementTagNameMap {
${tags}  }
  interface HTMLElementEventMap extends ShopElementsEventMap {}
  interface DocumentEventMap extends ShopElementsEventMap {}
  interface WindowEventMap extends ShopElementsEventMap {}
}
`;
}

export function reactDeclarations(elements: ElementContract[]): string {
  const intrinsic = elements
    .map((element) => {
      const attributes = element.attributes
        .filter((attribute) => !attribute.deprecatedFor)
        .map((attribute) => `'${attribute.name}'?: ${attribute.type}`)
        .join('; ');
      return `      '${element.tag}': ShopElementProps<${element.className}, { ${attributes} }>;\n`;
    })
    .join('');
  const imports = elements.map((element) => element.className).join(', ');
  return `${HEADER}import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${imports} } from './shop-elements.js';

type ShopElementProps<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic}    }
  }
}
`;
}
