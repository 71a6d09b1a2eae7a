import { and, desc, eq, sql } from 'drizzle-orm';
import { estandares } from '../../db/schema/catalogo.ts';
import { usuarios } from '../../db/schema/identidad.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { hilos, mensajePendientes, mensajes } from '../../db/schema/mensajes.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { mensajesCorreo as c, mensajesApi as t } from '../../i18n/mensajes.ts';
import { auditar, commit, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';
import { type AccesoMensajes, requireMensajesProyecto } from './acceso.ts';
import { destinatariosAviso, veHilosDelProyecto } from './destinatarios.ts';
import type { MensajeInput } from './schema.ts';

// Sending a message: one batch writes the thread (new, or the parent's with its new last
// date), the message, an unread row for everyone else who may see it, the audit entry and
// the mail to the other side, so none of them exists without the others.

/** Where the id of a thread created in the batch goes in the mail's link. */
const MARCA_HILO = '__HILO__';

/** A message as sent: its required fields and any of the optional ones. */
type EnvioMensaje = Pick<MensajeInput, 'proyectoId' | 'asunto' | 'cuerpo'> & Partial<MensajeInput>;

interface Enviado {
  Id: number;
  HiloId: number;
}

/** The thread a reply goes to: its parent's, which must be in the same project of this instance. */
async function hiloDelPadre(ctx: DomainContext, proyectoId: number, padreId: number) {
  const [padre] = await ctx.db
    .select({ hiloId: mensajes.hiloId, estandarId: hilos.estandarId })
    .from(mensajes)
    .innerJoin(hilos, eq(hilos.id, mensajes.hiloId))
    .where(and(eq(mensajes.id, padreId), eq(mensajes.proyectoId, proyectoId), eq(mensajes.instanciaId, ctx.instancia.id)));
  if (!padre) throw new AppError(422, t.padreNoExiste, { mensajePadreId: [t.padreNoExiste] });
  return padre;
}

/** 422 unless `estandarId` is a standard of the manual the project's process follows. */
async function validateEstandar(ctx: DomainContext, proyectoId: number, estandarId: number) {
  const [row] = await ctx.db
    .select({ id: estandares.id })
    .from(proyectos)
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(estandares, and(eq(estandares.manualId, procesos.manualId), eq(estandares.id, estandarId)))
    .where(eq(proyectos.id, proyectoId));
  if (!row) throw new AppError(422, t.estandarNoExiste, { estandarId: [t.estandarNoExiste] });
}

/** The project's code, centre and the self-assessment (phase type AUT) its team's links open. */
async function loadProyecto(ctx: DomainContext, proyectoId: number) {
  const [p] = await ctx.db
    .select({ codigo: proyectos.codigo, centroId: proyectos.centroId, centro: centros.nombre })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, proyectoId));
  const [auto] = await ctx.db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(and(eq(autoevaluaciones.proyectoId, proyectoId), eq(fasesProyecto.tipoClave, 'AUT')))
    .orderBy(desc(autoevaluaciones.id))
    .limit(1);
  if (!p) throw new AppError(404, t.proyectoNoExiste);
  return { ...p, autoevaluacionId: auto?.id ?? null };
}

/** The new-message mails, links from `origen` (PUBLIC_URL). */
async function correos(
  ctx: DomainContext,
  acceso: AccesoMensajes,
  p: Awaited<ReturnType<typeof loadProyecto>>,
  d: { asunto: string; hiloId: number | null },
  origen: string,
) {
  const [autor] = await ctx.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, acceso.actor.usuarioId));
  const personas = await destinatariosAviso(ctx.db, acceso.proyectoId, acceso.lado, autor?.email ?? '');
  const hilo = d.hiloId === null ? MARCA_HILO : String(d.hiloId);
  // The centre's people open it in their area; the agency's in its inbox.
  const enlace =
    acceso.lado === 'AGE' && p.autoevaluacionId !== null
      ? `${origen}/autoevaluacion/${p.autoevaluacionId}/hilo/${hilo}`
      : `${origen}/hilo/${hilo}`;
  const quien = acceso.actor.nombre;
  return personas.map((persona) =>
    mailInsert(ctx.db, {
      instanciaId: ctx.instancia.id,
      para: persona.email,
      plantilla: 'mensaje-nuevo',
      contenido: plantillaAviso({
        instancia: ctx.instancia.nombre,
        asunto: c.asunto(p.codigo, d.asunto),
        titulo: c.titulo,
        destinatario: persona,
        parrafos: [
          acceso.lado === 'CEN' ? c.deCentro(quien, p.centro, p.codigo) : c.deAgencia(quien, p.codigo),
          c.asuntoMensaje(d.asunto),
        ],
        boton: { texto: c.boton, enlace },
        notas: [c.nota],
      }),
      clock: ctx.clock,
      sustituir:
        d.hiloId === null ? { marca: MARCA_HILO, valor: sql`(select cast(max(${hilos.id}) as text) from ${hilos})` } : undefined,
    }),
  );
}

