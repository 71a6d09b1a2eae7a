import type { Actor } from '../context.ts';
import { CONSULTAS, requireArea } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** The enquiries' gate (the CONSULTAS policy): 401 without a session, 403 without the level; the actor otherwise. */
export const requireConsultas = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, CONSULTAS, nivel);
