// The plugin's translation template, `languages/shop-elements.pot`, made from its PHP files as WP-CLI's
// `wp i18n make-pot` makes one: every call of WordPress's gettext functions with the plugin's text domain, and
// the plugin header's name and description. WP-CLI (and its network download) is not needed: a small lexer of
// PHP's comments and string literals is enough to find the calls. The contract test test/contract/pot.test.ts
// checks the template against PHP's own tokenizer.
import { readFileSync } from 'node:fs';

export const TEXT_DOMAIN = 'shop-elements';

/**
 * WordPress's gettext functions and what each argument is: `msgid`, `plural`, `context`, `domain`, or null
 * (the number of `_n`, which the template does not hold).
 */
export const GETTEXT_FUNCTIONS = {
  __: ['msgid', 'domain'],
  _e: ['msgid', 'domain'],
  esc_html__: ['msgid', 'domain'],
  esc_html_e: ['msgid', 'domain'],
  esc_attr__: ['msgid', 'domain'],
  esc_attr_e: ['msgid', 'domain'],
  _x: ['msgid', 'context', 'domain'],
  _ex: ['msgid', 'context', 'domain'],
  esc_html_x: ['msgid', 'context', 'domain'],
  esc_attr_x: ['msgid', 'context', 'domain'],
  _n: ['msgid', 'plural', null, 'domain'],
  _nx: ['msgid', 'plural', null, 'context', 'domain'],
  _n_noop: ['msgid', 'plural', 'domain'],
  _nx_noop: ['msgid', 'plural', 'context', 'domain'],
};

/** The plugin header's fields WordPress translates with the plugin's text domain (as WP-CLI lists them). */
const HEADER_FIELDS = ['Plugin Name', 'Plugin URI', 'Description', 'Author', 'Author URI'];

/**
 * PHP's tokens as far as the template needs them: identifiers, string literals (`value` null when a
 * double-quoted string interpolates a variable), comments and single punctuation characters. HTML outside
 * `<?php … ?>`, heredocs and nowdocs are skipped.
 * @param {string} source
 * @returns {{ type: 'id' | 'string' | 'comment' | 'punct', value: string | null, line: number }[]}
 */
