import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { autoevaluacionEstandares } from '../../src/db/schema/index.ts';
import type { createProyectosTestApp } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

type Send = (method: string, path: string, who: string, body?: unknown) => Promise<Response>;

/**
 * The centre's team judges and justifies every standard the earlier cycle left open in a
 * self-assessment (what GET …/finalizar lists), so that it can be finished. Returns that list
 * as it was before.
 */
export async function completarPendientes(
  t: Pick<Awaited<ReturnType<typeof createProyectosTestApp>>, 'db'>,
  send: Send,
  autoevaluacionId: number,
  who: string,
) {
  const base = await json(await send('GET', `/autoevaluaciones/${autoevaluacionId}/finalizar`, who));
  for (const e of [...base.SinEvaluar, ...base.SinJustificacion] as Array<{ Id: number }>) {
    const [v] = await t.db
      .select({ version: autoevaluacionEstandares.version })
      .from(autoevaluacionEstandares)
      .where(and(eq(autoevaluacionEstandares.autoevaluacionId, autoevaluacionId), eq(autoevaluacionEstandares.estandarId, e.Id)));
    const res = await send('PATCH', `/autoevaluaciones/${autoevaluacionId}/estandares/${e.Id}`, who, {
      estadoClave: 'C',
      justificacion: 'Completado en el seguimiento',
      version: v?.version ?? 0,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return base;
}
