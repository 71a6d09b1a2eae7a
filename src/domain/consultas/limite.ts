import { consultasApi as t } from '../../i18n/consultas.ts';
import type { DomainContext } from '../context.ts';
import { type Limit, recordFailure, requireNotLocked } from '../identidad/rate-limit.ts';
import { CONSULTAS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';

// POST consultas is public, writes a row and sends a mail: uncapped it would be a free mail
// relay. Submissions by anyone but enquiry staff are counted per address in the database-held
// counters sign-in uses (every isolate sees them), the accepted ones and those refused as
// automated (honeypot, stamp), so a program that keeps trying is locked out too.

const HOUR = 60 * 60 * 1000;

/** 10 enquiries an hour per address: plenty for an office behind one router, little for a spammer. */
export const CONTACTO_IP_LIMIT: Limit = { max: 10, windowMs: HOUR, lockMs: HOUR };

const clave = (ip: string) => `consulta:ip:${ip}`;

type Ctx = Pick<DomainContext, 'db' | 'clock' | 'actor'>;

/** Staff recording enquiries (who may write them) are not counted. */
export const esContada = (ctx: Pick<DomainContext, 'actor'>) => !puede(ctx.actor, CONSULTAS.escribe);

/** 429 with Retry-After when this address has used up its enquiries; checked before the body is read. */
export async function requireContactoDentroDelLimite(ctx: Ctx, ip: string): Promise<void> {
  if (esContada(ctx)) await requireNotLocked(ctx.db, [clave(ip)], ctx.clock, t.demasiadasConsultas);
}

/** Counts one submission from this address. */
export async function contarContacto(ctx: Ctx, ip: string): Promise<void> {
  if (esContada(ctx)) await recordFailure(ctx.db, clave(ip), CONTACTO_IP_LIMIT, ctx.clock);
}
