/**
 * The Cloudflare Worker entry. `npm run cf:build` first builds the app with the Cloudflare
 * adapter into dist-cf/server; this module adds the cron `scheduled` handler to its fetch.
 */
// @ts-expect-error: produced by `waku build` with ACREDITA_TARGET=cloudflare (see scripts/cf-build.ts)
import { INTERNAL_runFetch, unstable_serverEntry } from '../dist-cf/server/index.js';
import { publicUrlProblem } from './platform/mail/links.ts';

interface WorkerEnv {
  DB: unknown;
  [key: string]: unknown;
}

interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

export default {
  fetch(request: Request, env: WorkerEnv, ctx: WorkerContext): Promise<Response> {
    // A Worker cannot refuse to start as `npm start` does: it refuses to serve, visibly, until
    // the deployment's [vars] carry PUBLIC_URL (wrangler.toml sets NODE_ENV=production).
    const problem = publicUrlProblem(env);
    if (problem) {
      console.error(problem);
      return Promise.resolve(new Response(problem, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    }
    // As on Node (scripts/lib/node-server.ts): /api/* straight to the API (which checks the host
    // and the trailing slash itself), then the pages' front door (ADR 0053), then anonymous cached
    // pages.
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return unstable_serverEntry.apiFetch(request, env, ctx);
    const door = unstable_serverEntry.pageFrontDoor(request, env);
    if (door) return Promise.resolve(door);
    const page = unstable_serverEntry.cachedPage(request, undefined, env);
    if (page instanceof Promise) return page.then((p) => p ?? INTERNAL_runFetch(env, request, env, ctx));
    if (page) return Promise.resolve(page);
    return INTERNAL_runFetch(env, request, env, ctx);
  },
  scheduled(event: { cron: string; scheduledTime: number }, env: WorkerEnv, ctx: WorkerContext) {
    ctx.waitUntil(unstable_serverEntry.scheduled(event, env));
  },
};
