import { getDb } from '../db/client.ts';
import type { PlatformEnv } from '../db/types.ts';
import { systemClock } from '../domain/context.ts';
import { runScheduledJobs } from './jobs/runner.ts';

/** The cron entry point: Cloudflare's `scheduled` handler, and the Node server's timer. */
export async function scheduled(_event: unknown, env: PlatformEnv = {}, ctx?: { waitUntil(p: Promise<unknown>): void }) {
  const run = runScheduledJobs({ db: getDb(env), clock: systemClock, env });
  if (ctx) ctx.waitUntil(run);
  return run;
}
