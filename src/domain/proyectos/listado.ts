import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ambitos } from '../../db/schema/catalogo.ts';
import { etiquetas, usuarios } from '../../db/schema/identidad.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { proyectoEtiquetas, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { procesoPorTexto } from '../procesos/filtro.ts';
import { eqIf } from '../shared/comun.ts';
import { groupByOwner, listPage, orderByKey, pick, resolveCampos } from '../shared/listado.ts';
import { contadorDe } from '../shared/recuentos.ts';
import { filtroDeLista, searchTerms } from '../shared/search.ts';
import { requireProyectos } from './acceso.ts';
import { sinEquipoEvaluacion } from './equipo-evaluacion.ts';
import { muestraConfigurar } from './estados.ts';
import { type Etapa, type Etapas, etapasDe } from './etapas.ts';

// GET /proyectos: the projects list of staff who follow projects (HISTORICO), and the project
// chooser of people managers (PERSONAS), who ask for campos=Id,Codigo,Centro.

export interface ProyectosFiltros {
  /** Project code or centre name; every word must appear (accent/case-insensitive). */
  texto?: string;
  faseClave?: string;
  estadoClave?: string;
  demo?: boolean;
  procesoId?: number;
  /** Words of the process's code or name: the process filter typed when there are too many to list (procesos/filtro.ts). */
  procesoTexto?: string;
  /** A tag of type PRY. */
  etiquetaId?: number;
  ambitoId?: number;
  /** In an evaluation phase with nobody holding an evaluation profile (true), or the others (false). */
  sinEquipoEvaluacion?: boolean;
}

type Ref = { Id: number; Nombre: string };
/** A status with its palette role (the `estados` lookup's colour: positivo, progreso…). */
type Clave = { Clave: string; Nombre: string; Color?: string };

export interface ProyectoResumen {
  Id: number;
  Codigo: string;
  /** The centre's name (pickers and mails name a project "code · centre"). */
  Centro: string;
  CentroId: number;
  SolicitudId: number;
  Estado: Clave;
  Fase: Clave & { TipoClave: string };
  Resultado: Clave;
  Tutor: { Id: number; NombreCompleto: string } | null;
  Administrativo: { Id: number; NombreCompleto: string } | null;
  Ambito: Ref | null;
  Proceso: { Id: number; Codigo: string };
  Demo: boolean;
  Etiquetas: Array<Ref & { Color: string }>;
  Autoevaluacion: Etapa | null;
  Evaluacion: Etapa | null;
  /** The Configurar button: phase FIN-INI with status CURSO. */
  Configurar: boolean;
}

const CAMPOS: (keyof ProyectoResumen)[] = [
  'Id',
  'Codigo',
  'Centro',
  'CentroId',
  'SolicitudId',
  'Estado',
  'Fase',
  'Resultado',
  'Tutor',
  'Administrativo',
  'Ambito',
  'Proceso',
  'Demo',
  'Etiquetas',
  'Autoevaluacion',
  'Evaluacion',
  'Configurar',
];

const tutor = alias(usuarios, 'tutor');
const administrativo = alias(usuarios, 'administrativo');
const estadoP = alias(estados, 'estado_proyecto');
const resultadoP = alias(estados, 'resultado_proyecto');
const nombreDe = (u: typeof tutor | typeof administrativo) =>
  sql<string>`trim(${u.nombre} || ' ' || ${u.apellido1} || ' ' || coalesce(${u.apellido2}, ''))`;

