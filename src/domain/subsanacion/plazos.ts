import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { instancias } from '../../db/schema/instancias.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { subsanacionAvisos, subsanacionEstandares, subsanaciones } from '../../db/schema/subsanaciones.ts';
import type { Db } from '../../db/types.ts';
import { subsanacionCorreo as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import { avisoDebido, DIAS_AVISO, ESTADO_RONDA } from '../autoevaluacion/subsanacion-reglas.ts';
import type { Clock } from '../context.ts';
import { destinatariosProyecto } from '../proyectos/destinatarios.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { diasEntre, fechaEs, sumarDias, todayIso } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';

// The round's scheduled job (registered in src/platform/jobs/subsanaciones.ts): rounds whose
// deadline passed close (CADUCADA) and the evaluation resumes; open rounds near their deadline
// remind the centre's team. Both are idempotent: the close is a guarded update (only ABIERTA
// rows), each reminder one batch of its ledger row (subsanacion_avisos, unique on round and
// threshold; a plain INSERT so a second run's batch fails and its mails roll back) and its mails.

interface PlazosContext {
  db: Db;
  clock: Clock;
  /** Origin of the links in the mails (PUBLIC_URL). */
  origen: string;
}

/** Closes every open round whose deadline is before today; returns how many closed. */
export async function cerrarSubsanacionesVencidas(ctx: Omit<PlazosContext, 'origen'>): Promise<number> {
  const hoy = todayIso(ctx.clock.now());
  const vencidas = await ctx.db
    .select({
      id: subsanaciones.id,
      instanciaId: subsanaciones.instanciaId,
      evaluacionId: subsanaciones.evaluacionId,
      numero: subsanaciones.numero,
    })
    .from(subsanaciones)
    .where(and(eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta), lt(subsanaciones.fechaLimite, hoy)));
  let cerradas = 0;
  const now = ctx.clock.now().toISOString();
  for (const r of vencidas) {
    const [filas] = await commit(ctx, [
      ctx.db
        .update(subsanaciones)
        .set({ estadoClave: ESTADO_RONDA.caducada, cierreFecha: now, cierreUsuarioNombre: null, modificacionFecha: now })
        .where(and(eq(subsanaciones.id, r.id), eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta)))
        .returning({ id: subsanaciones.id }),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'subsanacion',
        entidadId: r.evaluacionId,
        instanciaId: r.instanciaId,
        siCambia: true,
        cambios: [{ Campo: `Ronda ${r.numero}: Estado`, Antes: ESTADO_RONDA.abierta, Despues: ESTADO_RONDA.caducada }],
      }),
    ]);
    cerradas += (filas as unknown[]).length;
  }
  return cerradas;
}

/** Queues the reminders due today; returns how many mails were queued (0 on a second run the same day). */
export async function avisarSubsanaciones(ctx: PlazosContext): Promise<number> {
  const hoy = todayIso(ctx.clock.now());
  const rondas = await ctx.db
    .select({
      id: subsanaciones.id,
      instanciaId: subsanaciones.instanciaId,
      autoevaluacionId: subsanaciones.autoevaluacionId,
      evaluacionId: subsanaciones.evaluacionId,
      fechaLimite: subsanaciones.fechaLimite,
      proyectoId: autoevaluaciones.proyectoId,
      proyecto: proyectos.codigo,
      instancia: instancias.nombre,
    })
    .from(subsanaciones)
    .innerJoin(autoevaluaciones, eq(autoevaluaciones.id, subsanaciones.autoevaluacionId))
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(instancias, eq(instancias.id, subsanaciones.instanciaId))
    .where(
      and(
        eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta),
        lte(subsanaciones.fechaLimite, sumarDias(hoy, Math.max(...DIAS_AVISO))),
      ),
    );
  if (rondas.length === 0) return 0;
  const enviados = await ctx.db
    .select({ id: subsanacionAvisos.subsanacionId, dias: subsanacionAvisos.dias })
    .from(subsanacionAvisos)
    .where(
      inArray(
        subsanacionAvisos.subsanacionId,
        rondas.map((r) => r.id),
      ),
    );
  let total = 0;
  for (const r of rondas) {
    const umbral = avisoDebido(r.fechaLimite, hoy);
    if (umbral === null || enviados.some((e) => e.id === r.id && e.dias === umbral)) continue;
    total += await avisar(ctx, r, umbral, hoy);
  }
  return total;
}

async function avisar(
  ctx: PlazosContext,
  r: {
    id: number;
    instanciaId: string;
    autoevaluacionId: number;
    evaluacionId: number;
    fechaLimite: string;
    proyectoId: number;
    proyecto: string;
    instancia: string;
  },
  umbral: number,
  hoy: string,
): Promise<number> {
  const equipo = await destinatariosProyecto(ctx.db, r.proyectoId, ['centro']);
  if (equipo.length === 0) return 0;
  const estandares = await ctx.db
    .select({ id: subsanacionEstandares.id })
    .from(subsanacionEstandares)
    .where(eq(subsanacionEstandares.subsanacionId, r.id));
  const cuerpo = t.cuerpoAviso({
    proyecto: r.proyecto,
    fecha: fechaEs(r.fechaLimite),
    dias: diasEntre(hoy, r.fechaLimite),
    n: estandares.length,
  });
  const mails = equipo.map((persona) =>
    mailInsert(ctx.db, {
      instanciaId: r.instanciaId,
      para: persona.email,
      plantilla: `subsanacion:${r.id}:${umbral}`,
      contenido: plantillaAviso({
        instancia: r.instancia,
        asunto: t.asuntoAviso(r.proyecto),
        titulo: t.tituloAviso,
        destinatario: persona,
        parrafos: [cuerpo],
        boton: { texto: t.botonAviso, enlace: `${ctx.origen}/autoevaluacion/${r.autoevaluacionId}/subsanacion` },
      }),
      clock: ctx.clock,
    }),
  );
  try {
    await commit(ctx, [
      ctx.db.insert(subsanacionAvisos).values({ subsanacionId: r.id, dias: umbral, enviadoEn: ctx.clock.now().toISOString() }),
      ...mails,
      auditar({
        accion: 'CREAR',
        entidad: 'recordatorio',
        entidadId: r.evaluacionId,
        instanciaId: r.instanciaId,
        cambios: [{ Campo: 'Destinatarios', Antes: null, Despues: equipo.map((p) => p.email) }],
      }),
    ]);
    return mails.length;
  } catch (err) {
    if (isUniqueViolation(err)) return 0; // a concurrent run queued it
    throw err;
  }
}
