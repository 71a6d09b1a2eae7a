import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { type Auditoria, type AuditRow, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { auditColumnsOf } from './listado.ts';

// Free-text observations that staff or a team attach to a record (an accreditation, a project,
// a request, a task, a standard of a self-assessment). Every kind keeps them in its own table
// with the same columns and writes them the same way: each change is one audit entry
// (MODIFICAR) on the owning record, with the observation's text as the field's before and
// after. The areas keep their own gates; this module holds the reading and writing.

/** A table of observations: an id, the text, and the audit columns. */
type TablaObservaciones = SQLiteTable & { id: SQLiteColumn; observacion: SQLiteColumn } & Record<keyof AuditRow, SQLiteColumn>;

/** One kind of observation: its table and the record its changes are audited against. */
export interface ClaseObservacion<T extends TablaObservaciones = TablaObservaciones> {
  tabla: T;
  /** The owner's entity in the audit trail ('proyecto', 'solicitud'…). */
  entidad: string;
  /** The column of `tabla` that holds the owner's id. */
  propietario: SQLiteColumn;
  /** The owner's table, when an observation is found by its own id within the instance. */
  tablaPropietario?: SQLiteTable & { id: SQLiteColumn; instanciaId: SQLiteColumn };
}

export interface ObservacionRecord {
  Id: number;
  Observacion: string;
  Auditoria: Auditoria;
}

/** An observation as its change and deletion need it: its owner (for the audit) and its text. */
interface ObservacionExistente {
  id: number;
  propietarioId: number;
  observacion: string;
}

/** The audit field an observation's change is recorded under, unless the kind names its own. */
const CAMPO = 'Observacion';

/** The observations under `where`, in `orden` (by id, oldest first, unless told). */
export async function loadObservaciones(
  ctx: DomainContext,
  clase: ClaseObservacion,
  where: SQL | undefined,
  orden: SQL[] = [asc(clase.tabla.id)],
): Promise<ObservacionRecord[]> {
  const { tabla } = clase;
  const rows = (await ctx.db
    .select({ id: tabla.id, observacion: tabla.observacion, ...auditColumnsOf(tabla) })
    .from(tabla as SQLiteTable)
    .where(where)
    .orderBy(...orden)) as Array<AuditRow & { id: number; observacion: string }>;
  return rows.map((r) => ({ Id: r.id, Observacion: r.observacion, Auditoria: auditoriaOf(r) }));
}

/**
 * The observation with this id whose owner belongs to the caller's instance (and matches
 * `where`, when given); 404 with `notFound` otherwise. `extra` adds columns to what it returns.
 */
export async function loadObservacion<E extends Record<string, SQLiteColumn> = Record<never, SQLiteColumn>>(
  ctx: DomainContext,
  clase: ClaseObservacion,
  id: number,
  opts: { notFound: string; where?: SQL; extra?: E },
): Promise<ObservacionExistente & { [K in keyof E]: E[K]['_']['data'] }> {
  const { tabla, tablaPropietario: owner } = clase;
  if (!owner) throw new Error(`Observaciones de ${clase.entidad} sin tabla propietaria`);
  const [row] = await ctx.db
    .select({ id: tabla.id, propietarioId: clase.propietario, observacion: tabla.observacion, ...opts.extra })
    .from(tabla as SQLiteTable)
    .innerJoin(owner, eq(owner.id, clase.propietario))
    .where(and(eq(tabla.id, id), eq(owner.instanciaId, ctx.instancia.id), opts.where));
  if (!row) throw new AppError(404, opts.notFound);
  return row as ObservacionExistente & { [K in keyof E]: E[K]['_']['data'] };
}

/** Adds an observation: `fila` holds the owner's columns (its id, and a kind where it has one). */
export async function insertObservacion(
  ctx: DomainContext,
  clase: ClaseObservacion,
  alta: { actor: Actor; propietarioId: number; fila: Record<string, unknown>; observacion: string; campo?: string },
): Promise<{ id: number }> {
  const { tabla } = clase;
  // biome-ignore lint/suspicious/noExplicitAny: the row's columns are the kind's own
  const valores: any = { ...alta.fila, observacion: alta.observacion, ...altaAudit(alta.actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(tabla).values(valores).returning({ id: tabla.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: clase.entidad,
      entidadId: alta.propietarioId,
      cambios: [{ Campo: alta.campo ?? CAMPO, Antes: null, Despues: alta.observacion }],
    }),
  ]);
  return { id: filaDe<{ id: number }>(rows).id };
}

/** Replaces an observation's text; returns what the API answers (its id and new text). */
export async function saveObservacion(
  ctx: DomainContext,
  clase: ClaseObservacion,
  actor: Actor,
  antes: ObservacionExistente,
  observacion: string,
  campo = CAMPO,
): Promise<{ Id: number; Observacion: string }> {
  const { tabla } = clase;
  await commit(ctx, [
    ctx.db
      .update(tabla)
      // biome-ignore lint/suspicious/noExplicitAny: the row's columns are the kind's own
      .set({ observacion, ...modificacionAudit(actor, ctx.clock.now()) } as any)
      .where(eq(tabla.id, antes.id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: clase.entidad,
      entidadId: antes.propietarioId,
      cambios: [{ Campo: campo, Antes: antes.observacion, Despues: observacion }],
    }),
  ]);
  return { Id: antes.id, Observacion: observacion };
}

/** Deletes an observation. */
export async function removeObservacion(
  ctx: DomainContext,
  clase: ClaseObservacion,
  antes: ObservacionExistente,
  campo = CAMPO,
): Promise<void> {
  const { tabla } = clase;
  await commit(ctx, [
    ctx.db.delete(tabla).where(eq(tabla.id, antes.id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: clase.entidad,
      entidadId: antes.propietarioId,
      cambios: [{ Campo: campo, Antes: antes.observacion, Despues: null }],
    }),
  ]);
}

/**
 * The list, create, change and delete calls of observations that staff write on a record of
 * their instance: `lee` and `escribe` are the record's gates (they throw when the caller may
 * not), `propietario` its 404 when the addressed record is not there.
 */
export function observacionesDeGestion(
  clase: ClaseObservacion,
  opts: {
    lee: (ctx: DomainContext) => unknown;
    escribe: (ctx: DomainContext) => Actor;
    propietario: (ctx: DomainContext, id: number) => Promise<unknown>;
    notFound: string;
    orden?: SQL[];
  },
) {
  const existente = (ctx: DomainContext, id: number) => loadObservacion(ctx, clase, id, { notFound: opts.notFound });
  return {
    async list(ctx: DomainContext, propietarioId: number): Promise<ObservacionRecord[]> {
      opts.lee(ctx);
      await opts.propietario(ctx, propietarioId);
      return loadObservaciones(ctx, clase, eq(clase.propietario, propietarioId), opts.orden);
    },
    async create(ctx: DomainContext, propietarioId: number, fila: Record<string, unknown>, input: { observacion: string }) {
      const actor = opts.escribe(ctx);
      await opts.propietario(ctx, propietarioId);
      return insertObservacion(ctx, clase, { actor, propietarioId, fila, observacion: input.observacion });
    },
    async update(ctx: DomainContext, id: number, input: { observacion: string }) {
      const actor = opts.escribe(ctx);
      return saveObservacion(ctx, clase, actor, await existente(ctx, id), input.observacion);
    },
    async remove(ctx: DomainContext, id: number): Promise<void> {
      opts.escribe(ctx);
      await removeObservacion(ctx, clase, await existente(ctx, id));
    },
  };
}
