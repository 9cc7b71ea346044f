// Every element folder has joined each list a new element must join (docs/developing.md#adding-an-element), and
// every list names only elements that exist, so the lists cannot drift apart.
import { test, expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADDED_TO_CART_BODY, ELEMENT_GROUPS, LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { ELEMENT_CATALOGUE } from '../../demo/server/pages/element-catalogue.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(`${root}${path}`, 'utf8');
const folders = readdirSync(`${root}elements`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The page loader is a plain custom element the entry defines at once: it has no group and no strategy. */
const lazy = folders.filter((name) => name !== 'page-loader');
const grouped = Object.entries(ELEMENT_GROUPS).flatMap(([group, tags]) => tags.map((tag) => [tag as string, group] as const));

test('each element is in one group of ELEMENT_GROUPS, and its group file imports its definition', () => {
  for (const name of lazy) {
    const groups = grouped.filter(([tag]) => tag === `shop-${name}`).map(([, group]) => group);
    expect(groups, `shop-${name} in ELEMENT_GROUPS`).toHaveLength(1);
    expect(read(`elements/${groups[0]}.group.ts`), `elements/${groups[0]}.group.ts imports ${name}`).toContain(
      `'./${name}/${name}.define.ts'`,
    );
  }
  expect(grouped.map(([tag]) => tag.replace('shop-', '')).filter((name) => !folders.includes(name))).toEqual([]);
});

test('each element has a loading strategy, and the strategies and replayed clicks name only elements', () => {
  const tags = lazy.map((name) => `shop-${name}`);
  expect(Object.keys(LOADING_STRATEGIES).sort()).toEqual(tags.sort());
  expect(Object.keys(REPLAYED_CLICKS).filter((tag) => !tags.includes(tag))).toEqual([]);
});

test("each element's stylesheet is in styles/index.css, and each element is in the demo's catalogue", () => {
  const index = read('styles/index.css');
  for (const name of folders) {
    if (existsSync(`${root}styles/${name}.css`)) expect(index, `styles/index.css imports ${name}.css`).toContain(`'./${name}.css'`);
    expect(
      ELEMENT_CATALOGUE.some((entry) => entry.tag === `shop-${name}`),
      `shop-${name} in the demo's element catalogue`,
    ).toBe(true);
  }
});

test("the entry's copy of the added-to-cart selector is the mini cart's (a shared module would cost a request)", () => {
  expect(read('core/cart/cart-opener.ts')).toContain(`export const ADDED_TO_CART_MARKER = '${ADDED_TO_CART_BODY}';`);
});
