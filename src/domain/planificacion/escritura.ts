import { and, eq } from 'drizzle-orm';
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
import { columnasEscritas, enVersion, versionEsperada, versionSiguiente } from '../shared/version.ts';
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

/**
 * The columns a valid payload writes (422 with every field's message otherwise). The status
 * follows the payload's date and flag, or `base`'s for those it does not send.
 */
async function valoresDe(
  ctx: DomainContext,
  acceso: AccesoAutoevaluacion,
  input: Omit<TareaInput, 'version'>,
  base: { conseguido?: boolean; fechaLimite?: string | null } = {},
) {
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
  const estado = {
    conseguido: 'conseguido' in input ? conseguido : (base.conseguido ?? conseguido),
    fechaLimite: 'fechaLimite' in input ? fecha : base.fechaLimite === undefined ? fecha : base.fechaLimite,
  };
  return {
    titulo: input.titulo,
    descripcion: input.descripcion ?? null,
    fechaLimite: fecha,
    estandarId: input.estandarId ?? null,
    usuarioId: input.usuarioId ?? null,
    conseguido,
    // Kept in step for exports; reads compute it again (estado.ts).
    estadoClave: estadoTarea(estado, todayIso(ctx.clock.now())),
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

/** The columns each field of a task's payload decides (the status follows the date and the flag). */
const COLUMNAS: Record<keyof Omit<TareaInput, 'version'>, (keyof Awaited<ReturnType<typeof valoresDe>>)[]> = {
  titulo: ['titulo'],
  descripcion: ['descripcion'],
  fechaLimite: ['fechaLimite', 'estadoClave'],
  estandarId: ['estandarId'],
  usuarioId: ['usuarioId'],
  conseguido: ['conseguido', 'estadoClave'],
};

/**
 * PUT autoevaluaciones/tareas/{id}. With the version read (body or If-Match) it replaces the
 * task's fields, and an older version is refused (409) rather than silently undoing another
 * person's change; without one, only the fields sent change (shared/version.ts).
 */
export async function updateTarea(ctx: DomainContext, id: number, input: TareaInput, ifMatch?: string): Promise<TareaRecord> {
  const { fila, acceso } = await contribucionEnTarea(ctx, id);
  const { version: enCuerpo, ...campos } = input;
  const version = versionEsperada(enCuerpo, ifMatch);
  if (version !== undefined && version !== fila.version) throw new AppError(409, t.tareaCambiada);
  const enviados = Object.keys(campos) as (keyof typeof COLUMNAS)[];
  const base = version === undefined ? { conseguido: fila.conseguido ?? false, fechaLimite: fila.fechaLimite } : {};
  const valores = await valoresDe(ctx, acceso, campos, base);
  const set = columnasEscritas(
    valores,
    version,
    enviados.flatMap((k) => COLUMNAS[k]),
  );
  const antes = await filaActual(ctx.db, tareas, id);
  const [res] = await commit(ctx, [
    ctx.db
      .update(tareas)
      .set({ ...set, version: versionSiguiente(tareas.version), ...modificacionAudit(acceso.actor, ctx.clock.now()) })
      .where(and(eq(tareas.id, id), enVersion(tareas.version, version)))
      .returning({ id: tareas.id }),
    auditar({ accion: 'MODIFICAR', entidad: 'tarea', entidadId: id, cambios: cambiosDe(antes, set), siCambia: true }),
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
