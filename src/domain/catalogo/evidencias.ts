import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  ejemplos,
  estandares,
  evidenciaEjemplos,
  evidenciaPruebas,
  evidencias,
  manuales,
  pruebas,
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

/** An evidence as the API returns it plus its standard and manual. */
export interface EvidenciaRecord {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Minimo: number;
  Esencial: boolean;
  Observaciones: string | null;
  Pruebas: Array<{ Id: number; Descripcion: string; Activo: boolean; Orden: number }>;
  Ejemplos: Array<{ Id: number; Titulo: string }>;
  Estandar: { Id: number; Codigo: string; Descripcion: string };
  ManualId: number;
  Manual: { Id: number; Codigo: string; Nombre: string; EstadoClave: string };
  NumeroPruebas: number;
  Orden: number;
  Auditoria: Auditoria;
}

const EVIDENCIA_FIELDS = [
  'Id',
  'Codigo',
  'Descripcion',
  'Minimo',
  'Esencial',
  'Observaciones',
  'Pruebas',
  'Ejemplos',
  'Estandar',
  'ManualId',
  'Manual',
  'NumeroPruebas',
  'Orden',
  'Auditoria',
] as const;
type EvidenciaField = (typeof EVIDENCIA_FIELDS)[number];

interface EvidenciaFiltros {
  manualId?: number;
  estandarId?: number;
  texto?: string;
  esencial?: boolean;
  /** Evidences that use this test. */
  pruebaId?: number;
}

const SORTS: Record<string, SQL | SQLiteColumn> = {
  Id: evidencias.id,
  Codigo: evidencias.codigo,
  Descripcion: foldSql(sql`${evidencias.descripcion}`),
  Esencial: evidencias.esencial,
  Minimo: evidencias.minimo,
  Orden: evidencias.orden,
  ManualId: evidencias.manualId,
};
// Evidences read standard by standard (in the manual's order of standards), then in their own order.
const DEFAULT_ORDER = [
  asc(evidencias.manualId),
  asc(estandares.orden),
  asc(estandares.codigo),
  asc(evidencias.orden),
  asc(evidencias.codigo),
];

function evidenciasWhere(db: Db, instanciaId: string, f: EvidenciaFiltros): SQL {
  const c: SQL[] = [eq(evidencias.instanciaId, instanciaId)];
  if (f.manualId !== undefined) c.push(eq(evidencias.manualId, f.manualId));
  if (f.estandarId !== undefined) c.push(eq(evidencias.estandarId, f.estandarId));
  if (f.esencial !== undefined) c.push(eq(evidencias.esencial, f.esencial));
  c.push(...textSearch(sql`${evidencias.codigo} || ' ' || ${evidencias.descripcion}`, f.texto));
  if (f.pruebaId !== undefined) {
    c.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(evidenciaPruebas)
          .where(and(eq(evidenciaPruebas.evidenciaId, evidencias.id), eq(evidenciaPruebas.pruebaId, f.pruebaId))),
      ),
    );
  }
  return and(...c) as SQL;
}

const selectEvidencias = (db: Db) =>
  db
    .select({
      id: evidencias.id,
      codigo: evidencias.codigo,
      descripcion: evidencias.descripcion,
      minimo: evidencias.minimo,
      esencial: evidencias.esencial,
      observaciones: evidencias.observaciones,
      orden: evidencias.orden,
      manualId: evidencias.manualId,
      manualCodigo: manuales.codigo,
      manualNombre: manuales.nombre,
      manualEstado: manuales.estadoClave,
      estandarId: estandares.id,
      estandarCodigo: estandares.codigo,
      estandarDescripcion: estandares.descripcion,
      ...auditColumnsOf(evidencias),
    })
    .from(evidencias)
    .innerJoin(estandares, eq(estandares.id, evidencias.estandarId))
    .innerJoin(manuales, eq(manuales.id, evidencias.manualId));
type Row = Awaited<ReturnType<typeof selectEvidencias>>[number];

