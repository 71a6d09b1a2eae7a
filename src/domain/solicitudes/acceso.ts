import type { Actor } from '../context.ts';
import { requireArea, SOLICITUDES } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** The requests' gate (the SOLICITUDES policy): 401 without a session, 403 without the level; the actor otherwise. */
export const requireSolicitudes = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, SOLICITUDES, nivel);
