// From the custom elements manifest to the block editor's blocks: which elements are blocks (those with an
// `editorBlock`, declared by `@block` in their definition) and the control each attribute gets from its type.
// Pure data, so the contract test reads the same definitions the editor registers.
import { PRODUCT_PLACEHOLDERS } from './product-markup.ts';

/** What `@block` declares (core/build/element-contract.ts). */
export interface EditorBlock {
  content: 'none' | 'text' | 'blocks' | 'product';
  wrapper?: string;
  example?: string;
  plugin?: string;
}

export interface ManifestAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  minimum?: number;
  maximum?: number;
  description?: string;
  deprecated?: string;
}

export interface ManifestDeclaration {
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  editorBlock?: EditorBlock;
}

export interface CustomElementsManifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

/** The sidebar control an attribute gets, from its declared type. */
export type Control =
  | { kind: 'toggle' }
  | { kind: 'select'; options: string[] }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'url' }
  | { kind: 'text' }
  /** `string[]`: one entry a line. */
  | { kind: 'list' }
  /** `Array<{ a: T; b: U }>`: a row of fields per entry; `numeric` fields are written as numbers when they read as one. */
  | { kind: 'records'; fields: { name: string; numeric: boolean }[] }
  /** Any other JSON: the text, checked to parse. */
  | { kind: 'json' }
  /** On a product block, `product-<placeholder>` (`product-id`, `product-name`): written from the picked product. */
  | { kind: 'product'; placeholder: string };

export interface AttributeField {
  /** The element's attribute, which is also the block attribute's name. */
  name: string;
  label: string;
  help: string;
  /** The default as the documentation gives it, shown in the empty control and never written. */
  placeholder: string;
  control: Control;
}

export interface BlockDefinition {
  /** `shop-elements/<tag without shop->`. */
  name: string;
  tag: string;
  title: string;
  /** The element's summary: the inserter's description. */
  description: string;
  /** The element's full description: the sidebar's help. */
  help: string;
  fields: AttributeField[];
  content: EditorBlock;
}

/** The category every block is registered under. */
export const BLOCK_CATEGORY = 'shop-elements';

/** Markdown code spans and quoted defaults read as plain text in the editor's help and placeholders. */
const plain = (text = ''): string => text.replace(/`([^`]*)`/g, '$1').replace(/^"([^"]*)"$/, '$1');

const sentenceCase = (dashed: string): string => {
  const words = dashed.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `'a' | 'b'` → ['a', 'b'], or null when the type is not a union of string literals. */
function keywords(type: string): string[] | null {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

/** `Array<{ id: number | string; name: string }>` → its fields, or null for any other shape. */
function recordFields(type: string): { name: string; numeric: boolean }[] | null {
  const body = /^Array<\{([^{}]*)\}>$/.exec(type)?.[1];
  if (!body) return null;
  return body
    .split(';')
    .map((field) => /^\s*(\w+)\??:\s*(.+?)\s*$/.exec(field))
    .filter((match) => match !== null)
    .map(([, name = '', fieldType = '']) => ({ name, numeric: /\bnumber\b/.test(fieldType) }));
}

/**
 * An attribute's control. A string is a URL when its name says so or its documentation names the schemes it
 * accepts; the editor then checks it as the elements do (core/dom/navigate.ts `followableUrl`).
 */
export function controlFor(attribute: ManifestAttribute): Control {
  const type = attribute.type?.text ?? 'string';
  if (type === 'boolean') return { kind: 'toggle' };
  if (type === 'number') {
    return {
      kind: 'number',
      ...(attribute.minimum === undefined ? {} : { min: attribute.minimum }),
      ...(attribute.maximum === undefined ? {} : { max: attribute.maximum }),
    };
  }
  if (type === 'string') {
    return /(^|-)url$/.test(attribute.name) || attribute.description?.includes('http(s)') ? { kind: 'url' } : { kind: 'text' };
  }
  const options = keywords(type);
  if (options) return { kind: 'select', options };
  if (type === 'string[]') return { kind: 'list' };
  const fields = recordFields(type);
  return fields ? { kind: 'records', fields } : { kind: 'json' };
}

/** A product block's attribute named after a placeholder of its product, such as `product-name`. */
function productField(name: string): Control | null {
  const placeholder = /^product-(.+)$/.exec(name)?.[1];
  return placeholder && (PRODUCT_PLACEHOLDERS as readonly string[]).includes(placeholder) ? { kind: 'product', placeholder } : null;
}

/** The block of each element page editors place, in the manifest's order. Deprecated attribute names get no control. */
export function blockDefinitions(manifest: CustomElementsManifest): BlockDefinition[] {
  return manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.tagName && declaration.editorBlock)
    .map((declaration) => {
      const tag = declaration.tagName!;
      return {
        name: `${BLOCK_CATEGORY}/${tag.replace(/^shop-/, '')}`,
        tag,
        title: sentenceCase(tag),
        description: plain(declaration.summary),
        help: plain(declaration.description),
        content: declaration.editorBlock!,
        fields: (declaration.attributes ?? [])
          .filter((attribute) => !attribute.deprecated)
          .map((attribute) => ({
            name: attribute.name,
            label: sentenceCase(attribute.name),
            help: plain(attribute.description),
            placeholder: plain(attribute.default),
            control: (declaration.editorBlock!.content === 'product' && productField(attribute.name)) || controlFor(attribute),
          })),
      };
    });
}
