import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { ejecucionesProgramadas } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { registeredJobs, registerJob } from './registry.ts';
import { runScheduledJobs } from './runner.ts';

const at = (iso: string) => ({ now: () => new Date(iso) });
let db: Db;

beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
});

describe('runScheduledJobs', () => {
  it('runs every registered job and records each run', async () => {
    const outcomes = await runScheduledJobs({ db, clock: at('2026-11-22T10:00:00Z') });
    expect(outcomes.map((o) => o.tarea).sort()).toEqual(
      registeredJobs()
        .map((j) => j.nombre)
        .sort(),
    );
    expect(outcomes.every((o) => o.resultado === 'ok')).toBe(true);
    await runScheduledJobs({ db, clock: at('2026-11-22T10:01:00Z') });
    const [row] = await db
      .select()
      .from(ejecucionesProgramadas)
      .where(eq(ejecucionesProgramadas.tarea, 'optimizar-base-de-datos'));
    expect(row?.ejecuciones).toBe(2);
    expect(row?.ultimaEjecucion).toBe('2026-11-22T10:01:00.000Z');
  });

  it('keeps going when one job fails and stores its error', async () => {
    registerJob({
      nombre: 'falla-siempre',
      descripcion: 'prueba',
      run: async () => {
        throw new Error('sin conexión');
      },
    });
    const outcomes = await runScheduledJobs({ db, clock: at('2026-11-22T10:00:00Z') });
    const failing = outcomes.find((o) => o.tarea === 'falla-siempre');
    expect(failing).toMatchObject({ resultado: 'error', detalle: 'sin conexión' });
    expect(outcomes.filter((o) => o.resultado === 'ok').length).toBe(outcomes.length - 1);
  });

  it('forgets run records older than 30 days (idempotent)', async () => {
    await db.insert(ejecucionesProgramadas).values({
      tarea: 'tarea-retirada',
      ultimaEjecucion: '2026-09-01T00:00:00.000Z',
      duracionMs: 1,
      resultado: 'ok',
      ejecuciones: 3,
    });
    const clock = at('2026-11-22T10:00:00Z');
    await runScheduledJobs({ db, clock });
    await runScheduledJobs({ db, clock });
    const rows = await db.select().from(ejecucionesProgramadas);
    expect(rows.map((r) => r.tarea)).not.toContain('tarea-retirada');
  });
});
