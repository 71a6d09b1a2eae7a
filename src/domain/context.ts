import type { Instancia } from '../db/schema/instancias.ts';
import type { Db } from '../db/types.ts';
import type { Permiso } from './permisos/levels.ts';
import type { MemoPeticion } from './shared/memo-peticion.ts';

/** Who is acting (from the session); null for anonymous callers. */
export interface Actor {
  usuarioId: number;
  nombre: string;
  esSuperAdmin: boolean;
  tipoPerfil: string | null;
  /** Every permission held (global and per project) under the active profile type. */
  permisos: Permiso[];
  /** Permissions of globally held profiles only. */
  permisosGenerales: Permiso[];
  /** Profile types the user may switch between, when the actor came from a session this request. */
  tiposPerfil?: string[];
}

/** Where a request came from: recorded with every audit entry it causes. */
export interface Peticion {
  direccion: string | null;
  requestId: string | null;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every domain function receives ("one gate for authorization": each domain function checks permissions itself):
 * the database, the acting user, the instance and the clock.
 */
export interface DomainContext {
  db: Db;
  actor: Actor | null;
  instancia: Instancia;
  clock: Clock;
  /** The request behind the call (its address and id), recorded in audit entries. */
  peticion?: Peticion;
  /** What this request has worked out about who may do what (ADR 0042); one per request, never shared. */
  memo?: MemoPeticion;
}
