import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

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

/** Starts the built demo shop (`node_modules/.cache/shop-elements/demo/server.js`) on a free port, loading `build`. */
async function startDemo(build: 'react' | 'lean'): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/.cache/shop-elements/demo/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHOP_FAULTS: '', SHOP_BUILD: build },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForReady(child);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** One demo shop per build: journeys read DEMO_URL, and the lean project's DEMO_URL_LEAN (see fixtures.ts). */
export default async function startDemoServers(): Promise<() => void> {
  const [react, lean] = await Promise.all([startDemo('react'), startDemo('lean')]);
  process.env.DEMO_URL = react.url;
  process.env.DEMO_URL_LEAN = lean.url;
  return () => {
    react.stop();
    lean.stop();
  };
}
