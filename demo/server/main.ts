// Entry point of node_modules/.cache/shop-elements/demo/server.js (built by build.mjs outside dist/, which holds
// only what a theme copies). Run directly, it starts the demo shop on PORT (default 8080) with faults
// from `--faults=<spec>` or SHOP_FAULTS; imported (by tests), it only exports createDemoServer.
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoServer } from './app.ts';

export { createDemoServer };

const thisFile = fileURLToPath(import.meta.url);
// The bundle lives in <root>/node_modules/.cache/shop-elements/demo/, so the project root is four levels up.
export const PROJECT_ROOT = resolve(dirname(thisFile), '..', '..', '..', '..');

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && realpathSync(resolve(entry)) === realpathSync(thisFile);
}

if (isEntryPoint()) {
  const { values: flags } = parseArgs({ options: { faults: { type: 'string' }, port: { type: 'string' }, build: { type: 'string' } } });
  const build = flags.build ?? process.env['SHOP_BUILD'];
  const server = await createDemoServer({
    port: Number(flags.port ?? process.env['PORT'] ?? 8080),
    faults: flags.faults ?? process.env['SHOP_FAULTS'],
    distDir: join(PROJECT_ROOT, 'dist'),
    build: build === 'lean' ? 'lean' : 'react',
    stylesDir: join(PROJECT_ROOT, 'styles'),
    rootDir: PROJECT_ROOT,
  });
  console.log(`Demo shop running at http://localhost:${new URL(server.url).port}/`);
}