async function loadRelations(db: Db, ids: number[], campos: EvidenciaField[]) {
  const want = (f: EvidenciaField) => ids.length > 0 && campos.includes(f);
  const [prs, ejs] = await Promise.all([
    want('Pruebas') || want('NumeroPruebas')
      ? db
          .select({
            owner: evidenciaPruebas.evidenciaId,
            Id: pruebas.id,
            Descripcion: pruebas.descripcion,
            Activo: pruebas.activo,
            Orden: evidenciaPruebas.orden,
          })
          .from(evidenciaPruebas)
          .innerJoin(pruebas, eq(pruebas.id, evidenciaPruebas.pruebaId))
          .where(inIds(evidenciaPruebas.evidenciaId, ids))
          .orderBy(asc(evidenciaPruebas.orden), asc(pruebas.id))
      : [],
    want('Ejemplos')
      ? db
          .select({ owner: evidenciaEjemplos.evidenciaId, Id: ejemplos.id, Titulo: ejemplos.titulo })
          .from(evidenciaEjemplos)
          .innerJoin(ejemplos, eq(ejemplos.id, evidenciaEjemplos.ejemploId))
          .where(inIds(evidenciaEjemplos.evidenciaId, ids))
          .orderBy(asc(ejemplos.titulo), asc(ejemplos.id))
      : [],
  ]);
  return { pruebas: groupByOwner(prs), ejemplos: groupByOwner(ejs) };
}

function toRecord(r: Row, rel: Awaited<ReturnType<typeof loadRelations>>): EvidenciaRecord {
  const prs = rel.pruebas.get(r.id) ?? [];
  return {
    Id: r.id,
    Codigo: r.codigo,
    Descripcion: r.descripcion,
    Minimo: r.minimo,
    Esencial: r.esencial,
    Observaciones: r.observaciones,
    Pruebas: prs,
    Ejemplos: rel.ejemplos.get(r.id) ?? [],
    Estandar: { Id: r.estandarId, Codigo: r.estandarCodigo, Descripcion: r.estandarDescripcion },
    ManualId: r.manualId,
    Manual: { Id: r.manualId, Codigo: r.manualCodigo, Nombre: r.manualNombre, EstadoClave: r.manualEstado },
    NumeroPruebas: prs.length,
    Orden: r.orden,
    Auditoria: auditoriaOf(r),
  };
}

async function toRecords(db: Db, rows: Row[], campos: EvidenciaField[]): Promise<Partial<EvidenciaRecord>[]> {
  const rel = await loadRelations(
    db,
    rows.map((r) => r.id),
    campos,
  );
  return rows.map((r) => project(toRecord(r, rel), campos));
}

/** GET /evidencias. */
export async function listEvidencias(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: EvidenciaFiltros },
): Promise<Page<Partial<EvidenciaRecord>>> {
  requireCatalogo(ctx.actor, 'L');
  const campos = resolveCampos(EVIDENCIA_FIELDS, opts.query.campos);
  const order = orderBy(SORTS, opts.query.orden, DEFAULT_ORDER, [asc(evidencias.id)]);
  const where = evidenciasWhere(ctx.db, ctx.instancia.id, opts.filtros ?? {});
  return listPage({
    db: ctx.db,
    table: evidencias,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      selectEvidencias(ctx.db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => toRecords(ctx.db, rows, campos),
  });
}

/** The record without a permission check (replies after writes, public pages). */
export async function loadEvidenciaRecord(db: Db, instanciaId: string, evidenciaId: number): Promise<EvidenciaRecord | null> {
  const rows = await selectEvidencias(db).where(and(eq(evidencias.instanciaId, instanciaId), eq(evidencias.id, evidenciaId)));
  const [record] = await toRecords(db, rows, [...EVIDENCIA_FIELDS]);
  return (record as EvidenciaRecord | undefined) ?? null;
}

/** GET /evidencias/{id}. */
export async function getEvidencia(ctx: DomainContext, evidenciaId: number): Promise<EvidenciaRecord> {
  requireCatalogo(ctx.actor, 'L');
  const record = await loadEvidenciaRecord(ctx.db, ctx.instancia.id, evidenciaId);
  if (!record) throw new AppError(404, t.evidenciaNoEncontrada);
  return record;
}
