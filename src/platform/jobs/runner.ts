import { sql } from 'drizzle-orm';
import { ejecucionesProgramadas } from '../../db/schema/index.ts';
import { type JobContext, registeredJobs } from './registry.ts';
import './jobs.ts';

interface JobOutcome {
  tarea: string;
  resultado: 'ok' | 'error';
  detalle?: string;
  duracionMs: number;
}

/**
 * Runs every registered job once and records each outcome. One failing job does not
 * stop the others; its error is stored and retried on the next tick.
 */
export async function runScheduledJobs(ctx: JobContext): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of registeredJobs()) {
    const started = Date.now();
    let outcome: JobOutcome;
    try {
      const detalle = await job.run(ctx);
      outcome = { tarea: job.nombre, resultado: 'ok', detalle, duracionMs: Date.now() - started };
    } catch (e) {
      console.error(`[jobs] ${job.nombre}`, e);
      outcome = {
        tarea: job.nombre,
        resultado: 'error',
        detalle: String((e as Error)?.message ?? e),
        duracionMs: Date.now() - started,
      };
    }
    const row = {
      tarea: outcome.tarea,
      ultimaEjecucion: ctx.clock.now().toISOString(),
      duracionMs: outcome.duracionMs,
      resultado: outcome.resultado,
      detalle: outcome.detalle ?? null,
      ejecuciones: 1,
    };
    // auditoria: técnica (job run records)
    await ctx.db
      .insert(ejecucionesProgramadas)
      .values(row)
      .onConflictDoUpdate({
        target: ejecucionesProgramadas.tarea,
        set: { ...row, ejecuciones: sql`${ejecucionesProgramadas.ejecuciones} + 1` },
      });
    outcomes.push(outcome);
  }
  return outcomes;
}
