import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  ambitos,
  bloques,
  ejemplos,
  estandarAmbitos,
  estandarEjemplos,
  estandarEtiquetas,
  estandares,
  etiquetas,
  evidencias,
  manuales,
  paquetes,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { inIds, textSearch } from '../shared/comun.ts';
import { auditColumnsOf, groupByOwner, listPage, orderBy, project, resolveCampos } from '../shared/listado.ts';
import { foldSql } from '../shared/search.ts';
import { requireCatalogo } from './acceso.ts';

export interface Ref {
  Id: number;
  Nombre: string;
}
export interface EtiquetaRef extends Ref {
  Color: string;
}

/** A standard as the API returns it, plus its manual and counts. */
export interface EstandarRecord {
  Id: number;
  ManualId: number;
  Manual: { Id: number; Codigo: string; Nombre: string; Version: string; EstadoClave: string };
  Bloque: { Id: number; Codigo: string | null; Nombre: string | null; Color: string | null; Orden: number };
  Codigo: string;
  Minimo: number;
  Descripcion: string;
  Proposito: string | null;
  Observaciones: string | null;
  Esencial: boolean;
  Paquete: Ref | null;
  Etiquetas: EtiquetaRef[];
  Ambitos: Ref[];
  Ejemplos: Array<{ Id: number; Titulo: string }>;
  Evidencias: Array<{ Id: number; Codigo: string; Descripcion: string; Esencial: boolean; Minimo: number; Orden: number }>;
  NumeroEvidencias: number;
  Orden: number;
  Auditoria: Auditoria;
}

const ESTANDAR_FIELDS = [
  'Id',
  'ManualId',
  'Manual',
  'Bloque',
  'Codigo',
  'Minimo',
  'Descripcion',
  'Proposito',
  'Observaciones',
  'Esencial',
  'Paquete',
  'Etiquetas',
  'Ambitos',
  'Ejemplos',
  'Evidencias',
  'NumeroEvidencias',
  'Orden',
  'Auditoria',
] as const;
type EstandarField = (typeof ESTANDAR_FIELDS)[number];

export interface EstandarFiltros {
  manualId?: number;
  bloqueId?: number;
  /** Words searched (accent- and case-insensitively) in code, description and purpose. */
  texto?: string;
  esencial?: boolean;
  paqueteId?: number;
  etiquetaId?: number;
}

const SORTS: Record<string, SQL | SQLiteColumn> = {
  Id: estandares.id,
  Codigo: estandares.codigo,
  Descripcion: foldSql(sql`${estandares.descripcion}`),
  Esencial: estandares.esencial,
  Minimo: estandares.minimo,
  Orden: estandares.orden,
  ManualId: estandares.manualId,
};
// A manual's standards read block by block, then in their own order.
const DEFAULT_ORDER = [
  asc(estandares.manualId),
  asc(bloques.orden),
  asc(bloques.id),
  asc(estandares.orden),
  asc(estandares.codigo),
];

function estandaresWhere(db: Db, instanciaId: string, f: EstandarFiltros): SQL {
  const c: SQL[] = [eq(estandares.instanciaId, instanciaId)];
  if (f.manualId !== undefined) c.push(eq(estandares.manualId, f.manualId));
  if (f.bloqueId !== undefined) c.push(eq(estandares.bloqueId, f.bloqueId));
  if (f.esencial !== undefined) c.push(eq(estandares.esencial, f.esencial));
  if (f.paqueteId !== undefined) c.push(eq(estandares.paqueteId, f.paqueteId));
  c.push(
    ...textSearch(
      sql`${estandares.codigo} || ' ' || ${estandares.descripcion} || ' ' || coalesce(${estandares.proposito}, '')`,
      f.texto,
    ),
  );
  if (f.etiquetaId !== undefined) {
    c.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(estandarEtiquetas)
          .where(and(eq(estandarEtiquetas.estandarId, estandares.id), eq(estandarEtiquetas.etiquetaId, f.etiquetaId))),
      ),
    );
  }
  return and(...c) as SQL;
}

const COLUMNS = {
  id: estandares.id,
  manualId: estandares.manualId,
  manualCodigo: manuales.codigo,
  manualNombre: manuales.nombre,
  manualVersion: manuales.version,
  manualEstado: manuales.estadoClave,
  bloqueId: bloques.id,
  bloqueCodigo: bloques.codigo,
  bloqueNombre: bloques.nombre,
  bloqueColor: bloques.color,
  bloqueOrden: bloques.orden,
  codigo: estandares.codigo,
  minimo: estandares.minimo,
  descripcion: estandares.descripcion,
  proposito: estandares.proposito,
  observaciones: estandares.observaciones,
  esencial: estandares.esencial,
  paqueteId: paquetes.id,
  paqueteNombre: paquetes.nombre,
  orden: estandares.orden,
  ...auditColumnsOf(estandares),
};

const selectEstandares = (db: Db) =>
  db
    .select(COLUMNS)
    .from(estandares)
    .innerJoin(manuales, eq(manuales.id, estandares.manualId))
    .innerJoin(bloques, eq(bloques.id, estandares.bloqueId))
    .leftJoin(paquetes, eq(paquetes.id, estandares.paqueteId));
type Row = Awaited<ReturnType<typeof selectEstandares>>[number];

