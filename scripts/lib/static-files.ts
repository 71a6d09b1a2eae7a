import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Precompressed } from '../../src/platform/encoding.ts';
import { staticSecurityHeaders } from '../../src/platform/static-headers.ts';

/**
 * The build's public files, read once at start; their gzip and brotli forms are made in the
 * background (zlib's thread pool, so neither the start nor any request waits for them; until
 * one is ready the file goes uncompressed). They are the build's output and never change while
 * the process runs, so memory holds them safely; the folder is ~1 MB. Serving from a map
 * spares every request the `stat` (found or not) and the compression that reading from disk
 * per request cost (docs/performance.md).
 */
export type StaticFile = Precompressed;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.html']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Waku writes HTML files only for pages rendered at build time; ours are all dynamic, and the
 * Worker's asset handling never serves HTML either. `.html` files are therefore left to the app.
 */
export function loadStaticFiles(publicDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(publicDir)) {
    const ext = extname(full).toLowerCase();
    if (ext === '.html') continue;
    const urlPath = `/${relative(publicDir, full).split(sep).join('/')}`;
    const identity = readFileSync(full);
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    // The widget's bundle carries its hash in its name too; its loader, which partners include by a
    // fixed URL, is kept short so a deploy reaches them within minutes (scripts/build-widget.ts).
    const hashed = urlPath.startsWith('/assets/') || /^\/widget\/acredita\.[0-9a-f]{10}\.js$/.test(urlPath);
    const loader = urlPath === '/widget/acredita.js';
    const file: StaticFile = {
      etag,
      identity,
      headers: {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        // Bundles carry a content hash in their names; other public files may change on deploy.
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : loader ? 'public, max-age=300' : 'public, max-age=3600',
        ETag: etag,
        ...staticSecurityHeaders(),
      },
    };
    if (COMPRESSIBLE.has(ext)) {
      file.headers.Vary = 'Accept-Encoding';
      void compressInBackground(file);
    }
    files.set(urlPath, file);
  }
  return files;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function compressInBackground(file: StaticFile) {
  const [gz, br] = await Promise.all([
    gzipAsync(file.identity, { level: 9 }),
    brotliAsync(file.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  // A compressed form is kept only when it is smaller (a tiny SVG may not be).
  if (gz.length < file.identity.length) file.gzip = new Uint8Array(gz);
  if (br.length < file.identity.length) file.br = new Uint8Array(br);
}
