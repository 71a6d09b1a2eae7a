import type { Actor } from '../context.ts';
import { CENTROS, requireArea } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** The centres' gate (the CENTROS policy): 401 without a session, 403 without the level; the actor otherwise. */
export const requireCentros = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, CENTROS, nivel);
