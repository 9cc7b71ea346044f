import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The demo server did not start within 20 s.')), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The demo server exited with code ${code}.`)));
  });
}

/** Starts the built demo shop (`node_modules/.cache/shop-elements/demo/server.js`) on a free port; journeys read DEMO_URL. */
export default async function startDemoServer(): Promise<() => void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/.cache/shop-elements/demo/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHOP_FAULTS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForReady(child);
  process.env.DEMO_URL = `http://127.0.0.1:${port}`;
  return () => child.kill();
}
