import { and, eq } from 'drizzle-orm';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import { registrosLado as ladoTextos } from '../../i18n/registros.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { unprocessable } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import type { AccesoAutoevaluacion } from './acceso.ts';
import type { AutoevaluacionBase } from './carga.ts';
import { requireContribucion } from './contribucion.ts';
import { requireMiembros } from './equipo.ts';
import type { AutoevaluacionUpdateInput } from './equipo-schema.ts';
import { requireGestorProceso } from './gestor.ts';
import { ESTADO_ABIERTA } from './reglas.ts';

/**
 * The dates of a self-assessment must follow its course: the deadline (fechaLimite) is not
 * before it started (fechaInicio), and the evaluators' visit (fechaVisita) comes after the
 * work, so not before the start nor before the deadline. ISO dates compare as text. Empty
 * dates are not checked. Returns the problems per field.
 */
function problemasFechas(f: { fechaInicio: string; fechaLimite: string | null; fechaVisita: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (f.fechaLimite && f.fechaLimite < f.fechaInicio) errors.fechaLimite = [t.fechaLimiteAntesInicio];
  if (f.fechaVisita && f.fechaVisita < f.fechaInicio) errors.fechaVisita = [t.fechaVisitaAntesInicio];
  else if (f.fechaVisita && f.fechaLimite && f.fechaVisita < f.fechaLimite) errors.fechaVisita = [t.fechaVisitaAntesLimite];
  return errors;
}

/**
 * The deadlines a change sets that are already past: a date sent, different from the stored one
 * and before today (a stored date left as it was may have passed). Returns the problems per field.
 */
function fechasPasadas(
  antes: { fechaLimite: string | null; fechaVisita: string | null },
  input: Pick<AutoevaluacionUpdateInput, 'fechaLimite' | 'fechaVisita'>,
  hoy: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const campo of ['fechaLimite', 'fechaVisita'] as const) {
    const nueva = input[campo];
    if (nueva && nueva !== antes[campo] && nueva < hoy) errors[campo] = [ladoTextos.fechaPasada];
  }
  return errors;
}

/**
 * The gate of the deadlines: the agency sets them, never the project's sides (the records'
 * table, src/domain/permisos/registros.ts: 403 with the Spanish reason for the centre and the
 * evaluation team), and only staff who may write projects (PROYECTOS.escribe); 404 for
 * outsiders and 409 once the record is no longer open, as every contribution.
 */
async function requirePlazos(ctx: DomainContext, id: number): Promise<AccesoAutoevaluacion> {
  const acceso = await requireContribucion(ctx, id, 'plazos', { regla: AUTOEVALUACION.acceso });
  if (!puede(acceso.actor, PROYECTOS.escribe)) throw new AppError(403, ladoTextos.soloAgencia);
  return acceso;
}

/**
 * PUT autoevaluaciones/{id}: fechaLimite and fechaVisita by the agency (requirePlazos), the
 * responsible (a member of the team) by the process manager, while the record is open. Fields
 * left out keep their value; the result must satisfy problemasFechas, and a new date must not
 * be past.
 */
export async function saveAutoevaluacion(ctx: DomainContext, id: number, input: AutoevaluacionUpdateInput) {
  const conFechas = input.fechaLimite !== undefined || input.fechaVisita !== undefined;
  const { actor, autoevaluacion: a } = conFechas
    ? await requirePlazos(ctx, id)
    : await requireGestorProceso(ctx, id, AUTOEVALUACION.equipo);
  if (conFechas && input.responsable !== undefined) await requireGestorProceso(ctx, id, AUTOEVALUACION.equipo);
  const despues: Pick<AutoevaluacionBase, 'fechaInicio' | 'fechaLimite' | 'fechaVisita'> = {
    fechaInicio: a.fechaInicio,
    fechaLimite: input.fechaLimite === undefined ? a.fechaLimite : input.fechaLimite,
    fechaVisita: input.fechaVisita === undefined ? a.fechaVisita : input.fechaVisita,
  };
  const errors = { ...fechasPasadas(a, input, todayIso(ctx.clock.now())), ...problemasFechas(despues) };
  if (Object.keys(errors).length > 0) unprocessable(errors);
  if (input.responsable) await requireMiembros(ctx, a.proyectoId, [input.responsable]);
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