/** POST mensajes: sends a message in project `input.proyectoId` (a new thread, or a reply to `mensajePadreId`). */
export async function saveMensaje(ctx: DomainContext, input: EnvioMensaje, origen: string): Promise<Enviado> {
  const acceso = await requireMensajesProyecto(ctx, input.proyectoId, 'E');
  const padre = input.mensajePadreId ? await hiloDelPadre(ctx, input.proyectoId, input.mensajePadreId) : null;
  // A reply keeps its thread's standard unless it names its own.
  const estandarId = input.estandarId ?? padre?.estandarId ?? null;
  if (input.estandarId) await validateEstandar(ctx, input.proyectoId, input.estandarId);
  const p = await loadProyecto(ctx, input.proyectoId);
  const ahora = ctx.clock.now().toISOString();
  const { db } = ctx;
  const instanciaId = ctx.instancia.id;
  const hiloId = padre ? sql`${padre.hiloId}` : sql`(select max(${hilos.id}) from ${hilos})`;
  const mensajeId = sql`(select max(${mensajes.id}) from ${mensajes})`;
  const pasos = [
    padre
      ? db
          .update(hilos)
          .set({ ultimoEn: ahora, nMensajes: sql`${hilos.nMensajes} + 1` })
          .where(eq(hilos.id, padre.hiloId))
      : db.insert(hilos).values({
          instanciaId,
          proyectoId: input.proyectoId,
          centroId: p.centroId,
          asunto: input.asunto,
          estandarId,
          ultimoEn: ahora,
          nMensajes: 1,
          altaFecha: ahora,
          altaUsuarioId: acceso.actor.usuarioId,
        }),
    db.insert(mensajes).values({
      instanciaId,
      hiloId: padre ? padre.hiloId : sql`(select max(${hilos.id}) from ${hilos})`,
      proyectoId: input.proyectoId,
      mensajePadreId: input.mensajePadreId ?? null,
      asunto: input.asunto,
      cuerpo: input.cuerpo,
      estandarId,
      tipoClave: input.tipoClave ?? null,
      lado: acceso.lado,
      usuarioId: acceso.actor.usuarioId,
      usuarioNombre: acceso.actor.nombre,
      fecha: ahora,
    }),
    db.run(sql`insert into ${mensajePendientes} (usuario_id, mensaje_id, hilo_id, proyecto_id, instancia_id)
      select ${usuarios.id}, ${mensajeId}, ${hiloId}, ${input.proyectoId}, ${instanciaId} from ${usuarios}
      where ${usuarios.instanciaId} = ${instanciaId} and ${usuarios.activo} = 1 and ${usuarios.id} <> ${acceso.actor.usuarioId}
        and ${veHilosDelProyecto(instanciaId, input.proyectoId)}`),
    auditar({
      accion: 'CREAR',
      entidad: 'mensaje',
      entidadId: nuevoEn(mensajes),
      cambios: [
        { Campo: 'proyectoId', Antes: null, Despues: input.proyectoId },
        { Campo: 'asunto', Antes: null, Despues: input.asunto },
      ],
    }),
    ...(await correos(ctx, acceso, p, { asunto: input.asunto, hiloId: padre?.hiloId ?? null }, origen)),
  ];
  await commit(ctx, pasos);
  const [nuevo] = await db
    .select({ Id: mensajes.id, HiloId: mensajes.hiloId })
    .from(mensajes)
    .where(and(eq(mensajes.instanciaId, instanciaId), eq(mensajes.usuarioId, acceso.actor.usuarioId)))
    .orderBy(desc(mensajes.id))
    .limit(1);
  if (!nuevo) throw new Error('El mensaje recién enviado no se encuentra');
  return nuevo;
}
