// A consumer's TypeScript, compiled against the generated declarations: tags, properties and event details
// are typed, and wrong uses are errors.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { contractOutputs, readElements } from '../../core/build/generate-contract.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so `react` resolves from its node_modules as it would in a theme's project.
const dir = `${root}node_modules/.cache/shop-elements/consumer-types/`;

const DOM_CONSUMER = `import type { ShopMiniCartElement } from './shop-elements.js';

const cart = document.querySelector('shop-mini-cart');
const element: ShopMiniCartElement | null = cart;
const mode: 'dropdown' | 'offcanvas' | undefined = cart?.mode;
void cart?.updateComplete.then(() => undefined);
cart?.addEventListener('shop-mini-cart-toggled', (event) => {
  const open: boolean = event.detail.open;
  void open;
});
document.addEventListener('shop-cart-added', (event) => {
  const hash: string = event.detail.cartHash;
  void hash;
});
document.querySelector('shop-product-gallery')?.addEventListener('shop-gallery-slide', (event) => void event.detail.index);
window.addEventListener('shop-navigate', (event) => void event.detail.url.toUpperCase());
// @ts-expect-error: no such property
void cart?.modes;
// @ts-expect-error: the detail of a toggle has no index
document.addEventListener('shop-mini-cart-toggled', (event) => void event.detail.index);
void element;
void mode;
`;

const REACT_CONSUMER = `import type {} from './shop-elements.react.js';

export const ok = <shop-mini-cart mode="offcanvas" toggle-label="Cart" className="header-cart" />;
export const star = <shop-star-rating labels={['1', '2', '3', '4', '5']} rating-required="yes" />;
// @ts-expect-error: not one of the modes
export const wrong = <shop-mini-cart mode="sideways" />;
`;

function compile(files: Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(`${dir}${name}`, text);
  const program = ts.createProgram(
    Object.keys(files)
      .filter((name) => !name.endsWith('.json'))
      .map((name) => `${dir}${name}`),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: false,
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.replace(dir, '')}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} `
      : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

test('a consumer compiles against the generated declarations (DOM and React JSX)', () => {
  const { elements } = readElements(root);
  const outputs = contractOutputs(elements);
  const diagnostics = compile({
    'shop-elements.d.ts': outputs['shop-elements.d.ts']!,
    'shop-elements.react.d.ts': outputs['shop-elements.react.d.ts']!,
    'dom-consumer.ts': DOM_CONSUMER,
    'react-consumer.tsx': REACT_CONSUMER,
  });
  expect(diagnostics).toEqual([]);
});
