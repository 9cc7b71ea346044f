// Serves each test file as one esbuild bundle: React is CommonJS and WTR's resolver cannot turn it into ES
// modules file by file, while a bundle per test page gives it one React instance and native TypeScript.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LEAN_ALIASES } from '../../build.mjs';
import { ownSourcesMap } from './own-sources-map.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE = '.bundle.js';
/** `SHOP_BUILD=lean` bundles the tests on Preact's compat layer, as the lean build ships (docs/lean-build.md). */
const alias = process.env.SHOP_BUILD === 'lean' ? LEAN_ALIASES : {};
const measuresCoverage = process.env.SHOP_COVERAGE === '1';

export function bundleTestFiles() {
  return {
    name: 'bundle-test-files',
    async serve(context) {
      // The test file's URL loads its bundle from a URL of its own: coverage leaves test files out, and the
      // bundle is where the library's code runs (its source map leads back to core/ and elements/).
      if (/\.test\.tsx?$/.test(context.path)) return { body: `import ${JSON.stringify(context.path + BUNDLE)};`, type: 'js' };
      if (!context.path.endsWith(BUNDLE)) return undefined;
      const entry = path.join(root, context.path.slice(0, -BUNDLE.length));
      const result = await esbuild.build({
        absWorkingDir: root,
        entryPoints: [entry],
        // Source paths relative to the bundle's URL, which sits beside the test file.
        outdir: path.dirname(entry),
        bundle: true,
        alias,
        write: false,
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        sourcemap: measuresCoverage ? 'external' : 'inline',
        // A test that checks one renderer's internals reads which build it runs on.
        define: { 'process.env.NODE_ENV': '"development"', 'process.env.SHOP_BUILD': JSON.stringify(process.env.SHOP_BUILD ?? 'react') },
        // The test runner's own browser modules are served by the runner itself. @sinonjs/fake-timers requires
        // Node's `util` only when `process` exists, which it never does in the browser.
        external: ['/__web-dev-server__*', '/__wtr*', 'util'],
        logLevel: 'silent',
      });
      const code = result.outputFiles.find((file) => file.path.endsWith('.js'));
      const map = result.outputFiles.find((file) => file.path.endsWith('.map'));
      if (!map) return { body: code.text, type: 'js' };
      const inline = Buffer.from(JSON.stringify(ownSourcesMap(JSON.parse(map.text)))).toString('base64');
      return { body: `${code.text}\n//# sourceMappingURL=data:application/json;base64,${inline}\n`, type: 'js' };
    },
  };
}
