import type { Instancia } from '../db/schema/instancias.ts';
import type { Db, PlatformEnv } from '../db/types.ts';
import type { Clock } from '../domain/context.ts';

/** Per-request values the API's middleware sets for routes. */
export interface ApiVariables {
  db: Db;
  instancia: Instancia;
  clock: Clock;
  requestId: string;
}

export interface ApiEnv {
  Bindings: PlatformEnv;
  Variables: ApiVariables;
}
