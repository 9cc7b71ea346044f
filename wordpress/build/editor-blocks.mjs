// Builds the block editor script (wordpress/blocks/) into the plugin: the blocks are generated in the editor
// from the custom elements manifest, inlined here with only the elements page editors place (`editorBlock`).
// Compiled for WordPress's own React (`wp.element`), which the editor has loaded: nothing of React is bundled.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the script is built, and its path inside the plugin. */
export const EDITOR_SCRIPT = { built: 'node_modules/.cache/shop-elements/editor/blocks.js', inPlugin: 'editor/blocks.js' };

export async function buildEditorBlocks(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));
  const editorOnly = {
    modules: manifest.modules
      .map((module) => ({ declarations: module.declarations.filter((declaration) => declaration.editorBlock) }))
      .filter((module) => module.declarations.length),
  };
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['wordpress/blocks/index.ts'],
    outfile: EDITOR_SCRIPT.built,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    // The repository's tsconfig.json asks for React's automatic runtime, whose elements WordPress's React
    // (18 in WordPress 7.0) does not take: this script's JSX calls `wp.element.createElement`.
    tsconfigRaw: {},
    jsx: 'transform',
    jsxFactory: 'wp.element.createElement',
    jsxFragment: 'wp.element.Fragment',
    define: { SHOP_ELEMENTS_MANIFEST: JSON.stringify(editorOnly) },
    logLevel: 'warning',
  });
}
