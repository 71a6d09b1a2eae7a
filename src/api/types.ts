import type { Instancia } from '../db/schema/instancias.ts';
import type { Db, PlatformEnv } from '../db/types.ts';
import type { Actor, Clock } from '../domain/context.ts';
import type { ValidSession } from '../domain/identidad/sesiones.ts';

/** Per-request values the API's middleware sets for routes. */
interface ApiVariables {
  db: Db;
  instancia: Instancia;
  clock: Clock;
  requestId: string;
  /** The signed-in user, or null for anonymous calls. */
  actor: Actor | null;
  sesion: ValidSession | null;
}

export interface ApiEnv {
  Bindings: PlatformEnv;
  Variables: ApiVariables;
}
