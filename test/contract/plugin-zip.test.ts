// The WordPress plugin's zip that `npm run build` writes: an installable `shop-elements/` folder with the plugin
// and both builds, every byte as built, and nothing of the tests or the packaging.
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readZip } from '../support/read-zip.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const zipFile = `${root}release/shop-elements.zip`;

test('the plugin zip holds the plugin and both builds, as built', () => {
  expect(existsSync(zipFile), 'run `node build.mjs` first').toBe(true);
  const entries = readZip(readFileSync(zipFile));
  const names = [...entries.keys()];
  expect(names.every((name) => name.startsWith('shop-elements/'))).toBe(true);
  for (const file of ['shop-elements.php', 'uninstall.php', 'includes/legacy-scripts.php', 'includes/admin/settings-page.php']) {
    expect(entries.get(`shop-elements/${file}`), file).toEqual(readFileSync(`${root}wordpress/${file}`));
  }
  for (const folder of ['dist/', 'dist/lean/']) {
    const manifest = JSON.parse(readFileSync(`${root}${folder}manifest.json`, 'utf8'));
    const files = [manifest.entry, manifest.stylesheet, 'auto.js', 'manifest.json', ...Object.values<string[]>(manifest.tags).flat()];
    for (const file of new Set(files))
      expect(entries.get(`shop-elements/${folder}${file}`), `${folder}${file}`).toEqual(readFileSync(`${root}${folder}${file}`));
  }
  expect(names.filter((name) => /\/tests\/|\/build\/|phpunit|phpcs|\.map$|\/\./.test(name))).toEqual([]);
});
