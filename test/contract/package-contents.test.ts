// What `npm pack` would publish: the theme's files and the contract, nothing of the sources, tests or build;
// and what the bundle leaves out: the contract's words.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readElements } from '../../core/build/generate-contract.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('npm pack ships dist/ (entry, auto entry, chunks, CSS, contract) and nothing else but the README, license and package.json', () => {
  expect(existsSync(`${root}dist/shop-elements.js`), 'run `node build.mjs` first').toBe(true);
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const files: string[] = pack.files.map((file: { path: string }) => file.path);
  for (const required of [
    'package.json',
    'README.md',
    'LICENSE',
    'dist/shop-elements.js',
    'dist/auto.js',
    'dist/shop-elements.css',
    'dist/manifest.json',
    'dist/custom-elements.json',
    'dist/shop-elements.d.ts',
    'dist/shop-elements.react.d.ts',
    'dist/vscode.html-custom-data.json',
  ]) {
    expect(files, required).toContain(required);
  }
  expect(files.some((file) => /^dist\/chunks\/product\.group-[\w-]+\.js$/.test(file))).toBe(true);
  expect(files, 'the lean build').toContain('dist/lean/shop-elements.js');
  expect(files, 'the lean build in auto mode').toContain('dist/lean/auto.js');
  expect(files.some((file) => /^dist\/lean\/chunks\/product\.group-[\w-]+\.js$/.test(file))).toBe(true);
  expect(files.filter((file) => !/^dist\//.test(file) && !['package.json', 'README.md', 'LICENSE'].includes(file))).toEqual([]);
  expect(files.filter((file) => /metafile|demo\//.test(file))).toEqual([]);
});

test('the descriptions in the element definitions stay out of the runtime bundle', () => {
  const { elements } = readElements(root);
  // Both builds: React's in dist/, the lean one in dist/lean/.
  const bundle = ['dist', 'dist/lean']
    .flatMap((folder) =>
      readdirSync(`${root}${folder}/chunks`)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(`${root}${folder}/chunks/${file}`, 'utf8'))
        .concat(readFileSync(`${root}${folder}/shop-elements.js`, 'utf8')),
    )
    .join('\n');
  const descriptions = elements.flatMap((element) => [
    element.summary,
    ...element.attributes.map((attribute) => attribute.description),
    ...element.events.map((event) => event.description),
  ]);
  expect(descriptions.filter((text) => text.length > 24 && bundle.includes(text))).toEqual([]);
});
