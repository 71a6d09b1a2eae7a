import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { perfiles, usuarioPerfiles } from '../../db/schema/identidad.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { TIPO_EVALUACION } from '../autoevaluacion/equipo-evaluacion.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { requireRegla, SESION } from '../permisos/regla.ts';
import { tipoPerfilActivo } from '../permisos/usuario.ts';
import { pick } from '../shared/listado.ts';
import { loadPendientes, type Pendientes } from './pendientes.ts';

// GET yo/proyectos: the projects the signed-in user works on (holds a project profile for,
// under the profile type they work as now), each with its current self-assessment, its
// deadline and what needs the user there now (pendientes.ts). The /autoevaluacion entry
// decides from the count and the first one whether to open it or to offer the chooser.

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
  /** The deadline of that self-assessment or evaluation (ISO date), or null. */
  FechaLimite: string | null;
  /** What needs the user there now; read only when asked for (no `campos`, or `campos` naming it). */
  Pendientes: Pendientes | null;
}

/** Whether `campos` asks for `campo` (no `campos`: every field). */
const pide = (campos: string[] | undefined, campo: string) =>
  !campos || campos.length === 0 || campos.some((c) => c.toLowerCase() === campo.toLowerCase());

const estadoProyecto = alias(estados, 'estado_proyecto');
const faseAuto = alias(fasesProyecto, 'fase_autoevaluacion');

export async function listMisProyectos(ctx: DomainContext, opts: { query: ListQuery }): Promise<Page<Partial<MiProyecto>>> {
  const actor = requireRegla(ctx.actor, SESION);
  const { pagina, registrosPorPagina } = opts.query;
  const tipo = await tipoPerfilActivo(ctx.db, { id: actor.usuarioId, tipoPerfil: actor.tipoPerfil });
  const held = await ctx.db
    .select({
      proyectoId: usuarioPerfiles.proyectoId,
      clave: perfiles.clave,
      nombrePublico: perfiles.nombrePublico,
      tipoClave: perfiles.tipoClave,
    })
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
  // Projects where the user holds a profile of the evaluation side (its team: autoevaluacion/equipo-evaluacion.ts).
  const evaluador = new Set<number>();
  for (const h of held) {
    const id = h.proyectoId as number;
    perfilesDe.set(id, [...(perfilesDe.get(id) ?? []), { Clave: h.clave, NombrePublico: h.nombrePublico }]);
    if (h.tipoClave === TIPO_EVALUACION) evaluador.add(id);
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
      fechaLimite: autoevaluaciones.fechaLimite,
      fechaPublicacion: autoevaluaciones.fechaPublicacion,
      ficheroInformeId: autoevaluaciones.ficheroInformeId,
      manualId: procesos.manualId,
      ambitoId: proyectos.ambitoId,
      procesoId: proyectos.procesoId,
    })
    .from(autoevaluaciones)
    .innerJoin(faseAuto, eq(faseAuto.clave, autoevaluaciones.faseClave))
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(
      inArray(
        autoevaluaciones.proyectoId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(autoevaluaciones.id));
  const actuales = new Map(
    rows.map((r) => {
      const propias = autos.filter((a) => a.proyectoId === r.id);
      return [r.id, { propias, actual: propias.find((a) => a.faseClave === r.faseClave) ?? propias[0] }] as const;
    }),
  );
  const pendientes = pide(opts.query.campos, 'Pendientes')
    ? await loadPendientes(
        ctx,
        actor.usuarioId,
        rows.map((r) => {
          const { propias = [], actual = null } = actuales.get(r.id) ?? {};
          return { id: r.id, enEquipoEvaluacion: evaluador.has(r.id), actual, registros: propias };
        }),
      )
    : null;
  const records = rows.map((r): MiProyecto => {
    const actual = actuales.get(r.id)?.actual;
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
      FechaLimite: actual?.fechaLimite ?? null,
      Pendientes: pendientes?.get(r.id) ?? null,
    };
  });
  return { records: records.map((r) => pick(r, opts.query.campos)), total: ids.length, pagina, registrosPorPagina };
}
