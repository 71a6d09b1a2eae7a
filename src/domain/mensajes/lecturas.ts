import { and, asc, eq, sql } from 'drizzle-orm';
import { usuarios } from '../../db/schema/identidad.ts';
import { mensajeLecturas, mensajePendientes, mensajes } from '../../db/schema/mensajes.ts';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireMensajesProyecto } from './acceso.ts';
import { loadProyectoDeHilo } from './lectura.ts';

// Read state per person: reading a thread moves the reader's unread rows of it into the
// reads (who, when), in one batch; the message-reads dialog lists them.

/** POST mensajes/hilos/{hiloId}/leido: the caller has read every message of the thread. Returns how many were unread. */
export async function marcarHiloLeido(ctx: DomainContext, hiloId: number, opts: { proyectoId?: number } = {}): Promise<number> {
  const { actor } = await requireMensajesProyecto(ctx, await loadProyectoDeHilo(ctx, hiloId, opts.proyectoId), 'L');
  const mios = and(eq(mensajePendientes.usuarioId, actor.usuarioId), eq(mensajePendientes.hiloId, hiloId));
  const pendientes = await ctx.db.select({ id: mensajePendientes.mensajeId }).from(mensajePendientes).where(mios);
  if (pendientes.length === 0) return 0;
  const ahora = ctx.clock.now().toISOString();
  await commit(ctx, [
    ctx.db.run(sql`insert into ${mensajeLecturas} (mensaje_id, usuario_id, fecha)
      select ${mensajePendientes.mensajeId}, ${actor.usuarioId}, ${ahora} from ${mensajePendientes} where ${mios}
      on conflict do nothing`),
    ctx.db.delete(mensajePendientes).where(mios),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'hilo',
      entidadId: hiloId,
      cambios: [{ Campo: 'leido', Antes: false, Despues: true }],
      siCambia: true,
    }),
  ]);
  return pendientes.length;
}

export interface Lectura {
  Usuario: { Id: number; NombreCompleto: string };
  Fecha: string;
}

/** GET mensajes/{mensajeId}/lecturas: who read the message and when (the message-reads dialog). */
export async function listLecturas(ctx: DomainContext, mensajeId: number): Promise<Lectura[]> {
  const [m] = await ctx.db
    .select({ proyectoId: mensajes.proyectoId })
    .from(mensajes)
    .where(and(eq(mensajes.id, mensajeId), eq(mensajes.instanciaId, ctx.instancia.id)));
  if (!m) throw new AppError(404, t.mensajeNoExiste);
  await requireMensajesProyecto(ctx, m.proyectoId, 'L');
  const filas = await ctx.db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido1: usuarios.apellido1,
      apellido2: usuarios.apellido2,
      fecha: mensajeLecturas.fecha,
    })
    .from(mensajeLecturas)
    .innerJoin(usuarios, eq(usuarios.id, mensajeLecturas.usuarioId))
    .where(eq(mensajeLecturas.mensajeId, mensajeId))
    .orderBy(asc(mensajeLecturas.fecha));
  return filas.map((f) => ({
    Usuario: { Id: f.id, NombreCompleto: [f.nombre, f.apellido1, f.apellido2].filter(Boolean).join(' ') },
    Fecha: f.fecha,
  }));
}
