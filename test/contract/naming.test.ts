// The naming rules of docs/reference.md#naming, with the exceptions that section states, on every definition.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readElements } from '../../core/build/generate-contract.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { elements } = readElements(root);
const naming = /## Naming\n([\s\S]*?)\n## /.exec(readFileSync(`${root}docs/reference.md`, 'utf8'))![1]!;

/** Prefixes of shared state: any element that changes it names its events after it (docs/reference.md#naming). */
const SHARED_PREFIXES = ['shop-cart-', 'shop-wishlist-'];
/** Events any element may send, named in docs/reference.md#naming. */
const LIBRARY_EVENTS = ['shop-navigate', 'shop-element-failed'];

test("every event is named after its element, or after the shared state it changes as the reference's naming says", () => {
  const misnamed = elements.flatMap((element) =>
    element.events
      .filter((event) => !event.deprecatedFor && !event.everyElement && !LIBRARY_EVENTS.includes(event.name))
      .filter(
        (event) => ![`shop-${element.tag.slice('shop-'.length)}-`, ...SHARED_PREFIXES].some((prefix) => event.name.startsWith(prefix)),
      )
      .map((event) => `<${element.tag}> ${event.name}`),
  );
  expect(misnamed).toEqual([]);
  for (const prefix of SHARED_PREFIXES)
    expect(naming, `docs/reference.md#naming states the ${prefix} exception`).toContain(`\`${prefix}<verb>\``);
});

test('a boolean attribute is off when absent, unless it mirrors a WooCommerce setting: then it says `="false"` turns it off', () => {
  const off = (value: string | undefined): boolean => value === undefined || /^`?(false|off)`?$/.test(value);
  const mirrors = elements.flatMap((element) =>
    element.attributes
      .filter((attribute) => attribute.type === 'boolean' && !attribute.deprecatedFor && !attribute.name.startsWith('no-'))
      .filter((attribute) => !off(attribute.default))
      .map((attribute) => ({ tag: element.tag, attribute: attribute.name, description: attribute.description })),
  );
  expect(mirrors.length).toBeGreaterThan(0);
  const undocumented = mirrors.filter(({ description }) => !description.includes('`="false"` turns it off'));
  expect(undocumented.map(({ tag, attribute }) => `<${tag} ${attribute}>`)).toEqual([]);
  // docs/reference.md#naming lists each exception after its tag: "`<shop-product-gallery>`'s `slider`, `zoom` …".
  const unlisted = mirrors.filter(({ tag, attribute }) => !new RegExp(`\`<${tag}>\`'s\\s[^;]*?\`${attribute}\``).test(naming));
  expect(unlisted.map(({ tag, attribute }) => `<${tag} ${attribute}>`)).toEqual([]);
});
