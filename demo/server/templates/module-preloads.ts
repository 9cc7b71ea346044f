// What a theme that knows its page's tags would print, from the build's dist/manifest.json: for the tags that
// load at once (eager by default, or marked `loading="eager"`), `modulepreload` for every library file they need,
// so the browser fetches them while it parses the page, and each such tag's group chunk (the first file listed)
// as a module script, so the elements are defined before DOMContentLoaded instead of after the entry has run
// (measured: the 1,000-variation form ready ~45 ms sooner). Tags that wait (visible, idle, interaction) are left
// to the entry, which fetches them when their strategy says.
import { join } from 'node:path';
import { readDistJson } from '../dist-json.ts';
import { escapeHtml } from '../html.ts';

interface Manifest {
  entry: string;
  tags: Record<string, string[]>;
  strategies: Record<string, string>;
}

/** Whether some `<tag …>` in the page loads at once: marked `loading="eager"`, or unmarked with an eager default. */
function loadsAtOnce(pageHtml: string, tag: string, strategy: string | undefined): boolean {
  for (const [, attributes = ''] of pageHtml.matchAll(new RegExp(`<${tag}(?![\\w-])([^>]*)>`, 'g'))) {
    const loading = /\sloading=["']?([\w-]+)/.exec(attributes)?.[1];
    if ((loading ?? strategy) === 'eager') return true;
  }
  return false;
}

/** `folder`: the build's folder inside dist/ ('' or 'lean/'), whose manifest lists its own chunks. */
export function modulePreloads(distDir: string, folder: string, pageHtml: string): string {
  const manifest = readDistJson<Manifest>(join(distDir, folder), 'manifest.json');
  if (!manifest) return '';
  const files = new Set([manifest.entry]);
  const groupChunks = new Set<string>();
  for (const [tag, tagFiles] of Object.entries(manifest.tags)) {
    if (!loadsAtOnce(pageHtml, tag, manifest.strategies[tag])) continue;
    tagFiles.forEach((file) => files.add(file));
    groupChunks.add(tagFiles[0]!);
  }
  const preloads = [...files].map((file) => `<link rel="modulepreload" href="/dist/${folder}${escapeHtml(file)}">`);
  const scripts = [...groupChunks].map((file) => `<script type="module" src="/dist/${folder}${escapeHtml(file)}"></script>`);
  return [...preloads, ...scripts].join('');
}
