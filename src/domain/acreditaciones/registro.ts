import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { ambitos } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { localidades, municipios, provincias } from '../../db/schema/lookups.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { registroApi as t } from '../../i18n/acreditaciones-registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Page } from '../listing.ts';
import { todayIso } from '../shared/fechas.ts';
import { foldSql, searchTerms } from '../shared/search.ts';
import { certificadoPublicoJoin, enRegistroSql } from './en-registro.ts';
import { memorizado } from './registro-memo.ts';

// The public register: what anyone may read of the accreditations in force today that have
// their public certificate, and nothing of the others. Every read applies that rule in SQL
// (en-registro.ts), so an id or a filter can never reach an accreditation that is not in the
// register, nor a private file.

export interface Ref {
  Id: number;
  Nombre: string;
}

export interface AcreditacionPublica {
  Id: number;
  Codigo: string;
  Centro: Ref;
  Provincia: Ref | null;
  Municipio: Ref | null;
  Ambito: Ref | null;
  /** The level reached, as named when the accreditation was granted (a snapshot). */
  Nivel: string | null;
  FechaPublicacion: string;
  FechaVigencia: string;
}

interface CertificadoPublico {
  Nombre: string;
  Kb: number;
  /** Where anyone downloads it: the register's own route, which re-checks the rule. */
  Url: string;
}

export interface AcreditacionPublicaDetalle extends AcreditacionPublica {
  Localidad: Ref | null;
  Certificado: CertificadoPublico | null;
}

interface FiltrosRegistro {
  texto?: string;
  provinciaId?: number;
  municipioId?: number;
  ambitoId?: number;
}

const certificadoUrl = (id: number) => `/api/publico/acreditaciones/${id}/certificado`;

const ambito = alias(ambitos, 'registro_ambito');

/** The accreditations of this instance in the register today (in force, with their public certificate). */
function base(ctx: DomainContext, extra: SQL[] = []) {
  return and(eq(acreditaciones.instanciaId, ctx.instancia.id), enRegistroSql(todayIso(ctx.clock.now())), ...extra);
}

const columnas = {
  id: acreditaciones.id,
  codigo: acreditaciones.codigo,
  nivel: acreditaciones.nivelNombre,
  publicacion: acreditaciones.fechaPublicacion,
  vigencia: acreditaciones.fechaVigencia,
  centroId: centros.id,
  centro: centros.nombre,
  provinciaId: provincias.id,
  provincia: provincias.nombre,
  municipioId: municipios.id,
  municipio: municipios.nombre,
  ambitoId: ambito.id,
  ambito: ambito.nombre,
};

type Fila = { [K in keyof typeof columnas]: unknown };

/** An accreditation in force with what the register's filters test: the centre's name folded by SQL (foldSql), as a search compares it. */
export interface Clave {
  id: number;
  nombre: string;
  provinciaId: number | null;
  municipioId: number | null;
  ambitoId: number | null;
}

const ref = (id: unknown, nombre: unknown): Ref | null =>
  id === null || id === undefined ? null : { Id: Number(id), Nombre: String(nombre) };

function registro(r: Fila): AcreditacionPublica {
  return {
    Id: Number(r.id),
    Codigo: String(r.codigo),
    Centro: { Id: Number(r.centroId), Nombre: String(r.centro) },
    Provincia: ref(r.provinciaId, r.provincia),
    Municipio: ref(r.municipioId, r.municipio),
    Ambito: ref(r.ambitoId, r.ambito),
    Nivel: (r.nivel as string | null) ?? null,
    FechaPublicacion: String(r.publicacion),
    FechaVigencia: String(r.vigencia),
  };
}

function desde(ctx: DomainContext, cols: Record<string, unknown>) {
  return ctx.db
    .select(cols as typeof columnas)
    .from(acreditaciones)
    .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .leftJoin(provincias, eq(provincias.id, centros.provinciaId))
    .leftJoin(municipios, eq(municipios.id, centros.municipioId))
    .leftJoin(ambito, eq(ambito.id, proyectos.ambitoId));
}

/**
 * Every accreditation in force today, in the register's order (the centre's name with accents
 * folded, so "Ávila" sorts among the a's, then the id so paging is stable), with only what the
 * filters test. One read per change of the register or day (registro-memo.ts) serves every
 * filter and page: before, each filter combination cost a count and a sorted page over all
 * rows (the folded sort in a temp b-tree) after every revocation and every midnight. Narrow on
 * purpose: the libSQL binding's cost grows with the columns returned (the full rows of 10,000
 * accreditations took ~8× longer to read than these five columns).
 */
export function vigentes(ctx: DomainContext): Promise<Clave[]> {
  return memorizado(ctx, 'vigentes', async () => {
    const nombre = foldSql(sql`${centros.nombre}`);
    const orden = ctx.db
      .select({
        id: acreditaciones.id,
        nombre: sql<string>`${nombre}`.as('nombre'),
        provinciaId: centros.provinciaId,
        municipioId: centros.municipioId,
        ambitoId: proyectos.ambitoId,
      })
      .from(acreditaciones)
      .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
      .innerJoin(centros, eq(centros.id, proyectos.centroId))
      .where(base(ctx))
      .orderBy(asc(nombre), asc(acreditaciones.id))
      .as('orden');
    // One row holding them all as JSON: the binding's cost is per row returned (8,700 rows took
    // ~450 ms on the loaded machine, the same rows folded into one ~70 ms). SQLite keeps the
    // subquery's order in json_group_array.
    const [fila] = (await ctx.db.all(
      sql`select json_group_array(json_array(${orden.id}, ${orden.nombre}, ${orden.provinciaId}, ${orden.municipioId}, ${orden.ambitoId})) as j from ${orden}`,
    )) as { j: string }[];
    return (JSON.parse(fila?.j ?? '[]') as [number, string, number | null, number | null, number | null][]).map(
      ([id, n, provinciaId, municipioId, ambitoId]): Clave => ({ id, nombre: n, provinciaId, municipioId, ambitoId }),
    );
  });
}

