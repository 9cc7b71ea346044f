// The WordPress plugin's zip that `npm run build` writes: an installable `shop-elements/` folder with the plugin
// and both builds, every byte as built, and nothing of the tests or the packaging.
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, inflateRawSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const zipFile = `${root}release/shop-elements.zip`;

/** Each entry's name and bytes, read through the central directory as an unzip program does. */
function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(at), 'central directory signature').toBe(0x02014b50);
    const [method, crc, compressed, size] = [
      archive.readUInt16LE(at + 10),
      archive.readUInt32LE(at + 16),
      archive.readUInt32LE(at + 20),
      archive.readUInt32LE(at + 24),
    ];
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const local = archive.readUInt32LE(at + 42);
    expect(archive.readUInt32LE(local), `${name}: local header`).toBe(0x04034b50);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const body = archive.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(data.length, `${name}: size`).toBe(size);
    expect(crc32(data), `${name}: CRC`).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength;
  }
  return entries;
}

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
  expect(names.filter((name) => /\/tests\/|\/build\/|phpunit|\.map$|\/\./.test(name))).toEqual([]);
});
