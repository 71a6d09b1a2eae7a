import { and, eq, max, sql } from 'drizzle-orm';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { subsanacionEstandares, subsanaciones } from '../../db/schema/subsanaciones.ts';
import type { Db } from '../../db/types.ts';
import { subsanacionCorreo, subsanacionApi as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import { type AutoevaluacionBase, loadAutoevaluacionBase, loadEstandaresAplicables } from '../autoevaluacion/carga.ts';
import { TIPO_EVALUACION } from '../autoevaluacion/equipo-evaluacion.ts';
import { ESTADO_ABIERTA } from '../autoevaluacion/reglas.ts';
import { ESTADO_RONDA, fechaLimitePorDefecto } from '../autoevaluacion/subsanacion-reglas.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { destinatariosProyecto } from '../proyectos/destinatarios.ts';
import { isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { diasEntre, fechaEs, todayIso, toIsoDate } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';
import { requireAperturaSubsanacion } from './acceso.ts';
import { autoevaluacionEvaluada } from './origen.ts';
import type { AbrirSubsanacionInput } from './schema.ts';

// Opening a round: the head of evaluation returns the evaluation to the centre with some
// standards and a deadline. The evaluation (EVA record) must be in progress and not
// published, with no other round open; the standards must apply to the self-assessment it
// judges. The round, its standards and the audit entry go in one batch; the unique
// (evaluation, number) key makes two concurrent opens end in one round and one 409.

/** The open round of evaluation `evaluacionId`, if any (publishing and the evaluation pages ask it). */
export async function rondaAbiertaDeEvaluacion(db: Db, evaluacionId: number) {
  const [row] = await db
    .select({ id: subsanaciones.id, numero: subsanaciones.numero, fechaLimite: subsanaciones.fechaLimite })
    .from(subsanaciones)
    .where(and(eq(subsanaciones.evaluacionId, evaluacionId), eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta)))
    .limit(1);
  return row ?? null;
}

/** The self-assessment the evaluation returns to the centre; 409 when the evaluation cannot take a round now. */
export async function autoevaluacionADevolver(ctx: DomainContext, evaluacion: AutoevaluacionBase): Promise<AutoevaluacionBase> {
  if (evaluacion.faseTipo !== TIPO_EVALUACION) throw new AppError(409, t.noEsEvaluacion);
  const [pub] = await ctx.db
    .select({ fecha: autoevaluaciones.fechaPublicacion, resultado: autoevaluaciones.resultadoClave })
    .from(autoevaluaciones)
    .where(eq(autoevaluaciones.id, evaluacion.id));
  if (pub?.fecha || (pub && pub.resultado !== 'PTE')) throw new AppError(409, t.evaluacionPublicada);
  if (evaluacion.estadoClave !== ESTADO_ABIERTA) throw new AppError(409, t.evaluacionNoEnCurso);
  if (await rondaAbiertaDeEvaluacion(ctx.db, evaluacion.id)) throw new AppError(409, t.rondaAbiertaYa);
  const autId = await autoevaluacionEvaluada(ctx.db, evaluacion);
  const aut = autId === null ? null : await loadAutoevaluacionBase(ctx.db, ctx.instancia.id, autId);
  if (!aut) throw new AppError(409, t.sinAutoevaluacion);
  return aut;
}

/** 422 for a deadline not after today and for standards repeated or outside the self-assessment. */
async function validar(ctx: DomainContext, aut: AutoevaluacionBase, input: AbrirSubsanacionInput): Promise<string> {
  const hoy = todayIso(ctx.clock.now());
  const errors: FieldErrors = {};
  const fechaLimite = input.fechaLimite ? toIsoDate(input.fechaLimite) : fechaLimitePorDefecto(hoy);
  if (!fechaLimite || diasEntre(hoy, fechaLimite) <= 0) errors.fechaLimite = [t.fechaPosterior];
  const aplicables = new Set((await loadEstandaresAplicables(ctx.db, aut.manualId, aut.ambitoId)).map((e) => e.id));
  const vistos = new Set<number>();
  input.estandares.forEach((e, i) => {
    if (vistos.has(e.estandarId)) errors[`estandares[${i}].estandarId`] = [t.estandarRepetido(e.estandarId)];
    else if (!aplicables.has(e.estandarId)) errors[`estandares[${i}].estandarId`] = [t.estandarNoAplicable(e.estandarId)];
    vistos.add(e.estandarId);
  });
  if (Object.keys(errors).length > 0) unprocessable(errors);
  return fechaLimite as string;
}

/** The mails telling the centre's team that the evaluation came back, queued in the round's batch. */
async function avisosApertura(ctx: DomainContext, aut: AutoevaluacionBase, n: number, fechaLimite: string, origen: string) {
  const [p] = await ctx.db.select({ codigo: proyectos.codigo }).from(proyectos).where(eq(proyectos.id, aut.proyectoId));
  const proyecto = p?.codigo ?? '';
  return (await destinatariosProyecto(ctx.db, aut.proyectoId, ['centro'])).map((persona) =>
    mailInsert(ctx.db, {
      instanciaId: ctx.instancia.id,
      para: persona.email,
      plantilla: 'subsanacion:apertura',
      contenido: plantillaAviso({
        instancia: ctx.instancia.nombre,
        asunto: subsanacionCorreo.asuntoApertura(proyecto),
        titulo: subsanacionCorreo.tituloApertura,
        destinatario: persona,
        parrafos: [subsanacionCorreo.cuerpoApertura({ proyecto, fecha: fechaEs(fechaLimite), n })],
        boton: { texto: subsanacionCorreo.botonApertura, enlace: `${origen}/autoevaluacion/${aut.id}/subsanacion` },
      }),
      clock: ctx.clock,
    }),
  );
}

/**
 * POST autoevaluaciones/{id}/subsanaciones: opens round n+1 on evaluation `evaluacionId` and
 * mails the centre's team (links from `origen`, PUBLIC_URL); returns the round's id.
 */
export async function abrirSubsanacion(
  ctx: DomainContext,
  evaluacionId: number,
  input: AbrirSubsanacionInput,
  origen: string,
): Promise<{ id: number }> {
  // When the phase takes no comments, autoevaluacionADevolver says why (409).
  const { actor, autoevaluacion: evaluacion } = await requireAperturaSubsanacion(ctx, evaluacionId);
  const aut = await autoevaluacionADevolver(ctx, evaluacion);
  const fechaLimite = await validar(ctx, aut, input);
  const [{ ultimo } = { ultimo: 0 }] = await ctx.db
    .select({ ultimo: max(subsanaciones.numero) })
    .from(subsanaciones)
    .where(eq(subsanaciones.evaluacionId, evaluacionId));
  const numero = (ultimo ?? 0) + 1;
  // The standards name their round by (evaluation, number): its id is not known inside the batch.
  const rondaId = sql<number>`(select ${subsanaciones.id} from ${subsanaciones} where ${subsanaciones.evaluacionId} = ${evaluacionId} and ${subsanaciones.numero} = ${numero})`;
  const mails = await avisosApertura(ctx, aut, input.estandares.length, fechaLimite, origen);
  try {
    await commit(ctx, [
      ctx.db.insert(subsanaciones).values({
        instanciaId: ctx.instancia.id,
        evaluacionId,
        autoevaluacionId: aut.id,
        numero,
        fechaLimite,
        estadoClave: ESTADO_RONDA.abierta,
        ...altaAudit(actor, ctx.clock.now()),
      }),
      ctx.db
        .insert(subsanacionEstandares)
        .values(input.estandares.map((e) => ({ subsanacionId: rondaId, estandarId: e.estandarId, comentario: e.comentario }))),
      auditar({
        accion: 'CREAR',
        entidad: 'subsanacion',
        entidadId: evaluacionId,
        cambios: [
          { Campo: 'Numero', Antes: null, Despues: numero },
          { Campo: 'FechaLimite', Antes: null, Despues: fechaLimite },
          { Campo: 'Estandares', Antes: null, Despues: input.estandares.map((e) => e.estandarId) },
        ],
      }),
      ...mails,
    ]);
  } catch (err) {
    // A concurrent open took the same number first.
    if (isUniqueViolation(err)) throw new AppError(409, t.rondaAbiertaYa);
    throw err;
  }
  const [row] = await ctx.db
    .select({ id: subsanaciones.id })
    .from(subsanaciones)
    .where(and(eq(subsanaciones.evaluacionId, evaluacionId), eq(subsanaciones.numero, numero)));
  return { id: (row as { id: number }).id };
}
