import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { perfiles, usuarioPerfiles } from '../../db/schema/identidad.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { pick } from '../catalogo/listado.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { exige, SESION } from '../permisos/regla.ts';
import { tipoPerfilActivo } from '../permisos/usuario.ts';

// GET yo/proyectos: the projects the signed-in user works on (holds a project profile for,
// under the profile type they work as now), each with its current self-assessment. The
// /autoevaluacion entry decides where to go from the first one.

export interface MiProyecto {
  Id: number;
  Codigo: string;
  Centro: string;
  Estado: { Clave: string; Nombre: string };
  Fase: { Clave: string; Nombre: string; TipoClave: string };
  /** The self-assessment of the project's current phase (else its latest); null when it has none. */
  Autoevaluacion: { Id: number; Fase: { Clave: string; TipoClave: string }; Estado: { Clave: string } } | null;
  /** The profiles the user holds in the project. */
  Perfiles: Array<{ Clave: string; NombrePublico: string }>;
}

const estadoProyecto = alias(estados, 'estado_proyecto');
const faseAuto = alias(fasesProyecto, 'fase_autoevaluacion');

export async function listMisProyectos(ctx: DomainContext, opts: { query: ListQuery }): Promise<Page<Partial<MiProyecto>>> {
  const actor = exige(ctx.actor, SESION);
  const { pagina, registrosPorPagina } = opts.query;
  const tipo = await tipoPerfilActivo(ctx.db, { id: actor.usuarioId, tipoPerfil: actor.tipoPerfil });
  const held = await ctx.db
    .select({ proyectoId: usuarioPerfiles.proyectoId, clave: perfiles.clave, nombrePublico: perfiles.nombrePublico })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .innerJoin(proyectos, eq(proyectos.id, usuarioPerfiles.proyectoId))
    .where(
      and(
        eq(usuarioPerfiles.usuarioId, actor.usuarioId),
        isNotNull(usuarioPerfiles.proyectoId),
        eq(proyectos.instanciaId, ctx.instancia.id),
        tipo ? eq(perfiles.tipoClave, tipo) : undefined,
      ),
    )
    .orderBy(asc(perfiles.id));
  const perfilesDe = new Map<number, MiProyecto['Perfiles']>();
  for (const h of held) {
    const id = h.proyectoId as number;
    perfilesDe.set(id, [...(perfilesDe.get(id) ?? []), { Clave: h.clave, NombrePublico: h.nombrePublico }]);
  }
  const ids = [...perfilesDe.keys()];
  if (ids.length === 0) return { records: [], total: 0, pagina, registrosPorPagina };
  const rows = await ctx.db
    .select({
      id: proyectos.id,
      codigo: proyectos.codigo,
      centro: centros.nombre,
      estadoClave: proyectos.estadoClave,
      estadoNombre: estadoProyecto.nombre,
      faseClave: proyectos.faseClave,
      faseNombre: fasesProyecto.nombre,
      faseTipo: fasesProyecto.tipoClave,
    })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, proyectos.faseClave))
    .leftJoin(estadoProyecto, and(eq(estadoProyecto.entidad, 'Proyecto'), eq(estadoProyecto.clave, proyectos.estadoClave)))
    .where(inArray(proyectos.id, ids))
    .orderBy(asc(proyectos.codigo), asc(proyectos.id))
    .limit(registrosPorPagina)
    .offset((pagina - 1) * registrosPorPagina);
  const autos = await ctx.db
    .select({
      id: autoevaluaciones.id,
      proyectoId: autoevaluaciones.proyectoId,
      faseClave: autoevaluaciones.faseClave,
      faseTipo: faseAuto.tipoClave,
      estadoClave: autoevaluaciones.estadoClave,
    })
    .from(autoevaluaciones)
    .innerJoin(faseAuto, eq(faseAuto.clave, autoevaluaciones.faseClave))
    .where(
      inArray(
        autoevaluaciones.proyectoId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(autoevaluaciones.id));
  const records = rows.map((r): MiProyecto => {
    const propias = autos.filter((a) => a.proyectoId === r.id);
    const actual = propias.find((a) => a.faseClave === r.faseClave) ?? propias[0];
    return {
      Id: r.id,
      Codigo: r.codigo,
      Centro: r.centro,
      Estado: { Clave: r.estadoClave, Nombre: r.estadoNombre ?? r.estadoClave },
      Fase: { Clave: r.faseClave, Nombre: r.faseNombre, TipoClave: r.faseTipo },
      Autoevaluacion: actual
        ? { Id: actual.id, Fase: { Clave: actual.faseClave, TipoClave: actual.faseTipo }, Estado: { Clave: actual.estadoClave } }
        : null,
      Perfiles: perfilesDe.get(r.id) ?? [],
    };
  });
  return { records: records.map((r) => pick(r, opts.query.campos)), total: ids.length, pagina, registrosPorPagina };
}
