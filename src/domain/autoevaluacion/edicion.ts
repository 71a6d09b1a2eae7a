import { and, eq } from 'drizzle-orm';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import { modificacionAudit } from '../auditoria.ts';
import type { DomainContext } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { unprocessable } from '../shared/comun.ts';
import type { AutoevaluacionBase } from './carga.ts';
import { ESTADO_ABIERTA } from './contribucion.ts';
import { exigeMiembros } from './equipo.ts';
import type { AutoevaluacionUpdateInput } from './equipo-schema.ts';
import { exigeGestorProceso } from './gestor.ts';

/**
 * The dates of a self-assessment must follow its course: the deadline (fechaLimite) is not
 * before it started (fechaInicio), and the evaluators' visit (fechaVisita) comes after the
 * work, so not before the start nor before the deadline. ISO dates compare as text. Empty
 * dates are not checked. Returns the problems per field.
 */
export function problemasFechas(f: { fechaInicio: string; fechaLimite: string | null; fechaVisita: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (f.fechaLimite && f.fechaLimite < f.fechaInicio) errors.fechaLimite = [t.fechaLimiteAntesInicio];
  if (f.fechaVisita && f.fechaVisita < f.fechaInicio) errors.fechaVisita = [t.fechaVisitaAntesInicio];
  else if (f.fechaVisita && f.fechaLimite && f.fechaVisita < f.fechaLimite) errors.fechaVisita = [t.fechaVisitaAntesLimite];
  return errors;
}

/**
 * PUT autoevaluaciones/{id}: fechaLimite, fechaVisita and responsable (a member of the
 * team), by the process manager while the self-assessment is open. Fields left out keep
 * their value; the result must satisfy problemasFechas.
 */
export async function updateAutoevaluacion(ctx: DomainContext, id: number, input: AutoevaluacionUpdateInput) {
  const { actor, autoevaluacion: a } = await exigeGestorProceso(ctx, id, AUTOEVALUACION.equipo);
  const despues: Pick<AutoevaluacionBase, 'fechaInicio' | 'fechaLimite' | 'fechaVisita'> = {
    fechaInicio: a.fechaInicio,
    fechaLimite: input.fechaLimite === undefined ? a.fechaLimite : input.fechaLimite,
    fechaVisita: input.fechaVisita === undefined ? a.fechaVisita : input.fechaVisita,
  };
  const errors = problemasFechas(despues);
  if (Object.keys(errors).length > 0) unprocessable(errors);
  if (input.responsable) await exigeMiembros(ctx, a.proyectoId, [input.responsable]);
  const valores = {
    fechaLimite: despues.fechaLimite,
    fechaVisita: despues.fechaVisita,
    ...(input.responsable === undefined ? {} : { usuarioResponsableId: input.responsable }),
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  const antes = await filaActual(ctx.db, autoevaluaciones, id);
  await commit(ctx, [
    // Still open: finishing may have won the race since the gate read it.
    ctx.db
      .update(autoevaluaciones)
      .set(valores)
      .where(and(eq(autoevaluaciones.id, id), eq(autoevaluaciones.estadoClave, ESTADO_ABIERTA))),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: id,
      cambios: cambiosDe(antes, valores),
      siCambia: true,
    }),
  ]);
}
