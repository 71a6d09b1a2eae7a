import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { textSearch, unprocessable } from '../shared/comun.ts';
import { fechaFiltro } from '../shared/dias-alta.ts';
import { todayIso } from '../shared/fechas.ts';
import { auditColumnsOf, listPage, orderByKey, project, resolveCampos } from '../shared/listado.ts';
import { loadOpcionesDistintas, MAX_OPCIONES_FILTRO } from '../shared/opciones-filtro.ts';
import { requireAcreditaciones } from './acceso.ts';
import type { EstadoAcreditacion } from './schema.ts';
import { type SituacionCertificado, situacion } from './vigencia.ts';

type Ref = { Id: number; Nombre: string };
export interface FicheroRef {
  Id: number;
  NombreFisico: string;
  /** Size in KB, rounded down (bytes / 1024). */
  Kb: number;
}

/** An accreditation as the management API and pages show it. */
export interface AcreditacionRecord {
  Id: number;
  Codigo: string;
  Proyecto: { Id: number; Codigo: string; FaseClave: string };
  Centro: Ref;
  /** ISO dates (yyyy-mm-dd). */
  FechaPublicacion: string | null;
  FechaVigencia: string | null;
  FechaRevocacion: string | null;
  FechaSuspension: string | null;
  EstadoClave: string;
  /** What the verification page says today (vigencia.ts): VIGENTE, CADUCADA, SUSPENDIDA… */
  Situacion: SituacionCertificado;
  CSV: string;
  Nivel: { Clave: string; Nombre: string | null } | null;
  FicheroPublico: FicheroRef | null;
  FicheroPrivado: FicheroRef | null;
  /** Send it back with PUT: a newer one on the server is a 409 (two people editing). */
  Version: string;
  Auditoria: Auditoria;
}

export interface AcreditacionesFiltros {
  /** Code, project code, centre name or verification code; every word must appear. */
  texto?: string;
  /** Publication day range, yyyy-mm-dd or dd/mm/yyyy, both inclusive. */
  fechaDesde?: string;
  fechaHasta?: string;
  estado?: EstadoAcreditacion;
  centroId?: number;
}

const pub = alias(ficheros, 'acreditacion_fichero_publico');
const prv = alias(ficheros, 'acreditacion_fichero_privado');

