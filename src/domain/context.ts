import type { Instancia } from '../db/schema/instancias.ts';
import type { Db } from '../db/types.ts';

/** Who is acting. Filled by the identity issue; null for anonymous callers. */
export interface Actor {
  usuarioId: number;
  nombre: string;
  isSuperAdmin: boolean;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every domain function receives (design.md §3, "one gate for authorization"):
 * the database, the acting user, the instance and the clock.
 */
export interface DomainContext {
  db: Db;
  actor: Actor | null;
  instancia: Instancia;
  clock: Clock;
}
