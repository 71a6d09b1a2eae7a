import type { Actor } from '../context.ts';
import { ACREDITACIONES, requireArea } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** The accreditations' gate (GEST_CERT_ACRED): 401 without a session, 403 without the level. */
export const requireAcreditaciones = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, ACREDITACIONES, nivel);
