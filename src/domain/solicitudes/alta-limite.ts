import { solicitudesAlta as t } from '../../i18n/solicitudes-alta.ts';
import type { DomainContext } from '../context.ts';
import { type Limit, recordFailure, requireNotLocked } from '../identidad/rate-limit.ts';
import { SOLICITUDES } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';

// POST /solicitudes is public and writes rows and stores files: without a cap it would be a
// free write endpoint. Submissions by anyone but request staff are counted per address in the
// same database-held counters as sign-in (never in process memory, so every isolate sees them).

const HOUR = 60 * 60 * 1000;

/** 20 submissions an hour per address: generous for a school or an office behind one router. */
export const ALTA_IP_LIMIT: Limit = { max: 20, windowMs: HOUR, lockMs: HOUR };

const clave = (ip: string) => `solicitud:ip:${ip}`;

/** Staff registering requests (who may write requests) are not counted. */
const contada = (ctx: Pick<DomainContext, 'actor'>) => !puede(ctx.actor, SOLICITUDES.escribe);

/** 429 when this address has used up its submissions; checked before the body is read. */
export async function requireAltaDentroDelLimite(ctx: Pick<DomainContext, 'db' | 'clock' | 'actor'>, ip: string): Promise<void> {
  if (contada(ctx)) await requireNotLocked(ctx.db, [clave(ip)], ctx.clock, t.demasiadasSolicitudes);
}

/** Counts one accepted submission from this address (refused ones cost nothing). */
export async function contarAlta(ctx: Pick<DomainContext, 'db' | 'clock' | 'actor'>, ip: string): Promise<void> {
  if (contada(ctx)) await recordFailure(ctx.db, clave(ip), ALTA_IP_LIMIT, ctx.clock);
}
