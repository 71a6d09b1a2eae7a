import { and, eq } from 'drizzle-orm';
import { mensajes } from '../../db/schema/mensajes.ts';
import { mensajesApi } from '../../i18n/mensajes.ts';
import type { Actor } from '../context.ts';
import { perfilesEnProyecto } from '../permisos/en-proyecto.ts';
import { type LadoMensajes, ladoEnMensajes } from '../permisos/mensajes-proyecto.ts';
import { FICHEROS_MAX_POR_PETICION } from './limites.ts';
import type { Propietario } from './propietario.ts';

/**
 * A message's attachments (type ZC, the spec's `adjuntos`), under the upload rules of every
 * file (size, type by content, count: 413/415/422). Read by whoever sees the project's threads
 * (permisos/mensajes-proyecto.ts), for anyone else the message is not there (404); attached only
 * by the message's author, while they still see them. Up to the spec's 10 files per message.
 */
interface MensajePropietario {
  id: number;
  autorId: number | null;
  /** The actor's side in the project's threads. */
  lado: { lado: LadoMensajes; escribe: boolean };
}

export const mensaje: Propietario<MensajePropietario> = {
  tipos: { ZC: { max: FICHEROS_MAX_POR_PETICION } },
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: mensajes.id, proyectoId: mensajes.proyectoId, autorId: mensajes.usuarioId })
      .from(mensajes)
      .where(and(eq(mensajes.id, id), eq(mensajes.instanciaId, ctx.instancia.id)));
    if (!row) return null;
    const actor = ctx.actor;
    const lado = actor ? ladoEnMensajes(actor, await perfilesEnProyecto(ctx, actor, row.proyectoId)) : null;
    // Someone who does not see the project's threads learns nothing of the message: not found.
    if (!lado) return null;
    return { id: row.id, autorId: row.autorId, lado };
  },
  puedeEscribir: (actor: Actor, m) => m.lado.escribe && m.autorId === actor.usuarioId,
  puedeLeer: (actor) => actor !== null,
  noExiste: mensajesApi.mensajeNoExiste,
};
