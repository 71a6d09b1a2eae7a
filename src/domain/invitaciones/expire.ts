import { and, eq, inArray, lte } from 'drizzle-orm';
import { invitaciones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Clock } from '../context.ts';

/**
 * The scheduled job 'caducar-invitaciones': every pending invitation past its expiry (48 h
 * after it was sent) becomes CAD. Idempotent: it derives its work from the data, so running
 * it late, twice or on two servers changes nothing more. Returns how many expired.
 */
export async function expireInvitaciones(opts: { db: Db; clock: Clock }): Promise<number> {
  const nowIso = opts.clock.now().toISOString();
  const due = and(eq(invitaciones.estado, 'PTE'), lte(invitaciones.expiraEn, nowIso));
  const rows = await opts.db
    .select({ id: invitaciones.id, instanciaId: invitaciones.instanciaId })
    .from(invitaciones)
    .where(due)
    .limit(50); // D1 binds at most 100 parameters a statement
  if (rows.length === 0) return 0;
  const [expired] = (await commit(opts, [
    opts.db
      .update(invitaciones)
      .set({
        estado: 'CAD',
        modificacionFecha: nowIso,
        modificacionUsuarioId: null,
        modificacionUsuarioNombre: 'Tarea programada',
      })
      .where(
        and(
          due,
          inArray(
            invitaciones.id,
            rows.map((r) => r.id),
          ),
        ),
      )
      .returning({ id: invitaciones.id }),
    ...rows.map((r) =>
      auditar({
        accion: 'CADUCAR',
        entidad: 'invitacion',
        entidadId: r.id,
        instanciaId: r.instanciaId,
        cambios: [{ Campo: 'Estado', Antes: 'PTE', Despues: 'CAD' }],
      }),
    ),
  ])) as [unknown[]];
  return expired.length;
}
