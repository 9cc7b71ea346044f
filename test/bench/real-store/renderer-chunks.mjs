// Which of each build's files hold its renderer (React, or Preact for the lean build), read from the build's
// esbuild metafiles (`node build.mjs`): a page that fetched one of them runs the library's own renderer.
import { readFileSync } from 'node:fs';
import { BUILDS } from '../../../build.mjs';

const RENDERERS = /node_modules\/(react-dom|preact)\//;

/** Per build name, the paths (as under the plugin's folder, `dist/chunks/…`) of the files with its renderer. */
export function rendererChunks(root) {
  return Object.fromEntries(
    BUILDS.map(({ name, metafile }) => {
      const { outputs } = JSON.parse(readFileSync(`${root}${metafile}`, 'utf8'));
      const files = Object.entries(outputs).filter(
        ([file, { inputs }]) => file.endsWith('.js') && Object.keys(inputs).some((input) => RENDERERS.test(input)),
      );
      return [name, new Set(files.map(([file]) => file))];
    }),
  );
}
