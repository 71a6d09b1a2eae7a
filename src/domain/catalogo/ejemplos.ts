import { and, asc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ejemplos, estandarEjemplos, estandares, evidenciaEjemplos, evidencias } from '../../db/schema/index.ts';
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

export interface EjemploEstandarRef {
  Id: number;
  Codigo: string;
  Descripcion: string;
  ManualId: number;
}
export interface EjemploEvidenciaRef extends EjemploEstandarRef {
  EstandarId: number;
}

/** An example as the API returns it; Descripcion is sanitised HTML. */
export interface EjemploRecord {
  Id: number;
  Titulo: string;
  Descripcion: string | null;
  Autor: string | null;
  Referencia: string | null;
  Texto: string | null;
  Estandares: EjemploEstandarRef[];
  Evidencias: EjemploEvidenciaRef[];
  Auditoria: Auditoria;
}

export const EJEMPLO_FIELDS = [
  'Id',
  'Titulo',
  'Descripcion',
  'Autor',
  'Referencia',
  'Texto',
  'Estandares',
  'Evidencias',
  'Auditoria',
] as const;
export type EjemploField = (typeof EJEMPLO_FIELDS)[number];

export interface EjemploFiltros {
  texto?: string;
  estandarId?: number;
  evidenciaId?: number;
  /** Linked to a standard or an evidence of this manual. */
  manualId?: number;
}

const SORTS: Record<string, SQL | SQLiteColumn> = {
  Id: ejemplos.id,
  Titulo: foldSql(sql`${ejemplos.titulo}`),
  Autor: foldSql(sql`coalesce(${ejemplos.autor}, '')`),
  Referencia: ejemplos.referencia,
};
const DEFAULT_ORDER = [asc(SORTS.Titulo as SQL)];

function ejemplosWhere(db: Db, instanciaId: string, f: EjemploFiltros): SQL {
  const c: SQL[] = [eq(ejemplos.instanciaId, instanciaId)];
  c.push(
    ...textSearch(
      sql`${ejemplos.titulo} || ' ' || coalesce(${ejemplos.autor}, '') || ' ' || coalesce(${ejemplos.referencia}, '') || ' ' || coalesce(${ejemplos.texto}, '') || ' ' || coalesce(${ejemplos.descripcion}, '')`,
      f.texto,
    ),
  );
  // An example linked (through `enlace`) to a standard or evidence that meets `where`.
  const enlazadoA =
    (enlace: typeof estandarEjemplos | typeof evidenciaEjemplos, destino: SQLiteTable, union: SQL) => (where: SQL) =>
      exists(
        db
          .select({ x: sql`1` })
          .from(enlace)
          .innerJoin(destino, union)
          .where(and(eq(enlace.ejemploId, ejemplos.id), where)),
      );
  const viaEstandar = enlazadoA(estandarEjemplos, estandares, eq(estandares.id, estandarEjemplos.estandarId));
  const viaEvidencia = enlazadoA(evidenciaEjemplos, evidencias, eq(evidencias.id, evidenciaEjemplos.evidenciaId));
  if (f.estandarId !== undefined) c.push(viaEstandar(eq(estandares.id, f.estandarId)));
  if (f.evidenciaId !== undefined) c.push(viaEvidencia(eq(evidencias.id, f.evidenciaId)));
  if (f.manualId !== undefined) {
    c.push(or(viaEstandar(eq(estandares.manualId, f.manualId)), viaEvidencia(eq(evidencias.manualId, f.manualId))) as SQL);
  }
  return and(...c) as SQL;
}

const selectEjemplos = (db: Db) =>
  db
    .select({
      id: ejemplos.id,
      titulo: ejemplos.titulo,
      descripcion: ejemplos.descripcion,
      autor: ejemplos.autor,
      referencia: ejemplos.referencia,
      texto: ejemplos.texto,
      ...auditColumnsOf(ejemplos),
    })
    .from(ejemplos);
