// A JSON file the build wrote into dist/, read again only when the build rewrote it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** The parsed file, or undefined while the build has not written it. */
export function readDistJson<T>(distDir: string, name: string): T | undefined {
  const file = join(distDir, name);
  try {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}
