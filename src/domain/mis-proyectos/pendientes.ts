import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { autoevaluacionEstandares, autoevaluacionEstandarUsuarios, tareas } from '../../db/schema/autoevaluacion.ts';
import { subsanacionEstandares, subsanaciones } from '../../db/schema/subsanaciones.ts';
import { cifrasDeVarias } from '../autoevaluacion/carga.ts';
import type { Cifras } from '../autoevaluacion/reglas.ts';
import { ESTADO_ABIERTA } from '../autoevaluacion/reglas.ts';
import { ESTADO_RONDA } from '../autoevaluacion/subsanacion-reglas.ts';
import { esEvaluacionSinPublicar } from '../autoevaluacion/visibilidad-evaluacion.ts';
import type { DomainContext } from '../context.ts';
import { estaJuzgado } from '../evaluacion/inicio.ts';
import { estadoTarea } from '../planificacion/estado.ts';
import { todayIso } from '../shared/fechas.ts';

// What needs the signed-in person now in each project they hold (the /autoevaluacion chooser
// and GET yo/proyectos' Pendientes): the standards assigned to them still unfinished, their
// tasks not completed, the standards the evaluation team has not valued yet, an open
// correction round with its deadline, and an evaluation still to publish. Read for a whole page
// of projects in a fixed number of statements (a person may hold dozens of projects).
//
// The evaluation's own work (its verdicts, its progress, its tasks, whether it is ready to
// publish) while unpublished is its team's alone (src/domain/autoevaluacion/visibilidad-evaluacion.ts). Here
// it is counted only for a person who holds a profile of the evaluation side in the project:
// stricter than who may read it (staff may), because it is what needs the team, not staff.

/** The record a project's entry is about: the self-assessment or evaluation of its current phase. */
export interface RegistroActual {
  id: number;
  faseTipo: string;
  estadoClave: string;
  fechaPublicacion: string | null;
  ficheroInformeId: number | null;
}

/** What the rules read for one project. */
export interface DatosPendientes {
  actual: RegistroActual | null;
  /** Whether the person holds a profile of the evaluation side (JEFE_EVACN, EVAL) in the project. */
  enEquipoEvaluacion: boolean;
  /** The standards assigned to the person on the current record, with their stored verdict (null: none yet). */
  asignados: ReadonlyArray<{ estadoClave: string | null; aplica: boolean | null }>;
  /** The person's tasks not completed, on any record of the project, with that record's phase type and publication. */
  tareas: ReadonlyArray<{ fechaLimite: string | null; registro: { faseTipo: string; fechaPublicacion: string | null } }>;
  /** The current evaluation's open correction round, with its standards still unanswered. */
  ronda: { numero: number; fechaLimite: string; autoevaluacionId: number; sinResponder: number } | null;
  /** The current record's figures, when it is an unpublished evaluation of the person's team. */
  cifras: Pick<Cifras, 'Total' | 'NumeroEvaluado'> | null;
}

/** What needs the person now in one project. */
export interface Pendientes {
  /** Whether the person works on the evaluation side of the project (their links go to the evaluation area). */
  EquipoEvaluacion: boolean;
  /** Standards assigned to the person on the current record, open, applicable and neither met nor not met. */
  EstandaresAsignados: number;
  /** The person's tasks not completed; those past their deadline; the nearest deadline still ahead. */
  Tareas: { Abiertas: number; Vencidas: number; ProximaFecha: string | null };
  /** The evaluation team's standards without a verdict (null unless an open, unpublished evaluation of theirs). */
  SinValorar: number | null;
  /** The correction round open on the current evaluation: its number, deadline, the self-assessment it returns, and the answers missing. */
  Subsanacion: { Numero: number; FechaLimite: string; AutoevaluacionId: number; SinResponder: number } | null;
  /** The evaluation team's result not yet published: ready (everything valued and the report attached), or what it lacks. */
  Publicacion: { Lista: boolean; FaltaInforme: boolean } | null;
}

/** What needs the person now in one project, on calendar day `hoy` (ISO). */
export function pendientesDe(d: DatosPendientes, hoy: string): Pendientes {
  const ve = (r: { faseTipo: string; fechaPublicacion: string | null }) => !esEvaluacionSinPublicar(r) || d.enEquipoEvaluacion;
  const actual = d.actual;
  const abierto = actual !== null && actual.estadoClave === ESTADO_ABIERTA && ve(actual);
  const asignados = abierto
    ? d.asignados.filter((a) => !estaJuzgado({ Aplica: a.aplica ?? true, EstadoClave: a.estadoClave ?? 'PTE' })).length
    : 0;
  const tareas = d.tareas.filter((t) => ve(t.registro));
  const vencidas = tareas.filter((t) => estadoTarea({ conseguido: false, fechaLimite: t.fechaLimite }, hoy) === 'RET');
  const proximas = tareas.flatMap((t) => (t.fechaLimite && t.fechaLimite >= hoy ? [t.fechaLimite] : [])).sort();
  const evaluando = abierto && d.enEquipoEvaluacion && esEvaluacionSinPublicar(actual);
  const sinValorar = evaluando && d.cifras ? Math.max(0, d.cifras.Total - d.cifras.NumeroEvaluado) : null;
  const informe = actual?.ficheroInformeId != null;
  return {
    EquipoEvaluacion: d.enEquipoEvaluacion,
    EstandaresAsignados: asignados,
    Tareas: { Abiertas: tareas.length, Vencidas: vencidas.length, ProximaFecha: proximas[0] ?? null },
    SinValorar: sinValorar,
    Subsanacion: d.ronda
      ? {
          Numero: d.ronda.numero,
          FechaLimite: d.ronda.fechaLimite,
          AutoevaluacionId: d.ronda.autoevaluacionId,
          SinResponder: d.ronda.sinResponder,
        }
      : null,
    Publicacion: evaluando ? { Lista: sinValorar === 0 && informe, FaltaInforme: !informe } : null,
  };
}

