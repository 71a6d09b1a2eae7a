import { and, eq, sql } from 'drizzle-orm';
import { autoevaluacionEstandares } from '../../db/schema/autoevaluacion.ts';
import { procesoAmbitos, procesoFasesProyecto, procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { autoevaluacionFin as t } from '../../i18n/autoevaluacion-equipo.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { type DestinatarioProyecto, deLado, destinatariosProyecto } from '../proyectos/destinatarios.ts';
import { limiteEvaluacion } from '../proyectos/seguimiento-fechas.ts';
import { abrirAutoevaluacion } from '../shared/apertura-fase.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { faseSiguiente } from '../shared/fases.ts';
import { fechaEs, todayIso } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { type AutoevaluacionBase, cifrasDe, loadAutoevaluacionBase, loadEstandaresAplicables } from './carga.ts';
import { minimosEstandares } from './cumplimiento.ts';
import { requireGestorProceso } from './gestor.ts';
import { ESTADO_ABIERTA, SIN_VERDICTO, sinEvaluar } from './reglas.ts';

// Finishing a self-assessment (AE_FIN, by the process manager). What is missing, and what of
// it blocks (ADR-worthy, the spec is silent):
// - BLOCKS: an applicable standard still pending or in progress (PTE, CUR): evaluators would
//   receive a self-assessment with no verdict on it; and a verdict (C or NC) without its
//   justification, the one mandatory field of a verdict handed over.
// - WARNS: a standard marked met (C) whose evidences do not reach the manual's minimum, and
//   fewer standards met than the process requires for the project's scope (or overall). The
//   team may hand over a self-assessment that falls short; the evaluation judges it.

export interface EstandarFalta {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Estado: string;
}

export interface Faltas {
  /** Applicable standards still PTE or CUR (block). */
  SinEvaluar: EstandarFalta[];
  /** Standards marked C or NC without a justification (block). */
  SinJustificacion: EstandarFalta[];
  /** Standards marked C that do not reach the manual's minimum of evidences (warn). */
  MinimosNoAlcanzados: Array<EstandarFalta & { Minimo: number; EvidenciasCumplidas: number }>;
  /** Standards met against the process's minimum for the project (warn; null when it sets none). */
  MinimoProceso: { Requerido: number; Cumplidos: number } | null;
  /** True when nothing blocks finishing. */
  PuedeFinalizar: boolean;
}

/** What is missing in a self-assessment (internal: the caller checked access). */
export async function loadFaltas(ctx: DomainContext, a: AutoevaluacionBase): Promise<Faltas> {
  const aplicables = await loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId);
  const verdictos = new Map(
    (
      await ctx.db
        .select({
          estandarId: autoevaluacionEstandares.estandarId,
          estadoClave: autoevaluacionEstandares.estadoClave,
          aplica: autoevaluacionEstandares.aplica,
          justificacion: autoevaluacionEstandares.justificacion,
        })
        .from(autoevaluacionEstandares)
        .where(eq(autoevaluacionEstandares.autoevaluacionId, a.id))
    ).map((v) => [v.estandarId, v]),
  );
  const falta = (e: (typeof aplicables)[number], estado: string): EstandarFalta => ({
    Id: e.id,
    Codigo: e.codigo,
    Descripcion: e.descripcion,
    Estado: estado,
  });
  const SinEvaluar: EstandarFalta[] = [];
  const SinJustificacion: EstandarFalta[] = [];
  const marcadosC: typeof aplicables = [];
  for (const e of aplicables) {
    const v = verdictos.get(e.id) ?? { ...SIN_VERDICTO, justificacion: null };
    if (!v.aplica) continue;
    if (sinEvaluar(v)) SinEvaluar.push(falta(e, v.estadoClave));
    else if (!v.justificacion?.trim()) SinJustificacion.push(falta(e, v.estadoClave));
    if (v.estadoClave === 'C') marcadosC.push(e);
  }
  const minimos = await minimosEstandares(ctx.db, a.id, marcadosC);
  const MinimosNoAlcanzados = marcadosC
    .filter((e) => !minimos.get(e.id)?.cumple)
    .map((e) => ({ ...falta(e, 'C'), Minimo: e.minimo, EvidenciasCumplidas: minimos.get(e.id)?.evidenciasCumplidas ?? 0 }));
  const requerido = await minimoDelProceso(ctx, a);
  const cifras = await cifrasDe(ctx.db, a);
  return {
    SinEvaluar,
    SinJustificacion,
    MinimosNoAlcanzados,
    MinimoProceso: requerido === null ? null : { Requerido: requerido, Cumplidos: cifras.NumeroCumple },
    PuedeFinalizar: SinEvaluar.length === 0 && SinJustificacion.length === 0,
  };
}

