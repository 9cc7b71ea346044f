// Builds the library twice from the same source (ESM, code-split, minified, source maps, metafile): on React into
// dist/, and the lean build on Preact's React-compatible layer into dist/lean/ (docs/lean-build.md); then the
// stylesheet, the demo server and the public contract, and prints every entry and chunk with raw and gzip bytes;
// then the block editor's script and the WordPress plugin's zip with both builds inside (release/shop-elements.zip).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { relative, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packagePlugin } from './wordpress/build/package-plugin.mjs';
import { buildEditorBlocks } from './wordpress/build/editor-blocks.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const quiet = process.argv.includes('--quiet');
/** Build outputs no theme copies (the demo server, the esbuild metafile, the bundled build steps); dist/ holds the rest. */
const cache = 'node_modules/.cache/shop-elements/';

/**
 * The lean build serves React's API from Preact's compat layer; `react-dom/client` and `scheduler` go to the
 * small stand-ins in core/lean/ (effects timed as React times them; no time slices to size).
 */
export const LEAN_ALIASES = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': './core/lean/client.ts',
  scheduler: './core/lean/scheduler.ts',
};

/**
 * glider and glightbox ship as UMD files, which esbuild bundles as CommonJS: its helpers for that went into a
 * chunk of their own that every entry and chunk imports, one request more on every page (0.4 KB gzip). Read as
 * ES modules instead (their UMD wrapper takes the CommonJS branch with a local `module`), they need no helper,
 * and no page fetches that chunk.
 */
const UMD_AS_ESM = /[\\/]node_modules[\\/](glider-js[\\/]glider\.js|glightbox[\\/]dist[\\/]js[\\/]glightbox\.min\.js)$/;
const umdAsEsm = {
  name: 'umd-as-esm',
  setup(plugin) {
    plugin.onLoad({ filter: UMD_AS_ESM }, ({ path }) => ({
      contents: `var module = { exports: {} }, exports = module.exports;\n${readFileSync(path, 'utf8')}\nexport default module.exports;\n`,
      loader: 'js',
    }));
  },
};

/** React's packages as the library imports them, and the production CommonJS file each one serves. */
const REACT_PRODUCTION_FILES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};

/**
 * React ships as CommonJS only, and a CommonJS module in a code-split build brings esbuild's interop helpers, which
 * it writes to a chunk of their own that every entry and chunk imports: one request more on every page of the React
 * build (0.4 KB gzip). Each production file is read as an ES module instead, as glider's is: it runs in a function
 * scope of its own, its `exports.name =` assignments become named exports and its `require()` of another React
 * package an import of that package's exports object. The same files and code, evaluated once in the same order.
 */
