import { and, eq } from 'drizzle-orm';
import type { DomainContext } from '../../domain/context.ts';
import { actorFor } from '../../domain/identidad/actor.ts';
import { saveMensaje } from '../../domain/mensajes/envio.ts';
import { marcarHiloLeido } from '../../domain/mensajes/lecturas.ts';
import { estandares } from '../schema/catalogo.ts';
import { usuarios } from '../schema/identidad.ts';
import { instancias } from '../schema/instancias.ts';
import { hilos } from '../schema/mensajes.ts';
import { procesos } from '../schema/procesos.ts';
import { proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';

// Demo messages, sent and read through the product's own use cases (saveMensaje,
// marcarHiloLeido) as the demo people, minutes apart: in the representative's project a
// question about a standard answered by the tutor and a welcome from the agency, all read by
// the centre (so the representative starts with nothing unread); in the other centre's
// project a reminder the centre has not read and a question the tutor has not read yet.
// Idempotent: an instance that has threads is done.

const MINUTO = 60_000;

/** A context acting as demo user `userName` at `cuando`. */
async function como(db: Db, userName: string, cuando: Date): Promise<DomainContext> {
  const [u] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, SOLUDABLE.id), eq(usuarios.userName, userName)));
  const [instancia] = await db.select().from(instancias).where(eq(instancias.id, SOLUDABLE.id));
  if (!u || !instancia) throw new Error(`Falta el usuario de demostración ${userName}`);
  return { db, actor: await actorFor(db, u), instancia, clock: { now: () => cuando } };
}

/** The demo project of request `referencia` and the first standard of its manual. */
async function proyectoDe(db: Db, referencia: string) {
  const [p] = await db
    .select({ id: proyectos.id, estandarId: estandares.id })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(estandares, eq(estandares.manualId, procesos.manualId))
    .where(eq(solicitudes.referencia, referencia))
    .orderBy(estandares.id)
    .limit(1);
  return p ?? null;
}

export async function seedDemoMensajes(db: Db, now = new Date(), origen = ''): Promise<void> {
  const [hecho] = await db.select({ id: hilos.id }).from(hilos).where(eq(hilos.instanciaId, SOLUDABLE.id)).limit(1);
  if (hecho) return;
  const propio = await proyectoDe(db, 'SOL-2026-D0003');
  const otro = await proyectoDe(db, 'SOL-2026-D0005');
  if (!propio || !otro) return;
  let paso = 0;
  const en = () => new Date(now.getTime() - (60 - paso++) * MINUTO);
  const envia = async (quien: string, datos: Parameters<typeof saveMensaje>[1]) =>
    saveMensaje(await como(db, quien, en()), datos, origen);
  const lee = async (quien: string, hiloId: number) => marcarHiloLeido(await como(db, quien, en()), hiloId);

  const pregunta = await envia('autoevaluador', {
    proyectoId: propio.id,
    asunto: 'Duda sobre las evidencias del primer criterio',
    cuerpo: '¿Sirven como evidencia las fotografías de los carteles de sombra del patio, o hace falta un documento firmado?',
    estandarId: propio.estandarId,
  });
  await lee('tutor', pregunta.HiloId);
  const respuesta = await envia('tutor', {
    proyectoId: propio.id,
    asunto: 'Re: Duda sobre las evidencias del primer criterio',
    cuerpo: 'Sirven las fotografías, fechadas, junto con una breve descripción de dónde están los carteles.',
    mensajePadreId: pregunta.Id,
  });
  await envia('autoevaluador', {
    proyectoId: propio.id,
    asunto: 'Re: Duda sobre las evidencias del primer criterio',
    cuerpo: 'Gracias, las subimos esta semana.',
    mensajePadreId: respuesta.Id,
  });
  await lee('tutor', pregunta.HiloId);
  const bienvenida = await envia('tutor', {
    proyectoId: propio.id,
    asunto: 'Bienvenida a la autoevaluación',
    cuerpo: 'Quedo a su disposición para cualquier duda durante la autoevaluación. Pueden escribirme desde Comunicación.',
  });
  for (const hiloId of [pregunta.HiloId, bienvenida.HiloId]) {
    await lee('representante', hiloId);
    await lee('autoevaluador', hiloId);
  }

  await envia('tutor', {
    proyectoId: otro.id,
    asunto: 'Recordatorio: plazo de la autoevaluación',
    cuerpo: 'Les recuerdo que el plazo de la autoevaluación termina pronto. Revisen los criterios pendientes en el tablero.',
  });
  await envia('representante2', {
    proyectoId: otro.id,
    asunto: 'Cambio de persona de contacto',
    cuerpo: 'A partir del mes que viene la persona de contacto del centro será la coordinadora de salud.',
  });
}
