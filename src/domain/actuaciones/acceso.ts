import type { Actor } from '../context.ts';
import { ACTUACIONES, requireArea } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** The actuaciones' gate (ACTUACIONES): 401 without a session, 403 without the level; the actor otherwise. */
export const requireActuaciones = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, ACTUACIONES, nivel);