const reactAsEsm = {
  name: 'react-as-esm',
  setup(plugin) {
    const filter = new RegExp(`^(${Object.keys(REACT_PRODUCTION_FILES).join('|')})$`);
    const productionFiles = new Set(Object.values(REACT_PRODUCTION_FILES).map((file) => `${root}node_modules/${file}`));
    // The file's own path, so the metafile and the source maps name React's files as they are.
    plugin.onResolve({ filter }, ({ path }) => ({ path: `${root}node_modules/${REACT_PRODUCTION_FILES[path]}` }));
    plugin.onLoad({ filter: /[\\/]cjs[\\/][\w-]+\.production\.js$/ }, ({ path }) => {
      if (!productionFiles.has(path)) return undefined;
      const source = readFileSync(path, 'utf8');
      const imports = [];
      const code = source.replace(/require\("([^"]+)"\)/g, (_, dependency) => {
        if (!(dependency in REACT_PRODUCTION_FILES)) throw new Error(`${path} requires ${dependency}, not a React package`);
        imports.push(`import dependency${imports.length} from ${JSON.stringify(dependency)};`);
        return `dependency${imports.length - 1}`;
      });
      const names = [...new Set(Array.from(source.matchAll(/\bexports\.([\w$]+) =/g), ([, name]) => name))];
      return {
        contents: [
          ...imports,
          'var exports = {};',
          `(function (exports) {\n${code}\n})(exports);`,
          `export const { ${names.join(', ')} } = exports;`,
          'export default exports;',
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/** Both builds: the same entries, tags, events and CSS; only the renderer differs. */
export const BUILDS = [
  { name: 'react', outdir: 'dist', alias: {}, plugins: [reactAsEsm], metafile: `${cache}metafile.json` },
  { name: 'lean', outdir: 'dist/lean', alias: LEAN_ALIASES, plugins: [], metafile: `${cache}metafile-lean.json` },
];

export async function build() {
  rmSync(`${root}dist`, { recursive: true, force: true });
  const metafiles = {};
  for (const variant of BUILDS) metafiles[variant.name] = await buildLibrary(variant);
  if (existsSync(`${root}demo/server/main.ts`)) {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['demo/server/main.ts'],
      outfile: `${cache}demo/server.js`,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
    });
  }
  await writeContract();
  await buildEditorBlocks(root);
  return metafiles;
}

/** One build of the library, its stylesheet and its preload manifest into `outdir`. */
async function buildLibrary({ outdir, alias, plugins, metafile }) {
  const library = await esbuild.build({
    absWorkingDir: root,
    alias,
    // The password strength worker is an entry of its own: a worker is started from a URL, which an import cannot give.
    entryPoints: {
      'shop-elements': 'elements/index.ts',
      'chunks/password-strength-worker': 'elements/password-strength/strength-worker.ts',
    },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    metafile: true,
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'linked',
    plugins: [umdAsEsm, ...plugins],
    // Production mode for the libraries' own checks: React reads NODE_ENV; jotai reads
    // `(import.meta.env ? import.meta.env.MODE : undefined)`, as Vite sets it. Left undefined, jotai's development
    // checks and warnings shipped in every page (0.4 KB gzip). Nothing of ours reads `import.meta.env`.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': 'true', 'import.meta.env.MODE': '"production"' },
    logLevel: 'warning',
  });
  await buildAutoEntry(outdir, alias, library.metafile);
  mkdirSync(`${root}${cache}`, { recursive: true });
  writeFileSync(`${root}${metafile}`, JSON.stringify(library.metafile));
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'shop-elements': 'styles/index.css' },
    outdir,
    bundle: true,
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  writeFileSync(`${root}${outdir}/manifest.json`, JSON.stringify(await preloadManifest(library.metafile, outdir), null, 2));
  return library.metafile;
}

/**
 * A build file's version for its URL (`?ver=`), from its bytes: the entries' names never change, so a browser
 * that cached an old entry would import chunks the new build no longer has. Chunk names carry their hash already.
 */
function contentVersion(file) {
  return createHash('sha256')
    .update(readFileSync(`${root}${file}`))
    .digest('hex')
    .slice(0, 12);
}

/**
 * The auto entry (`auto.js`, docs/loading.md#auto-mode-no-template-change): auto mode, then the library's entry, in
 * one file. The entry is bundled in as it is, its group chunks (and preludes) imported from the chunks this build
 * wrote: a page in auto mode fetches one file where it fetched two, and a release's `auto.js` only ever names
 * chunks of its own release (their names carry their hash). The entry shares no module with the chunks (they
 * would be two copies): the build fails if its output imports a chunk with code of ours.
 */
async function buildAutoEntry(outdir, alias, metafile) {
  const entryOutput = metafile.outputs[`${outdir}/shop-elements.js`];
  for (const { path, kind } of entryOutput.imports)
    if (kind === 'import-statement' && Object.keys(metafile.outputs[path].inputs).length > 0)
      throw new Error(`auto.js would copy code that the entry shares with ${path}: keep the entry's modules out of the chunks`);
  const chunkOf = new Map(
    Object.entries(metafile.outputs).flatMap(([file, output]) =>
      output.entryPoint ? [[output.entryPoint, `./${file.slice(outdir.length + 1)}`]] : [],
    ),
  );
  await esbuild.build({
    absWorkingDir: root,
    alias,
    entryPoints: { auto: 'elements/auto.ts' },
    outdir,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'built-chunks',
        setup(plugin) {
          plugin.onResolve({ filter: /.*/ }, ({ path, importer, kind, resolveDir }) => {
            if (kind !== 'dynamic-import' || importer.endsWith('elements/auto.ts')) return undefined;
            const source = relative(root, resolvePath(resolveDir, path)).split(sep).join('/');
            const chunk = chunkOf.get(source);
            if (!chunk) throw new Error(`auto.js: ${importer} imports ${path}, which the library's build wrote no chunk for`);
            return { path: chunk, external: true };
          });
        },
      },
    ],
  });
}

