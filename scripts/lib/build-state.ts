import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'package.json', 'waku.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or older than any source file (so `npm start` rebuilds). */
export function buildIsStale(marker = 'dist/serve-node.js'): boolean {
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}
