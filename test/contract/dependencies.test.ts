// package.json tells the truth: every package the code imports is declared, and `dependencies` holds only what
// the library itself (core/, elements/) imports, so a theme installing it gets nothing it does not run.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/** The tracked sources under a folder (what a clone has). */
const sourceFiles = (folder: string): string[] =>
  execFileSync('git', ['ls-files', '--', folder], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith('.d.ts'));

/** Package names of the bare specifiers a file imports (static, dynamic, `createRequire(…).resolve`). */
function importedPackages(file: string): string[] {
  const text = readFileSync(`${root}${file}`, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|[Rr]equire(?:\([^)]*\))?\.resolve\(\s*)['"]([^'".][^'"]*)['"]/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

const library = [...sourceFiles('core'), ...sourceFiles('elements')].filter((file) => !file.startsWith('core/build/'));
const everything = [
  ...library,
  ...sourceFiles('core/build'),
  ...sourceFiles('demo'),
  ...sourceFiles('test'),
  ...sourceFiles('build.mjs'),
  ...sourceFiles('eslint.config.mjs'),
];

test('every package the code imports is declared', () => {
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const undeclared = [...new Set(everything.flatMap(importedPackages))].filter((name) => !declared.has(name));
  expect(undeclared).toEqual([]);
});

test('dependencies are what the library imports (the rest are dev tools)', () => {
  const used = new Set(library.flatMap(importedPackages));
  expect(Object.keys(pkg.dependencies ?? {}).filter((name) => !used.has(name))).toEqual([]);
});
