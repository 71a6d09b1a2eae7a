import { and, eq } from 'drizzle-orm';
import { mensajes } from '../../db/schema/mensajes.ts';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { getHilo, type MensajeHilo } from './lectura.ts';

/** One message as its thread shows it to the caller, with the thread and project it belongs to. */
export type MensajeRecord = MensajeHilo & { HiloId: number; ProyectoId: number };

/**
 * GET mensajes/{mensajeId}: one message, for whoever may read its project's threads. It is read
 * through its thread, so it is seen exactly as there (the same gate: 404 for anyone outside
 * the project, 403 for a member outside the rule; the caller's own marks Nuevo and Propio).
 */
export async function getMensaje(ctx: DomainContext, mensajeId: number): Promise<MensajeRecord> {
  const [m] = await ctx.db
    .select({ hiloId: mensajes.hiloId })
    .from(mensajes)
    .where(and(eq(mensajes.id, mensajeId), eq(mensajes.instanciaId, ctx.instancia.id)));
  if (!m) throw new AppError(404, t.mensajeNoExiste);
  const hilo = await getHilo(ctx, m.hiloId);
  const mensaje = hilo.Mensajes.find((x) => x.Id === mensajeId);
  if (!mensaje) throw new AppError(404, t.mensajeNoExiste);
  return { ...mensaje, HiloId: m.hiloId, ProyectoId: hilo.Proyecto.Id };
}
