// Entry point of dist/demo/server.js: starts the demo shop on PORT (default 8080) with SHOP_FAULTS.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoServer } from './app.ts';

// The bundle lives in <root>/dist/demo/, so the project root is two levels up.
const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env['PORT'] ?? 8080);

const server = await createDemoServer({
  port,
  faults: process.env['SHOP_FAULTS'],
  distDir: join(rootDir, 'dist'),
  stylesDir: join(rootDir, 'styles'),
  rootDir,
});
console.log(`Demo shop running at http://localhost:${new URL(server.url).port}/`);