async function loadRelations(db: Db, ids: number[], campos: EstandarField[]) {
  const want = (f: EstandarField) => ids.length > 0 && campos.includes(f);
  const [ets, ams, ejs, evs] = await Promise.all([
    want('Etiquetas')
      ? db
          .select({ owner: estandarEtiquetas.estandarId, Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
          .from(estandarEtiquetas)
          .innerJoin(etiquetas, eq(etiquetas.id, estandarEtiquetas.etiquetaId))
          .where(inIds(estandarEtiquetas.estandarId, ids))
          .orderBy(asc(etiquetas.nombre), asc(etiquetas.id))
      : [],
    want('Ambitos')
      ? db
          .select({ owner: estandarAmbitos.estandarId, Id: ambitos.id, Nombre: ambitos.nombre })
          .from(estandarAmbitos)
          .innerJoin(ambitos, eq(ambitos.id, estandarAmbitos.ambitoId))
          .where(inIds(estandarAmbitos.estandarId, ids))
          .orderBy(asc(ambitos.nombre), asc(ambitos.id))
      : [],
    want('Ejemplos')
      ? db
          .select({ owner: estandarEjemplos.estandarId, Id: ejemplos.id, Titulo: ejemplos.titulo })
          .from(estandarEjemplos)
          .innerJoin(ejemplos, eq(ejemplos.id, estandarEjemplos.ejemploId))
          .where(inIds(estandarEjemplos.estandarId, ids))
          .orderBy(asc(ejemplos.titulo), asc(ejemplos.id))
      : [],
    want('Evidencias') || want('NumeroEvidencias')
      ? db
          .select({
            owner: evidencias.estandarId,
            Id: evidencias.id,
            Codigo: evidencias.codigo,
            Descripcion: evidencias.descripcion,
            Esencial: evidencias.esencial,
            Minimo: evidencias.minimo,
            Orden: evidencias.orden,
          })
          .from(evidencias)
          .where(inIds(evidencias.estandarId, ids))
          .orderBy(asc(evidencias.orden), asc(evidencias.codigo), asc(evidencias.id))
      : [],
  ]);
  return {
    etiquetas: groupByOwner(ets),
    ambitos: groupByOwner(ams),
    ejemplos: groupByOwner(ejs),
    evidencias: groupByOwner(evs),
  };
}

function toRecord(r: Row, rel: Awaited<ReturnType<typeof loadRelations>>): EstandarRecord {
  const evs = rel.evidencias.get(r.id) ?? [];
  return {
    Id: r.id,
    ManualId: r.manualId,
    Manual: {
      Id: r.manualId,
      Codigo: r.manualCodigo,
      Nombre: r.manualNombre,
      Version: r.manualVersion,
      EstadoClave: r.manualEstado,
    },
    Bloque: { Id: r.bloqueId, Codigo: r.bloqueCodigo, Nombre: r.bloqueNombre, Color: r.bloqueColor, Orden: r.bloqueOrden },
    Codigo: r.codigo,
    Minimo: r.minimo,
    Descripcion: r.descripcion,
    Proposito: r.proposito,
    Observaciones: r.observaciones,
    Esencial: r.esencial,
    Paquete: r.paqueteId !== null && r.paqueteNombre !== null ? { Id: r.paqueteId, Nombre: r.paqueteNombre } : null,
    Etiquetas: rel.etiquetas.get(r.id) ?? [],
    Ambitos: rel.ambitos.get(r.id) ?? [],
    Ejemplos: rel.ejemplos.get(r.id) ?? [],
    Evidencias: evs,
    NumeroEvidencias: evs.length,
    Orden: r.orden,
    Auditoria: auditoriaOf(r),
  };
}

async function toRecords(db: Db, rows: Row[], campos: EstandarField[]): Promise<Partial<EstandarRecord>[]> {
  const rel = await loadRelations(
    db,
    rows.map((r) => r.id),
    campos,
  );
  return rows.map((r) => project(toRecord(r, rel), campos));
}

/** GET /estandares: one page; links loaded once per page, only when asked for. */
export async function listEstandares(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: EstandarFiltros },
): Promise<Page<Partial<EstandarRecord>>> {
  requireCatalogo(ctx.actor, 'L');
  const campos = resolveCampos(ESTANDAR_FIELDS, opts.query.campos);
  const order = orderBy(SORTS, opts.query.orden, DEFAULT_ORDER, [asc(estandares.id)]);
  const where = estandaresWhere(ctx.db, ctx.instancia.id, opts.filtros ?? {});
  return listPage({
    db: ctx.db,
    table: estandares,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      selectEstandares(ctx.db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => toRecords(ctx.db, rows, campos),
  });
}

/** The record without a permission check (replies after writes, public pages). */
export async function loadEstandarRecord(db: Db, instanciaId: string, estandarId: number): Promise<EstandarRecord | null> {
  const rows = await selectEstandares(db).where(and(eq(estandares.instanciaId, instanciaId), eq(estandares.id, estandarId)));
  const [record] = await toRecords(db, rows, [...ESTANDAR_FIELDS]);
  return (record as EstandarRecord | undefined) ?? null;
}

/** GET /estandares/{id}. */
export async function getEstandar(ctx: DomainContext, estandarId: number): Promise<EstandarRecord> {
  requireCatalogo(ctx.actor, 'L');
  const record = await loadEstandarRecord(ctx.db, ctx.instancia.id, estandarId);
  if (!record) throw new AppError(404, t.estandarNoEncontrado);
  return record;
}
