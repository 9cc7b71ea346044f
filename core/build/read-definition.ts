// Build-time only: reads an element's public contract from its `<name>.define.ts` with the TypeScript
// compiler API. Runtime facts (attribute names, types, allowed values) come from the `defineElement` call;
// words come from the JSDoc block on it, which esbuild drops from the bundle.
import ts from 'typescript';
import type { AttributeContract, CssPropertyContract, EditorBlockContract, ElementContract, EventContract } from './element-contract.ts';

interface RuntimeAttribute {
  property: string;
  type: 'string' | 'number' | 'boolean' | 'json';
  values?: string[];
  min?: number;
  max?: number;
  deprecatedName?: string;
  deprecatedNameNegated?: boolean;
}

interface Doc {
  description: string;
  tags: { name: string; text: string }[];
}

const dashed = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Reads one define file; throws with every mismatch between the JSDoc and the runtime table. */
export function readDefinition(path: string, source: string): ElementContract {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = findDefineCall(file);
  if (!found) throw new Error(`${path}: no \`export const X = defineElement(…)\` (or \`definePlainElement(…)\`)`);
  const { statement, className, call, plain } = found;
  const [tagArgument, , rulesArgument] = call.arguments;
  if (!tagArgument || !ts.isStringLiteral(tagArgument)) throw new Error(`${path}: the tag must be a string literal`);
  if (!plain && (!rulesArgument || !ts.isObjectLiteralExpression(rulesArgument)))
    throw new Error(`${path}: the attribute table must be an object literal`);
  const tag = tagArgument.text;
  const doc = readDoc(file, statement);
  const errors: string[] = [];
  const runtime = rulesArgument && ts.isObjectLiteralExpression(rulesArgument) ? readRuntimeAttributes(rulesArgument, path) : [];
  const attributes = mergeAttributes(runtime, doc, errors);
  const summary = doc.tags.find((t) => t.name === 'summary')?.text ?? '';
  if (!summary) errors.push('no @summary');
  const block = doc.tags.find((t) => t.name === 'block');
  const editorBlock = block && parseEditorBlock(block.text, errors);
  if (errors.length) throw new Error(`${path} (<${tag}>):\n  ${errors.join('\n  ')}`);
  return {
    tag,
    className,
    path,
    plain,
    summary,
    description: doc.description,
    attributes,
    events: doc.tags.filter((t) => t.name === 'fires').map((t) => parseEvent(t.text, path)),
    cssProperties: doc.tags.filter((t) => t.name === 'cssprop').map((t) => parseCssProperty(t.text)),
    ...(editorBlock ? { editorBlock } : {}),
  };
}

/**
 * `@block [text | blocks [<wrapper …>] | product [plugin-slug]] [- example]`: the element is placed by page
 * editors; it holds nothing, text, composed content (inside the wrapper element when one is named), starting as
 * the example, or a picked product's markup, the example being its template (product-markup.ts names the
 * `{placeholders}`).
 */
function parseEditorBlock(text: string, errors: string[]): EditorBlockContract | undefined {
  const product = /^product(?:\s+([a-z0-9-]+))?\s*-\s*([\s\S]+)$/.exec(text.trim());
  if (product) {
    const [, plugin, template = ''] = product;
    return { content: 'product', example: template.trim(), ...(plugin ? { plugin } : {}) };
  }
  const match = /^(text|blocks)?\s*(<[a-z][^>]*>)?\s*(?:-\s*([\s\S]*))?$/.exec(text.trim());
  if (!match) {
    errors.push(`@block: cannot read "${text}" (expected \`[text | blocks [<wrapper>] | product [plugin]] [- example]\`)`);
    return undefined;
  }
  const [, content = 'none', wrapper, example] = match;
  if (wrapper && content !== 'blocks') errors.push('@block: only composed content (`blocks`) sits in a wrapper');
  return {
    content: content as EditorBlockContract['content'],
    ...(wrapper ? { wrapper } : {}),
    ...(example ? { example: example.trim() } : {}),
  };
}

const DEFINE_CALLS = ['defineElement', 'definePlainElement'];

function findDefineCall(
  file: ts.SourceFile,
): { statement: ts.VariableStatement; className: string; call: ts.CallExpression; plain: boolean } | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer;
      if (
        call &&
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        DEFINE_CALLS.includes(call.expression.text) &&
        ts.isIdentifier(declaration.name)
      ) {
        return { statement, className: declaration.name.text, call, plain: call.expression.text === 'definePlainElement' };
      }
    }
  }
  return undefined;
}

function readRuntimeAttributes(table: ts.ObjectLiteralExpression, path: string): RuntimeAttribute[] {
  return table.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      throw new Error(`${path}: every attribute rule must be a plain \`prop: …\` entry`);
    }
    const name = property.name.text;
    const value = property.initializer;
    if (ts.isStringLiteral(value)) return { property: name, type: value.text as RuntimeAttribute['type'] };
    if (!ts.isObjectLiteralExpression(value)) throw new Error(`${path}: ${name}: a rule is a type string or an object literal`);
    const rule: Record<string, unknown> = {};
    for (const field of value.properties) {
      if (!ts.isPropertyAssignment(field) || !ts.isIdentifier(field.name)) continue;
      rule[field.name.text] = literalValue(field.initializer, `${path}: ${name}.${field.name.text}`);
    }
    return { property: name, ...rule } as RuntimeAttribute;
  });
}