/** The filters as one condition on the projects table (the count needs no join). */
const filtroDe = (ctx: DomainContext, f: ProyectosFiltros) =>
  filtroDeLista(ctx, { table: proyectos, index: 'proyectos_busqueda' }, f.texto, [
    eqIf(proyectos.faseClave, f.faseClave),
    eqIf(proyectos.estadoClave, f.estadoClave),
    eqIf(proyectos.demo, f.demo),
    eqIf(proyectos.procesoId, f.procesoId),
    procesoPorTexto(ctx, proyectos.procesoId, f.procesoTexto),
    eqIf(proyectos.ambitoId, f.ambitoId),
    // From the tag's links (indexed by tag), not a probe per project.
    f.etiquetaId === undefined
      ? undefined
      : sql`${proyectos.id} in (select ${proyectoEtiquetas.proyectoId} from ${proyectoEtiquetas} where ${proyectoEtiquetas.etiquetaId} = ${f.etiquetaId})`,
    f.sinEquipoEvaluacion === undefined ? undefined : f.sinEquipoEvaluacion ? sinEquipoEvaluacion() : not(sinEquipoEvaluacion()),
  ]);

const selectProyectos = (ctx: DomainContext) =>
  ctx.db
    .select({
      id: proyectos.id,
      codigo: proyectos.codigo,
      centro: centros.nombre,
      centroId: proyectos.centroId,
      solicitudId: proyectos.solicitudId,
      estadoClave: proyectos.estadoClave,
      estadoNombre: estadoP.nombre,
      estadoColor: estadoP.color,
      faseClave: proyectos.faseClave,
      faseNombre: fasesProyecto.nombre,
      faseTipo: fasesProyecto.tipoClave,
      faseCiclo: fasesProyecto.ciclo,
      resultadoClave: proyectos.resultadoClave,
      resultadoNombre: resultadoP.nombre,
      resultadoColor: resultadoP.color,
      tutorId: tutor.id,
      tutorNombre: nombreDe(tutor),
      administrativoId: administrativo.id,
      administrativoNombre: nombreDe(administrativo),
      ambitoId: ambitos.id,
      ambitoNombre: ambitos.nombre,
      procesoId: procesos.id,
      procesoCodigo: procesos.codigo,
      demo: proyectos.demo,
    })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, proyectos.faseClave))
    .leftJoin(estadoP, and(eq(estadoP.entidad, 'Proyecto'), eq(estadoP.clave, proyectos.estadoClave)))
    .leftJoin(resultadoP, and(eq(resultadoP.entidad, 'Resultado'), eq(resultadoP.clave, proyectos.resultadoClave)))
    .leftJoin(tutor, eq(tutor.id, proyectos.usuarioTutorId))
    .leftJoin(administrativo, eq(administrativo.id, proyectos.usuarioAdministrativoId))
    .leftJoin(ambitos, eq(ambitos.id, proyectos.ambitoId));

type Fila = Awaited<ReturnType<ReturnType<typeof selectProyectos>['where']>>[number];

