import { and, between, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { acreditacionAvisos } from '../../db/schema/acreditacion-avisos.ts';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { instancias } from '../../db/schema/instancias.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';
import { certificadoEmitido as t } from '../../i18n/acreditaciones-certificado.ts';
import type { Paso } from '../auditoria/registro.ts';
import type { Clock } from '../context.ts';
import { destinatariosProyecto } from '../proyectos/destinatarios.ts';
import { fechaEs, sumarDias, todayIso } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';
import { rutaAreaProyecto } from '../usuarios/proyecto-ruta.ts';
import { enviarAviso, pasosRegistroAviso, registroAviso } from './avisos-registro.ts';
import { urlVerificacion } from './certificado/verificacion-url.ts';

// The centre is told its accreditation is issued once it can see it: when its certificate
// exists (a public certificate, CER_PUB) and the accreditation is published (publication date
// reached; before it, the verification page does not know the code and the centre's area does
// not show it). So the notice goes
// - in the batch that stores the accreditation's first public certificate, when it is already
//   published (generarCertificado);
// - else from the daily job on the publication day (caught up for DIAS_RECUPERACION days), for
//   a certificate generated ahead of its publication or uploaded by hand.
// Once per accreditation and publication date: its ledger row is an acreditacion_avisos row
// with `dias` = AVISO_EMISION and the publication date in `fechaVigencia` (a new publication
// date is a new notice). To the centre's team only (REPRE, AUTOEVAL); nobody to tell: no row.

/** The `dias` of the issue notice's ledger row (renewal reminders use 90 and 30). */
const AVISO_EMISION = 0;
/** Days a publication day missed by the job is still announced. */
export const DIAS_RECUPERACION = 7;

interface EmisionContext {
  db: Db;
  clock: Clock;
  /** Origin of the links (PUBLIC_URL). */
  origen: string;
}

function loadEmitibles(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: acreditaciones.id,
      instanciaId: acreditaciones.instanciaId,
      instancia: instancias.nombre,
      codigo: acreditaciones.codigo,
      csv: acreditaciones.csv,
      fechaPublicacion: acreditaciones.fechaPublicacion,
      fechaVigencia: acreditaciones.fechaVigencia,
      nivel: acreditaciones.nivelNombre,
      proyectoId: proyectos.id,
      proyecto: proyectos.codigo,
      centro: centros.nombre,
    })
    .from(acreditaciones)
    .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(instancias, eq(instancias.id, acreditaciones.instanciaId))
    .leftJoin(acreditacionAvisos, registroAviso(AVISO_EMISION, acreditaciones.fechaPublicacion))
    .where(and(where, isNull(acreditacionAvisos.id), isNotNull(acreditaciones.fechaPublicacion)));
}

type Emitible = Awaited<ReturnType<typeof loadEmitibles>>[number];

/** The ledger row, the mails and the audit entry of the notice, and how many mails; none when there is nobody to tell. */
async function pasosAviso(ctx: EmisionContext, a: Emitible): Promise<{ pasos: Paso[]; correos: number }> {
  const personas = await destinatariosProyecto(ctx.db, a.proyectoId, ['centro']);
  if (personas.length === 0) return { pasos: [], correos: 0 };
  const area = `${ctx.origen}${(await rutaAreaProyecto(ctx.db, a.proyectoId)) ?? '/autoevaluacion'}#certificado`;
  const parrafos = [
    t.cuerpo({ codigo: a.codigo, proyecto: a.proyecto, centro: a.centro, nivel: a.nivel, vigencia: fechaEs(a.fechaVigencia) }),
    t.csv(a.csv),
  ];
  const mails = personas.map((persona) =>
    mailInsert(ctx.db, {
      instanciaId: a.instanciaId,
      para: persona.email,
      plantilla: 'acreditacion-emitida',
      contenido: plantillaAviso({
        instancia: a.instancia,
        asunto: t.asunto(a.codigo),
        titulo: t.titulo,
        destinatario: persona,
        parrafos,
        boton: { texto: t.boton, enlace: area },
        enlaces: [{ texto: t.verificar, enlace: urlVerificacion(ctx.origen, a.csv) }],
      }),
      clock: ctx.clock,
    }),
  );
  const pasos = pasosRegistroAviso(ctx, a, {
    dias: AVISO_EMISION,
    fecha: a.fechaPublicacion as string,
    mails,
    para: personas.map((p) => p.email),
  });
  return { pasos, correos: personas.length };
}

/**
 * The notice's steps for the batch that stores accreditation `acreditacionId`'s first public
 * certificate: [] unless it is published today or before and was not announced yet.
 */
export async function avisoConCertificado(ctx: EmisionContext, acreditacionId: number): Promise<Paso[]> {
  const hoy = todayIso(ctx.clock.now());
  const [a] = await loadEmitibles(
    ctx.db,
    and(eq(acreditaciones.id, acreditacionId), between(acreditaciones.fechaPublicacion, '0000-01-01', hoy)),
  );
  return a ? (await pasosAviso(ctx, a)).pasos : [];
}

/**
 * The daily job's part: accreditations with a public certificate published in the last
 * DIAS_RECUPERACION days, in force, not announced yet. Each notice is one batch; a concurrent
 * run's duplicate fails on the ledger's unique key and is counted as sent. Returns the mails queued.
 */
export async function avisarEmisiones(ctx: EmisionContext): Promise<number> {
  const hoy = todayIso(ctx.clock.now());
  const candidatas = await loadEmitibles(
    ctx.db,
    and(
      isNotNull(acreditaciones.ficheroPublicoId),
      isNull(acreditaciones.fechaRevocacion),
      isNull(acreditaciones.fechaSuspension),
      between(acreditaciones.fechaPublicacion, sumarDias(hoy, -DIAS_RECUPERACION), hoy),
    ),
  );
  let correos = 0;
  for (const a of candidatas) {
    const aviso = await pasosAviso(ctx, a);
    if (aviso.correos > 0 && (await enviarAviso(ctx, aviso.pasos))) correos += aviso.correos;
  }
  return correos;
}
