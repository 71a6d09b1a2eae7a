import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { procesos, procesoTipoFicheroAmbitos, procesoTiposFichero } from '../../db/schema/procesos.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, nuevoEn } from '../auditoria/registro.ts';
import { validateAmbitos } from '../catalogo/manuales-save.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { distinct, eqIf, isUniqueViolation, linkSetStatements } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { listPage, orderBy, pick } from '../shared/listado.ts';
import { foldSql } from '../shared/search.ts';
import { requireProcesos } from './acceso.ts';
import { abiertoSql, loadProceso, type TipoFicheroRecord, tipoFicheroRecords, tiposFicheroOf } from './lectura.ts';
import { touchProceso } from './procesos.ts';
import type { TipoFicheroInput } from './schema.ts';

// File types of a process, addressed by their key, unique per process.
// limiteTamano is in bytes: the form types KB and sends KB × 1000.

/** Columns of a file type from its payload (extensions stored lower-case, comma-separated). */
export const tipoFicheroColumns = (input: TipoFicheroInput) => ({
  clave: input.clave,
  nombre: input.nombre,
  descripcion: input.descripcion ?? null,
  limiteTamano: input.limiteTamano ?? null,
  limiteFicheros: input.limiteFicheros ?? null,
  extensiones: input.extensiones.length ? input.extensiones.join(',') : null,
  interno: input.interno ?? false,
  orden: input.orden ?? 0,
});

const conflict = (err: unknown): never => {
  if (isUniqueViolation(err)) throw new AppError(409, t.tipoFicheroRepetido, { clave: [t.tipoFicheroRepetido] });
  throw err;
};

async function loadTipo(ctx: DomainContext, procesoId: number, clave: string) {
  await loadProceso(ctx, procesoId);
  const [row] = await ctx.db
    .select()
    .from(procesoTiposFichero)
    .where(and(eq(procesoTiposFichero.procesoId, procesoId), eq(procesoTiposFichero.clave, clave)));
  if (!row) throw new AppError(404, t.tipoFicheroNoEncontrado);
  return row;
}

async function requireClaveLibre(ctx: DomainContext, procesoId: number, clave: string) {
  const [clash] = await ctx.db
    .select({ id: procesoTiposFichero.id })
    .from(procesoTiposFichero)
    .where(and(eq(procesoTiposFichero.procesoId, procesoId), eq(procesoTiposFichero.clave, clave)));
  if (clash) throw new AppError(409, t.tipoFicheroRepetido, { clave: [t.tipoFicheroRepetido] });
}

/** POST /procesos/{id}/tiposFichero: 409 when the key is taken in the process. */
export async function createTipoFichero(ctx: DomainContext, procesoId: number, input: TipoFicheroInput) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, procesoId);
  await requireClaveLibre(ctx, procesoId, input.clave);
  await commit(ctx, [
    ctx.db.insert(procesoTiposFichero).values({ procesoId, ...tipoFicheroColumns(input) }),
    touchProceso(ctx, actor, procesoId),
    auditar({
      accion: 'CREAR',
      entidad: 'tipoFichero',
      entidadId: nuevoEn(procesoTiposFichero),
      cambios: cambiosDe(null, { procesoId, ...tipoFicheroColumns(input) }),
    }),
  ]).catch(conflict);
  return (await tiposFicheroOf(ctx, procesoId, input.clave))[0];
}

/**
 * The process of the instance whose file type has this key, for GET and PUT /tiposFichero/{clave}
 * without procesoId (the spec's calls name the key only). Keys are unique per process, not per
 * instance. A key that several processes use is the one of the only open process that uses it,
 * as a request goes to the only open process; otherwise procesoId is needed (409 says so).
 */
async function procesoDeLaClave(ctx: DomainContext, clave: string): Promise<number> {
  const rows = await ctx.db
    .select({ procesoId: procesoTiposFichero.procesoId, abierto: abiertoSql(todayIso(ctx.clock.now())) })
    .from(procesoTiposFichero)
    .innerJoin(procesos, eq(procesos.id, procesoTiposFichero.procesoId))
    .where(and(eq(procesos.instanciaId, ctx.instancia.id), eq(procesoTiposFichero.clave, clave)));
  if (rows.length === 0) throw new AppError(404, t.tipoFicheroNoEncontrado);
  const candidatos = rows.length > 1 ? rows.filter((r) => Boolean(r.abierto)) : rows;
  const [unico] = candidatos;
  if (!unico || candidatos.length > 1)
    throw new AppError(409, t.tipoFicheroAmbiguo(clave), { procesoId: [t.tipoFicheroAmbiguo(clave)] });
  return unico.procesoId;
}

/** GET /tiposFichero/{clave}[?procesoId=]: one file type, as its process shows it. */
export async function getTipoFichero(ctx: DomainContext, procesoIdDado: number | undefined, clave: string) {
  requireProcesos(ctx.actor, 'L');
  const procesoId = procesoIdDado ?? (await procesoDeLaClave(ctx, clave));
  await loadTipo(ctx, procesoId, clave);
  const [record] = await tiposFicheroOf(ctx, procesoId, clave);
  return record as NonNullable<typeof record>;
}