/** Standards the process requires met: its minimum for the project's scope, else its own. */
async function minimoDelProceso(ctx: DomainContext, a: AutoevaluacionBase): Promise<number | null> {
  const [p] = await ctx.db
    .select({ procesoId: proyectos.procesoId, minimo: procesos.minimo })
    .from(proyectos)
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(eq(proyectos.id, a.proyectoId));
  if (!p) return null;
  if (a.ambitoId !== null) {
    const [porAmbito] = await ctx.db
      .select({ minimo: procesoAmbitos.minimo })
      .from(procesoAmbitos)
      .where(and(eq(procesoAmbitos.procesoId, p.procesoId), eq(procesoAmbitos.ambitoId, a.ambitoId)));
    if (porAmbito?.minimo !== null && porAmbito?.minimo !== undefined) return porAmbito.minimo;
  }
  return p.minimo ?? null;
}

/** GET autoevaluaciones/{id}/fin: what is missing, for AE_FIN holders and staff who follow projects. */
export async function getFaltas(ctx: DomainContext, autoevaluacionId: number): Promise<Faltas> {
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.fin, {
    gestion: PROYECTOS.gestiona,
  });
  return loadFaltas(ctx, autoevaluacion);
}

/**
 * PUT/PATCH autoevaluaciones/{id}/finalizar, in ONE batch: the self-assessment becomes FIN
 * (fechaFin today), the project moves to the next evaluation phase of its cycle, the
 * evaluation's record opens with the process's deadline for that phase (and the visit date
 * agreed), and the evaluation team, the tutor and the centre's team get a mail through the
 * outbox, each with a link (from `origen`, PUBLIC_URL) into their side. Finishing twice, even
 * at once, finishes once: the second gets 409.
 */
export async function finalizarAutoevaluacion(ctx: DomainContext, autoevaluacionId: number, origen: string) {
  const { actor, autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.fin);
  const faltas = await loadFaltas(ctx, a);
  if (!faltas.PuedeFinalizar) throw new AppError(409, t.faltan);
  const siguiente = await faseSiguiente(ctx.db, a.faseClave);
  if (!siguiente) throw new AppError(409, t.sinFaseSiguiente);
  const [p] = await ctx.db
    .select({
      codigo: proyectos.codigo,
      faseClave: proyectos.faseClave,
      procesoId: proyectos.procesoId,
      centro: centros.nombre,
    })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, a.proyectoId));
  if (!p) throw new AppError(404, t.sinFaseSiguiente);
  const now = ctx.clock.now();
  const hoy = todayIso(now);
  const limite = await limiteDeLaEvaluacion(ctx, a.id, p.procesoId, siguiente, hoy);
  const avisos = avisosFin(ctx, {
    personas: await destinatariosProyecto(ctx.db, a.proyectoId, ['evaluacion', 'tutor', 'centro']),
    proyectoId: a.proyectoId,
    proyecto: p.codigo,
    centro: p.centro,
    fase: siguiente,
    hoy,
    limite,
    origen,
  });
  try {
    const [cerrada] = (await commit(ctx, [
      ctx.db
        .update(autoevaluaciones)
        .set({ estadoClave: 'FIN', fechaFin: hoy, ...modificacionAudit(actor, now) })
        .where(and(eq(autoevaluaciones.id, a.id), eq(autoevaluaciones.estadoClave, ESTADO_ABIERTA)))
        .returning({ id: autoevaluaciones.id }),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'autoevaluacion',
        entidadId: a.id,
        cambios: [
          { Campo: 'EstadoClave', Antes: a.estadoClave, Despues: 'FIN' },
          { Campo: 'FechaFin', Antes: a.fechaFin, Despues: hoy },
        ],
        siCambia: true,
      }),
      ctx.db
        .update(proyectos)
        .set({ faseClave: siguiente, ...modificacionAudit(actor, now) })
        .where(and(eq(proyectos.id, a.proyectoId), eq(proyectos.faseClave, p.faseClave))),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'proyecto',
        entidadId: a.proyectoId,
        cambios: [{ Campo: 'FaseClave', Antes: p.faseClave, Despues: siguiente }],
        siCambia: true,
      }),
      // A concurrent finish that got here first already opened it: the unique (project,
      // phase) index fails this batch as a whole, so nothing above or below happens twice.
      abrirAutoevaluacion(ctx, actor, {
        proyectoId: a.proyectoId,
        procesoId: p.procesoId,
        fase: siguiente,
        hoy,
        fechaVisita: a.fechaVisita,
        fechaLimite: limite,
      }),
      auditar({
        accion: 'CREAR',
        entidad: 'autoevaluacion',
        entidadId: nuevoEn(autoevaluaciones),
        cambios: [{ Campo: 'FaseClave', Antes: null, Despues: siguiente }],
      }),
      ...avisos,
    ])) as [unknown[]];
    if (cerrada.length === 0) throw new AppError(409, t.yaFinalizada);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.yaFinalizada);
    throw err;
  }
  return loadAutoevaluacionBase(ctx.db, ctx.instancia.id, a.id);
}

