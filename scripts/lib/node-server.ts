import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

export interface BuiltServer {
  INTERNAL_runFetch: (env: unknown, req: Request, ...args: unknown[]) => Promise<Response>;
  unstable_serverEntry: { scheduled: (event: unknown, env: unknown) => Promise<unknown> };
}

/** Loads the Node build of the app (dist/server/index.js, written by `waku build`). */
export async function loadBuild(distDir = 'dist'): Promise<BuiltServer> {
  return (await import(pathToFileURL(resolve(distDir, 'server/index.js')).href)) as BuiltServer;
}

/**
 * The production HTTP server on Node: gzip/brotli for every text response, long-lived
 * caching for the content-hashed bundles under /assets, then the app (pages and /api).
 * Waku's own serve-node.js would serve static files uncompressed and without cache headers.
 */
export function startNodeServer(build: BuiltServer, opts: { port: number; hostname?: string; distDir?: string }) {
  const publicDir = resolve(opts.distDir ?? 'dist', 'public');
  const app = new Hono();
  app.use(compress());
  app.use(
    '/assets/*',
    serveStatic({
      root: publicDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: publicDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.all('*', (c) => build.INTERNAL_runFetch(process.env, c.req.raw));
  return serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname });
}