/** PUT /tiposFichero/{clave}[?procesoId=]: the key may change if the new one is free. */
export async function updateTipoFichero(
  ctx: DomainContext,
  procesoIdDado: number | undefined,
  clave: string,
  input: TipoFicheroInput,
) {
  const actor = requireProcesos(ctx.actor, 'E');
  const procesoId = procesoIdDado ?? (await procesoDeLaClave(ctx, clave));
  const row = await loadTipo(ctx, procesoId, clave);
  if (input.clave !== clave) await requireClaveLibre(ctx, procesoId, input.clave);
  await commit(ctx, [
    ctx.db.update(procesoTiposFichero).set(tipoFicheroColumns(input)).where(eq(procesoTiposFichero.id, row.id)),
    touchProceso(ctx, actor, procesoId),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'tipoFichero',
      entidadId: row.id,
      cambios: cambiosDe(row, tipoFicheroColumns(input)),
    }),
  ]).catch(conflict);
  const [saved] = await tiposFicheroOf(ctx, procesoId, input.clave);
  return saved as NonNullable<typeof saved>;
}

/** DELETE /procesos/{id}/tiposFichero/{clave}. */
export async function removeTipoFichero(ctx: DomainContext, procesoId: number, clave: string) {
  const actor = requireProcesos(ctx.actor, 'E');
  const row = await loadTipo(ctx, procesoId, clave);
  await commit(ctx, [
    ctx.db.delete(procesoTiposFichero).where(eq(procesoTiposFichero.id, row.id)),
    touchProceso(ctx, actor, procesoId),
    auditar({ accion: 'ELIMINAR', entidad: 'tipoFichero', entidadId: row.id, cambios: cambiosDe(row, null) }),
  ]);
}

/** POST /procesos/{id}/tiposFichero/{clave}/ambitos/reasignar: the scopes the type applies to. */
export async function reasignarAmbitosTipoFichero(ctx: DomainContext, procesoId: number, clave: string, ids: number[]) {
  const actor = requireProcesos(ctx.actor, 'E');
  const row = await loadTipo(ctx, procesoId, clave);
  await validateAmbitos(ctx, ids);
  await commit(ctx, [
    ...linkSetStatements(
      ctx.db,
      ctx.db.delete(procesoTipoFicheroAmbitos).where(eq(procesoTipoFicheroAmbitos.tipoFicheroId, row.id)),
      procesoTipoFicheroAmbitos,
      distinct(ids).map((ambitoId) => ({ tipoFicheroId: row.id, ambitoId })),
    ),
    touchProceso(ctx, actor, procesoId),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'tipoFichero',
      entidadId: row.id,
      cambios: [{ Campo: 'Ambitos', Antes: null, Despues: distinct(ids) }],
    }),
  ]);
  return (await tiposFicheroOf(ctx, procesoId, clave))[0]?.Ambitos ?? [];
}

/** A row of GET /tiposFichero: the file type as its process shows it, and that process. */
export type TipoFicheroFila = TipoFicheroRecord & { ProcesoId: number; Proceso: { Id: number; Codigo: string; Nombre: string } };

const SORTS_TIPOS = {
  Clave: procesoTiposFichero.clave,
  Nombre: foldSql(sql`${procesoTiposFichero.nombre}`),
  Orden: procesoTiposFichero.orden,
  ProcesoId: procesoTiposFichero.procesoId,
};

/**
 * GET /tiposFichero[?procesoId=]: the file types of the instance's processes (or of one), by
 * process and then in each process's order, for who reads processes (the single read's rule).
 */
export async function listTiposFichero(
  ctx: DomainContext,
  opts: { query: ListQuery; procesoId?: number },
): Promise<Page<Partial<TipoFicheroFila>>> {
  requireProcesos(ctx.actor, 'L');
  const where = and(
    inArray(
      procesoTiposFichero.procesoId,
      ctx.db.select({ id: procesos.id }).from(procesos).where(eq(procesos.instanciaId, ctx.instancia.id)),
    ),
    eqIf(procesoTiposFichero.procesoId, opts.procesoId),
  );
  const sorting = orderBy(
    SORTS_TIPOS,
    opts.query.orden,
    [asc(procesoTiposFichero.procesoId), asc(procesoTiposFichero.orden), asc(procesoTiposFichero.clave)],
    [asc(procesoTiposFichero.id)],
  );
  return listPage({
    db: ctx.db,
    table: procesoTiposFichero,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      ctx.db
        .select({ t: procesoTiposFichero, codigo: procesos.codigo, nombre: procesos.nombre })
        .from(procesoTiposFichero)
        .innerJoin(procesos, eq(procesos.id, procesoTiposFichero.procesoId))
        .where(where)
        .orderBy(...sorting)
        .limit(limit)
        .offset(offset),
    records: async (rows) => {
      const records = await tipoFicheroRecords(
        ctx,
        rows.map((r) => r.t),
      );
      return rows.map((r, i) =>
        pick<TipoFicheroFila>(
          {
            ...(records[i] as TipoFicheroRecord),
            ProcesoId: r.t.procesoId,
            Proceso: { Id: r.t.procesoId, Codigo: r.codigo, Nombre: r.nombre },
          },
          opts.query.campos,
        ),
      );
    },
  });
}