/** A project of the page with what the loader needs: its current record (with the figures' inputs) and every record's visibility. */
interface ProyectoParaPendientes {
  id: number;
  enEquipoEvaluacion: boolean;
  actual: (RegistroActual & { manualId: number; ambitoId: number | null; procesoId: number }) | null;
  registros: ReadonlyArray<{ id: number; faseTipo: string; fechaPublicacion: string | null }>;
}

/**
 * What needs `usuarioId` now in each project (by project id), read in four statements for the
 * whole page (the figures come from the kept ones, cifrasDeVarias). Internal: the caller lists
 * only the person's own projects.
 */
export async function loadPendientes(
  ctx: DomainContext,
  usuarioId: number,
  proyectos: readonly ProyectoParaPendientes[],
): Promise<Map<number, Pendientes>> {
  const actuales = proyectos.flatMap((p) => (p.actual ? [p.actual] : []));
  const registroIds = proyectos.flatMap((p) => p.registros.map((r) => r.id));
  const evaluaciones = proyectos.flatMap((p) =>
    p.actual && p.enEquipoEvaluacion && p.actual.estadoClave === ESTADO_ABIERTA && esEvaluacionSinPublicar(p.actual)
      ? [p.actual]
      : [],
  );
  const actualIds = actuales.map((a) => a.id);
  const none = Promise.resolve([]);
  const [asignados, propias, rondas, cifras] = await Promise.all([
    actualIds.length === 0
      ? none
      : ctx.db
          .select({
            autoevaluacionId: autoevaluacionEstandarUsuarios.autoevaluacionId,
            estadoClave: autoevaluacionEstandares.estadoClave,
            aplica: autoevaluacionEstandares.aplica,
          })
          .from(autoevaluacionEstandarUsuarios)
          .leftJoin(
            autoevaluacionEstandares,
            and(
              eq(autoevaluacionEstandares.autoevaluacionId, autoevaluacionEstandarUsuarios.autoevaluacionId),
              eq(autoevaluacionEstandares.estandarId, autoevaluacionEstandarUsuarios.estandarId),
            ),
          )
          .where(
            and(
              inArray(autoevaluacionEstandarUsuarios.autoevaluacionId, actualIds),
              eq(autoevaluacionEstandarUsuarios.usuarioId, usuarioId),
            ),
          ),
    registroIds.length === 0
      ? none
      : ctx.db
          .select({ autoevaluacionId: tareas.autoevaluacionId, fechaLimite: tareas.fechaLimite })
          .from(tareas)
          .where(
            and(eq(tareas.usuarioId, usuarioId), eq(tareas.conseguido, false), inArray(tareas.autoevaluacionId, registroIds)),
          ),
    actualIds.length === 0
      ? none
      : ctx.db
          .select({
            evaluacionId: subsanaciones.evaluacionId,
            numero: subsanaciones.numero,
            fechaLimite: subsanaciones.fechaLimite,
            autoevaluacionId: subsanaciones.autoevaluacionId,
            sinResponder: count(subsanacionEstandares.id),
          })
          .from(subsanaciones)
          .leftJoin(
            subsanacionEstandares,
            and(eq(subsanacionEstandares.subsanacionId, subsanaciones.id), isNull(subsanacionEstandares.respuesta)),
          )
          .where(and(inArray(subsanaciones.evaluacionId, actualIds), eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta)))
          .groupBy(subsanaciones.id)
          .orderBy(sql`${subsanaciones.numero} desc`),
    cifrasDeVarias(ctx.db, evaluaciones),
  ]);
  const hoy = todayIso(ctx.clock.now());
  const out = new Map<number, Pendientes>();
  for (const p of proyectos) {
    const visibilidad = new Map(p.registros.map((r) => [r.id, r]));
    const a = p.actual;
    const ronda = a ? rondas.find((r) => r.evaluacionId === a.id) : undefined;
    const c = a ? cifras.get(a.id) : undefined;
    const datos: DatosPendientes = {
      actual: a,
      enEquipoEvaluacion: p.enEquipoEvaluacion,
      asignados: a ? asignados.filter((x) => x.autoevaluacionId === a.id) : [],
      tareas: propias.flatMap((t) => {
        const registro = visibilidad.get(t.autoevaluacionId);
        return registro ? [{ fechaLimite: t.fechaLimite, registro }] : [];
      }),
      ronda: ronda ?? null,
      cifras: c ?? null,
    };
    out.set(p.id, pendientesDe(datos, hoy));
  }
  return out;
}
