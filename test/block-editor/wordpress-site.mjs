// A WordPress of the tests' own for the block editor journey: Debian's WordPress (6.1; SHOP_ELEMENTS_WP_DIR for
// another) copied into a temporary folder with the plugin as its zip holds it (after the build) and the journey's
// theme, installed and served on a free port by wordpress-site.php. No WooCommerce: the content blocks need none.
// `node test/block-editor/wordpress-site.mjs [Playwright's arguments]` runs the journey against it.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { pluginFiles } from '../../wordpress/build/package-plugin.mjs';
import { WORDPRESS } from '../../wordpress/tests/run-php-tests.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

/**
 * The site folder: WordPress's files but its configuration (wordpress-site.php writes it) and its wp-content (here
 * the plugin and the theme). wp-includes, most of the size, is linked; wp-load.php and wp-admin are copied, as
 * WordPress takes its own folder (ABSPATH) from where they are.
 */
function prepareSite() {
  const site = mkdtempSync(join(tmpdir(), 'shop-elements-wordpress-'));
  const copied = readdirSync(WORDPRESS).filter((name) => !['wp-config.php', 'wp-content', 'wp-includes'].includes(name));
  execFileSync('cp', ['-a', ...copied.map((name) => join(WORDPRESS, name)), site]);
  symlinkSync(resolve(WORDPRESS, 'wp-includes'), join(site, 'wp-includes'));
  for (const { name, data } of pluginFiles(root)) {
    const file = join(site, 'wp-content/plugins', name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
  cpSync(join(here, 'theme'), join(site, 'wp-content/themes/shop-elements-journey'), { recursive: true });
  return site;
}

/**
 * Starts the site; `stop()` closes the server's standard input, on which it stops PHP's server and MariaDB, and
 * removes the folder.
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startWordPress() {
  const site = prepareSite();
  const port = await freePort();
  const server = spawn('php', [join(here, 'wordpress-site.php'), site, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  const ready = await new Promise((resolveReady) => {
    createInterface({ input: server.stdout }).on('line', (line) => (line === 'ready' ? resolveReady(true) : console.log(line)));
    exited.then(() => resolveReady(false));
  });
  const stop = async () => {
    server.stdin.end();
    await exited;
    rmSync(site, { recursive: true, force: true });
  };
  if (!ready) {
    await stop();
    throw new Error(`WordPress did not start (${WORDPRESS} served from a copy by test/block-editor/wordpress-site.php)`);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url, stop } = await startWordPress();
  const journey = spawn('npx', ['playwright', 'test', '--config', join(here, 'playwright.config.ts'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOP_WORDPRESS_URL: url },
  });
  const code = await new Promise((resolveCode) => journey.once('exit', resolveCode));
  await stop();
  process.exit(code ?? 1);
}
