import { and, eq, lte } from 'drizzle-orm';
import { invitaciones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../context.ts';

/**
 * The scheduled job 'caducar-invitaciones': every pending invitation past its expiry (48 h
 * after it was sent) becomes CAD. Idempotent: it derives its work from the data, so running
 * it late, twice or on two servers changes nothing more. Returns how many expired.
 */
export async function expireInvitaciones(opts: { db: Db; clock: Clock }): Promise<number> {
  const nowIso = opts.clock.now().toISOString();
  const expired = await opts.db
    .update(invitaciones)
    .set({ estado: 'CAD', modificacionFecha: nowIso, modificacionUsuarioId: null, modificacionUsuarioNombre: 'Tarea programada' })
    .where(and(eq(invitaciones.estado, 'PTE'), lte(invitaciones.expiraEn, nowIso)))
    .returning({ id: invitaciones.id });
  return expired.length;
}
