import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { compressApiReply } from '../../src/platform/api-compression.ts';
import { urlPath } from '../../src/platform/digest.ts';
import { precompressedReply } from '../../src/platform/encoding.ts';
import { loadStaticFiles } from './static-files.ts';

type Fetch = (req: Request, env: unknown) => Promise<Response>;

export interface BuiltServer {
  INTERNAL_runFetch: (env: unknown, req: Request, ...args: unknown[]) => Promise<Response>;
  unstable_serverEntry: {
    scheduled: (event: unknown, env: unknown) => Promise<unknown>;
    apiFetch: Fetch;
    cachedPage: (req: Request, now?: number, env?: unknown) => Response | Promise<Response | null> | null;
    pageFrontDoor: (req: Request, env?: unknown) => Response | null;
  };
}

/** Loads the Node build of the app (dist/server/index.js, written by `waku build`). */
export async function loadBuild(distDir = 'dist'): Promise<BuiltServer> {
  return (await import(pathToFileURL(resolve(distDir, 'server/index.js')).href)) as BuiltServer;
}

/** What @hono/node-server passes with each request: the Node request (and its socket). */
type NodeBindings = { incoming?: unknown; outgoing?: unknown };

/**
 * The bindings the app's requests get on Node: the configuration (process.env) and the client's
 * socket (@hono/node-server's `incoming`, read by src/api/client-address.ts).
 */
export function withSocket(bindings: NodeBindings | undefined): NodeBindings {
  return Object.assign(Object.create(process.env), { incoming: bindings?.incoming });
}

/**
 * The production HTTP server on Node, cheapest answers first: the API's (which checks the host
 * and the trailing slash itself), the pages' front door, the build's public files from
 * memory (precompressed, hashed bundles cached for a year), anonymous pages from the page
 * cache, /api/* straight to the API (gzip where it pays, api-compression.ts), and everything else
 * to the pages with gzip.
 * Waku's own serve-node.js would read static files from disk per request, uncompressed and
 * without cache headers, and put every API call through the page layers.
 */
export function startNodeServer(build: BuiltServer, opts: { port: number; hostname?: string; distDir?: string }) {
  const files = loadStaticFiles(resolve(opts.distDir ?? 'dist', 'public'));
  const entry = build.unstable_serverEntry;
  const compressed = new Hono();
  compressed.use(compress());
  // The pages get the Node request too (as the API does below): the verification page counts
  // each lookup per client address (src/api/client-address.ts), and without the socket every
  // visitor fell in one shared bucket.
  compressed.all('*', (c) => build.INTERNAL_runFetch(process.env, c.req.raw, withSocket(c.env as NodeBindings)));

  const fetch = (req: Request, bindings?: NodeBindings): Response | Promise<Response> => {
    const { path } = urlPath(req.url);
    if (path === '/api' || path.startsWith('/api/')) {
      return entry.apiFetch(req, withSocket(bindings)).then((res) => compressApiReply(req, res));
    }
    // A host name not ours, a path ending in `/`: answered before any file or page (ADR 0053).
    const door = entry.pageFrontDoor(req, process.env);
    if (door) return door;
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = files.get(path);
      if (file) return precompressedReply(file, req);
      const page = entry.cachedPage(req, undefined, process.env);
      // A promise: the page's first render is under way; null from it means render this one.
      if (page instanceof Promise) return page.then((p) => p ?? compressed.fetch(req, bindings));
      if (page) return page;
    }
    return compressed.fetch(req, bindings);
  };
  return serve({ fetch, port: opts.port, hostname: opts.hostname });
}
