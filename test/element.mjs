// `npm run test:element -- <name> [--build react|lean] [--no-journeys]`: one element's component tests (the files
// that import `elements/<name>/`) and the journeys that use its tag, on one build. The journeys need the build, so
// it runs first (a few seconds). Exits 1 when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { build: { type: 'string', default: 'react' }, 'no-journeys': { type: 'boolean', default: false } },
});
const [name] = positionals;
if (!name || !existsSync(`${root}elements/${name}`) || !['react', 'lean'].includes(values.build)) {
  console.error('Usage: npm run test:element -- <element folder, e.g. accordion> [--build react|lean] [--no-journeys]');
  process.exit(2);
}

const filesIn = (folder, pattern) =>
  readdirSync(`${root}${folder}`)
    .filter((file) => pattern.test(file))
    .map((file) => `${folder}/${file}`);
const mentions = (file, text) => readFileSync(`${root}${file}`, 'utf8').includes(text);
/** The tag, not a longer tag that starts with it (`shop-cart` is not `shop-cart-page`). */
const usesTag = (file) => new RegExp(`shop-${name}(?![\\w-])`).test(readFileSync(`${root}${file}`, 'utf8'));

const componentTests = filesIn('test/components', /\.test\.tsx?$/).filter((file) => mentions(file, `elements/${name}/`));
const journeys = values['no-journeys'] ? [] : filesIn('test/journeys', /\.journey\.ts$/).filter(usesTag);
console.log(`${name} on the ${values.build} build: ${componentTests.length} component test file(s), ${journeys.length} journey file(s)`);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
let ok = true;
if (componentTests.length) {
  ok = run(
    'npx',
    ['web-test-runner', '--config', 'test/web-test-runner.config.mjs', ...componentTests.flatMap((file) => ['--files', file])],
    {
      SHOP_BUILD: values.build,
    },
  );
}
if (journeys.length) {
  const project = values.build === 'lean' ? 'journeys-lean' : 'journeys';
  ok =
    run('node', ['build.mjs', '--quiet']) &&
    run('npx', ['playwright', 'test', '--config', 'test/playwright.config.ts', `--project=${project}`, ...journeys]) &&
    ok;
}
process.exit(ok ? 0 : 1);
