import { createServer } from 'node:net';

/**
 * A port the system has free now (it hands out a different one to each caller), for a server a test run starts:
 * two runs at once (the two builds of `npm test`, or another checkout's) never pick the same one.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
