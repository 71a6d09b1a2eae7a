import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { autoevaluacionEstandarUsuarios } from '../../db/schema/autoevaluacion.ts';
import { estandares } from '../../db/schema/catalogo.ts';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { columnasNombre, nombreCompleto } from '../identidad/actor.ts';
import type { ListQuery, Page } from '../listing.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { perfilGestorDe, requireGestorProceso } from './gestor.ts';

// The team of a self-assessment: the users holding a profile for its project, with those
// profiles and the standards assigned to them in this self-assessment.

export interface MiembroEquipo {
  Id: number;
  Nombre: string;
  Apellido1: string;
  Apellido2: string | null;
  NombreCompleto: string;
  Email: string;
  Activo: boolean;
  Perfiles: Array<{ Id: number; Clave: string; NombrePublico: string }>;
  Estandares: Array<{ Id: number; Codigo: string }>;
  /** Holds the phase's managing profile (REPRE in a self-assessment). */
  EsGestor: boolean;
  /** The self-assessment's responsible (PUT autoevaluaciones/{id}, responsable). */
  EsResponsable: boolean;
}

/** The members of the project (internal: callers check access). */
export async function loadMiembros(ctx: DomainContext, autoevaluacionId: number, proyectoId: number, faseClave: string) {
  const rows = await ctx.db
    .select({
      id: usuarios.id,
      ...columnasNombre,
      email: usuarios.email,
      activo: usuarios.activo,
      perfilId: perfiles.id,
      perfilClave: perfiles.clave,
      perfilNombre: perfiles.nombrePublico,
    })
    .from(usuarioPerfiles)
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .where(and(eq(usuarioPerfiles.proyectoId, proyectoId), eq(usuarios.instanciaId, ctx.instancia.id)))
    .orderBy(asc(usuarios.apellido1), asc(usuarios.nombre), asc(usuarios.id), asc(perfiles.id));
  const gestor = await perfilGestorDe(ctx, faseClave);
  const [auto] = await ctx.db
    .select({ responsable: autoevaluaciones.usuarioResponsableId })
    .from(autoevaluaciones)
    .where(eq(autoevaluaciones.id, autoevaluacionId));
  const ids = [...new Set(rows.map((r) => r.id))];
  const asignados =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ usuarioId: autoevaluacionEstandarUsuarios.usuarioId, id: estandares.id, codigo: estandares.codigo })
          .from(autoevaluacionEstandarUsuarios)
          .innerJoin(estandares, eq(estandares.id, autoevaluacionEstandarUsuarios.estandarId))
          .where(
            and(
              eq(autoevaluacionEstandarUsuarios.autoevaluacionId, autoevaluacionId),
              inArray(autoevaluacionEstandarUsuarios.usuarioId, ids),
            ),
          )
          .orderBy(asc(estandares.orden), asc(estandares.id));
  const out = new Map<number, MiembroEquipo>();
  for (const r of rows) {
    let m = out.get(r.id);
    if (!m) {
      m = {
        Id: r.id,
        Nombre: r.nombre,
        Apellido1: r.apellido1,
        Apellido2: r.apellido2,
        NombreCompleto: nombreCompleto(r),
        Email: r.email,
        Activo: r.activo,
        Perfiles: [],
        Estandares: asignados.filter((a) => a.usuarioId === r.id).map((a) => ({ Id: a.id, Codigo: a.codigo })),
        EsGestor: false,
        EsResponsable: auto?.responsable === r.id,
      };
      out.set(r.id, m);
    }
    m.Perfiles.push({ Id: r.perfilId, Clave: r.perfilClave, NombrePublico: r.perfilNombre });
    if (r.perfilClave === gestor) m.EsGestor = true;
  }
  return [...out.values()];
}

/**
 * GET autoevaluaciones/{id}/usuarios: the team, for its members (AE in the project: the area's
 * pages name assignees and task owners) and for staff who follow projects (HISTORICO).
 */
export async function listUsuariosAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  query: ListQuery,
): Promise<Page<MiembroEquipo>> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, {
    gestion: PROYECTOS.gestiona,
  });
  const todos = await loadMiembros(ctx, a.id, a.proyectoId, a.faseClave);
  const { pagina, registrosPorPagina } = query;
  const records = todos.slice((pagina - 1) * registrosPorPagina, pagina * registrosPorPagina);
  return { records, total: todos.length, pagina, registrosPorPagina };
}

/** 422 unless every id is a member of the project. */
export async function requireMiembros(ctx: DomainContext, proyectoId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await ctx.db
    .selectDistinct({ id: usuarioPerfiles.usuarioId })
    .from(usuarioPerfiles)
    .where(and(eq(usuarioPerfiles.proyectoId, proyectoId), inArray(usuarioPerfiles.usuarioId, ids)));
  const fuera = ids.filter((id) => !rows.some((r) => r.id === id));
  if (fuera.length > 0) throw new AppError(422, t.usuariosNoMiembros(fuera), { usuarioId: [t.usuariosNoMiembros(fuera)] });
}

/**
 * DELETE autoevaluaciones/{id}/usuarios/{usuarioId}: the user leaves the project's team (every
 * profile held for it) and their assignments in it. The last manager never leaves: the
 * delete keeps the rows when no other manager would remain, checked inside the statement so
 * two concurrent removals cannot leave the team without one.
 */
export async function removeUsuarioAutoevaluacion(ctx: DomainContext, autoevaluacionId: number, usuarioId: number) {
  const { autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.equipo);
  const miembros = await loadMiembros(ctx, a.id, a.proyectoId, a.faseClave);
  const miembro = miembros.find((m) => m.Id === usuarioId);
  if (!miembro) throw new AppError(404, t.usuarioNoMiembro);
  const gestor = await perfilGestorDe(ctx, a.faseClave);
  const quedaOtroGestor = sql`exists (select 1 from ${usuarioPerfiles} up join ${perfiles} p on p.id = up.perfil_id
    where up.proyecto_id = ${a.proyectoId} and up.usuario_id <> ${usuarioId} and p.clave = ${gestor})`;
  if (miembro.EsGestor && !miembros.some((m) => m.EsGestor && m.Id !== usuarioId)) throw new AppError(409, t.ultimoGestor);
  const [borrados] = (await commit(ctx, [
    ctx.db
      .delete(usuarioPerfiles)
      .where(
        and(
          eq(usuarioPerfiles.proyectoId, a.proyectoId),
          eq(usuarioPerfiles.usuarioId, usuarioId),
          miembro.EsGestor ? quedaOtroGestor : undefined,
        ),
      )
      .returning({ id: usuarioPerfiles.id }),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: usuarioId,
      cambios: [
        { Campo: 'Perfiles', Antes: { proyectoId: a.proyectoId, perfiles: miembro.Perfiles.map((p) => p.Clave) }, Despues: null },
      ],
      siCambia: true,
    }),
    ctx.db
      .delete(autoevaluacionEstandarUsuarios)
      .where(
        and(
          eq(autoevaluacionEstandarUsuarios.usuarioId, usuarioId),
          sql`${autoevaluacionEstandarUsuarios.autoevaluacionId} in (select id from ${autoevaluaciones} where proyecto_id = ${a.proyectoId})`,
          sql`not exists (select 1 from ${usuarioPerfiles} where proyecto_id = ${a.proyectoId} and usuario_id = ${usuarioId})`,
        ),
      ),
  ])) as [unknown[]];
  if (borrados.length === 0) throw new AppError(409, t.ultimoGestor);
}
