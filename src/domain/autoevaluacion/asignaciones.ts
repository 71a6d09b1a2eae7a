import { and, eq, inArray } from 'drizzle-orm';
import { autoevaluacionEstandarUsuarios } from '../../db/schema/autoevaluacion.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { chunkedInserts, distinct, refuseUnknown } from '../shared/comun.ts';
import { loadEstandaresAplicables } from './carga.ts';
import { requireMiembros } from './equipo.ts';
import { requireGestorProceso } from './gestor.ts';

// Who is assigned which standard (autoevaluacion_estandar_usuarios). Only the process manager
// assigns (gestor.ts); any member may still work on any standard. Every call replaces a whole
// set in one batch with its audit entry, so a reader sees the old set or the new one.

const T = autoevaluacionEstandarUsuarios;

async function aplicables(ctx: DomainContext, a: { manualId: number; ambitoId: number | null }) {
  return loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId);
}

/** POST autoevaluaciones/{id}/estandares/{estandarId}/usuarios/reasignar: the standard's assignees become `usuarios`. */
export async function reasignarUsuariosEstandar(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
  usuarios: number[],
) {
  const { autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.equipo);
  if (!(await aplicables(ctx, a)).some((e) => e.id === estandarId)) throw new AppError(404, t.estandarNoAplica);
  const ids = distinct(usuarios);
  await requireMiembros(ctx, a.proyectoId, ids);
  const where = and(eq(T.autoevaluacionId, a.id), eq(T.estandarId, estandarId));
  const antes = (await ctx.db.select({ id: T.usuarioId }).from(T).where(where)).map((r) => r.id);
  await commit(ctx, [
    ctx.db.delete(T).where(where),
    ...chunkedInserts(
      ctx.db,
      T,
      ids.map((usuarioId) => ({ autoevaluacionId: a.id, estandarId, usuarioId })),
    ),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacionEstandar',
      entidadId: `${a.id}:${estandarId}`,
      cambios: [{ Campo: 'Usuarios', Antes: antes, Despues: ids }],
    }),
  ]);
  return ids;
}

/** POST autoevaluaciones/{id}/usuarios/{usuarioId}/estandares/reasignar: the member's standards become `estandares`. */
export async function reasignarEstandaresUsuario(
  ctx: DomainContext,
  autoevaluacionId: number,
  usuarioId: number,
  estandares: number[],
) {
  const { autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.equipo);
  await requireMiembros(ctx, a.proyectoId, [usuarioId]).catch(() => {
    throw new AppError(404, t.usuarioNoMiembro);
  });
  const ids = distinct(estandares);
  const validos = new Set((await aplicables(ctx, a)).map((e) => e.id));
  refuseUnknown(
    'estandares',
    ids.filter((id) => !validos.has(id)),
    t.estandaresNoAplican,
  );
  const where = and(eq(T.autoevaluacionId, a.id), eq(T.usuarioId, usuarioId));
  const antes = (await ctx.db.select({ id: T.estandarId }).from(T).where(where)).map((r) => r.id);
  await commit(ctx, [
    ctx.db.delete(T).where(where),
    ...chunkedInserts(
      ctx.db,
      T,
      ids.map((estandarId) => ({ autoevaluacionId: a.id, estandarId, usuarioId })),
    ),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacionUsuario',
      entidadId: `${a.id}:${usuarioId}`,
      cambios: [{ Campo: 'Estandares', Antes: antes, Despues: ids }],
    }),
  ]);
  return ids;
}

/**
 * POST autoevaluaciones/{id}/paquetes/{paqueteId}/usuarios (usuario, sobrescribir): the
 * member gets every applicable standard of the package. With `sobrescribir` the package's
 * standards are first taken from whoever had them, so the member ends up their only assignee.
 */
export async function asignarPaquete(
  ctx: DomainContext,
  autoevaluacionId: number,
  paqueteId: number,
  input: { usuario: number; sobrescribir?: boolean },
) {
  const { autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.equipo);
  const delPaquete = (await aplicables(ctx, a)).filter((e) => e.paqueteId === paqueteId).map((e) => e.id);
  if (delPaquete.length === 0) throw new AppError(404, t.paqueteNoExiste);
  await requireMiembros(ctx, a.proyectoId, [input.usuario]);
  const sobrescribir = input.sobrescribir ?? false;
  await commit(ctx, [
    sobrescribir && ctx.db.delete(T).where(and(eq(T.autoevaluacionId, a.id), inArray(T.estandarId, delPaquete))),
    ...delPaquete.map((estandarId) =>
      ctx.db.insert(T).values({ autoevaluacionId: a.id, estandarId, usuarioId: input.usuario }).onConflictDoNothing(),
    ),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacionUsuario',
      entidadId: `${a.id}:${input.usuario}`,
      cambios: [{ Campo: 'Paquete', Antes: null, Despues: { paqueteId, sobrescribir, estandares: delPaquete } }],
    }),
  ]);
  return delPaquete;
}