/** Rows as records: tags and the latest self-assessment and evaluation of each, read per page. */
async function resumenesDe(ctx: DomainContext, rows: Fila[], campos: readonly string[] = CAMPOS): Promise<ProyectoResumen[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // campos pushed down: tags and stages are read only when asked for.
  const conEtiquetas = campos.includes('Etiquetas');
  const conEtapas = campos.includes('Autoevaluacion') || campos.includes('Evaluacion');
  const tags = groupByOwner(
    !conEtiquetas
      ? []
      : await ctx.db
          .select({ owner: proyectoEtiquetas.proyectoId, Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
          .from(proyectoEtiquetas)
          .innerJoin(etiquetas, eq(etiquetas.id, proyectoEtiquetas.etiquetaId))
          .where(inArray(proyectoEtiquetas.proyectoId, ids))
          .orderBy(asc(etiquetas.nombre)),
  );
  const etapas = conEtapas
    ? await etapasDe(
        ctx.db,
        rows.map((r) => ({ id: r.id, ciclo: r.faseCiclo })),
      )
    : new Map<number, Etapas>();
  return rows.map((r) => ({
    Id: r.id,
    Codigo: r.codigo,
    Centro: r.centro,
    CentroId: r.centroId,
    SolicitudId: r.solicitudId,
    Estado: { Clave: r.estadoClave, Nombre: r.estadoNombre ?? r.estadoClave, Color: r.estadoColor ?? 'neutro' },
    Fase: { Clave: r.faseClave, Nombre: r.faseNombre, TipoClave: r.faseTipo },
    Resultado: { Clave: r.resultadoClave, Nombre: r.resultadoNombre ?? r.resultadoClave, Color: r.resultadoColor ?? 'neutro' },
    Tutor: r.tutorId === null ? null : { Id: r.tutorId, NombreCompleto: r.tutorNombre },
    Administrativo: r.administrativoId === null ? null : { Id: r.administrativoId, NombreCompleto: r.administrativoNombre },
    Ambito: r.ambitoId === null ? null : { Id: r.ambitoId, Nombre: r.ambitoNombre as string },
    Proceso: { Id: r.procesoId, Codigo: r.procesoCodigo },
    Demo: r.demo,
    Etiquetas: tags.get(r.id) ?? [],
    Autoevaluacion: etapas.get(r.id)?.aut ?? null,
    Evaluacion: etapas.get(r.id)?.eva ?? null,
    Configurar: muestraConfigurar({ faseClave: r.faseClave, estadoClave: r.estadoClave }),
  }));
}

/** GET /proyectos: the projects of the instance with the list's filters, by code. */
export async function listProyectos(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: ProyectosFiltros },
): Promise<Page<Partial<ProyectoResumen>>> {
  requireProyectos(ctx.actor, 'L');
  const { where, count } = await filtroDe(ctx, opts.filtros ?? {});
  const campos = resolveCampos(CAMPOS, opts.query.campos);
  // The chooser asks for code and centre only: no tags, self-assessments nor figures to read.
  const ligero = campos.every((c) => ['Id', 'Codigo', 'Centro'].includes(c));
  const order = orderByKey(
    {
      Id: proyectos.id,
      Codigo: proyectos.codigo,
      // lower(centre name) kept on the row (ADR 0018), so an index gives the order.
      Centro: proyectos.centroOrden,
      Fase: proyectos.faseClave,
      Estado: proyectos.estadoClave,
    },
    opts.query.orden,
    [asc(proyectos.codigo), asc(proyectos.id)],
    [proyectos.codigo, proyectos.id],
    // A code is unique in its instance: nothing after it reorders.
    [proyectos.id, proyectos.codigo],
  );
  const f = opts.filtros ?? {};
  const contador = contadorDe(
    'proyectos',
    {
      fase_clave: f.faseClave,
      estado_clave: f.estadoClave,
      demo: f.demo,
      proceso_id: f.procesoId,
      ambito_id: f.ambitoId,
    },
    f.etiquetaId !== undefined ||
      f.sinEquipoEvaluacion !== undefined ||
      searchTerms(f.texto).length > 0 ||
      searchTerms(f.procesoTexto).length > 0,
  );
  return listPage({
    db: ctx.db,
    table: proyectos,
    where,
    query: opts.query,
    count: () => count(contador),
    // The page's ids first, from the projects table alone, then their joins: with two filters
    // the matches are sorted in a temp b-tree (ADR 0018), and joining before the sort would read
    // the eight lookups of every match (721 of 10,000 projects for a phase and a status), not of 20.
    rows: (limit, offset) =>
      selectProyectos(ctx)
        .where(
          inArray(
            proyectos.id,
            ctx.db
              .select({ id: proyectos.id })
              .from(proyectos)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...order),
    records: async (rows) =>
      ligero
        ? rows.map((r) => pick({ Id: r.id, Codigo: r.codigo, Centro: r.centro } as ProyectoResumen, opts.query.campos))
        : (await resumenesDe(ctx, rows, campos)).map((r) => pick(r, opts.query.campos)),
  });
}

/** One project as the list shows it (for the detail page and replies of writes); null when missing. */
export async function loadProyectoResumen(ctx: DomainContext, id: number): Promise<ProyectoResumen | null> {
  const rows = await selectProyectos(ctx).where(and(eq(proyectos.id, id), eq(proyectos.instanciaId, ctx.instancia.id)));
  return (await resumenesDe(ctx, rows))[0] ?? null;
}
