import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { evidenciaPruebas, evidencias, formularios, manuales, pruebas } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { inIds, textSearch } from '../shared/comun.ts';
import { groupByOwner, listPage, orderBy, pick } from '../shared/listado.ts';
import { foldSql } from '../shared/search.ts';
import { requireCatalogo } from './acceso.ts';
import { manualRefColumns } from './comun.ts';

export interface EvidenciaRef {
  Id: number;
  Codigo: string;
  Descripcion: string;
}

/** GET /pruebas/{id}: the spec's Test shape plus its manual and type. */
export interface PruebaRecord {
  Id: number;
  Descripcion: string;
  Aclaraciones: string | null;
  Activo: boolean;
  TipoClave: string | null;
  ManualId: number;
  Manual: { Id: number; Codigo: string; Nombre: string; Version: string; EstadoClave: string };
  FormularioId: number;
  Formulario: { Id: number; Titulo: string };
  Evidencias: EvidenciaRef[];
  Auditoria: Auditoria;
}

interface PruebaFiltros {
  texto?: string;
  manualId?: number;
  evidenciaId?: number;
  formularioId?: number;
  activo?: boolean;
  tipoClave?: string;
}

const selectPruebas = (db: Db) =>
  db
    .select({
      p: pruebas,
      manual: manualRefColumns,
      formulario: { Id: formularios.id, Titulo: formularios.titulo },
    })
    .from(pruebas)
    .innerJoin(manuales, eq(manuales.id, pruebas.manualId))
    .innerJoin(formularios, eq(formularios.id, pruebas.formularioId));
type Row = Awaited<ReturnType<ReturnType<typeof selectPruebas>['where']>>[number];

const SORTS: Record<string, SQL> = {
  Id: sql`${pruebas.id}`,
  Descripcion: foldSql(sql`${pruebas.descripcion}`),
  Activo: sql`${pruebas.activo}`,
  TipoClave: sql`${pruebas.tipoClave}`,
  ManualId: sql`${pruebas.manualId}`,
  FormularioId: sql`${pruebas.formularioId}`,
};

function where(db: Db, instanciaId: string, f: PruebaFiltros): SQL {
  const c: SQL[] = [eq(pruebas.instanciaId, instanciaId)];
  if (f.manualId !== undefined) c.push(eq(pruebas.manualId, f.manualId));
  if (f.formularioId !== undefined) c.push(eq(pruebas.formularioId, f.formularioId));
  if (f.activo !== undefined) c.push(eq(pruebas.activo, f.activo));
  if (f.tipoClave) c.push(eq(pruebas.tipoClave, f.tipoClave));
  if (f.evidenciaId !== undefined) {
    c.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(evidenciaPruebas)
          .where(and(eq(evidenciaPruebas.pruebaId, pruebas.id), eq(evidenciaPruebas.evidenciaId, f.evidenciaId))),
      ),
    );
  }
  c.push(...textSearch(sql`${pruebas.descripcion} || ' ' || coalesce(${pruebas.aclaraciones}, '')`, f.texto));
  return and(...c) as SQL;
}

/** Evidences of these tests, one query for all of them, in the manual's order. */
export async function loadEvidencias(db: Db, ids: number[]): Promise<Map<number, EvidenciaRef[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      owner: evidenciaPruebas.pruebaId,
      Id: evidencias.id,
      Codigo: evidencias.codigo,
      Descripcion: evidencias.descripcion,
    })
    .from(evidenciaPruebas)
    .innerJoin(evidencias, eq(evidencias.id, evidenciaPruebas.evidenciaId))
    .where(inIds(evidenciaPruebas.pruebaId, ids))
    .orderBy(asc(evidencias.orden), asc(evidencias.codigo), asc(evidencias.id));
  return groupByOwner(rows);
}

const toRecord = (r: Row, evidenciasOf: EvidenciaRef[]): PruebaRecord => ({
  Id: r.p.id,
  Descripcion: r.p.descripcion,
  Aclaraciones: r.p.aclaraciones,
  Activo: r.p.activo,
  TipoClave: r.p.tipoClave,
  ManualId: r.p.manualId,
  Manual: r.manual,
  FormularioId: r.p.formularioId,
  Formulario: r.formulario,
  Evidencias: evidenciasOf,
  Auditoria: auditoriaOf(r.p),
});

/** GET /pruebas: one page with its filters; evidences only when asked for (or no `campos`). */
export async function listPruebas(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: PruebaFiltros },
): Promise<Page<Partial<PruebaRecord>>> {
  requireCatalogo(ctx.actor, 'L');
  const w = where(ctx.db, ctx.instancia.id, opts.filtros ?? {});
  const sorting = orderBy(SORTS, opts.query.orden, [asc(SORTS.Descripcion as SQL)], [asc(pruebas.id)]);
  const campos = opts.query.campos;
  const wantsEvidencias = !campos || campos.some((c) => c.toLowerCase() === 'evidencias');
  return listPage({
    db: ctx.db,
    table: pruebas,
    where: w,
    query: opts.query,
    rows: (limit, offset) =>
      selectPruebas(ctx.db)
        .where(w)
        .orderBy(...sorting)
        .limit(limit)
        .offset(offset),
    records: async (rows) => {
      const evidenciasBy = wantsEvidencias
        ? await loadEvidencias(
            ctx.db,
            rows.map((r) => r.p.id),
          )
        : new Map<number, EvidenciaRef[]>();
      return rows.map((r) => pick(toRecord(r, evidenciasBy.get(r.p.id) ?? []), campos));
    },
  });
}

/** The record without a permission check (for replies after an allowed write). */
export async function loadPruebaRecord(ctx: Pick<DomainContext, 'db' | 'instancia'>, pruebaId: number): Promise<PruebaRecord> {
  const [row] = await selectPruebas(ctx.db).where(and(eq(pruebas.id, pruebaId), eq(pruebas.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.pruebaNoEncontrada);
  const ev = await loadEvidencias(ctx.db, [row.p.id]);
  return toRecord(row, ev.get(row.p.id) ?? []);
}

/** GET /pruebas/{id}. */
export async function getPrueba(ctx: DomainContext, pruebaId: number): Promise<PruebaRecord> {
  requireCatalogo(ctx.actor, 'L');
  return loadPruebaRecord(ctx, pruebaId);
}
