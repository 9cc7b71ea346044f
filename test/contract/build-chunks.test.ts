// Each build's chunks as esbuild wrote them (its metafiles, `node build.mjs`): no CommonJS module in either build,
// whose interop helpers esbuild would write to a chunk of their own that every page fetches one request more for.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Metafile {
  inputs: Record<string, { format?: 'esm' | 'cjs' }>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

/** build.mjs's BUILDS: where each build writes its files and its metafile. */
const BUILDS = [
  { name: 'react', outdir: 'dist', metafile: 'node_modules/.cache/shop-elements/metafile.json' },
  { name: 'lean', outdir: 'dist/lean', metafile: 'node_modules/.cache/shop-elements/metafile-lean.json' },
];

for (const { name, outdir, metafile } of BUILDS) {
  test(`the ${name} build: no CommonJS module, no shared chunk without a module, an entry that imports nothing`, () => {
    const { inputs, outputs } = JSON.parse(readFileSync(`${root}${metafile}`, 'utf8')) as Metafile;
    expect(Object.keys(inputs).filter((input) => inputs[input]!.format === 'cjs')).toEqual([]);
    const scripts = Object.entries(outputs).filter(([file]) => file.endsWith('.js'));
    // A dynamic import's own file may only import others; a shared chunk always holds some module.
    const sharedWithoutCode = scripts.filter(([, output]) => !output.entryPoint && Object.keys(output.inputs).length === 0);
    expect(sharedWithoutCode.map(([file]) => file)).toEqual([]);
    expect(outputs[`${outdir}/shop-elements.js`]!.imports.filter(({ kind }) => kind === 'import-statement')).toEqual([]);
  });
}

/** The files a chunk brings with it before it runs: its own and those it imports statically, transitively. */
function staticClosure(outputs: Metafile['outputs'], file: string, found = new Set<string>()): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  for (const { path, kind } of outputs[file]!.imports) if (kind === 'import-statement') staticClosure(outputs, path, found);
  return found;
}

for (const { name, metafile } of BUILDS) {
  test(`the ${name} build: a product page's first-paint groups bring no cart code and the mini cart's prelude no renderer`, () => {
    const { outputs } = JSON.parse(readFileSync(`${root}${metafile}`, 'utf8')) as Metafile;
    const modulesOf = (entry: string): string[] => {
      const [file] = Object.entries(outputs).find(([, output]) => output.entryPoint === entry)!;
      return [...staticClosure(outputs, file)].flatMap((chunk) => Object.keys(outputs[chunk]!.inputs));
    };
    for (const group of ['elements/product.group.ts', 'elements/variations.group.ts'])
      expect(
        modulesOf(group).filter((module) => module.startsWith('core/cart/fragment')),
        group,
      ).toEqual([]);
    const onDemand = modulesOf('core/cart/fragments-on-demand.ts');
    expect(onDemand).toContain('core/cart/fragment-refresh.ts');
    expect(onDemand.filter((module) => /node_modules\/(react|react-dom|preact)\//.test(module))).toEqual([]);
  });
}
