/**
 * The Cloudflare Worker entry. `npm run cf:build` first builds the app with the Cloudflare
 * adapter into dist-cf/server; this module adds the cron `scheduled` handler to its fetch.
 */
// @ts-expect-error: produced by `waku build` with ACREDITA_TARGET=cloudflare (see scripts/cf-build.ts)
import { INTERNAL_runFetch, unstable_serverEntry } from '../dist-cf/server/index.js';

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
    return INTERNAL_runFetch(env, request, env, ctx);
  },
  scheduled(event: { cron: string; scheduledTime: number }, env: WorkerEnv, ctx: WorkerContext) {
    ctx.waitUntil(unstable_serverEntry.scheduled(event, env));
  },
};
