import { max, sql, sum } from 'drizzle-orm';
import { ejecucionesProgramadas } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';

export interface Salud {
  estado: 'ok' | 'error';
  baseDeDatos: 'ok' | 'error';
  latenciaMs: number;
  fecha: string;
  /** Last run of the scheduled jobs: proves the cron (or the Node timer) is alive. */
  tareasProgramadas: { ultimaEjecucion: string | null; ejecuciones: number };
}

/** Health: the database answers a query. Never throws; reports what failed. */
export async function checkSalud(db: Db, clock: { now(): Date }): Promise<Salud> {
  const started = Date.now();
  try {
    // auditoria: técnica (health probe)
    await db.run(sql`select 1`);
    const [jobs] = await db
      .select({ latest: max(ejecucionesProgramadas.ultimaEjecucion), total: sum(ejecucionesProgramadas.ejecuciones) })
      .from(ejecucionesProgramadas);
    return {
      estado: 'ok',
      baseDeDatos: 'ok',
      latenciaMs: Date.now() - started,
      fecha: clock.now().toISOString(),
      tareasProgramadas: { ultimaEjecucion: jobs?.latest ?? null, ejecuciones: Number(jobs?.total ?? 0) },
    };
  } catch {
    return {
      estado: 'error',
      baseDeDatos: 'error',
      latenciaMs: Date.now() - started,
      fecha: clock.now().toISOString(),
      tareasProgramadas: { ultimaEjecucion: null, ejecuciones: 0 },
    };
  }
}
