import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { equipoProyectoApi as t } from '../../i18n/equipo-proyecto.ts';
import type { DomainContext } from '../context.ts';
import { AppError, isAppError } from '../errors.ts';
import { columnasNombre, nombreCompleto } from '../identidad/actor.ts';
import { EQUIPO_PROYECTO } from '../permisos/politicas.ts';
import { requireRegla } from '../permisos/regla.ts';
import { loadCuentaAviso } from '../usuarios/cuentas.ts';
import { quitarPerfil } from '../usuarios/perfil-quitar.ts';
import { perfilQueDa, requireDarPerfiles } from './equipo-acceso.ts';
import type { PerfilEquipoInput } from './equipo-schema.ts';
import { darPerfilEnProyecto } from './invitaciones.ts';

// The evaluation team of a project (its head of evaluation and its evaluators), chosen among
// the people who already hold that profile somewhere (in another project or for the whole
// system): staff who write projects and the project's tutor choose both; the project's head
// of evaluation chooses evaluators (EQUIPO_PROYECTO). Each person chosen gets the mail of a
// profile given (src/domain/usuarios/perfil-proyecto.ts).

interface PerfilOpcion {
  Id: number;
  Clave: string;
  NombrePublico: string;
}

/** The profiles of `claves` in this instance, in that order (for the tab's selects). */
export async function perfilesPorClave(ctx: DomainContext, claves: readonly string[]): Promise<PerfilOpcion[]> {
  const rows = await ctx.db
    .select({ Id: perfiles.id, Clave: perfiles.clave, NombrePublico: perfiles.nombrePublico })
    .from(perfiles)
    .where(and(eq(perfiles.instanciaId, ctx.instancia.id), inArray(perfiles.clave, [...claves])));
  return claves.flatMap((c) => rows.filter((r) => r.Clave === c));
}

/**
 * The evaluation profiles the caller may give in the project (for a page's controls): both for
 * the agency, evaluators for the project's head of evaluation, none for anyone else.
 */
export async function perfilesQueDa(ctx: DomainContext, proyectoId: number): Promise<PerfilOpcion[]> {
  try {
    const acceso = await requireDarPerfiles(ctx, proyectoId, { jefeEvaluacion: true });
    return perfilesPorClave(
      ctx,
      EQUIPO_PROYECTO.evaluacion.filter((c) => acceso.perfiles.includes(c)),
    );
  } catch (err) {
    if (isAppError(err) && (err.status === 403 || err.status === 404)) return [];
    throw err;
  }
}

// The outer query's user, always qualified: a single-table select writes its columns bare, and
// a bare "id" inside these subqueries would be usuario_perfiles' own.
const usuarioExterior = sql`${usuarios}.${sql.identifier('id')}`;

/** The user of the outer query holds profile `perfilId` in some project or for the whole system. */
const loTieneEnAlgunSitio = (perfilId: number) =>
  sql`exists (select 1 from ${usuarioPerfiles} where ${usuarioPerfiles.usuarioId} = ${usuarioExterior} and ${usuarioPerfiles.perfilId} = ${perfilId})`;

/** The user of the outer query holds profile `perfilId` in this project. */
const loTieneEnProyecto = (perfilId: number, proyectoId: number) =>
  sql`exists (select 1 from ${usuarioPerfiles} where ${usuarioPerfiles.usuarioId} = ${usuarioExterior} and ${usuarioPerfiles.perfilId} = ${perfilId} and ${usuarioPerfiles.proyectoId} = ${proyectoId})`;

export interface Candidato {
  Id: number;
  NombreCompleto: string;
  Email: string;
}

/**
 * GET proyectos/{id}/equipo/candidatos?perfilId=&texto=: the active people who hold the
 * evaluation profile somewhere and not yet in this project, matching `texto` (name, surnames
 * or e-mail), by surname; at most `limite`.
 */
export async function listCandidatosEvaluacion(
  ctx: DomainContext,
  proyectoId: number,
  opts: { perfilId: number; texto?: string; limite: number },
): Promise<Candidato[]> {
  const acceso = await requireDarPerfiles(ctx, proyectoId, { jefeEvaluacion: true });
  const perfil = await perfilQueDa(ctx, acceso, opts.perfilId, EQUIPO_PROYECTO.evaluacion, t.perfilNoDeEvaluacion);
  const palabras = (opts.texto ?? '')
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  const texto = sql`lower(${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, '') || ' ' || ${usuarios.email})`;
  const rows = await ctx.db
    .select({
      id: usuarios.id,
      ...columnasNombre,
      email: usuarios.email,
    })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.instanciaId, ctx.instancia.id),
        eq(usuarios.activo, true),
        loTieneEnAlgunSitio(perfil.id),
        sql`not ${loTieneEnProyecto(perfil.id, proyectoId)}`,
        ...palabras.map((p) => sql`${texto} like ${`%${p}%`}`),
      ),
    )
    .orderBy(asc(sql`lower(${usuarios.apellido1})`), asc(sql`lower(${usuarios.nombre})`), asc(usuarios.id))
    .limit(opts.limite);
  return rows.map((r) => ({ Id: r.id, NombreCompleto: nombreCompleto(r), Email: r.email }));
}

