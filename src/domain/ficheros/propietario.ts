import type { TipoFicheroClave } from '../../db/schema/ficheros.ts';
import type { Actor, DomainContext } from '../context.ts';

// The contract every kind of owner fulfils, apart from the table of owners (propietarios.ts)
// so that each owner's own module can name it without importing that table.

/**
 * What an owner takes of one file type: how many per owner and, where the owner says so (a
 * process's file types), a smaller size limit in bytes and the allowed extensions (lower case).
 */
export interface ReglaTipo {
  max: number;
  maxBytes?: number | null;
  extensiones?: readonly string[];
}
/** File type key -> its rule; a key that is absent is not taken by the owner. */
export type TiposPropietario = Readonly<Record<string, ReglaTipo>>;

/**
 * One kind of owner: which file types it takes (and how many of each per owner; `max: 1`
 * is a single slot, where a new upload replaces the file in it), how to load one owner of
 * this instance, and who may change or read its files. Adding an owner (requests, projects,
 * accreditations) is one more entry in PROPIETARIOS.
 */
export interface Propietario<T> {
  tipos: Partial<Record<TipoFicheroClave, { max: number }>>;
  /** Types that depend on the owner (a request takes its process's types); replaces `tipos` when given. */
  tiposDe?(ctx: Pick<DomainContext, 'db' | 'instancia'>, owner: T): Promise<TiposPropietario>;
  /** The owner, or null when there is none with this id in the instance (with what the actor holds in it, where that decides). */
  cargar(ctx: Pick<DomainContext, 'db' | 'instancia' | 'actor'>, id: number): Promise<T | null>;
  /** Upload and delete. */
  puedeEscribir(actor: Actor, owner: T): boolean;
  /** Read; `actor` is null for anonymous visitors (public files). */
  puedeLeer(actor: Actor | null, owner: T): boolean;
  /** Message when the id names no owner. */
  noExiste: string;
  /** A statement run in the upload's batch after the inserts (an owner that points at its files). */
  // biome-ignore lint/suspicious/noExplicitAny: a Drizzle statement of any table
  sincronizar?(ctx: Pick<DomainContext, 'db'>, owner: T): any;
}