type Row = Awaited<ReturnType<typeof selectEjemplos>>[number];

async function loadRelations(db: Db, ids: number[], campos: EjemploField[]) {
  const want = (f: EjemploField) => ids.length > 0 && campos.includes(f);
  const [ests, evs] = await Promise.all([
    want('Estandares')
      ? db
          .select({
            owner: estandarEjemplos.ejemploId,
            Id: estandares.id,
            Codigo: estandares.codigo,
            Descripcion: estandares.descripcion,
            ManualId: estandares.manualId,
          })
          .from(estandarEjemplos)
          .innerJoin(estandares, eq(estandares.id, estandarEjemplos.estandarId))
          .where(inIds(estandarEjemplos.ejemploId, ids))
          .orderBy(asc(estandares.manualId), asc(estandares.orden), asc(estandares.codigo))
      : [],
    want('Evidencias')
      ? db
          .select({
            owner: evidenciaEjemplos.ejemploId,
            Id: evidencias.id,
            Codigo: evidencias.codigo,
            Descripcion: evidencias.descripcion,
            ManualId: evidencias.manualId,
            EstandarId: evidencias.estandarId,
          })
          .from(evidenciaEjemplos)
          .innerJoin(evidencias, eq(evidencias.id, evidenciaEjemplos.evidenciaId))
          .where(inIds(evidenciaEjemplos.ejemploId, ids))
          .orderBy(asc(evidencias.manualId), asc(evidencias.orden), asc(evidencias.codigo))
      : [],
  ]);
  return { estandares: groupByOwner(ests), evidencias: groupByOwner(evs) };
}

async function toRecords(db: Db, rows: Row[], campos: EjemploField[]): Promise<Partial<EjemploRecord>[]> {
  const rel = await loadRelations(
    db,
    rows.map((r) => r.id),
    campos,
  );
  return rows.map((r) => {
    const full: EjemploRecord = {
      Id: r.id,
      Titulo: r.titulo,
      Descripcion: r.descripcion,
      Autor: r.autor,
      Referencia: r.referencia,
      Texto: r.texto,
      Estandares: rel.estandares.get(r.id) ?? [],
      Evidencias: rel.evidencias.get(r.id) ?? [],
      Auditoria: auditoriaOf(r),
    };
    return project(full, campos);
  });
}

/** GET /ejemplos. */
export async function listEjemplos(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: EjemploFiltros },
): Promise<Page<Partial<EjemploRecord>>> {
  requireCatalogo(ctx.actor, 'L');
  const campos = resolveCampos(EJEMPLO_FIELDS, opts.query.campos);
  const order = orderBy(SORTS, opts.query.orden, DEFAULT_ORDER, [asc(ejemplos.id)]);
  const where = ejemplosWhere(ctx.db, ctx.instancia.id, opts.filtros ?? {});
  return listPage({
    db: ctx.db,
    table: ejemplos,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      selectEjemplos(ctx.db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => toRecords(ctx.db, rows, campos),
  });
}

/** The record without a permission check (replies after writes, the public example page). */
export async function loadEjemploRecord(db: Db, instanciaId: string, ejemploId: number): Promise<EjemploRecord | null> {
  const rows = await selectEjemplos(db).where(and(eq(ejemplos.instanciaId, instanciaId), eq(ejemplos.id, ejemploId)));
  const [record] = await toRecords(db, rows, [...EJEMPLO_FIELDS]);
  return (record as EjemploRecord | undefined) ?? null;
}

/** GET /ejemplos/{id}. */
export async function getEjemplo(ctx: DomainContext, ejemploId: number): Promise<EjemploRecord> {
  requireCatalogo(ctx.actor, 'L');
  const record = await loadEjemploRecord(ctx.db, ctx.instancia.id, ejemploId);
  if (!record) throw new AppError(404, t.ejemploNoEncontrado);
  return record;
}
