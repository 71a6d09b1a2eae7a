import { and, eq } from 'drizzle-orm';
import { etiquetas } from '../../db/schema/identidad.ts';
import { mensajeEtiquetas, mensajes } from '../../db/schema/mensajes.ts';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { TIPOS_ETIQUETA } from '../permisos/politicas.ts';
import { reasignarEtiquetasDeTipo } from './../shared/etiquetas.ts';
import { requireMensajesProyecto } from './acceso.ts';

/** The tag type of messages (the agency's own classification; the centre never sees them change). */
const TIPO = 'MEN' satisfies keyof typeof TIPOS_ETIQUETA;

/**
 * POST mensajes/{id}/etiquetas/reasignar: replaces the message's tags (type MEN). Only the
 * agency tags (GEST_COMUNIC at E), and only messages of projects it may see.
 */
export async function reasignarEtiquetasMensaje(ctx: DomainContext, mensajeId: number, ids: number[]) {
  const [m] = await ctx.db
    .select({ proyectoId: mensajes.proyectoId })
    .from(mensajes)
    .where(and(eq(mensajes.id, mensajeId), eq(mensajes.instanciaId, ctx.instancia.id)));
  if (!m) throw new AppError(404, t.mensajeNoExiste);
  const acceso = await requireMensajesProyecto(ctx, m.proyectoId, 'L');
  if (acceso.lado !== 'AGE' || !acceso.escribe) throw new AppError(403, t.soloAgenciaEtiqueta);
  await reasignarEtiquetasDeTipo(ctx, {
    entidad: 'mensaje',
    tipoClave: TIPO,
    ids,
    message: t.etiquetasNoValidas,
    links: mensajeEtiquetas,
    owner: mensajeEtiquetas.mensajeId,
    ownerId: mensajeId,
    row: (etiquetaId) => ({ mensajeId, etiquetaId }),
  });
  return ctx.db
    .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(mensajeEtiquetas)
    .innerJoin(etiquetas, eq(etiquetas.id, mensajeEtiquetas.etiquetaId))
    .where(eq(mensajeEtiquetas.mensajeId, mensajeId));
}
