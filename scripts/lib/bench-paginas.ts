import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';

/**
 * The page rows' bytes for the yardstick (bench-hello.ts `/pagina/<name>`): each page's reply
 * exactly as the project sends it to a visitor that accepts brotli, written to
 * data/bench-paginas/. A cached page is compressed just after its first render (page-cache.ts),
 * so the copy waits until the reply comes compressed (or is a body-less redirect).
 */
export const BENCH_PAGINAS_DIR = 'data/bench-paginas';

const nombre = (path: string) => path.replace(/[^\w]/g, '_');

/** The yardstick's path for a page's copy. */
export const paginaCopiada = (path: string) => `/pagina/${nombre(path)}`;

/** Whether a row's path is one of those copies. */
export const esCopia = (path: string) => path.startsWith('/pagina/');

/** Headers any Node server writes for each reply itself: not part of a page's copy. */
const PROPIAS_DEL_SERVIDOR = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Copia {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The raw reply (node:http, so the body stays as sent: fetch would decode it). */
function pedir(url: string): Promise<Copia> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'X-Instancia': 'soludable', 'Accept-Encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // Every header the project sent (its security headers and CSP included), but those the
        // yardstick's own server writes for itself.
        const headers: Record<string, string> = {};
        for (const [h, v] of Object.entries(res.headers)) {
          if (typeof v === 'string' && !PROPIAS_DEL_SERVIDOR.has(h)) headers[h] = v;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function copiarPaginas(base: string, paths: string[]): Promise<void> {
  mkdirSync(BENCH_PAGINAS_DIR, { recursive: true });
  for (const path of paths) {
    let copia: Copia | null = null;
    for (let attempt = 0; attempt < 50; attempt++) {
      const r = await pedir(`${base}${path}`);
      if (r.status !== 200 || r.headers['content-encoding'] === 'br') {
        copia = r;
        break;
      }
      await new Promise((ok) => setTimeout(ok, 100));
    }
    if (!copia) throw new Error(`${path}: no brotli copy after 5 s`);
    const saved = { status: copia.status, headers: copia.headers, body: copia.body.toString('base64') };
    writeFileSync(join(BENCH_PAGINAS_DIR, `${nombre(path)}.json`), JSON.stringify(saved));
  }
}
