import { and, asc, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { evidenciaPruebas, evidencias, formularios, manuales, pruebas } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { type Auditoria, auditoriaOf } from '../auditoria.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { containsPattern, foldSql, searchTerms } from '../usuarios/search.ts';
import { requireCatalogo } from './acceso.ts';
import { pick } from './formularios-acceso.ts';

export interface EvidenciaRef {
  Id: number;
  Codigo: string;
  Descripcion: string;
}

/** GET /pruebas/{id}: the Test shape of data-and-calls §3.3 plus its manual and type. */
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

export interface PruebaFiltros {
  texto?: string;
  manualId?: number;
  evidenciaId?: number;
  formularioId?: number;
  activo?: boolean;
  tipoClave?: string;
}

// The ids travel as one JSON parameter: D1 caps a statement at 100 bound parameters.
export const idsParam = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

const selectPruebas = (db: Db) =>
  db
    .select({
      p: pruebas,
      manual: {
        Id: manuales.id,
        Codigo: manuales.codigo,
        Nombre: manuales.nombre,
        Version: manuales.version,
        EstadoClave: manuales.estadoClave,
      },
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

function order(orden: string | undefined): SQL[] {
  if (!orden) return [asc(SORTS.Descripcion as SQL), asc(pruebas.id)];
  const descending = orden.startsWith('-');
  const name = (descending ? orden.slice(1) : orden).toLowerCase();
  const key = Object.keys(SORTS).find((k) => k.toLowerCase() === name);
  if (!key) throw new AppError(400, errores.ordenNoValido(orden), { orden: [errores.ordenNoValido(orden)] });
  return [descending ? desc(SORTS[key] as SQL) : asc(SORTS[key] as SQL), asc(pruebas.id)];
}

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
  const haystack = foldSql(sql`${pruebas.descripcion} || ' ' || coalesce(${pruebas.aclaraciones}, '')`);
  for (const term of searchTerms(f.texto)) c.push(sql`${haystack} like ${containsPattern(term)} escape '\\'`);
  return and(...c) as SQL;
}

/** Evidences of these tests, one query for all of them, in the manual's order. */
export async function loadEvidencias(db: Db, ids: number[]): Promise<Map<number, EvidenciaRef[]>> {
  const by = new Map<number, EvidenciaRef[]>();
  if (ids.length === 0) return by;
  const rows = await db
    .select({
      pruebaId: evidenciaPruebas.pruebaId,
      Id: evidencias.id,
      Codigo: evidencias.codigo,
      Descripcion: evidencias.descripcion,
    })
    .from(evidenciaPruebas)
    .innerJoin(evidencias, eq(evidencias.id, evidenciaPruebas.evidenciaId))
    .where(sql`${evidenciaPruebas.pruebaId} in ${idsParam(ids)}`)
    .orderBy(asc(evidencias.orden), asc(evidencias.codigo), asc(evidencias.id));
  for (const { pruebaId, ...e } of rows) by.set(pruebaId, [...(by.get(pruebaId) ?? []), e]);
  return by;
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
  const sorting = order(opts.query.orden);
  const [total] = await ctx.db.select({ n: count() }).from(pruebas).where(w);
  const rows = await selectPruebas(ctx.db)
    .where(w)
    .orderBy(...sorting)
    .limit(opts.query.registrosPorPagina)
    .offset((opts.query.pagina - 1) * opts.query.registrosPorPagina);
  const campos = opts.query.campos;
  const wantsEvidencias = !campos || campos.some((c) => c.toLowerCase() === 'evidencias');
  const evidenciasBy = wantsEvidencias
    ? await loadEvidencias(
        ctx.db,
        rows.map((r) => r.p.id),
      )
    : new Map();
  return {
    records: rows.map((r) => pick(toRecord(r, evidenciasBy.get(r.p.id) ?? []), campos)),
    total: total?.n ?? 0,
    pagina: opts.query.pagina,
    registrosPorPagina: opts.query.registrosPorPagina,
  };
}

/** The record without a permission check (for replies after an allowed write). */
export async function readPrueba(ctx: Pick<DomainContext, 'db' | 'instancia'>, pruebaId: number): Promise<PruebaRecord> {
  const [row] = await selectPruebas(ctx.db).where(and(eq(pruebas.id, pruebaId), eq(pruebas.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.pruebaNoEncontrada);
  const ev = await loadEvidencias(ctx.db, [row.p.id]);
  return toRecord(row, ev.get(row.p.id) ?? []);
}

/** GET /pruebas/{id}. */
export async function getPrueba(ctx: DomainContext, pruebaId: number): Promise<PruebaRecord> {
  requireCatalogo(ctx.actor, 'L');
  return readPrueba(ctx, pruebaId);
}