/**
 * Reads every element definition (core/build/) and writes the custom elements manifest, the TypeScript
 * declarations and the VS Code data into dist/, and the README tables in place.
 */
async function writeContract() {
  const bundle = `${root}${cache}generate-contract.mjs`;
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['core/build/generate-contract.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const { writeContract: generate } = await import(`${pathToFileURL(bundle).href}?${Date.now()}`);
  const { rewritten, errors } = generate(root, `${root}dist`);
  for (const file of rewritten) console.log(`contract: rewrote the tables of ${file}`);
  for (const error of errors) console.warn(`contract: ${error}`);
}

/**
 * For each tag, the files its implementation needs: first its group's chunk, then every chunk that imports
 * statically; and each tag's default loading strategy. A theme or server that knows a page's eager tags (by
 * default or by `loading="eager"`) can print `<link rel="modulepreload">` for their files and the group chunk as a
 * module script, so the browser fetches them while parsing and defines the elements before DOMContentLoaded
 * instead of after the entry has run. The other tags are left to their strategy: preloading them would spend
 * the bandwidth the strategy saves. `versions`: each unhashed file's content version, for its URL's `?ver=`.
 */
async function preloadManifest(metafile, outdir) {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['elements/element-groups.ts'],
    bundle: true,
    format: 'esm',
    write: false,
  });
  const { ELEMENT_GROUPS, LOADING_STRATEGIES } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  const withImports = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) if (imported.kind === 'import-statement') withImports(imported.path, seen);
    return seen;
  };
  const relative = (file) => file.slice(outdir.length + 1);
  const tags = {};
  for (const [group, groupTags] of Object.entries(ELEMENT_GROUPS)) {
    const chunk = Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === `elements/${group}.group.ts`);
    const files = [...withImports(chunk)].map(relative);
    for (const tag of groupTags) tags[tag] = files;
  }
  const versions = Object.fromEntries(
    ['shop-elements.js', 'auto.js', 'shop-elements.css'].map((file) => [file, contentVersion(`${outdir}/${file}`)]),
  );
  return { entry: 'shop-elements.js', stylesheet: 'shop-elements.css', tags, strategies: LOADING_STRATEGIES, versions };
}

/** Raw and gzip bytes of every JavaScript and CSS output of one build of the library. */
export function outputSizes(metafile, outdir = 'dist') {
  return Object.keys(metafile.outputs)
    .filter((file) => file.endsWith('.js'))
    .concat(`${outdir}/shop-elements.css`)
    .map((file) => {
      const bytes = readFileSync(`${root}${file}`);
      const entryPoint = metafile.outputs[file]?.entryPoint;
      const kind = file.endsWith('.css') || entryPoint === 'elements/index.ts' ? 'entry' : entryPoint ? 'lazy' : 'shared';
      return { file, kind, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
}

export function printSizeTable(rows) {
  const width = Math.max(...rows.map((row) => row.file.length));
  console.log(`${'file'.padEnd(width)}  kind   ${'raw B'.padStart(9)}  ${'gzip B'.padStart(9)}`);
  for (const row of rows) {
    console.log(`${row.file.padEnd(width)}  ${row.kind.padEnd(5)}  ${String(row.raw).padStart(9)}  ${String(row.gzip).padStart(9)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const metafiles = await build();
  if (!quiet) for (const { name, outdir } of BUILDS) printSizeTable(outputSizes(metafiles[name], outdir));
  const pluginZip = packagePlugin(root);
  if (!quiet) console.log(`WordPress plugin: ${pluginZip}`);
}
