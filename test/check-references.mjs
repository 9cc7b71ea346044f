// Every reference in the repo's code and docs resolves inside the repo: a cited file exists, a cited section
// (`docs/<page>.md#<section>`, `README.md#…`, a Markdown link) is a heading of that file, nothing cites
// numbered sections (the section sign) of documents the repo does not have, and no path points into someone's machine.
// Prints each broken reference; exits 1 when there is one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * What the repo does not hold: the directories .gitignore names (outputs, such as coverage/'s report, which quotes
 * the sources with their references out of context, so a second `npm test` would fail on the first one's), and build/.
 */
const SKIPPED_DIRECTORIES = new Set([
  ...readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => /^[\w.-]+\/$/.test(line.trim()))
    .map((line) => line.trim().slice(0, -1)),
  'build',
]);
const CHECKED_FILE = /\.(?:ts|tsx|mjs|js|md|css|html)$/;
/** A path to a Markdown file, with an optional section: `docs/architecture.md#cart-session`, `README.md`. */
const MARKDOWN_PATH = /(?:[\w.-]+\/)*[\w.-]+\.md(?:#[\w-]+)?/g;
const SECTION_SIGN = '\u00a7';
/** An absolute path on a developer's machine, which no reader of the repo has. */
const MACHINE_PATH = /(?:^|[\s(`'"])\/(?:work|home|Users|tmp)\//;
/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)\)/g;

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (CHECKED_FILE.test(entry.name)) yield path;
  }
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens, `-1`, `-2` for repeats. */
function headingAnchors(markdown) {
  const anchors = new Set();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = slug;
    for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}

const anchorsByFile = new Map();
const anchorsOf = (file) => {
  if (!anchorsByFile.has(file)) anchorsByFile.set(file, headingAnchors(readFileSync(file, 'utf8')));
  return anchorsByFile.get(file);
};

/** The repo file a reference names, relative to the citing file first, then to the repo root. */
function resolveTarget(from, path) {
  if (!path) return from;
  for (const base of [dirname(from), root]) {
    const candidate = resolve(base, path);
    if (candidate.startsWith(root) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** What is wrong with one reference, or undefined when it resolves. */
function problemWith(from, reference) {
  const [path, anchor] = reference.split('#');
  const target = resolveTarget(from, decodeURI(path));
  if (!target) return `${reference}: no such file in the repo`;
  if (anchor === undefined || !target.endsWith('.md')) return undefined;
  return anchorsOf(target).has(anchor) ? undefined : `${reference}: ${relative(root, target)} has no section #${anchor}`;
}

function brokenReferences() {
  const problems = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file);
    text.split('\n').forEach((line, index) => {
      const where = `${name}:${index + 1}`;
      if (line.includes(SECTION_SIGN)) problems.push(`${where}: cites a numbered section of a document outside the repo`);
      if (MACHINE_PATH.test(line)) problems.push(`${where}: names a path outside the repo`);
      const markdown = file.endsWith('.md');
      // In Markdown, a link's text may name a file its target already locates: only the target counts.
      const references = new Set((markdown ? line.replace(MARKDOWN_LINK, ' ') : line).match(MARKDOWN_PATH) ?? []);
      if (markdown) {
        for (const [, target] of line.matchAll(MARKDOWN_LINK)) {
          if (!/^[a-z][a-z+.-]*:/i.test(target)) references.add(target);
        }
      }
      for (const reference of references) {
        const problem = problemWith(file, reference);
        if (problem) problems.push(`${where}: ${problem}`);
      }
    });
  }
  return problems;
}

const problems = brokenReferences();
for (const problem of problems) console.error(problem);
console.log(problems.length ? `${problems.length} broken references` : 'every reference resolves inside the repo');
process.exit(problems.length ? 1 : 0);
