import { notificacionesEnviadas } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';
import { recordatoriosTextos as t } from '../../i18n/recordatorios.ts';
import { type Saludado, saludo } from '../../i18n/saludo.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Clock } from '../context.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { diasEntre, fechaEs } from './calculo.ts';
import {
  type Candidato,
  candidatos,
  destinoProyecto,
  type Plantilla,
  personasConPerfil,
  plantillasActivas,
} from './consultas.ts';
import { contenidoRecordatorio, direccionesExtra, type Valores } from './contenido.ts';

// The reminders job: every active e-mail template of every process is sent,
// `dias` before (negative) or after its milestone, once per project and milestone date.
//
// Idempotence and concurrency: each (template, project, milestone date) is written as ONE
// db.batch holding the ledger row (notificaciones_enviadas, unique on plantilla, destino,
// hito_fecha) followed by its outbox rows. The ledger insert is deliberately a plain INSERT,
// not ON CONFLICT DO NOTHING: a DO NOTHING cannot stop the later statements of the same batch
// (short of changes()-tricks that break with multi-row statements), whereas a unique violation
// aborts the whole batch, so the mails of a second or concurrent run are rolled back with its
// ledger row. That violation is caught and counted as "already sent". The same pattern guards
// acceptance (src/domain/solicitudes/resolucion.ts). The read filters the ledger first, so the
// violation only happens when two runs really overlap.
//
// Decisions (see also consultas.ts):
// - Catch-up: a send day up to DIAS_RECUPERACION (7) days in the past that is not in the ledger
//   is sent once (the job was down); older ones are never sent.
// - A milestone that moves (e.g. a new deadline) is a new ledger key and is reminded again.
// - Nothing to send (no person with the profile has an e-mail and no extra addresses): no mail
//   and no ledger row, so adding an e-mail within the catch-up window still gets it sent.
// - Extra addresses (direccionesEmail) receive the same mail; {nombre} is then the centre's name
//   and {saludo} greets it without a treatment.
// - {dias} is the number of days between today and the milestone (absolute value), so a
//   caught-up reminder states the days that really remain.

interface RecordatoriosContext {
  db: Db;
  clock: Clock;
}

interface Destinatario extends Saludado {
  email: string;
  nombre: string;
}

async function destinatariosDe(db: Db, plantilla: Plantilla, c: Candidato): Promise<Destinatario[]> {
  const personas = plantilla.perfilId === null ? [] : await personasConPerfil(db, c.solicitudId, plantilla.perfilId);
  const vistos = new Set(personas.map((p) => p.email));
  const extra = direccionesExtra(plantilla.direccionesEmail)
    .filter((email) => !vistos.has(email))
    .map((email) => ({ email, nombre: c.centro }));
  // One mail per address even if two people of the request share it.
  const unicos = new Map<string, Destinatario>();
  for (const d of [...personas, ...extra]) if (!unicos.has(d.email)) unicos.set(d.email, d);
  return [...unicos.values()];
}

/** Queues one reminder (ledger row + its mails in one batch); the number of mails, 0 if another run had it. */
async function enviarUno(ctx: RecordatoriosContext, plantilla: Plantilla, c: Candidato, hoy: string): Promise<number> {
  const destinatarios = await destinatariosDe(ctx.db, plantilla, c);
  if (destinatarios.length === 0) return 0;
  const base: Omit<Valores, 'nombre' | 'saludo'> = {
    centro: c.centro,
    fecha: fechaEs(c.hitoFecha),
    proyecto: c.proyectoCodigo,
    proceso: plantilla.procesoNombre,
    referencia: c.referencia,
    dias: String(Math.abs(diasEntre(hoy, c.hitoFecha))),
  };
  const textos = { asunto: plantilla.asunto ?? t.asuntoPorDefecto(c.proyectoCodigo), cuerpo: plantilla.cuerpo ?? '' };
  const ledger = ctx.db.insert(notificacionesEnviadas).values({
    plantillaId: plantilla.id,
    destino: destinoProyecto(c.proyectoId),
    hitoFecha: c.hitoFecha,
    enviadaEn: ctx.clock.now().toISOString(),
  });
  const mails = destinatarios.map((d) =>
    mailInsert(ctx.db, {
      instanciaId: plantilla.instanciaId,
      para: d.email,
      plantilla: `recordatorio:${plantilla.id}`,
      contenido: contenidoRecordatorio(textos, { ...base, nombre: d.nombre, saludo: saludo(d) }),
      clock: ctx.clock,
    }),
  );
  try {
    await commit(ctx, [
      ledger,
      ...mails,
      auditar({
        accion: 'CREAR',
        entidad: 'recordatorio',
        entidadId: plantilla.id,
        instanciaId: plantilla.instanciaId,
        cambios: [{ Campo: 'Destinatarios', Antes: null, Despues: destinatarios.map((d) => d.email) }],
      }),
    ]);
    return mails.length;
  } catch (err) {
    if (isUniqueViolation(err)) return 0; // a concurrent run queued it: its batch won, ours rolled back
    throw err;
  }
}

/**
 * Sends every reminder due today (Europe/Madrid) and returns how many mails were queued. One
 * failing reminder does not stop the others; the first error is rethrown at the end so the run
 * is recorded as failed (and the rest is retried on the next tick, the ledger skipping what went out).
 */
export async function enviarRecordatorios(ctx: RecordatoriosContext): Promise<number> {
  const hoy = todayIso(ctx.clock.now());
  let enviados = 0;
  let primerError: unknown;
  for (const plantilla of await plantillasActivas(ctx.db)) {
    // A template without a profile and without addresses has nobody to write to.
    if (plantilla.perfilId === null && direccionesExtra(plantilla.direccionesEmail).length === 0) continue;
    for (const c of await candidatos(ctx.db, plantilla, hoy)) {
      try {
        enviados += await enviarUno(ctx, plantilla, c, hoy);
      } catch (err) {
        primerError ??= err;
      }
    }
  }
  if (primerError !== undefined) throw primerError;
  return enviados;
}