/** Where the evaluation's id goes in the mails' links: the record opens in the finish's batch. */
const MARCA_EVALUACION = '__EVALUACION__';

/**
 * The finish's mails, to go in its batch: the evaluation team gets the link to the evaluation
 * area, the tutor the project's page (told when no team is assigned yet), and the centre's
 * team its confirmation, which promises the evaluators' contact only when a team exists.
 */
function avisosFin(
  ctx: DomainContext,
  d: {
    personas: DestinatarioProyecto[];
    proyectoId: number;
    proyecto: string;
    centro: string;
    fase: string;
    hoy: string;
    limite: string | null;
    origen: string;
  },
) {
  const equipo = deLado(d.personas, 'evaluacion');
  const evaluacion = `${d.origen}/evaluacion/${MARCA_EVALUACION}`;
  const sustituir = {
    marca: MARCA_EVALUACION,
    valor: sql`(select cast(${autoevaluaciones.id} as text) from ${autoevaluaciones} where ${autoevaluaciones.proyectoId} = ${d.proyectoId} and ${autoevaluaciones.faseClave} = ${d.fase})`,
  };
  const cuerpo = t.correo.cuerpo({
    proyecto: d.proyecto,
    centro: d.centro,
    fecha: fechaEs(d.hoy),
    limite: fechaEs(d.limite, '') || null,
  });
  const mail = (persona: DestinatarioProyecto, plantilla: string, contenido: ReturnType<typeof plantillaAviso>) =>
    mailInsert(ctx.db, { instanciaId: ctx.instancia.id, para: persona.email, plantilla, contenido, clock: ctx.clock, sustituir });
  const comun = { instancia: ctx.instancia.nombre, asunto: t.correo.asunto(d.proyecto), titulo: t.correo.titulo };
  // The evaluation team and the tutor get the same mail but for its last paragraph and button.
  const aviso = {
    evaluacion: { parrafo: t.correo.evaluacion, boton: { texto: t.correo.botonEvaluacion, enlace: evaluacion } },
    tutor: {
      parrafo: equipo.length > 0 ? t.correo.tutor : t.correo.tutorSinEquipo,
      boton: { texto: t.correo.botonTutor, enlace: `${d.origen}/proyecto/${d.proyectoId}` },
    },
  };
  return d.personas.map((persona) => {
    if (persona.lado !== 'centro') {
      const { parrafo, boton } = aviso[persona.lado];
      return mail(
        persona,
        'autoevaluacion-finalizada',
        plantillaAviso({ ...comun, destinatario: persona, parrafos: [cuerpo, parrafo], boton }),
      );
    }
    const c = t.correoCentro;
    return mail(
      persona,
      'autoevaluacion-finalizada:centro',
      plantillaAviso({
        instancia: ctx.instancia.nombre,
        asunto: c.asunto(d.proyecto),
        titulo: c.titulo,
        destinatario: persona,
        parrafos: [
          c.cuerpo({ proyecto: d.proyecto, centro: d.centro, fecha: fechaEs(d.hoy) }),
          equipo.length > 0 ? c.conEquipo : c.sinEquipo,
        ],
        boton: { texto: c.boton, enlace: evaluacion },
      }),
    );
  });
}

/** The evaluation's deadline (its record's and the mail's): the rule of seguimiento-fechas.ts. */
async function limiteDeLaEvaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  procesoId: number,
  fase: string,
  hoy: string,
): Promise<string | null> {
  const [f] = await ctx.db
    .select({ plazo: procesoFasesProyecto.plazo })
    .from(procesoFasesProyecto)
    .where(and(eq(procesoFasesProyecto.procesoId, procesoId), eq(procesoFasesProyecto.faseClave, fase)));
  const [a] = await ctx.db
    .select({ siguiente: autoevaluaciones.fechaLimiteSiguiente })
    .from(autoevaluaciones)
    .where(eq(autoevaluaciones.id, autoevaluacionId));
  return limiteEvaluacion({ fechaLimiteSiguiente: a?.siguiente ?? null, hoy, plazo: f?.plazo ?? null });
}
