import type { Actor } from '../context.ts';
import { PROCESOS, requireArea } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** The processes' gate (the PROCESOS policy): 401 without a session, 403 without the level; the actor otherwise. */
export const requireProcesos = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, PROCESOS, nivel);
