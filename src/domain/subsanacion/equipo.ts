import { and, eq, sql } from 'drizzle-orm';
import { subsanacionEstandares, subsanaciones } from '../../db/schema/subsanaciones.ts';
import { subsanacionApi as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import { ESTADO_RONDA, vencida } from '../autoevaluacion/subsanacion-reglas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { todayIso } from '../shared/fechas.ts';
import { requireReenvioSubsanacion, requireRespuestaSubsanacion } from './acceso.ts';
import type { RespuestaSubsanacionInput } from './schema.ts';

// The team's side of a round: answering the evaluator's comment on a returned standard, and
// resubmitting, which closes the round so the evaluation resumes.

async function loadRonda(ctx: DomainContext, id: number) {
  const [ronda] = await ctx.db
    .select()
    .from(subsanaciones)
    .where(and(eq(subsanaciones.id, id), eq(subsanaciones.instanciaId, ctx.instancia.id)));
  if (!ronda) throw new AppError(404, t.rondaNoExiste);
  return ronda;
}

/** Access to the round through its self-assessment (404 for outsiders, as if it did not exist). */
async function rondaConAcceso(ctx: DomainContext, id: number, gate: (autId: number) => Promise<unknown>) {
  const ronda = await loadRonda(ctx, id);
  try {
    await gate(ronda.autoevaluacionId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw new AppError(404, t.rondaNoExiste);
    throw err;
  }
  return ronda;
}

/**
 * PATCH autoevaluaciones/subsanaciones/{id}/estandares/{estandarId}: the team's answer to the
 * comment on a returned standard. Goes through the area's gate naming the standard, so it is
 * taken only while this round is open, before its deadline, on one of its standards.
 */
export async function responderEstandar(
  ctx: DomainContext,
  id: number,
  estandarId: number,
  input: RespuestaSubsanacionInput,
): Promise<void> {
  let actor = ctx.actor;
  const ronda = await rondaConAcceso(ctx, id, async (autId) => {
    actor = (await requireRespuestaSubsanacion(ctx, autId, estandarId)).actor;
  });
  if (ronda.estadoClave !== ESTADO_RONDA.abierta) throw new AppError(409, t.rondaCerrada);
  const [fila] = await ctx.db
    .select()
    .from(subsanacionEstandares)
    .where(and(eq(subsanacionEstandares.subsanacionId, id), eq(subsanacionEstandares.estandarId, estandarId)));
  if (!fila) throw new AppError(404, t.estandarNoEnRonda);
  if (input.version !== fila.version) throw new AppError(409, t.respuestaCambiada);
  const respuesta = input.respuesta ?? null;
  if (respuesta === fila.respuesta) return;
  const now = ctx.clock.now().toISOString();
  const [filas] = await commit(ctx, [
    ctx.db
      .update(subsanacionEstandares)
      .set({
        respuesta,
        respuestaFecha: now,
        respuestaUsuarioId: actor?.usuarioId ?? null,
        respuestaUsuarioNombre: actor?.nombre ?? null,
        version: sql`${subsanacionEstandares.version} + 1`,
      })
      // Guarded: a colleague's answer saved in between makes this one a conflict.
      .where(and(eq(subsanacionEstandares.id, fila.id), eq(subsanacionEstandares.version, input.version)))
      .returning({ id: subsanacionEstandares.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'subsanacion',
      entidadId: ronda.evaluacionId,
      cambios: [{ Campo: `Ronda ${ronda.numero}, estandar ${estandarId}: Respuesta`, Antes: fila.respuesta, Despues: respuesta }],
      siCambia: true,
    }),
  ]);
  if ((filas as unknown[]).length === 0) throw new AppError(409, t.respuestaCambiada);
}

/**
 * POST autoevaluaciones/subsanaciones/{id}/reenviar: the team hands the corrected standards
 * back (whoever may finish the self-assessment, AE_FIN); the round closes and the evaluation
 * resumes. Only an open round before its deadline; resubmitting twice answers 409 once.
 */
export async function reenviarSubsanacion(ctx: DomainContext, id: number): Promise<void> {
  let enFase = true;
  const ronda = await rondaConAcceso(ctx, id, async (autId) => {
    enFase = await requireReenvioSubsanacion(ctx, autId);
  });
  if (!enFase || ronda.estadoClave !== ESTADO_RONDA.abierta) throw new AppError(409, t.rondaCerrada);
  if (vencida(ronda, todayIso(ctx.clock.now()))) throw new AppError(409, t.rondaCerrada);
  const actor = ctx.actor;
  const [filas] = await commit(ctx, [
    ctx.db
      .update(subsanaciones)
      .set({
        estadoClave: ESTADO_RONDA.reenviada,
        cierreFecha: ctx.clock.now().toISOString(),
        cierreUsuarioId: actor?.usuarioId ?? null,
        cierreUsuarioNombre: actor?.nombre ?? null,
        modificacionFecha: ctx.clock.now().toISOString(),
        modificacionUsuarioId: actor?.usuarioId ?? null,
        modificacionUsuarioNombre: actor?.nombre ?? null,
      })
      // Guarded: a concurrent resubmit or the expiry job got there first.
      .where(and(eq(subsanaciones.id, id), eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta)))
      .returning({ id: subsanaciones.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'subsanacion',
      entidadId: ronda.evaluacionId,
      cambios: [{ Campo: `Ronda ${ronda.numero}: Estado`, Antes: ESTADO_RONDA.abierta, Despues: ESTADO_RONDA.reenviada }],
    }),
  ]);
  if ((filas as unknown[]).length === 0) throw new AppError(409, t.rondaCerrada);
}
