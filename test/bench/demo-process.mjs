// Starts the built demo shop on a free port for the benchmarks, loading one build of the library (react or lean).
import { spawn } from 'node:child_process';
import { freePort } from '../support/free-port.mjs';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function startDemo(build = 'react') {
  if (!existsSync(`${root}node_modules/.cache/shop-elements/demo/server.js`))
    throw new Error('No built demo server: run `node build.mjs` first.');
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/.cache/shop-elements/demo/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHOP_FAULTS: '', SHOP_BUILD: build },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('http://') && resolve());
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
