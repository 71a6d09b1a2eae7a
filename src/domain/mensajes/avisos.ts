import { eq } from 'drizzle-orm';
import { mensajeAvisos } from '../../db/schema/mensajes.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { requireRegla, SESION } from '../permisos/regla.ts';

// Each person decides for themselves whether a new message in their projects mails them
// (default yes); it changes nothing of what they see in the application.

/** GET mensajes/avisos: the caller's choice. */
export async function getAvisosMensajes(ctx: DomainContext): Promise<{ Correo: boolean }> {
  const actor = requireRegla(ctx.actor, SESION);
  const [row] = await ctx.db
    .select({ correo: mensajeAvisos.correo })
    .from(mensajeAvisos)
    .where(eq(mensajeAvisos.usuarioId, actor.usuarioId));
  return { Correo: row?.correo ?? true };
}

/** PUT mensajes/avisos: the caller turns the new-message mail on or off for themselves. */
export async function saveAvisosMensajes(ctx: DomainContext, correo: boolean): Promise<{ Correo: boolean }> {
  const actor = requireRegla(ctx.actor, SESION);
  const antes = await getAvisosMensajes(ctx);
  await commit(ctx, [
    ctx.db
      .insert(mensajeAvisos)
      .values({ usuarioId: actor.usuarioId, correo })
      .onConflictDoUpdate({ target: mensajeAvisos.usuarioId, set: { correo } }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'mensajeAvisos',
      entidadId: actor.usuarioId,
      cambios: [{ Campo: 'correo', Antes: antes.Correo, Despues: correo }],
    }),
  ]);
  return { Correo: correo };
}
