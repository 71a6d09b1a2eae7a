import { and, eq } from 'drizzle-orm';
import { estandares, evidenciaPruebas, evidencias } from '../../db/schema/catalogo.ts';
import { subsanacionEstandares, subsanaciones } from '../../db/schema/subsanaciones.ts';
import type { Db } from '../../db/types.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import type { Regla } from '../permisos/regla.ts';
import { todayIso } from '../shared/fechas.ts';
import { ESTADO_RONDA, motivoEnRonda, type RondaAbierta } from './subsanacion-reglas.ts';

// Reads of the open round, for the gate of the team's writes (requireContribucion) and for the
// pages that show which standards are editable. Internal (not gated): callers check access.

/** The open round on self-assessment `autoevaluacionId` (the AUT record the team edits), or null. */
async function rondaAbiertaDe(db: Db, autoevaluacionId: number): Promise<RondaAbierta | null> {
  const [ronda] = await db
    .select({ id: subsanaciones.id, numero: subsanaciones.numero, fechaLimite: subsanaciones.fechaLimite })
    .from(subsanaciones)
    .where(and(eq(subsanaciones.autoevaluacionId, autoevaluacionId), eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta)))
    .limit(1);
  if (!ronda) return null;
  const filas = await db
    .select({ estandarId: subsanacionEstandares.estandarId })
    .from(subsanacionEstandares)
    .where(eq(subsanacionEstandares.subsanacionId, ronda.id));
  return { ...ronda, estandarIds: filas.map((f) => f.estandarId) };
}

async function codigoDe(db: Db, estandarId: number): Promise<string | undefined> {
  const [row] = await db.select({ codigo: estandares.codigo }).from(estandares).where(eq(estandares.id, estandarId));
  return row?.codigo ?? undefined;
}

/** The manual standard an evidence belongs to (for the gate of evidence writes). */
export async function estandarDeEvidencia(db: Db, evidenciaId: number): Promise<number[]> {
  const rows = await db.select({ id: evidencias.estandarId }).from(evidencias).where(eq(evidencias.id, evidenciaId));
  return rows.map((r) => r.id);
}

/** The manual standards a test serves through its evidences (for the gate of test writes). */
export async function estandaresDePrueba(db: Db, pruebaId: number): Promise<number[]> {
  const rows = await db
    .select({ id: evidencias.estandarId })
    .from(evidenciaPruebas)
    .innerJoin(evidencias, eq(evidencias.id, evidenciaPruebas.evidenciaId))
    .where(eq(evidenciaPruebas.pruebaId, pruebaId));
  return [...new Set(rows.map((r) => r.id))];
}

/**
 * The gate's question for a self-assessment that is no longer open: null when no round is
 * open on it (the caller keeps its own reason), true when the change is allowed by the round,
 * otherwise the round's reason for refusing it.
 */
export async function permisoEnRonda(
  ctx: Pick<DomainContext, 'db' | 'clock'>,
  autoevaluacionId: number,
  cambio: { regla: Regla; estandarId?: number | readonly number[] },
): Promise<true | string | null> {
  const ronda = await rondaAbiertaDe(ctx.db, autoevaluacionId);
  if (!ronda) return null;
  const ids =
    cambio.estandarId === undefined ? [] : typeof cambio.estandarId === 'number' ? [cambio.estandarId] : cambio.estandarId;
  const codigo = ids[0] === undefined ? undefined : await codigoDe(ctx.db, ids[0]);
  const motivo = motivoEnRonda(ronda, todayIso(ctx.clock.now()), {
    esAportacion: cambio.regla === AUTOEVALUACION.aportacion,
    estandarIds: ids,
    codigo,
  });
  return motivo ?? true;
}

/**
 * Whether a page may offer the team the editor of standard `estandarId` of a finished
 * self-assessment: the same question the gate asks (an open round returned it, before its
 * deadline). Pages still check the actor's own permission.
 */
export async function editableEnRonda(
  ctx: Pick<DomainContext, 'db' | 'clock'>,
  autoevaluacion: { id: number; estadoClave: string },
  estandarId: number,
): Promise<boolean> {
  if (autoevaluacion.estadoClave !== 'FIN') return false;
  return (await permisoEnRonda(ctx, autoevaluacion.id, { regla: AUTOEVALUACION.aportacion, estandarId })) === true;
}

/** What the area's frame says while a round is open ("only the returned standards…"), or null without one. */
export async function motivoRondaAbierta(
  ctx: Pick<DomainContext, 'db' | 'clock'>,
  autoevaluacionId: number,
): Promise<string | null> {
  const ronda = await rondaAbiertaDe(ctx.db, autoevaluacionId);
  return ronda ? motivoEnRonda(ronda, todayIso(ctx.clock.now()), { esAportacion: false }) : null;
}
