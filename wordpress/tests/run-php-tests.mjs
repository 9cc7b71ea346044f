// The WordPress plugin's checks for `npm test`: `php -l` on every PHP file when PHP is installed, then PHPUnit
// against Debian's `wordpress` package on a MariaDB server of the tests' own when those are installed too
// (`.ci/run` installs them: apt-get install php-cli php-mysql phpunit wordpress mariadb-server).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const plugin = fileURLToPath(new URL('..', import.meta.url));
const junit = join(plugin, 'tests', '.phpunit-results.xml');
/** WordPress's folder: Debian's package, or SHOP_ELEMENTS_WP_DIR. */
export const WORDPRESS = process.env.SHOP_ELEMENTS_WP_DIR ?? '/usr/share/wordpress';

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name} || test -x /usr/sbin/${name}`], { stdio: 'ignore' }).status === 0;

const phpFiles = () =>
  readdirSync(plugin, { recursive: true })
    .filter((file) => file.endsWith('.php'))
    .map((file) => join(plugin, file));

/** How many PHPUnit tests the plugin has, read from its test files: what a machine without PHPUnit skips. */
const testCount = () =>
  readdirSync(join(plugin, 'tests'))
    .filter((file) => file.endsWith('Test.php'))
    .reduce((sum, file) => sum + (readFileSync(join(plugin, 'tests', file), 'utf8').match(/public function test\w*\(/g) ?? []).length, 0);

/**
 * The Debian packages a WordPress of the tests' own needs (Debian's WordPress on a private MariaDB server, as
 * PHPUnit and the block editor journey run it) that this machine lacks.
 * @returns {string[]}
 */
export function missingWordPressPackages() {
  if (!hasCommand('php')) return ['php-cli', 'php-mysql', 'wordpress', 'mariadb-server'];
  return [
    ['wordpress', existsSync(`${WORDPRESS}/wp-settings.php`)],
    ['mariadb-server', hasCommand('mariadbd')],
    ['php-mysql', spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0],
  ]
    .filter(([, present]) => !present)
    .map(([name]) => name);
}

/**
 * Runs what the machine can run. `lint`: whether every file parsed (undefined without PHP); `codeStandard`:
 * whether phpcs passed (undefined without it); `tests`: PHPUnit's counts, every test counted as skipped when
 * PHPUnit could not run (`missing` then names the Debian packages).
 * @returns {{ lint?: boolean, codeStandard?: boolean, tests: { passed: number, failed: number, skipped: number }, missing?: string[] }}
 */
export function runPhpTests() {
  const skippedAll = (missing) => {
    console.log(`\nPHP checks of the WordPress plugin skipped: install ${missing.join(', ')} (apt-get).`);
    return { tests: { passed: 0, failed: 0, skipped: testCount() }, missing };
  };
  if (!hasCommand('php')) return skippedAll(['php-cli', 'php-mysql', 'phpunit', 'wordpress', 'mariadb-server']);
  const lint = phpFiles().every((file) => spawnSync('php', ['-l', file], { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0);
  // PHP_CodeSniffer with the plugin's rule set (wordpress/phpcs.xml.dist); Debian's php-codesniffer.
  const codeStandard = hasCommand('phpcs')
    ? spawnSync('phpcs', ['-q', `--standard=${join(plugin, 'phpcs.xml.dist')}`, plugin], { cwd: plugin, stdio: 'inherit' }).status === 0
    : undefined;
  if (codeStandard === undefined)
    console.log('\nPHP code standard of the WordPress plugin skipped: no phpcs (apt-get install php-codesniffer).');
  const missing = [...(hasCommand('phpunit') ? [] : ['phpunit']), ...missingWordPressPackages()];
  if (missing.length) return { lint, codeStandard, ...skippedAll(missing) };
  console.log('\nPHPUnit tests of the WordPress plugin');
  rmSync(junit, { force: true });
  spawnSync('phpunit', ['-c', join(plugin, 'phpunit.xml.dist'), '--log-junit', junit, '--do-not-cache-result'], { stdio: 'inherit' });
  if (!existsSync(junit)) return { lint, codeStandard, tests: { passed: 0, failed: 1, skipped: 0 } };
  const suite = /<testsuite [^>]*>/.exec(readFileSync(junit, 'utf8'))?.[0] ?? '';
  rmSync(junit, { force: true });
  const [tests, failures, errors, skipped] = ['tests', 'failures', 'errors', 'skipped'].map((name) =>
    Number(new RegExp(` ${name}="(\\d+)"`).exec(suite)?.[1] ?? (name === 'skipped' ? 0 : NaN)),
  );
  if ([tests, failures, errors, skipped].some(Number.isNaN)) return { lint, codeStandard, tests: { passed: 0, failed: 1, skipped: 0 } };
  return { lint, codeStandard, tests: { passed: tests - failures - errors - skipped, failed: failures + errors, skipped } };
}