/** The register's filters: every word within the folded name (as `like '%word%'` on foldSql), and equal ids. */
function filtro(f: FiltrosRegistro): (r: Clave) => boolean {
  const terms = searchTerms(f.texto);
  return (r) =>
    (f.provinciaId === undefined || r.provinciaId === f.provinciaId) &&
    (f.municipioId === undefined || r.municipioId === f.municipioId) &&
    (f.ambitoId === undefined || r.ambitoId === f.ambitoId) &&
    terms.every((t) => r.nombre.includes(t));
}

/** GET publico/acreditaciones: the accreditations in force, filtered and paged, in the register's order. */
export async function listRegistro(
  ctx: DomainContext,
  filtros: FiltrosRegistro,
  query: { pagina: number; registrosPorPagina: number },
): Promise<Page<AcreditacionPublica>> {
  const key = JSON.stringify([
    filtros.texto ?? '',
    filtros.provinciaId,
    filtros.municipioId,
    filtros.ambitoId,
    query.pagina,
    query.registrosPorPagina,
  ]);
  return memorizado(ctx, `lista ${key}`, async () => {
    const todas = (await vigentes(ctx)).filter(filtro(filtros));
    const inicio = (query.pagina - 1) * query.registrosPorPagina;
    const ids = todas.slice(inicio, inicio + query.registrosPorPagina).map((r) => r.id);
    // The page's rows, still through the in-force rule: what the keys say is never trusted alone.
    const filas = ids.length ? ((await desde(ctx, columnas).where(base(ctx, [inArray(acreditaciones.id, ids)]))) as Fila[]) : [];
    const porId = new Map(filas.map((r) => [Number(r.id), registro(r)]));
    return {
      records: ids.flatMap((id) => porId.get(id) ?? []),
      total: todas.length,
      pagina: query.pagina,
      registrosPorPagina: query.registrosPorPagina,
    };
  });
}

/**
 * The whole register today, in its order: the open-data downloads (datos-abiertos/). Its keys come
 * from the same kept read as the pages (vigentes); the rows are read once per change of the
 * register or day, whatever the format asked.
 */
export function listRegistroCompleto(ctx: DomainContext): Promise<AcreditacionPublica[]> {
  return memorizado(ctx, 'completo', async () => {
    const orden = (await vigentes(ctx)).map((r) => r.id);
    const filas = (await desde(ctx, columnas).where(base(ctx))) as Fila[];
    const porId = new Map(filas.map((r) => [Number(r.id), registro(r)]));
    return orden.flatMap((id) => porId.get(id) ?? []);
  });
}

/** GET publico/acreditaciones/{id}: one accreditation in the register; 404 for any other id (not in force, without its public certificate, other instance, none). */
export async function getAcreditacionPublica(ctx: DomainContext, id: number): Promise<AcreditacionPublicaDetalle> {
  const detalle = await memorizado(ctx, `detalle ${id}`, async () => {
    const [fila] = await desde(ctx, {
      ...columnas,
      localidadId: localidades.id,
      localidad: localidades.nombre,
      ficheroNombre: ficheros.nombreFisico,
      ficheroBytes: ficheros.bytes,
    })
      .leftJoin(localidades, eq(localidades.id, centros.localidadId))
      .leftJoin(ficheros, certificadoPublicoJoin)
      .where(base(ctx, [eq(acreditaciones.id, id)]))
      .limit(1);
    if (!fila) return null;
    const r = fila as Fila & { localidadId: unknown; localidad: unknown; ficheroNombre: unknown; ficheroBytes: unknown };
    return {
      ...registro(r),
      Localidad: ref(r.localidadId, r.localidad),
      Certificado:
        r.ficheroNombre === null || r.ficheroNombre === undefined
          ? null
          : {
              Nombre: String(r.ficheroNombre),
              Kb: Math.max(1, Math.ceil(Number(r.ficheroBytes) / 1024)),
              Url: certificadoUrl(Number(r.id)),
            },
    } satisfies AcreditacionPublicaDetalle;
  });
  if (!detalle) throw new AppError(404, t.noEncontrada);
  return detalle;
}

/**
 * The public certificate's stored file (type CER_PUB) of an accreditation in force: the
 * caller reads its bytes from storage. 404 when not in force or without a public certificate.
 */
export async function getCertificadoPublico(
  ctx: DomainContext,
  id: number,
): Promise<{ nombreFisico: string; claveAlmacen: string; tipoContenido: string }> {
  const [fila] = await ctx.db
    .select({ nombreFisico: ficheros.nombreFisico, claveAlmacen: ficheros.claveAlmacen, tipoContenido: ficheros.tipoContenido })
    .from(acreditaciones)
    .innerJoin(ficheros, certificadoPublicoJoin)
    .where(base(ctx, [eq(acreditaciones.id, id)]))
    .limit(1);
  if (!fila) throw new AppError(404, t.sinCertificado);
  return fila;
}
