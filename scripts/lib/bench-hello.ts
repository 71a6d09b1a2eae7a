/**
 * The bench's yardstick: a bare Hono hello-world on @hono/node-server, in its own process so
 * that it and the project never share an event loop. `npm run bench` starts it and prints
 * every figure also as a share of what this one answers in the same run.
 *
 * `/bytes/<name>` answers one of the build's bundles from memory, already compressed, with no
 * other work: the same bytes the project serves, so the bench can show how much of a bundle
 * row's figure is the bytes themselves (a 66 KB reply cannot go as fast as "Hello Hono!").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { BENCH_PAGINAS_DIR } from './bench-paginas.ts';

const forms = new Map<string, { gzip: Uint8Array<ArrayBuffer>; br: Uint8Array<ArrayBuffer> }>();
const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
app.get('/bytes/:name', (c) => {
  const name = c.req.param('name');
  let f = forms.get(name);
  if (!f) {
    const raw = readFileSync(join('dist/public/assets', name.replace(/[^\w.-]/g, '')));
    f = { gzip: new Uint8Array(gzipSync(raw, { level: 9 })), br: new Uint8Array(brotliCompressSync(raw)) };
    forms.set(name, f);
  }
  const br = (c.req.header('accept-encoding') ?? '').includes('br');
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Content-Encoding', br ? 'br' : 'gzip');
  return c.body(br ? f.br : f.gzip);
});

/**
 * `/pagina/<name>` answers a page's reply as the project gave it (status, headers, brotli body),
 * copied by the bench into data/bench-paginas/ (bench-paginas.ts): the page rows' bytes with
 * nothing else, as `/bytes/` is for the bundles.
 */
const pages = new Map<string, { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }>();
app.get('/pagina/:name', (c) => {
  const name = c.req.param('name').replace(/[^\w.-]/g, '');
  let p = pages.get(name);
  if (!p) {
    const saved = JSON.parse(readFileSync(join(BENCH_PAGINAS_DIR, `${name}.json`), 'utf8')) as {
      status: number;
      headers: Record<string, string>;
      body: string;
    };
    p = { status: saved.status, headers: saved.headers, body: new Uint8Array(Buffer.from(saved.body, 'base64')) };
    pages.set(name, p);
  }
  for (const [k, v] of Object.entries(p.headers)) c.header(k, v);
  return c.body(p.body, p.status as 200);
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
