import { and, eq } from 'drizzle-orm';
import { invitaciones } from '../../db/schema/index.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requirePersonas } from './acceso.ts';
import { estadoEfectivo } from './estado.ts';

/** DELETE /invitaciones/{id}: a pending invitation becomes CAN and its link stops working. */
export async function cancelInvitacion(ctx: DomainContext, id: number): Promise<void> {
  const actor = requirePersonas(ctx.actor, 'E');
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(invitaciones)
    .where(and(eq(invitaciones.id, id), eq(invitaciones.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.noExiste);
  if (estadoEfectivo(row, now) !== 'PTE') throw new AppError(409, t.soloPendientes);
  const antes = await filaActual(ctx.db, invitaciones, id);
  const valores = {
    estado: 'CAN' as const,
    modificacionFecha: now.toISOString(),
    modificacionUsuarioId: actor.usuarioId,
    modificacionUsuarioNombre: actor.nombre,
  };
  const [updated] = (await commit(ctx, [
    ctx.db
      .update(invitaciones)
      .set(valores)
      // Still pending: it may have been accepted between the read and this write.
      .where(and(eq(invitaciones.id, id), eq(invitaciones.estado, 'PTE')))
      .returning({ id: invitaciones.id }),
    auditar({ accion: 'CANCELAR', entidad: 'invitacion', entidadId: id, cambios: cambiosDe(antes, valores), siCambia: true }),
  ])) as [unknown[]];
  if (updated.length === 0) throw new AppError(409, t.soloPendientes);
}
