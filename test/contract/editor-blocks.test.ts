// The block editor's blocks (wordpress/blocks/) come from the manifest: every element page editors place is a
// block, and every attribute of it has the control its type calls for.
import { test, expect } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { contractOutputs, readElements } from '../../core/build/generate-contract.ts';
import { readDefinition } from '../../core/build/read-definition.ts';
import { ELEMENT_GROUPS } from '../../elements/element-groups.ts';
import { blockDefinitions, controlFor, type CustomElementsManifest } from '../../wordpress/blocks/manifest-blocks.ts';
import { PLACEHOLDER, PRODUCT_PLACEHOLDERS } from '../../wordpress/blocks/product-markup.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { elements } = readElements(root);
const manifest = JSON.parse(contractOutputs(elements)['custom-elements.json']!) as CustomElementsManifest;
const blocks = new Map(blockDefinitions(manifest).map((block) => [block.tag, block]));

/**
 * What page editors place (issue #32): the page-builder blocks, media and overlays, the contact form, the menu
 * map, the single-page navigation and the back-to-top link a page may carry. Any new element of these groups
 * must be a block too.
 */
const EDITOR_PLACED = [
  ...ELEMENT_GROUPS.content,
  ...ELEMENT_GROUPS.media,
  ...ELEMENT_GROUPS.overlays,
  'shop-contact-form',
  'shop-menu-map',
  'shop-back-to-top',
  'shop-page-loader',
];

test('every element page editors place is a block', () => {
  expect(EDITOR_PLACED.filter((tag) => !blocks.has(tag))).toEqual([]);
});

test("every current attribute of a block's element has the control its type calls for", () => {
  const missing: string[] = [];
  for (const element of elements.filter((each) => each.editorBlock)) {
    const fields = new Map(blocks.get(element.tag)?.fields.map((field) => [field.name, field]) ?? []);
    for (const attribute of element.attributes.filter((each) => !each.deprecatedFor)) {
      const field = fields.get(attribute.name);
      const expected = controlFor({
        name: attribute.name,
        type: { text: attribute.type },
        description: attribute.description,
        minimum: attribute.min,
        maximum: attribute.max,
      });
      if (!field) missing.push(`<${element.tag}> ${attribute.name}: no control`);
      else expect(field.control, `<${element.tag}> ${attribute.name}`).toEqual(expected);
    }
  }
  expect(missing).toEqual([]);
});

test('controls follow the declared types: keywords, booleans, ranges, URLs checked as the elements check them, JSON shapes', () => {
  const carousel = blocks.get('shop-carousel')!.fields;
  expect(carousel.find((field) => field.name === 'autoplay')?.control).toEqual({ kind: 'toggle' });
  expect(carousel.find((field) => field.name === 'slides-to-show')?.control).toEqual({ kind: 'number', min: 1, max: 6 });
  expect(blocks.get('shop-offcanvas')!.fields.find((field) => field.name === 'position')?.control).toEqual({
    kind: 'select',
    options: ['left', 'right', 'top', 'bottom'],
  });
  expect(blocks.get('shop-lazy-background')!.fields.find((field) => field.name === 'image')?.control).toEqual({ kind: 'url' });
  expect(blocks.get('shop-video-gallery')!.fields.find((field) => field.name === 'player-url')?.control).toEqual({ kind: 'url' });
  expect(controlFor({ name: 'labels', type: { text: 'string[]' } })).toEqual({ kind: 'list' });
  expect(controlFor({ name: 'wishlists', type: { text: 'Array<{ id: number | string; name: string }>' } })).toEqual({
    kind: 'records',
    fields: [
      { name: 'id', numeric: true },
      { name: 'name', numeric: false },
    ],
  });
  expect(controlFor({ name: 'countries', type: { text: 'Record<string, Record<string, string>>' } })).toEqual({ kind: 'json' });
});

test('defaults are placeholders and descriptions are help, as plain text', () => {
  const openIndex = blocks.get('shop-accordion')!.fields.find((field) => field.name === 'open-index')!;
  expect(openIndex).toMatchObject({ label: 'Open index', placeholder: '0', help: 'the item open at first, counted from 0; -1 opens none' });
  expect(blocks.get('shop-accordion')!.content).toMatchObject({ content: 'blocks' });
  expect(blocks.get('shop-contact-form')!.content).toMatchObject({ content: 'blocks', wrapper: '<form method="post">' });
  expect(blocks.get('shop-count-up')!.content).toEqual({ content: 'text', example: '1,250' });
});

test("a product block's template names only what a picked product gives, and its product-named attributes are written from it", () => {
  const productBlocks = [...blocks.values()].filter((block) => block.content.content === 'product');
  expect(productBlocks.map((block) => block.tag)).toEqual(['shop-add-to-cart']);
  for (const block of productBlocks) {
    const named = [...(block.content.example ?? '').matchAll(PLACEHOLDER)].map(([, name]) => name);
    expect(
      named.filter((name) => !(PRODUCT_PLACEHOLDERS as readonly string[]).includes(name!)),
      block.tag,
    ).toEqual([]);
  }
  const definition = readDefinitionWithBlock('@block product some-plugin - <a data-product_id="{id}">{name}</a>');
  expect(definition.editorBlock).toEqual({ content: 'product', plugin: 'some-plugin', example: '<a data-product_id="{id}">{name}</a>' });
  const declaration = { tagName: 'shop-x', editorBlock: definition.editorBlock, attributes: [{ name: 'product-name' }, { name: 'label' }] };
  expect(blockDefinitions({ modules: [{ declarations: [declaration] }] })[0]!.fields.map((field) => field.control)).toEqual([
    { kind: 'product', placeholder: 'name' },
    { kind: 'text' },
  ]);
});

test('an unreadable @block is a build error, not a block', () => {
  expect(() =>
    // A wrapper only makes sense around composed content.
    readDefinitionWithBlock('@block text <div> - 12'),
  ).toThrow(/only composed content/);
});

function readDefinitionWithBlock(block: string) {
  return readDefinition(
    'elements/x/x.define.ts',
    `/**\n * X.\n *\n * @summary x\n * ${block}\n */\nexport const X = defineElement('shop-x', X, {});\n`,
  );
}
