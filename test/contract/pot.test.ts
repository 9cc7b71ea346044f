// The plugin's translation template (`languages/shop-elements.pot` in the zip): the build's extractor
// (wordpress/build/pot.mjs) on PHP it must read right, and the shipped template against every gettext call of the
// shipped PHP as PHP's own tokenizer finds them (test/contract/gettext-calls.php).
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractStrings, gettextCalls, pluginPot, potFile } from '../../wordpress/build/pot.mjs';
import { POT_FILE } from '../../wordpress/build/package-plugin.mjs';
import { readZip } from '../support/read-zip.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const zipFile = `${root}release/shop-elements.zip`;
const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

type Entry = { context?: string; msgid: string; plural?: string; comments: string[]; references: string[]; flags: string[] };

/** A .pot file's entries (the header left out), read as gettext's tools read them. */
function parsePot(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const block of text.trim().split(/\n\n+/)) {
    const entry: Entry = { msgid: '', comments: [], references: [], flags: [] };
    let field = '';
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith('#. ')) entry.comments.push(line.slice(3));
      else if (line.startsWith('#: ')) entry.references.push(line.slice(3));
      else if (line.startsWith('#, ')) entry.flags.push(...line.slice(3).split(', '));
      else if (line.startsWith('#')) continue;
      else {
        const match = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?) (".*")$/.exec(line);
        if (match) [, field] = match;
        fields[field] = (fields[field] ?? '') + JSON.parse(match?.[2] ?? line);
      }
    }
    if (!fields.msgid) continue; // the header
    entry.msgid = fields.msgid;
    if ('msgctxt' in fields) entry.context = fields.msgctxt;
    if ('msgid_plural' in fields) entry.plural = fields.msgid_plural;
    entries.push(entry);
  }
  return entries;
}

const potOf = (source: string) => {
  const { entries, problems } = extractStrings([{ name: 'plugin.php', source }], 'none');
  return { problems, entries: parsePot(potFile(entries, { name: 'Test', version: '1.0' })) };
};

