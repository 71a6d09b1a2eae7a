import { and, eq, sql } from 'drizzle-orm';
import { autoevaluacionEtiquetas, tareaEtiquetas, tareas } from '../../db/schema/autoevaluacion.ts';
import { usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import { validacion } from '../../i18n/validacion.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { AccesoAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { loadEstandaresAplicables } from '../autoevaluacion/carga.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { reasignarEnlaces, unknownIds, unprocessable } from '../shared/comun.ts';
import { todayIso, toIsoDate } from '../shared/fechas.ts';
import { requireEscrituraPlan } from './acceso.ts';
import { gateFor, loadTarea } from './carga.ts';
import { estadoTarea } from './estado.ts';
import { loadTareaRecord, type TareaRecord } from './lectura.ts';
import type { TareaInput } from './schema.ts';

// The team's changes to its tasks. Every write goes through requireContribucion (AE_APORTACION
// in the project, then 409 once the self-assessment is not in CURSO) and the audit trail,
// with the task as the entity.

/** Whether the user holds a profile for the project (is on its team) and is an active account. */
async function esDelEquipo(ctx: DomainContext, usuarioId: number, proyectoId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: usuarioPerfiles.id })
    .from(usuarioPerfiles)
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .where(
      and(
        eq(usuarioPerfiles.usuarioId, usuarioId),
        eq(usuarioPerfiles.proyectoId, proyectoId),
        eq(usuarios.instanciaId, ctx.instancia.id),
        eq(usuarios.activo, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The columns a valid payload writes (422 with every field's message otherwise). */
async function valoresDe(ctx: DomainContext, acceso: AccesoAutoevaluacion, input: TareaInput) {
  const errors: FieldErrors = {};
  const fechaLimite = toIsoDate(input.fechaLimite);
  if (fechaLimite === undefined) errors.fechaLimite = [validacion.date];
  if (input.estandarId !== undefined) {
    const { manualId, ambitoId } = acceso.autoevaluacion;
    const aplicables = await loadEstandaresAplicables(ctx.db, manualId, ambitoId);
    if (!aplicables.some((e) => e.id === input.estandarId)) errors.estandarId = [t.estandarNoValido];
  }
  if (input.usuarioId !== undefined && !(await esDelEquipo(ctx, input.usuarioId, acceso.proyectoId)))
    errors.usuarioId = [t.responsableNoValido];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  const conseguido = input.conseguido ?? false;
  const fecha = fechaLimite ?? null;
  return {
    titulo: input.titulo,
    descripcion: input.descripcion ?? null,
    fechaLimite: fecha,
    estandarId: input.estandarId ?? null,
    usuarioId: input.usuarioId ?? null,
    conseguido,
    // Kept in step for exports; reads compute it again (estado.ts).
    estadoClave: estadoTarea({ conseguido, fechaLimite: fecha }, todayIso(ctx.clock.now())),
  };
}

/** POST autoevaluaciones/{id}/tareas. */
export async function createTarea(ctx: DomainContext, autoevaluacionId: number, input: TareaInput): Promise<TareaRecord> {
  const acceso = await requireEscrituraPlan(ctx, autoevaluacionId);
  const valores = await valoresDe(ctx, acceso, input);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(tareas)
      .values({ instanciaId: ctx.instancia.id, autoevaluacionId, ...valores, ...altaAudit(acceso.actor, ctx.clock.now()) })
      .returning({ id: tareas.id }),
    auditar({ accion: 'CREAR', entidad: 'tarea', entidadId: nuevoEn(tareas), cambios: cambiosDe(null, valores) }),
  ]);
  return loadTareaRecord(ctx, filaDe<{ id: number }>(rows).id);
}

/** The task and the contribution gate of its self-assessment (404 as the task's for outsiders). */
export async function contribucionEnTarea(ctx: DomainContext, id: number) {
  const fila = await loadTarea(ctx, id);
  const acceso = await gateFor(() => requireEscrituraPlan(ctx, fila.autoevaluacionId), t.tareaNoExiste);
  return { fila, acceso };
}

/** PUT autoevaluaciones/tareas/{id}: replaces the task's fields. */
export async function updateTarea(ctx: DomainContext, id: number, input: TareaInput): Promise<TareaRecord> {
  const { fila, acceso } = await contribucionEnTarea(ctx, id);
  const { version, ...campos } = input;
  // Two people editing one task: the one who saves on an older version is told (409) rather
  // than silently undoing the other's change. The guard on the stamp closes the race too.
  const actual = fila.modificacionFecha ?? fila.altaFecha;
  if (version !== undefined && version !== actual) throw new AppError(409, t.tareaCambiada);
  const valores = await valoresDe(ctx, acceso, campos);
  const antes = await filaActual(ctx.db, tareas, id);
  const cambios = { ...valores, ...modificacionAudit(acceso.actor, ctx.clock.now()) };
  const [res] = await commit(ctx, [
    ctx.db
      .update(tareas)
      .set(cambios)
      .where(and(eq(tareas.id, id), eq(sql`coalesce(${tareas.modificacionFecha}, ${tareas.altaFecha})`, actual)))
      .returning({ id: tareas.id }),
    auditar({ accion: 'MODIFICAR', entidad: 'tarea', entidadId: id, cambios: cambiosDe(antes, valores), siCambia: true }),
  ]);
  if ((res as unknown[]).length === 0) throw new AppError(409, t.tareaCambiada);
  return loadTareaRecord(ctx, id);
}

/** DELETE autoevaluaciones/tareas/{id} (its tags and observations go with it). */
export async function removeTarea(ctx: DomainContext, id: number): Promise<void> {
  const { fila } = await contribucionEnTarea(ctx, id);
  await commit(ctx, [
    ctx.db.delete(tareas).where(eq(tareas.id, id)),
    auditar({ accion: 'ELIMINAR', entidad: 'tarea', entidadId: id, cambios: cambiosDe(fila, null) }),
  ]);
}

/** POST autoevaluaciones/tareas/{id}/etiquetas/reasignar: the self-assessment's task tags (TAR). */
export async function reasignarEtiquetasTarea(ctx: DomainContext, id: number, ids: number[]) {
  const { fila } = await contribucionEnTarea(ctx, id);
  await reasignarEnlaces(ctx, {
    entidad: 'tarea',
    ids,
    field: 'etiquetas',
    message: t.etiquetasNoValidas,
    unknown: (wanted) =>
      unknownIds(
        ctx.db,
        autoevaluacionEtiquetas.id,
        autoevaluacionEtiquetas,
        wanted,
        and(eq(autoevaluacionEtiquetas.autoevaluacionId, fila.autoevaluacionId), eq(autoevaluacionEtiquetas.tipoClave, 'TAR')),
      ),
    links: tareaEtiquetas,
    owner: tareaEtiquetas.tareaId,
    ownerId: id,
    row: (etiquetaId) => ({ tareaId: id, etiquetaId }),
  });
  return (await loadTareaRecord(ctx, id)).Etiquetas;
}
