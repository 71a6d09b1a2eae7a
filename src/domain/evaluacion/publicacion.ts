import { and, eq, isNull } from 'drizzle-orm';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { RESULTADOS, publicacionApi as t } from '../../i18n/evaluacion-resultado.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import { type AutoevaluacionBase, cifrasDe } from '../autoevaluacion/carga.ts';
import { type EstandarFalta, loadFaltas } from '../autoevaluacion/fin.ts';
import { ESTADO_ABIERTA, resultadoDe } from '../autoevaluacion/reglas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { destinatariosProyecto } from '../proyectos/destinatarios.ts';
import { faseSiguiente } from '../shared/fases.ts';
import { todayIso } from '../shared/fechas.ts';
import { abortaSiNoCambia, esGuardia } from '../shared/guardia.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';
import { rondaAbiertaDeEvaluacion } from '../subsanacion/apertura.ts';
import { requirePublicador } from './acceso.ts';

// Publishing an evaluation ("Publishing the evaluation moves the project to
// the next phase and blocks edits. Publishing requires all standards evaluated and the report
// attached. The report becomes visible to the applicant only on publication"). It is the
// spec's finish call on an evaluation record (PUT autoevaluaciones/{id}/finalizar), and
// publishes once: the batch starts with an UPDATE that only an evaluation still CURSO
// passes, and a guard right after it rolls everything back when it changed nothing.

/** What still stops publishing: applicable standards without a final verdict, and the report. */
export interface FaltasPublicacion {
  SinEvaluar: EstandarFalta[];
  FaltaInforme: boolean;
  /** The correction round still open (number), if any: the centre may still change its answers. */
  RondaAbierta: number | null;
  PuedePublicar: boolean;
}

/** What is missing on an evaluation (internal: the caller checked access). */
export async function loadFaltasPublicacion(ctx: DomainContext, a: AutoevaluacionBase): Promise<FaltasPublicacion> {
  // One rule for "evaluated" in both phases: an applicable standard marked C or NC (fin.ts).
  const { SinEvaluar } = await loadFaltas(ctx, a);
  const [row] = await ctx.db
    .select({ ficheroId: autoevaluaciones.ficheroInformeId })
    .from(autoevaluaciones)
    .where(eq(autoevaluaciones.id, a.id));
  const FaltaInforme = !row?.ficheroId;
  const ronda = await rondaAbiertaDeEvaluacion(ctx.db, a.id);
  const RondaAbierta = ronda?.numero ?? null;
  return {
    SinEvaluar,
    FaltaInforme,
    RondaAbierta,
    PuedePublicar: SinEvaluar.length === 0 && !FaltaInforme && RondaAbierta === null,
  };
}

/** The 409 message naming what is missing (the standards by code, and/or the report). */
export function mensajeFaltas(f: FaltasPublicacion): string {
  if (f.RondaAbierta !== null) return t.rondaAbierta(f.RondaAbierta);
  const codigos = f.SinEvaluar.map((e) => e.Codigo);
  if (codigos.length > 0 && f.FaltaInforme) return t.faltanAmbos(codigos);
  if (codigos.length > 0) return t.faltanEstandares(codigos);
  return t.faltaInforme;
}

/**
 * PUT/PATCH autoevaluaciones/{id}/finalizar on an evaluation: in ONE batch the evaluation
 * becomes FIN with its result (ACR with the level reached, NO_ACR without), level snapshot and
 * publication date; the project moves to the finishing phase of its cycle with the result;
 * the centre's team gets a mail through the outbox linking to its result in its area (the
 * evaluation area's home, from `origen`, PUBLIC_URL). The report becomes readable by the team
 * because the evaluation is published (src/domain/ficheros/propietario-informe.ts). A second or concurrent call: 409.
 */
export async function publicarEvaluacion(ctx: DomainContext, autoevaluacionId: number, origen: string) {
  const { actor, autoevaluacion: a } = await requirePublicador(ctx, autoevaluacionId, 'resultado');
  const faltas = await loadFaltasPublicacion(ctx, a);
  if (!faltas.PuedePublicar) throw new AppError(409, mensajeFaltas(faltas), { faltas: [mensajeFaltas(faltas)] });
  const siguiente = await faseSiguiente(ctx.db, a.faseClave);
  if (!siguiente) throw new AppError(409, t.sinFaseSiguiente);
  const [p] = await ctx.db
    .select({
      codigo: proyectos.codigo,
      faseClave: proyectos.faseClave,
      resultado: proyectos.resultadoClave,
      centro: centros.nombre,
    })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, a.proyectoId));
  if (!p) throw new AppError(404, t.sinFaseSiguiente);
  const cifras = await cifrasDe(ctx.db, a);
  const resultado = resultadoDe(cifras.Nivel);
  const now = ctx.clock.now();
  const hoy = todayIso(now);
  const parrafos = [
    t.correo.cuerpo({
      proyecto: p.codigo,
      centro: p.centro,
      resultado: RESULTADOS[resultado] ?? resultado,
      nivel: cifras.Nivel?.Nombre ?? null,
    }),
    t.correo.area,
  ];
  const correos = (await destinatariosProyecto(ctx.db, a.proyectoId, ['centro'])).map((persona) =>
    mailInsert(ctx.db, {
      instanciaId: ctx.instancia.id,
      para: persona.email,
      plantilla: 'evaluacion-publicada',
      contenido: plantillaAviso({
        instancia: ctx.instancia.nombre,
        asunto: t.correo.asunto(p.codigo),
        titulo: t.correo.titulo,
        destinatario: persona,
        parrafos,
        boton: { texto: t.correo.boton, enlace: `${origen}/evaluacion/${a.id}` },
      }),
      clock: ctx.clock,
    }),
  );
  const valores = {
    estadoClave: 'FIN',
    fechaFin: hoy,
    resultadoClave: resultado,
    nivelClave: cifras.Nivel?.Clave ?? null,
    nivelNombre: cifras.Nivel?.Nombre ?? null,
    fechaPublicacion: hoy,
  };
  try {
    await commit(ctx, [
      ctx.db
        .update(autoevaluaciones)
        .set({ ...valores, ...modificacionAudit(actor, now) })
        .where(
          and(
            eq(autoevaluaciones.id, a.id),
            eq(autoevaluaciones.estadoClave, ESTADO_ABIERTA),
            isNull(autoevaluaciones.fechaPublicacion),
          ),
        ),
      abortaSiNoCambia(ctx.db),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'autoevaluacion',
        entidadId: a.id,
        cambios: [
          { Campo: 'EstadoClave', Antes: a.estadoClave, Despues: 'FIN' },
          { Campo: 'ResultadoClave', Antes: 'PTE', Despues: resultado },
          { Campo: 'NivelClave', Antes: null, Despues: valores.nivelClave },
          { Campo: 'FechaPublicacion', Antes: null, Despues: hoy },
        ],
      }),
      ctx.db
        .update(proyectos)
        .set({ faseClave: siguiente, resultadoClave: resultado, ...modificacionAudit(actor, now) })
        .where(and(eq(proyectos.id, a.proyectoId), eq(proyectos.faseClave, p.faseClave))),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'proyecto',
        entidadId: a.proyectoId,
        cambios: [
          { Campo: 'FaseClave', Antes: p.faseClave, Despues: siguiente },
          { Campo: 'ResultadoClave', Antes: p.resultado, Despues: resultado },
        ],
        siCambia: true,
      }),
      ...correos,
    ]);
  } catch (err) {
    if (esGuardia(err)) throw new AppError(409, t.yaPublicada);
    throw err;
  }
  return { resultado, nivel: cifras.Nivel };
}