test.describe('the extractor', () => {
  test('reads PHP string literals as PHP does', () => {
    const { entries, problems } = potOf(String.raw`<?php
      __( 'It\'s a \\ backslash, \n stays', 'shop-elements' );
      esc_html__( "Tab\tand \"quotes\", \x41\101\u{1F600} and \$dollar", 'shop-elements' );
      esc_attr__( 'Joined ' . "with" . ' dots', "shop-elements" );
      _e( 'Line one
line two', 'shop-elements' );`);
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.msgid)).toEqual([
      "It's a \\ backslash, \\n stays",
      'Tab\tand "quotes", AA\u{1F600} and $dollar',
      'Joined with dots',
      'Line one\nline two',
    ]);
    expect(entries.map((entry) => entry.references)).toEqual([['plugin.php:2'], ['plugin.php:3'], ['plugin.php:4'], ['plugin.php:5']]);
  });

  test('reads contexts and plurals, and merges a string used twice', () => {
    const { entries } = potOf(`<?php
      _x( 'Post', 'verb', 'shop-elements' );
      _x( 'Post', 'noun', 'shop-elements' );
      printf( _n( '%d item', '%d items', $count, 'shop-elements' ), $count );
      _nx_noop( 'One', 'Many', 'things', 'shop-elements' );
      esc_html_x( 'Post', 'verb', 'shop-elements' );`);
    expect(entries).toEqual([
      { context: 'verb', msgid: 'Post', comments: [], references: ['plugin.php:2', 'plugin.php:6'], flags: [] },
      { context: 'noun', msgid: 'Post', comments: [], references: ['plugin.php:3'], flags: [] },
      { msgid: '%d item', plural: '%d items', comments: [], references: ['plugin.php:4'], flags: ['php-format'] },
      { context: 'things', msgid: 'One', plural: 'Many', comments: [], references: ['plugin.php:5'], flags: [] },
    ]);
  });

  test('takes the translators comment before a call, in the same statement only', () => {
    const { entries } = potOf(`<?php
      printf(
        /* translators: %s: a name. */
        __( 'Hello %s', 'shop-elements' ),
        __( 'Second', 'shop-elements' )
      );
      // translators: not for the next statement.
      $x = 1;
      __( 'Third', 'shop-elements' );
      /**
       * Translators: a comment
       * over two lines.
       */
      esc_html_e( 'Fourth', 'shop-elements' );`);
    expect(entries.map(({ msgid, comments }) => [msgid, comments])).toEqual([
      ['Hello %s', ['translators: %s: a name.']],
      ['Second', []],
      ['Third', []],
      ['Fourth', ['Translators: a comment over two lines.']],
    ]);
  });

  test('finds WordPress’s functions only, in PHP code only', () => {
    const calls = gettextCalls(`<p>__( 'HTML', 'shop-elements' )</p>
      <?php
      // __( 'line comment', 'shop-elements' );
      # __( 'hash comment', 'shop-elements' );
      /* __( 'block comment', 'shop-elements' ) */
      $object->__( 'method', 'shop-elements' );
      $object?->__( 'nullsafe method', 'shop-elements' );
      Some_Class::_e( 'static method', 'shop-elements' );
      function _x( $text, $context, $domain ) {}
      add_action( 'init', '__return_false' );
      my__( 'prefixed', 'shop-elements' );
      $text = 'a string __( "inside", "shop-elements" )';
      $doc = <<<EOT
        __( 'heredoc', 'shop-elements' )
        EOT;
      ?>
      <?php echo \\__( 'fully qualified', 'shop-elements' ); ?>
      <p>_e( 'HTML again', 'shop-elements' )</p>
      <?= esc_html__( 'short echo', 'shop-elements' ) ?>`);
    expect(calls.map((call) => [call.name, call.args[0], call.line])).toEqual([
      ['__', 'fully qualified', 17],
      ['esc_html__', 'short echo', 19],
    ]);
  });

  test('names every call it cannot put in the template', () => {
    const { problems, entries } = potOf(`<?php
      __( $variable, 'shop-elements' );
      __( "Hello $name", 'shop-elements' );
      __( 'No domain' );
      __( 'Another domain', 'woocommerce' );
      __( 'Domain in a constant', DOMAIN );
      _x( 'Text', $context, 'shop-elements' );
      __( sprintf( 'Built %s', $x ), 'shop-elements' );
      _n( 'One', 'Two', 2, 'shop-elements' );
      _n( 'One', 'Others', 2, 'shop-elements' );`);
    expect(problems).toEqual([
      'plugin.php:2: __() with a msgid that is not a string literal',
      'plugin.php:3: __() with a msgid that is not a string literal',
      'plugin.php:4: __() without a text domain',
      "plugin.php:5: __() with the text domain 'woocommerce'",
      'plugin.php:6: __() with a text domain that is not a literal',
      'plugin.php:7: _x() with a context that is not a string literal',
      'plugin.php:8: __() with a msgid that is not a string literal',
      'plugin.php:10: "One" has another plural than at plugin.php:9',
    ]);
    expect(entries.map((entry) => entry.msgid)).toEqual(['One']);
  });

  test('takes the plugin header’s name and description', () => {
    const { entries } = extractStrings(
      [{ name: 'main.php', source: '<?php\n/**\n * Plugin Name: Demo\n * Description:   Does things.\n * Version: 1.0\n */\n' }],
      'main.php',
    );
    expect(entries).toEqual([
      { msgid: 'Demo', references: ['main.php'], comments: ['Plugin Name of the plugin'] },
      { msgid: 'Does things.', references: ['main.php'], comments: ['Description of the plugin'] },
    ]);
  });

  test('writes PO strings gettext reads back', () => {
    const text = potFile([{ msgid: 'Say "hi"\\there\nand\tgo', references: ['a.php:1'], comments: [] }], { name: 'Test', version: '1.0' });
    expect(text).toContain('msgid ""\n"Say \\"hi\\"\\\\there\\n"\n"and\\tgo"\nmsgstr ""');
    expect(parsePot(text)[0].msgid).toBe('Say "hi"\\there\nand\tgo');
    test.skip(!hasCommand('msgfmt'), "msgfmt (Debian's gettext) not installed: the PO syntax check is skipped");
    const folder = mkdtempSync(join(tmpdir(), 'shop-elements-pot-'));
    writeFileSync(join(folder, 'test.pot'), text);
    const check = spawnSync('msgfmt', ['--check', '-o', '/dev/null', join(folder, 'test.pot')], { encoding: 'utf8' });
    rmSync(folder, { recursive: true });
    expect(check.status, check.stderr).toBe(0);
  });
});

