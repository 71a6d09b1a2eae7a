import type { Db, PlatformEnv } from '../../db/types.ts';
import type { Clock } from '../../domain/context.ts';

export interface JobContext {
  db: Db;
  clock: Clock;
  /** Platform bindings and settings (e.g. RESEND_API_KEY); absent on Node, where process.env serves. */
  env?: PlatformEnv;
}

/**
 * A scheduled job: an idempotent domain function. It may run late, twice,
 * or on several servers at once, so it must derive its work from the data, not from
 * when it last ran.
 */
interface Job {
  nombre: string;
  descripcion: string;
  run(ctx: JobContext): Promise<string | undefined>;
}

const jobs: Job[] = [];

/** Later issues register theirs (invitation expiry, reminders, outbox retry). */
export function registerJob(job: Job) {
  if (!jobs.some((j) => j.nombre === job.nombre)) jobs.push(job);
}

export function registeredJobs(): readonly Job[] {
  return jobs;
}