function literalValue(node: ts.Expression, where: string): unknown {
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element, where));
  throw new Error(`${where}: only literals can be read at build time`);
}

/** The JSDoc block right before the statement: free text, then `@tag text` entries (continuation lines join). */
function readDoc(file: ts.SourceFile, statement: ts.Statement): Doc {
  const ranges = ts.getLeadingCommentRanges(file.text, statement.getFullStart()) ?? [];
  const block = ranges
    .map((range) => file.text.slice(range.pos, range.end))
    .reverse()
    .find((text) => text.startsWith('/**'));
  if (!block) return { description: '', tags: [] };
  const lines = block
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const description: string[] = [];
  const tags: Doc['tags'] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line);
    if (tag) tags.push({ name: tag[1]!, text: tag[2]! });
    else if (tags.length) tags[tags.length - 1]!.text += line ? ` ${line.trim()}` : '';
    else description.push(line);
  }
  return { description: description.join('\n').trim(), tags };
}

/** `{type} rest`, with braces balanced so `{CustomEvent<{ a: string }>}` reads whole. */
function splitType(text: string): { type: string; rest: string } {
  if (!text.startsWith('{')) return { type: '', rest: text };
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { type: text.slice(1, i).trim(), rest: text.slice(i + 1).trim() };
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

/** `name - description (default …)`. */
function splitNamed(rest: string): { name: string; description: string; default?: string } {
  const match = /^([\w-]+)\s*(?:-\s*)?([\s\S]*)$/.exec(rest);
  if (!match) throw new Error(`cannot read a name in "${rest}"`);
  const [, name, text] = match;
  const withDefault = /^([\s\S]*?)\s*\(default ([\s\S]*)\)$/.exec(text!);
  return withDefault ? { name: name!, description: withDefault[1]!, default: withDefault[2]! } : { name: name!, description: text! };
}

function runtimeTypeText(attribute: RuntimeAttribute): string | undefined {
  if (attribute.values) return attribute.values.map((value) => `'${value}'`).join(' | ');
  return attribute.type === 'json' ? undefined : attribute.type;
}

/** The documented attributes, in the JSDoc's order, checked against what the runtime reads. */
function mergeAttributes(runtime: RuntimeAttribute[], doc: Doc, errors: string[]): AttributeContract[] {
  const read = new Map(runtime.map((attribute) => [dashed(attribute.property), attribute]));
  const attributes: AttributeContract[] = [];
  const deprecated: AttributeContract[] = [];
  for (const tag of doc.tags.filter((t) => t.name === 'attr')) {
    const { type, rest } = splitType(tag.text);
    const entry = splitNamed(rest);
    const attribute = read.get(entry.name);
    read.delete(entry.name);
    if (!attribute) {
      errors.push(`@attr ${entry.name} is documented but the element does not read it`);
      continue;
    }
    const expected = runtimeTypeText(attribute);
    if (!type) errors.push(`@attr ${entry.name}: no {type}`);
    else if (expected && type !== expected) errors.push(`@attr ${entry.name}: type {${type}} but the runtime reads {${expected}}`);
    attributes.push({
      name: entry.name,
      property: attribute.property,
      type,
      ...(entry.default ? { default: entry.default } : {}),
      ...(attribute.min === undefined ? {} : { min: attribute.min }),
      ...(attribute.max === undefined ? {} : { max: attribute.max }),
      description: entry.description,
    });
    if (attribute.deprecatedName) {
      deprecated.push({
        name: attribute.deprecatedName,
        property: attribute.property,
        type: attribute.type,
        description: `Deprecated: use \`${entry.name}\`${attribute.deprecatedNameNegated ? ', which means the opposite' : ''}.`,
        deprecatedFor: entry.name,
      });
    }
  }
  for (const name of read.keys()) errors.push(`attribute ${name} is read but has no @attr`);
  return [...attributes, ...deprecated];
}

function parseEvent(text: string, path: string): EventContract {
  const { type, rest } = splitType(text);
  const detail = /^CustomEvent<([\s\S]*)>$/.exec(type)?.[1]?.trim();
  if (!detail) throw new Error(`${path}: @fires needs {CustomEvent<detail>}: "${text}"`);
  const { name, description } = splitNamed(rest);
  return { name, detail, description };
}

function parseCssProperty(text: string): CssPropertyContract {
  const { name, description } = splitNamed(text);
  return { name, description };
}

/**
 * What every element has, from the JSDoc on the `defineElement` function itself: the events any element can
 * fire and the attributes the registry reads on every tag (which are not properties).
 */
export function readCommonContract(path: string, source: string): { attributes: AttributeContract[]; events: EventContract[] } {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const statement = file.statements.find((node) => ts.isFunctionDeclaration(node) && node.name?.text === 'defineElement');
  if (!statement) throw new Error(`${path}: no defineElement function`);
  const { tags } = readDoc(file, statement);
  return {
    attributes: tags
      .filter((t) => t.name === 'attr')
      .map((t) => {
        const { type, rest } = splitType(t.text);
        const { name, description, default: fallback } = splitNamed(rest);
        return { name, property: '', type, ...(fallback ? { default: fallback } : {}), description, everyElement: true };
      }),
    events: tags.filter((t) => t.name === 'fires').map((t) => ({ ...parseEvent(t.text, path), everyElement: true })),
  };
}
