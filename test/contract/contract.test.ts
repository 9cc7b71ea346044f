// The public contract generated from the element definitions (core/build/): complete, in sync with the
// READMEs, and usable by a TypeScript consumer.
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractOutputs, documentationUpdates, readElements } from '../../core/build/generate-contract.ts';
import { ELEMENT_GROUPS } from '../../elements/element-groups.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { elements, errors } = readElements(root);
const byTag = new Map(elements.map((element) => [element.tag, element]));

/** Every `.ts`/`.tsx` file under a folder of the repository. */
const sources = (folder: string): string[] =>
  readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(`${root}${folder}/${file}`, 'utf8'));

/** Event names a source dispatches (`emit(target, 'shop-…'`, the variation controller's `notify('shop-…'`). */
const emittedIn = (text: string): string[] => [...text.matchAll(/(?:emit\([^,]+,|notify\()\s*'(shop-[a-z-]+)'/g)].map((match) => match[1]!);

/** Keys of `interface ShopEventDetailMap { … }` blocks: the typed event map. */
const typedIn = (text: string): string[] =>
  [...text.matchAll(/interface ShopEventDetailMap \{([\s\S]*?)\n {2}\}/g)].flatMap((block) =>
    [...block[1]!.matchAll(/^\s*'(shop-[a-z-]+)':/gm)].map((match) => match[1]!),
  );

test.describe('custom elements manifest', () => {
  test('every element definition reads cleanly: each attribute it reads is documented with the type it parses', () => {
    expect(errors).toEqual([]);
  });

  test('every tag of the registry is in the manifest', () => {
    const registered = Object.values(ELEMENT_GROUPS).flat();
    expect(registered.filter((tag) => !byTag.has(tag))).toEqual([]);
  });

  test("every event an element's folder dispatches is among that element's events", () => {
    const missing = elements.flatMap((element) => {
      const folder = element.path.replace(/\/[^/]+$/, '');
      const names = new Set(element.events.map((event) => event.name));
      return sources(folder)
        .flatMap(emittedIn)
        .filter((name) => !names.has(name))
        .map((name) => `<${element.tag}> ${name}`);
    });
    expect(missing).toEqual([]);
  });

  test('every event of the typed event map is in the manifest', () => {
    const documented = new Set(elements.flatMap((element) => element.events.map((event) => event.name)));
    const typed = [...sources('core'), ...sources('elements')].flatMap(typedIn);
    expect(typed.length).toBeGreaterThan(20);
    expect(typed.filter((name) => !documented.has(name))).toEqual([]);
  });

  test('the manifest follows schema 2.x: one module per element, with its custom-element definition', () => {
    const manifest = JSON.parse(contractOutputs(elements)['custom-elements.json']!);
    expect(manifest.schemaVersion).toMatch(/^2\./);
    const miniCart = manifest.modules.find((module: { path: string }) => module.path === 'elements/mini-cart/mini-cart.define.ts');
    expect(miniCart.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'shop-mini-cart',
      declaration: { name: 'ShopMiniCartElement', module: 'elements/mini-cart/mini-cart.define.ts' },
    });
    const declaration = miniCart.declarations[0];
    expect(declaration.attributes).toContainEqual(
      expect.objectContaining({ name: 'mode', type: { text: "'dropdown' | 'offcanvas'" }, default: '`dropdown`', fieldName: 'mode' }),
    );
    expect(declaration.events).toContainEqual(
      expect.objectContaining({ name: 'shop-mini-cart-toggle', deprecated: 'use shop-mini-cart-toggled' }),
    );
  });
});

test('the README tables are what the build generates from the definitions', () => {
  const { updates, errors: markerErrors } = documentationUpdates(root, elements);
  expect(markerErrors).toEqual([]);
  expect(Object.keys(updates), 'run `npm run build` and commit the READMEs it rewrote').toEqual([]);
});
