// Packages the WordPress plugin as an installable zip: the plugin's PHP files, the block editor's script and the
// library's built dist/ (both builds: what the browser fetches, the manifest and the bundled libraries'
// licences; no source maps or tool files) and the translation template of its strings inside one `shop-elements/` folder, as WordPress's "Upload plugin"
// expects. The zip goes to release/ (ignored by git), beside dist/ rather than in it: dist/ holds what a theme copies.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { zip } from './zip.mjs';
import { EDITOR_SCRIPT } from './editor-blocks.mjs';
import { pluginPot } from './pot.mjs';

/** The translation template, made from the shipped PHP files (wordpress/build/pot.mjs). */
export const POT_FILE = 'languages/shop-elements.pot';

/** What of wordpress/ is not the plugin: its tests and their configuration, this packaging and the editor script's source (built in). */
const NOT_SHIPPED = new Set(['build', 'tests', 'phpunit.xml.dist', 'phpcs.xml.dist', 'blocks']);

const shippedFromDist = (file) => /\.(js|css|LEGAL\.txt)$/.test(file) || basename(file) === 'manifest.json';
const shippedFromPlugin = (plugin) => (file) => {
  const path = relative(plugin, file);
  return !NOT_SHIPPED.has(path.split(sep)[0]) && !basename(path).startsWith('.');
};

function filesUnder(folder, keep = () => true) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => keep(file))
    .sort();
}

/** The plugin's files under `root`, as the zip holds them: `name` is their path inside the zip (`shop-elements/…`). */
export function pluginFiles(root) {
  const plugin = join(root, 'wordpress');
  const dist = join(root, 'dist');
  const shipped = filesUnder(plugin, shippedFromPlugin(plugin)).map((file) => relative(plugin, file).split(sep).join('/'));
  const pot = pluginPot(
    plugin,
    shipped.filter((file) => file.endsWith('.php')),
  );
  return [
    ...shipped.map((name) => ({ name, data: readFileSync(join(plugin, name)) })),
    { name: POT_FILE, data: Buffer.from(pot) },
    ...filesUnder(dist, shippedFromDist).map((file) => ({ name: join('dist', relative(dist, file)), data: readFileSync(file) })),
    { name: EDITOR_SCRIPT.inPlugin, data: readFileSync(join(root, EDITOR_SCRIPT.built)) },
  ].map(({ name, data }) => ({ name: `shop-elements/${name.split(sep).join('/')}`, data }));
}

/** Writes release/shop-elements.zip from wordpress/ and dist/ under `root`; returns its path. */
export function packagePlugin(root) {
  const out = join(root, 'release', 'shop-elements.zip');
  mkdirSync(join(root, 'release'), { recursive: true });
  writeFileSync(out, zip(pluginFiles(root)));
  return out;
}
