import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { auditoria } from '../../db/schema/auditoria.ts';
import type { Db } from '../../db/types.ts';
import type { Actor, Clock, Peticion } from '../context.ts';
import type { MemoPeticion } from '../shared/memo-peticion.ts';
import type { Accion } from './acciones.ts';
import { programarSellado } from './cadena.ts';
import { type Cambio, cambiosDe, cambiosJson } from './cambios.ts';

/** Who an entry names when no person acted and no request came in: the scheduled jobs. */
export const SISTEMA = 'sistema';

/**
 * What the audit helper needs to know about the write: a DomainContext fits; scheduled
 * jobs pass their own (no actor, no request).
 */
export interface AuditContext {
  db: Db;
  clock: Clock;
  actor?: Pick<Actor, 'usuarioId' | 'nombre'> | null;
  instancia?: { id: string };
  peticion?: Peticion;
  /** The request's answers about who may do what: a write makes it forget what it may have changed. */
  memo?: MemoPeticion;
}

/**
 * The id of the row an insert earlier in the same batch created in `table`: the batch holds
 * the write lock, so the table's highest id is that row's (unlike last_insert_rowid(), other
 * inserts in between, the entry's own included, do not change it).
 */
export class Nuevo {
  constructor(readonly table: SQLiteTable) {}
}
export const nuevoEn = (table: SQLiteTable) => new Nuevo(table);

export interface EntradaDatos {
  accion: Accion;
  /** The table-level noun, as the API names the resource: 'centro', 'usuario', 'manual'… */
  entidad: string;
  entidadId: number | string | null | Nuevo;
  cambios?: readonly Cambio[];
  /** Jobs acting for every instance say which one the record belongs to. */
  instanciaId?: string;
  /**
   * Only if the statement just before changed a row (SQLite's changes()): for guarded
   * writes (`where estado = 'PTE'`, `on conflict do nothing`) that may lose a race.
   */
  siCambia?: boolean;
}

/** An audit entry inside a batch: built with `auditar`, written by `commit`. */
export class Entrada {
  constructor(readonly datos: EntradaDatos) {}
}

export const auditar = (datos: EntradaDatos) => new Entrada(datos);

type Statement = BatchItem<'sqlite'>;
export type Paso = Statement | Entrada;

function entradaStatement(ctx: AuditContext, e: EntradaDatos, fecha: string): Statement {
  const instanciaId = e.instanciaId ?? ctx.instancia?.id;
  if (!instanciaId) throw new Error(`Entrada de auditoría sin instancia (${e.entidad})`);
  const values = {
    instanciaId,
    fecha,
    usuarioId: ctx.actor?.usuarioId ?? null,
    // No person and no request: a scheduled job (an anonymous caller has an address).
    usuarioNombre: ctx.actor?.nombre ?? (ctx.peticion ? null : SISTEMA),
    accion: e.accion,
    entidad: e.entidad,
    // A row created in this batch: its id is known only inside the batch.
    entidadId:
      e.entidadId instanceof Nuevo
        ? sql`(select cast(max(id) as text) from ${e.entidadId.table})`
        : e.entidadId === null
          ? null
          : String(e.entidadId),
    cambios: cambiosJson(e.cambios),
    direccion: ctx.peticion?.direccion ?? null,
    requestId: ctx.peticion?.requestId ?? null,
  };
  if (!e.siCambia) return ctx.db.insert(auditoria).values(values);
  const v = Object.values(values).map((x) => sql`${x}`);
  return ctx.db.run(
    sql`insert into ${auditoria} (instancia_id, fecha, usuario_id, usuario_nombre, accion, entidad, entidad_id, cambios, direccion, request_id)
      select ${sql.join(v, sql`, `)} where changes() > 0`,
  );
}

/**
 * The one way domain code writes (ADR 0015): the statements of a change and its audit
 * entries go to the database in one batch, so neither exists without the other. An entry
 * with `entidadId: nuevoEn(table)` must come after the insert that creates its record. Returns the
 * statements' results in order (entries left out), e.g. a `.returning()` row.
 * A batch without an entry is refused: every change is recorded.
 */
export async function commit(ctx: AuditContext, pasos: readonly (Paso | null | undefined | false)[]): Promise<unknown[]> {
  const fecha = ctx.clock.now().toISOString();
  const items: Statement[] = [];
  const esSentencia: boolean[] = [];
  for (const p of pasos) {
    if (!p) continue;
    if (p instanceof Entrada) {
      items.push(entradaStatement(ctx, p.datos, fecha));
      esSentencia.push(false);
    } else {
      items.push(p);
      esSentencia.push(true);
    }
  }
  if (!esSentencia.includes(false)) throw new Error('Escritura sin entrada de auditoría');
  const results = await ctx.db.batch(items as [Statement, ...Statement[]]);
  programarSellado(ctx.db, ctx.clock);
  // Entries on people ('usuario': profiles, accounts) may change who holds what in a project.
  ctx.memo?.olvidar({ personas: pasos.some((p) => p instanceof Entrada && p.datos.entidad === 'usuario') });
  return (results as unknown[]).filter((_, i) => esSentencia[i]);
}

/** The first row of a `.returning()` result that `commit` gave back. */
export function filaDe<T>(result: unknown): T {
  const rows = result as T[];
  if (!rows?.[0]) throw new Error('La escritura no devolvió la fila');
  return rows[0];
}

/** The row as it is before a change (the "before" of the entry's fields); null when missing. */
export async function filaActual<T extends SQLiteTable>(db: Db, table: T, id: number): Promise<Record<string, unknown> | null> {
  const idColumn = (table as unknown as { id: SQLiteColumn }).id;
  const [row] = await db
    .select()
    .from(table as SQLiteTable)
    .where(eq(idColumn, id))
    .limit(1);
  return (row as Record<string, unknown> | undefined) ?? null;
}

/**
 * Deletes one row by id in one batch with its ELIMINAR entry, whose "before" is the row as it
 * was; `alongside` are further statements of the same change (they run after the delete).
 * Not gated: the use case has checked who may delete and whether the record may go.
 */
export async function removeAudited<T extends SQLiteTable>(
  ctx: AuditContext,
  table: T,
  id: number,
  entidad: string,
  alongside: readonly Paso[] = [],
): Promise<void> {
  const antes = await filaActual(ctx.db, table, id);
  const idColumn = (table as unknown as { id: SQLiteColumn }).id;
  await commit(ctx, [
    ctx.db.delete(table as SQLiteTable).where(eq(idColumn, id)),
    ...alongside,
    auditar({ accion: 'ELIMINAR', entidad, entidadId: id, cambios: cambiosDe(antes, null) }),
  ]);
}

/**
 * Writes `valores` over one row by id in one batch with its MODIFICAR entry (the row as it was
 * against the new values). Not gated: the use case has checked who may change the record.
 */
export async function updateAudited<T extends SQLiteTable>(
  ctx: AuditContext,
  table: T,
  id: number,
  entidad: string,
  valores: SQLiteUpdateSetSource<T>,
): Promise<void> {
  const antes = await filaActual(ctx.db, table, id);
  const idColumn = (table as unknown as { id: SQLiteColumn }).id;
  await commit(ctx, [
    ctx.db.update(table).set(valores).where(eq(idColumn, id)),
    auditar({ accion: 'MODIFICAR', entidad, entidadId: id, cambios: cambiosDe(antes, valores) }),
  ]);
}