test.describe('the plugin’s template', () => {
  test('the zip ships the template of its PHP files, up to date', () => {
    expect(existsSync(zipFile), 'run `node build.mjs` first').toBe(true);
    const entries = readZip(readFileSync(zipFile));
    const php = [...entries.keys()].filter((name) => name.endsWith('.php')).map((name) => name.replace(/^shop-elements\//, ''));
    const pot = entries.get(`shop-elements/${POT_FILE}`)?.toString('utf8');
    expect(pot, POT_FILE).toBeDefined();
    expect(pot).toBe(pluginPot(`${root}wordpress`, php));
    expect(pot).toContain('"X-Domain: shop-elements\\n"');
    const header = readFileSync(`${root}wordpress/shop-elements.php`, 'utf8');
    expect(header).toMatch(/^ \* Domain Path: +\/languages$/m);
    expect(pot).toContain(`"Project-Id-Version: Shop Elements ${/^ \* Version: +(\S+)$/m.exec(header)?.[1]}\\n"`);
  });

  test('every translatable string of the shipped PHP is in the template, and nothing else', () => {
    test.skip(!hasCommand('php'), 'PHP not installed (apt-get install php-cli): its tokenizer reads the plugin’s calls');
    const entries = readZip(readFileSync(zipFile));
    const folder = mkdtempSync(join(tmpdir(), 'shop-elements-zip-'));
    const files: string[] = [];
    for (const [name, data] of entries) {
      if (!name.endsWith('.php')) continue;
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), data);
      files.push(name);
    }
    const run = spawnSync('php', [`${root}test/contract/gettext-calls.php`, ...files], { cwd: folder, encoding: 'utf8' });
    rmSync(folder, { recursive: true });
    expect(run.status, run.stderr).toBe(0);
    const calls: {
      file: string;
      line: number;
      function: string;
      msgid: string | null;
      plural?: string | null;
      context?: string | null;
      domain: string | null;
    }[] = JSON.parse(run.stdout);
    expect(calls.length, 'the plugin’s gettext calls').toBeGreaterThan(50);
    const where = (call: (typeof calls)[number]) => `${call.file}:${call.line} ${call.function}()`;
    expect(calls.filter((call) => call.domain !== 'shop-elements').map(where), 'calls without the shop-elements domain').toEqual([]);
    expect(
      calls.filter((call) => call.msgid === null || call.plural === null || call.context === null).map(where),
      'calls whose strings are not literals',
    ).toEqual([]);

    const key = (entry: { context?: string | null; msgid: string | null; plural?: string | null }) =>
      JSON.stringify([entry.context ?? null, entry.msgid, entry.plural ?? null]);
    const pot = parsePot(entries.get(`shop-elements/${POT_FILE}`)!.toString('utf8'));
    const inPot = new Map(pot.map((entry) => [key(entry), entry]));
    for (const call of calls) {
      const entry = inPot.get(key(call));
      expect(entry, `${where(call)}: "${call.msgid}" in the template`).toBeDefined();
      expect(entry!.references, `${where(call)}: its reference`).toContain(`${call.file.replace(/^shop-elements\//, '')}:${call.line}`);
    }
    const fromCalls = new Set(calls.map(key));
    const header = ['Plugin Name of the plugin', 'Description of the plugin'];
    expect(
      pot
        .filter((entry) => !fromCalls.has(key(entry)) && !entry.comments.some((comment) => header.includes(comment)))
        .map((entry) => entry.msgid),
    ).toEqual([]);
    // Strings with placeholders are flagged, and each has its translators comment.
    for (const entry of pot.filter((candidate) => /%(\d+\$)?s/.test(candidate.msgid))) {
      expect(entry.flags, entry.msgid).toContain('php-format');
      expect(
        entry.comments.some((comment) => /^translators:/i.test(comment)),
        `${entry.msgid}: a translators comment`,
      ).toBe(true);
    }
  });
});
