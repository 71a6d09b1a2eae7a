import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { acreditacionAvisos } from '../../db/schema/acreditacion-avisos.ts';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';
import { acreditacionesAvisos as t } from '../../i18n/acreditaciones-gestion.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Clock } from '../context.ts';
import { diasEntre, fechaEs, sumarDias, todayIso } from '../shared/fechas.ts';
import { escapeHtml } from '../shared/mail/escape.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { enviarAviso, pasosRegistroAviso, registroAviso } from './avisos-registro.ts';

// The accreditations' status over time, run by the scheduled job (src/platform/jobs/acreditaciones.ts)
// for every instance:
// - An accreditation pending or in force (PRE, VIG) whose validity ended before today turns CAD.
//   The update is guarded by the same condition, so a second or concurrent run changes nothing.
// - Renewal reminders to the project's representatives (REPRE held for the project) and its
//   tutor, 90 and 30 days before the validity end, once each. Catch-up: a reminder whose day
//   passed while the job was down goes out while the next one is not yet due (the 90-day one
//   between 90 and 31 days before, the 30-day one from 30 days before to the last day), so a
//   late start never sends both at once. Each reminder is ONE batch: its ledger row
//   (acreditacion_avisos, unique on accreditation, days and validity date; a plain INSERT, so a
//   concurrent run's duplicate aborts the whole batch, mails included), its outbox mails and
//   its audit entry: the pattern of the process reminders (src/domain/recordatorios/envio.ts).
// - Only accreditations in force get reminders (not revoked, not suspended, status VIG).
//   Nobody with an e-mail to write to: no mail and no ledger row.

interface CaducidadContext {
  db: Db;
  clock: Clock;
}

/** Days before the validity end that a reminder goes out, furthest first. */
const AVISOS_DIAS = [90, 30] as const;

/** Turns past-validity accreditations CAD; returns how many changed. */
async function caducarAcreditaciones(ctx: CaducidadContext, hoy: string): Promise<number> {
  const condicion = and(inArray(acreditaciones.estadoClave, ['PRE', 'VIG']), lt(acreditaciones.fechaVigencia, hoy));
  const vencidas = await ctx.db
    .select({ id: acreditaciones.id, instanciaId: acreditaciones.instanciaId, estado: acreditaciones.estadoClave })
    .from(acreditaciones)
    .where(condicion);
  let n = 0;
  const now = ctx.clock.now().toISOString();
  for (const a of vencidas) {
    const [res] = await commit(ctx, [
      ctx.db
        .update(acreditaciones)
        .set({ estadoClave: 'CAD', modificacionFecha: now, modificacionUsuarioId: null, modificacionUsuarioNombre: 'sistema' })
        .where(and(eq(acreditaciones.id, a.id), condicion))
        .returning({ id: acreditaciones.id }),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'acreditacion',
        entidadId: a.id,
        instanciaId: a.instanciaId,
        cambios: [{ Campo: 'EstadoClave', Antes: a.estado, Despues: 'CAD' }],
        siCambia: true,
      }),
    ]);
    n += (res as unknown[]).length;
  }
  return n;
}

/** The window of days remaining in which the reminder `dias` is due. */
const ventana = (dias: number): [number, number] => {
  const siguiente = AVISOS_DIAS.find((d) => d < dias);
  return [siguiente === undefined ? 0 : siguiente + 1, dias];
};

/** The people a renewal reminder goes to: the project's active representatives and its tutor. */
async function destinatarios(db: Db, proyectoId: number, tutorId: number | null) {
  const repres = await db
    .select({ email: usuarios.email, nombre: usuarios.nombre, apellido1: usuarios.apellido1 })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .where(and(eq(usuarioPerfiles.proyectoId, proyectoId), eq(perfiles.clave, 'REPRE'), eq(usuarios.activo, true)));
  const tutor = tutorId
    ? await db
        .select({ email: usuarios.email, nombre: usuarios.nombre, apellido1: usuarios.apellido1 })
        .from(usuarios)
        .where(and(eq(usuarios.id, tutorId), eq(usuarios.activo, true)))
    : [];
  const unicos = new Map<string, string>();
  for (const p of [...repres, ...tutor]) {
    const email = p.email.trim().toLowerCase();
    if (email && !unicos.has(email)) unicos.set(email, [p.nombre, p.apellido1].filter(Boolean).join(' '));
  }
  return [...unicos].map(([email, nombre]) => ({ email, nombre }));
}

/** Queues the reminders due today; returns how many mails were queued. */
async function avisarRenovaciones(ctx: CaducidadContext, hoy: string): Promise<number> {
  let correos = 0;
  for (const dias of AVISOS_DIAS) {
    const [min, max] = ventana(dias);
    const candidatas = await ctx.db
      .select({
        id: acreditaciones.id,
        instanciaId: acreditaciones.instanciaId,
        codigo: acreditaciones.codigo,
        fechaVigencia: acreditaciones.fechaVigencia,
        proyectoId: proyectos.id,
        proyecto: proyectos.codigo,
        tutorId: proyectos.usuarioTutorId,
        centro: centros.nombre,
      })
      .from(acreditaciones)
      .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
      .innerJoin(centros, eq(centros.id, proyectos.centroId))
      .leftJoin(acreditacionAvisos, registroAviso(dias, acreditaciones.fechaVigencia))
      .where(
        and(
          eq(acreditaciones.estadoClave, 'VIG'),
          isNull(acreditaciones.fechaRevocacion),
          isNull(acreditaciones.fechaSuspension),
          lte(acreditaciones.fechaPublicacion, hoy),
          gte(acreditaciones.fechaVigencia, sumarDias(hoy, min)),
          lte(acreditaciones.fechaVigencia, sumarDias(hoy, max)),
          isNull(acreditacionAvisos.id),
        ),
      );
    for (const a of candidatas) {
      const fechaVigencia = a.fechaVigencia as string;
      const para = await destinatarios(ctx.db, a.proyectoId, a.tutorId);
      if (para.length === 0) continue;
      const restantes = diasEntre(hoy, fechaVigencia);
      const mails = para.map((d) => {
        const texto = t.cuerpo({
          nombre: d.nombre,
          codigo: a.codigo,
          centro: a.centro,
          proyecto: a.proyecto,
          fechaVigencia: fechaEs(fechaVigencia),
          dias: restantes,
        });
        return mailInsert(ctx.db, {
          instanciaId: a.instanciaId,
          para: d.email,
          plantilla: `acreditacion-renovacion:${dias}`,
          contenido: { asunto: t.asunto(a.codigo, restantes), texto, html: htmlDe(texto) },
          clock: ctx.clock,
        });
      });
      // Not sent when a concurrent run queued this reminder first (its batch won).
      const pasos = pasosRegistroAviso(ctx, a, { dias, fecha: fechaVigencia, mails, para: para.map((d) => d.email) });
      if (await enviarAviso(ctx, pasos)) correos += mails.length;
    }
  }
  return correos;
}

const htmlDe = (texto: string) =>
  texto
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/** The job: expiry first (an expired accreditation gets no reminder), then the reminders. */
export async function actualizarAcreditaciones(ctx: CaducidadContext): Promise<{ caducadas: number; correos: number }> {
  const hoy = todayIso(ctx.clock.now());
  const caducadas = await caducarAcreditaciones(ctx, hoy);
  const correos = await avisarRenovaciones(ctx, hoy);
  return { caducadas, correos };
}