function selectAcreditaciones(ctx: DomainContext) {
  return ctx.db
    .select({
      id: acreditaciones.id,
      codigo: acreditaciones.codigo,
      proyectoId: proyectos.id,
      proyectoCodigo: proyectos.codigo,
      proyectoFase: proyectos.faseClave,
      centroId: centros.id,
      centroNombre: centros.nombre,
      fechaPublicacion: acreditaciones.fechaPublicacion,
      fechaVigencia: acreditaciones.fechaVigencia,
      fechaRevocacion: acreditaciones.fechaRevocacion,
      fechaSuspension: acreditaciones.fechaSuspension,
      estadoClave: acreditaciones.estadoClave,
      csv: acreditaciones.csv,
      nivelClave: acreditaciones.nivelClave,
      nivelNombre: acreditaciones.nivelNombre,
      pubId: pub.id,
      pubNombre: pub.nombreFisico,
      pubBytes: pub.bytes,
      prvId: prv.id,
      prvNombre: prv.nombreFisico,
      prvBytes: prv.bytes,
      ...auditColumnsOf(acreditaciones),
    })
    .from(acreditaciones)
    .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .leftJoin(pub, eq(pub.id, acreditaciones.ficheroPublicoId))
    .leftJoin(prv, eq(prv.id, acreditaciones.ficheroPrivadoId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAcreditaciones>['execute']>>[number];

const fichero = (id: number | null, nombre: string | null, bytes: number | null): FicheroRef | null =>
  id === null || nombre === null ? null : { Id: id, NombreFisico: nombre, Kb: Math.floor((bytes ?? 0) / 1024) };

const toRecord = (r: Row, hoy: string): AcreditacionRecord => ({
  Id: r.id,
  Codigo: r.codigo,
  Proyecto: { Id: r.proyectoId, Codigo: r.proyectoCodigo, FaseClave: r.proyectoFase },
  Centro: { Id: r.centroId, Nombre: r.centroNombre },
  FechaPublicacion: r.fechaPublicacion,
  FechaVigencia: r.fechaVigencia,
  FechaRevocacion: r.fechaRevocacion,
  FechaSuspension: r.fechaSuspension,
  EstadoClave: r.estadoClave,
  Situacion: situacion(r, hoy),
  CSV: r.csv,
  Nivel: r.nivelClave ? { Clave: r.nivelClave, Nombre: r.nivelNombre } : null,
  FicheroPublico: fichero(r.pubId, r.pubNombre, r.pubBytes),
  FicheroPrivado: fichero(r.prvId, r.prvNombre, r.prvBytes),
  Version: r.modificacionFecha ?? r.altaFecha,
  Auditoria: auditoriaOf(r),
});

const CAMPOS_ACREDITACION: (keyof AcreditacionRecord)[] = [
  'Id',
  'Codigo',
  'Proyecto',
  'Centro',
  'FechaPublicacion',
  'FechaVigencia',
  'FechaRevocacion',
  'FechaSuspension',
  'EstadoClave',
  'Situacion',
  'CSV',
  'Nivel',
  'FicheroPublico',
  'FicheroPrivado',
  'Version',
  'Auditoria',
];

function condicionesFiltros(ctx: DomainContext, f: AcreditacionesFiltros) {
  const desde = fechaFiltro(f.fechaDesde);
  const hasta = fechaFiltro(f.fechaHasta);
  const errors: Record<string, string[]> = {};
  if (desde === null) errors.fechaDesde = [t.fechaNoValida];
  if (hasta === null) errors.fechaHasta = [t.fechaNoValida];
  if (desde && hasta && desde > hasta) errors.fechaHasta = [t.rangoFechas];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  const texto = sql`${acreditaciones.codigo} || ' ' || ${proyectos.codigo} || ' ' || ${centros.nombre} || ' ' || ${acreditaciones.csv}`;
  return and(
    eq(acreditaciones.instanciaId, ctx.instancia.id),
    desde ? gte(acreditaciones.fechaPublicacion, desde) : undefined,
    hasta ? lte(acreditaciones.fechaPublicacion, hasta) : undefined,
    f.estado ? eq(acreditaciones.estadoClave, f.estado) : undefined,
    f.centroId === undefined ? undefined : eq(proyectos.centroId, f.centroId),
    ...textSearch(texto, f.texto),
  );
}

/** GET acreditaciones: the management list, newest publication first. */
export async function listAcreditaciones(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: AcreditacionesFiltros },
): Promise<Page<Partial<AcreditacionRecord>>> {
  requireAcreditaciones(ctx.actor, 'L');
  const where = condicionesFiltros(ctx, opts.filtros ?? {});
  const campos = resolveCampos(CAMPOS_ACREDITACION, opts.query.campos);
  const order = orderByKey(
    {
      Id: acreditaciones.id,
      Codigo: acreditaciones.codigo,
      FechaPublicacion: acreditaciones.fechaPublicacion,
      FechaVigencia: acreditaciones.fechaVigencia,
      EstadoClave: acreditaciones.estadoClave,
      Proyecto: proyectos.codigo,
      Centro: sql`lower(${centros.nombre})`,
    },
    opts.query.orden,
    [desc(acreditaciones.fechaPublicacion), desc(acreditaciones.id)],
    [acreditaciones.id],
    [acreditaciones.id],
  );
  const hoy = todayIso(ctx.clock.now());
  return listPage({
    db: ctx.db,
    table: acreditaciones,
    where,
    query: opts.query,
    count: async () => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)` })
        .from(acreditaciones)
        .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
        .innerJoin(centros, eq(centros.id, proyectos.centroId))
        .where(where);
      return row?.n ?? 0;
    },
    rows: (limit, offset) =>
      selectAcreditaciones(ctx)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => rows.map((r) => project(toRecord(r, hoy), campos)),
  });
}

/** One accreditation of this instance, or 404. */
export async function loadAcreditacion(ctx: DomainContext, id: number): Promise<AcreditacionRecord> {
  const [row] = await selectAcreditaciones(ctx).where(
    and(eq(acreditaciones.id, id), eq(acreditaciones.instanciaId, ctx.instancia.id)),
  );
  if (!row) throw new AppError(404, t.noEncontrada);
  return toRecord(row, todayIso(ctx.clock.now()));
}

/** GET acreditaciones/{id}. */
export async function getAcreditacion(ctx: DomainContext, id: number): Promise<AcreditacionRecord> {
  requireAcreditaciones(ctx.actor, 'L');
  return loadAcreditacion(ctx, id);
}

/**
 * The centres that hold an accreditation: the list's centre filter, or null past the shared
 * limit of a drop-down (shared/opciones-filtro.ts; the text search matches the centre's name).
 */
export async function centrosConAcreditacion(ctx: DomainContext, max = MAX_OPCIONES_FILTRO): Promise<Ref[] | null> {
  requireAcreditaciones(ctx.actor, 'L');
  const conAcreditacion = () =>
    ctx.db
      .selectDistinct({ id: proyectos.centroId })
      .from(acreditaciones)
      .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
      .where(eq(acreditaciones.instanciaId, ctx.instancia.id));
  return loadOpcionesDistintas(
    (limite) => conAcreditacion().limit(limite),
    () =>
      ctx.db
        .select({ Id: centros.id, Nombre: centros.nombre })
        .from(centros)
        .where(inArray(centros.id, conAcreditacion()))
        .orderBy(asc(centros.nombre)),
    max,
  );
}