export function phpTokens(source) {
  const tokens = [];
  let at = 0;
  let line = 1;
  const advance = (to) => {
    for (let index = at; index < to; index++) if (source[index] === '\n') line++;
    at = to;
  };
  const skipHtml = () => {
    const open = source.indexOf('<?php', at);
    const short = source.indexOf('<?=', at);
    const next = [open, short].filter((index) => index >= 0).sort((a, b) => a - b)[0];
    advance(next === undefined ? source.length : next + (next === open ? 5 : 3));
  };
  skipHtml();
  while (at < source.length) {
    const char = source[at];
    const rest = source.slice(at, at + 3);
    const start = line;
    if (/\s/.test(char)) {
      advance(at + 1);
    } else if (rest.startsWith('?>')) {
      advance(at + 2);
      tokens.push({ type: 'punct', value: ';', line: start }); // `?>` ends a statement
      skipHtml();
    } else if (rest.startsWith('/*')) {
      const end = source.indexOf('*/', at + 2);
      const to = end < 0 ? source.length : end + 2;
      tokens.push({ type: 'comment', value: source.slice(at, to), line: start });
      advance(to);
    } else if (rest.startsWith('//') || (char === '#' && source[at + 1] !== '[')) {
      // A line comment ends at the line's end or at `?>`.
      const match = /\r?\n|\?>/.exec(source.slice(at));
      const to = match ? at + match.index : source.length;
      tokens.push({ type: 'comment', value: source.slice(at, to), line: start });
      advance(to);
    } else if (rest === '<<<') {
      // Heredoc or nowdoc: skipped to its closing identifier (indented closings as PHP 7.3 allows).
      const match = /^<<<[ \t]*(["']?)([A-Za-z_]\w*)\1\r?\n/.exec(source.slice(at));
      const label = match?.[2];
      const end = label ? new RegExp(`\\n[ \\t]*${label}\\b`).exec(source.slice(at + match[0].length - 1)) : null;
      const to = end ? at + match[0].length - 1 + end.index + end[0].length : source.length;
      tokens.push({ type: 'string', value: null, line: start });
      advance(to);
    } else if (char === "'" || char === '"') {
      let index = at + 1;
      while (index < source.length && source[index] !== char) index += source[index] === '\\' ? 2 : 1;
      const body = source.slice(at + 1, index);
      tokens.push({ type: 'string', value: char === "'" ? singleQuoted(body) : doubleQuoted(body), line: start });
      advance(Math.min(index + 1, source.length));
    } else if (/[A-Za-z_\x80-\uffff\\]/.test(char)) {
      const [name] = /^[\w\x80-\uffff\\]+/.exec(source.slice(at));
      tokens.push({ type: 'id', value: name, line: start });
      advance(at + name.length);
    } else if (char === '$') {
      const [name] = /^\$+[\w\x80-\uffff]*/.exec(source.slice(at));
      tokens.push({ type: 'punct', value: name, line: start });
      advance(at + name.length);
    } else {
      const operator = ['->', '?->', '::'].find((op) => source.startsWith(op, at)) ?? char;
      tokens.push({ type: 'punct', value: operator, line: start });
      advance(at + operator.length);
    }
  }
  return tokens;
}

/** A single-quoted literal's value: only `\'` and `\\` are escapes. */
const singleQuoted = (body) => body.replace(/\\(['\\])/g, '$1');

const ESCAPES = { n: '\n', t: '\t', r: '\r', v: '\v', e: '\x1b', f: '\f', 0: '\0', '\\': '\\', $: '$', '"': '"' };

/** A double-quoted literal's value, or null when it interpolates (a `$name` or `{$…}`): not a fixed string. */
function doubleQuoted(body) {
  if (/(^|[^\\])(\\\\)*(\$[A-Za-z_\x80-\uffff{]|\{\$)/.test(body)) return null;
  return body.replace(/\\(x[0-9A-Fa-f]{1,2}|u\{[0-9A-Fa-f]+\}|[0-7]{1,3}|.)/gs, (escape, code) =>
    code[0] === 'x' && code.length > 1
      ? String.fromCharCode(parseInt(code.slice(1), 16))
      : code.startsWith('u{')
        ? String.fromCodePoint(parseInt(code.slice(2, -1), 16))
        : /^[0-7]+$/.test(code)
          ? String.fromCharCode(parseInt(code, 8) & 0xff)
          : (ESCAPES[code] ?? escape),
  );
}

/**
 * The gettext calls of one PHP file. Each string argument is a literal (string literals joined with `.`) or
 * null (anything else); `comment` is the `translators:` comment written before the call in the same statement.
 * @param {string} source
 * @returns {{ name: string, line: number, args: (string | null)[], comment?: string }[]}
 */
export function gettextCalls(source) {
  const tokens = phpTokens(source);
  const calls = [];
  let comment;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.type === 'comment') {
      const text = commentText(token.value);
      if (/^translators:/i.test(text)) comment = text;
      continue;
    }
    if (token.type === 'punct' && (token.value === ';' || token.value === '{' || token.value === '}')) comment = undefined;
    const name = token.type === 'id' ? token.value.replace(/^\\/, '') : undefined;
    if (!name || !Object.hasOwn(GETTEXT_FUNCTIONS, name)) continue;
    const before = previousCode(tokens, index);
    if (before && ['->', '?->', '::'].includes(before.value)) continue; // a method, not WordPress's function
    if (before?.type === 'id' && /^(function|fn|const|new)$/i.test(before.value)) continue;
    const open = nextCode(tokens, index);
    if (open?.value !== '(') continue;
    calls.push({ name, line: token.line, args: callArguments(tokens, tokens.indexOf(open)), ...(comment ? { comment } : {}) });
    comment = undefined;
    // The loop goes on from the call's `(`: calls nested in its arguments are found too.
  }
  return calls;
}

const previousCode = (tokens, index) => tokens.slice(0, index).findLast((token) => token.type !== 'comment');
const nextCode = (tokens, index) => tokens.slice(index + 1).find((token) => token.type !== 'comment');

/** The comment's text without its delimiters and the leading `*` of each line, lines joined by spaces. */
function commentText(comment) {
  const body = comment.startsWith('/*') ? comment.slice(2, -2) : comment.replace(/^(\/\/|#)/, '');
  return body
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The arguments from the `(` at `open`: each a literal's value or null. */
function callArguments(tokens, open) {
  const args = [];
  let current = [];
  let depth = 0;
  for (let index = open + 1; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.type === 'comment') continue;
    if (token.type === 'punct' && '([{'.includes(token.value)) depth++;
    if (token.type === 'punct' && ')]}'.includes(token.value)) {
      if (depth === 0) break;
      depth--;
    }
    if (depth === 0 && token.value === ',' && token.type === 'punct') {
      args.push(literal(current));
      current = [];
    } else current.push(token);
  }
  if (current.length) args.push(literal(current));
  return args;
}

/** String literals joined by `.`, as one string; null for anything else. */
function literal(tokens) {
  if (tokens.length % 2 === 0) return null;
  let value = '';
  for (const [index, token] of tokens.entries()) {
    if (index % 2 === 1) {
      if (token.type !== 'punct' || token.value !== '.') return null;
    } else if (token.type !== 'string' || token.value === null) return null;
    else value += token.value;
  }
  return value;
}

/**
 * The template's entries from the plugin's PHP files, and what keeps a call out of it (a string that is not a
 * literal, another or no text domain). Entries are merged by context and text, in the order they first appear.
 * @param {{ name: string, source: string }[]} files  Paths relative to the plugin folder, with `/`.
 * @param {string} [mainFile]  The file with the plugin header.
 */
export function extractStrings(files, mainFile = 'shop-elements.php') {
  const entries = new Map();
  const problems = [];
  const add = (entry, reference, comment) => {
    const key = `${entry.context ?? ''}\u0004${entry.msgid}`;
    const known = entries.get(key);
    if (!known) {
      entries.set(key, { ...entry, references: [reference], comments: comment ? [comment] : [] });
      return;
    }
    if ((known.plural ?? null) !== (entry.plural ?? null))
      problems.push(`${reference}: "${entry.msgid}" has another plural than at ${known.references[0]}`);
    if (!known.references.includes(reference)) known.references.push(reference);
    if (comment && !known.comments.includes(comment)) known.comments.push(comment);
  };
  const main = files.find((file) => file.name === mainFile);
  if (main) {
    const header = /\/\*\*?([\s\S]*?)\*\//.exec(main.source)?.[1] ?? '';
    for (const field of HEADER_FIELDS) {
      const value = new RegExp(`^[\\s*#@]*${field}:[ \\t]*(.+)$`, 'mi').exec(header)?.[1].trim();
      if (value) add({ msgid: value }, mainFile, `${field} of the plugin`);
    }
  }
  for (const { name: file, source } of files) {
    for (const call of gettextCalls(source)) {
      const reference = `${file}:${call.line}`;
      const roles = GETTEXT_FUNCTIONS[call.name];
      const arg = (role) => {
        const position = roles.indexOf(role);
        return position < 0 ? undefined : call.args[position];
      };
      const domain = arg('domain');
      if (domain !== TEXT_DOMAIN) {
        problems.push(
          `${reference}: ${call.name}() ${domain === undefined ? 'without a text domain' : domain === null ? 'with a text domain that is not a literal' : `with the text domain '${domain}'`}`,
        );
        continue;
      }
      const strings = ['msgid', 'plural', 'context'].filter((role) => roles.includes(role));
      const missing = strings.filter((role) => typeof arg(role) !== 'string');
      if (missing.length) {
        problems.push(`${reference}: ${call.name}() with a ${missing.join(' and ')} that is not a string literal`);
        continue;
      }
      const entry = { msgid: arg('msgid') };
      if (roles.includes('plural')) entry.plural = arg('plural');
      if (roles.includes('context')) entry.context = arg('context');
      add(entry, reference, call.comment);
    }
  }
  return { entries: [...entries.values()], problems };
}

/** A `printf` placeholder (`%s`, `%1$s`, `%d`, `%.2f`, …): the entry gets the `php-format` flag, as WP-CLI's. */
const PRINTF = /%(\d+\$)?[-+ 0#']*\d*(\.\d+)?[bcdeEfFgGosuxX]/;

/** A PO string: `"…"`, split after each newline into lines as gettext's tools write them. */
function poString(text) {
  const escaped = (part) =>
    `"${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;
  const lines = text.split(/(?<=\n)/);
  return lines.length > 1 ? ['""', ...lines.map(escaped)].join('\n') : escaped(text);
}

/**
 * The .pot file's text. No creation date: the same sources give the same bytes (the zip is reproducible).
 * @param {ReturnType<typeof extractStrings>['entries']} entries
 * @param {{ name: string, version: string, license?: string }} plugin
 */
export function potFile(entries, { name, version, license = 'MIT' }) {
  const header = [
    `# Translation template of ${name} ${version}.`,
    `# This file is distributed under the ${license} license.`,
    "# Generated by the build (wordpress/build/pot.mjs) from the plugin's PHP files.",
    'msgid ""',
    'msgstr ""',
    ...[
      `Project-Id-Version: ${name} ${version}`,
      'Report-Msgid-Bugs-To: ',
      'PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE',
      'Last-Translator: FULL NAME <EMAIL@ADDRESS>',
      'Language-Team: LANGUAGE <LL@li.org>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      `X-Domain: ${TEXT_DOMAIN}`,
    ].map((line) => poString(`${line}\n`)),
  ].join('\n');
  const blocks = entries.map((entry) => {
    const lines = [
      ...entry.comments.map((comment) => `#. ${comment}`),
      ...entry.references.map((reference) => `#: ${reference}`),
      ...(PRINTF.test(entry.msgid) || (entry.plural && PRINTF.test(entry.plural)) ? ['#, php-format'] : []),
      ...(entry.context !== undefined ? [`msgctxt ${poString(entry.context)}`] : []),
      `msgid ${poString(entry.msgid)}`,
    ];
    if (entry.plural !== undefined) lines.push(`msgid_plural ${poString(entry.plural)}`, 'msgstr[0] ""', 'msgstr[1] ""');
    else lines.push('msgstr ""');
    return lines.join('\n');
  });
  return `${[header, ...blocks].join('\n\n')}\n`;
}

/**
 * The template of the plugin's PHP files (paths relative to the plugin folder, read from `plugin`). Throws,
 * naming each call, when a translatable call would be left out.
 * @param {string} plugin  The plugin's folder.
 * @param {string[]} phpFiles  Its shipped PHP files, relative, with `/`.
 */
export function pluginPot(plugin, phpFiles) {
  const files = phpFiles.map((name) => ({ name, source: readFileSync(`${plugin}/${name}`, 'utf8') }));
  const { entries, problems } = extractStrings(files);
  if (problems.length) throw new Error(`Strings the translation template would miss:\n  ${problems.join('\n  ')}`);
  const main = files.find((file) => file.name === 'shop-elements.php')?.source ?? '';
  const field = (label) => new RegExp(`^[\\s*]*${label}:[ \\t]*(.+)$`, 'mi').exec(main)?.[1].trim() ?? '';
  return potFile(entries, { name: field('Plugin Name'), version: field('Version'), license: field('License') || 'MIT' });
}
