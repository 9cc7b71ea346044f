// `<link rel="modulepreload">` for the library files the page's tags need, read from the build's
// dist/manifest.json, so the browser fetches them while it parses the page instead of after the entry has run
// (what a theme that knows its page's tags would do).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../html.ts';

interface Manifest {
  entry: string;
  tags: Record<string, string[]>;
}

let cached: { mtimeMs: number; manifest: Manifest } | undefined;

function readManifest(distDir: string): Manifest | undefined {
  const file = join(distDir, 'manifest.json');
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return undefined;
  }
}

export function modulePreloads(distDir: string, pageHtml: string): string {
  const manifest = readManifest(distDir);
  if (!manifest) return '';
  const files = new Set([manifest.entry]);
  for (const [tag, tagFiles] of Object.entries(manifest.tags)) {
    if (pageHtml.includes(`<${tag}`)) tagFiles.forEach((file) => files.add(file));
  }
  return [...files].map((file) => `<link rel="modulepreload" href="/dist/${escapeHtml(file)}">`).join('');
}