/**
 * POST proyectos/{id}/equipo/perfiles: gives the evaluation profile in the project to someone
 * who holds it elsewhere, with its mail. 422 for a person who does not exist, is inactive or
 * lacks the profile; 409 when they hold it here already; nothing is written then.
 */
export async function asignarPerfilEvaluacion(
  ctx: DomainContext,
  proyectoId: number,
  input: PerfilEquipoInput,
  opts: { origin: string },
): Promise<void> {
  const acceso = await requireDarPerfiles(ctx, proyectoId, { jefeEvaluacion: true });
  const perfil = await perfilQueDa(ctx, acceso, input.perfilId, EQUIPO_PROYECTO.evaluacion, t.perfilNoDeEvaluacion);
  const cuenta = await loadCuentaAviso(ctx, input.usuarioId);
  if (!cuenta) throw new AppError(422, t.usuarioNoExiste, { usuarioId: [t.usuarioNoExiste] });
  if (!cuenta.activo) throw new AppError(422, t.usuarioInactivo, { usuarioId: [t.usuarioInactivo] });
  const [tiene] = await ctx.db
    .select({
      enAlgunSitio: loTieneEnAlgunSitio(perfil.id).mapWith(Boolean),
      aqui: loTieneEnProyecto(perfil.id, proyectoId).mapWith(Boolean),
    })
    .from(usuarios)
    .where(eq(usuarios.id, cuenta.id));
  if (tiene?.aqui) throw new AppError(409, t.yaTienePerfil);
  if (!tiene?.enAlgunSitio)
    throw new AppError(422, t.sinPerfilDeEvaluacion(perfil.nombrePublico), {
      usuarioId: [t.sinPerfilDeEvaluacion(perfil.nombrePublico)],
    });
  await darPerfilEnProyecto(ctx, acceso, { cuenta, perfil }, opts);
}

/** DELETE proyectos/{id}/equipo/perfiles/{perfilId}/usuarios/{usuarioId}: takes the evaluation profile away; 404 when not held. */
export async function quitarPerfilEvaluacion(
  ctx: DomainContext,
  proyectoId: number,
  perfilId: number,
  usuarioId: number,
): Promise<void> {
  const acceso = await requireDarPerfiles(ctx, proyectoId, { jefeEvaluacion: true });
  const perfil = await perfilQueDa(ctx, acceso, perfilId, EQUIPO_PROYECTO.evaluacion, t.perfilNoDeEvaluacion);
  const quitado = await quitarPerfil(ctx, {
    usuarioId,
    perfilId: perfil.id,
    proyectoId,
    proyecto: acceso.proyecto.codigo,
  });
  if (!quitado) throw new AppError(404, t.noTienePerfil);
}

// ---- A finished self-assessment waiting for its evaluators ----------------------------------

/**
 * Projects in progress in an evaluation phase (their self-assessment is finished) where nobody
 * holds an evaluation profile (JEFE_EVACN, EVAL): the evaluation cannot start until staff
 * staff it. One condition for the projects list's column and filter and the management home.
 */
export function sinEquipoEvaluacion(): SQL {
  return and(
    eq(proyectos.estadoClave, 'CURSO'),
    sql`${proyectos.faseClave} in (select ${fasesProyecto.clave} from ${fasesProyecto} where ${fasesProyecto.tipoClave} = 'EVA')`,
    sql`not exists (select 1 from ${usuarioPerfiles} inner join ${perfiles} on ${perfiles.id} = ${usuarioPerfiles.perfilId}
        where ${usuarioPerfiles.proyectoId} = ${proyectos.id} and ${inArray(perfiles.clave, [...EQUIPO_PROYECTO.evaluacion])})`,
  ) as SQL;
}

/** The ids among `ids` of projects waiting for an evaluation team (the list's badge, one query per page). */
export async function idsSinEquipoEvaluacion(ctx: DomainContext, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: proyectos.id })
    .from(proyectos)
    .where(and(inArray(proyectos.id, [...ids]), sinEquipoEvaluacion()));
  return new Set(rows.map((r) => r.id));
}

/** How many projects of the instance wait for an evaluation team (the management home; staff who follow projects). */
export async function contarSinEquipoEvaluacion(ctx: DomainContext): Promise<number> {
  requireRegla(ctx.actor, EQUIPO_PROYECTO.lee);
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(proyectos)
    .where(and(eq(proyectos.instanciaId, ctx.instancia.id), sinEquipoEvaluacion()));
  return row?.n ?? 0;
}
