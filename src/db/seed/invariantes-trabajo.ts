import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { ESTADO_RONDA } from '../../domain/autoevaluacion/subsanacion-reglas.ts';
import { tareas } from '../schema/autoevaluacion.ts';
import { usuarioPerfiles } from '../schema/identidad.ts';
import { fasesProyecto } from '../schema/lookups.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { subsanacionEstandares, subsanaciones } from '../schema/subsanaciones.ts';
import type { Db } from '../types.ts';

// The invariants of the team's and the evaluators' work inside a cycle (ADR 0055), beside
// those of invariantes.ts:
// - a correction round's state matches its records: numbered 1..n per evaluation, at most one
//   open and then the latest; it returns the closed self-assessment of the evaluation's own
//   project and cycle; an open one has no closing and its evaluation is open and unpublished,
//   a closed one (resubmitted or expired) has its closing, after it opened; it returns at least
//   one standard, each applicable, and an answer is dated within the round;
// - a task's owner is on its project's team, and its standard applies to the self-assessment
//   (what creating or changing a task requires: planificacion/escritura.ts).

const aplicablesDe = () => {
  const cache = new Map<string, Promise<Set<number>>>();
  return (db: Db, manualId: number, ambitoId: number | null) => {
    const k = `${manualId}:${ambitoId}`;
    if (!cache.has(k))
      cache.set(
        k,
        loadEstandaresAplicables(db, manualId, ambitoId).then((l) => new Set(l.map((e) => e.id))),
      );
    return cache.get(k) as Promise<Set<number>>;
  };
};

/** Every correction round obeys the round's rules (one line per violation). */
export async function checkSubsanaciones(db: Db): Promise<string[]> {
  const eva = alias(autoevaluaciones, 'eva');
  const aut = alias(autoevaluaciones, 'aut');
  const faseEva = alias(fasesProyecto, 'fase_eva');
  const faseAut = alias(fasesProyecto, 'fase_aut');
  const rondas = await db
    .select({
      ronda: subsanaciones,
      eva: { proyectoId: eva.proyectoId, estado: eva.estadoClave, publicada: eva.fechaPublicacion },
      faseEva: { tipo: faseEva.tipoClave, ciclo: faseEva.ciclo },
      aut: { proyectoId: aut.proyectoId, estado: aut.estadoClave },
      faseAut: { tipo: faseAut.tipoClave, ciclo: faseAut.ciclo },
      manualId: procesos.manualId,
      ambitoId: proyectos.ambitoId,
    })
    .from(subsanaciones)
    .innerJoin(eva, eq(eva.id, subsanaciones.evaluacionId))
    .innerJoin(faseEva, eq(faseEva.clave, eva.faseClave))
    .innerJoin(aut, eq(aut.id, subsanaciones.autoevaluacionId))
    .innerJoin(faseAut, eq(faseAut.clave, aut.faseClave))
    .innerJoin(proyectos, eq(proyectos.id, eva.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .orderBy(asc(subsanaciones.evaluacionId), asc(subsanaciones.numero));
  const estandares = await db.select().from(subsanacionEstandares);
  const aplicables = aplicablesDe();
  const out: string[] = [];
  const porEvaluacion = new Map<number, typeof rondas>();
  for (const r of rondas) porEvaluacion.set(r.ronda.evaluacionId, [...(porEvaluacion.get(r.ronda.evaluacionId) ?? []), r]);
  for (const [evaluacionId, lista] of porEvaluacion) {
    const numeros = lista.map((r) => r.ronda.numero);
    if (numeros.some((n, i) => n !== i + 1)) out.push(`evaluación ${evaluacionId}: rondas numeradas ${numeros.join(', ')}`);
    const abiertas = lista.filter((r) => r.ronda.estadoClave === ESTADO_RONDA.abierta);
    if (abiertas.length > 1) out.push(`evaluación ${evaluacionId}: ${abiertas.length} rondas abiertas`);
    if (abiertas.length === 1 && abiertas[0] !== lista.at(-1))
      out.push(`evaluación ${evaluacionId}: la ronda abierta no es la última`);
  }
  for (const r of rondas) {
    const { ronda } = r;
    const que = `ronda ${ronda.id} (evaluación ${ronda.evaluacionId}, n.º ${ronda.numero})`;
    if (r.faseEva.tipo !== 'EVA') out.push(`${que}: no es de una evaluación`);
    if (r.faseAut.tipo !== 'AUT' || r.aut.proyectoId !== r.eva.proyectoId || r.faseAut.ciclo !== r.faseEva.ciclo)
      out.push(`${que}: devuelve una autoevaluación que no es la de su proyecto y ciclo`);
    if (r.aut.estado !== 'FIN') out.push(`${que}: la autoevaluación devuelta no está cerrada (${r.aut.estado})`);
    if (ronda.estadoClave === ESTADO_RONDA.abierta) {
      if (ronda.cierreFecha) out.push(`${que}: abierta con fecha de cierre`);
      if (r.eva.estado !== 'CURSO' || r.eva.publicada) out.push(`${que}: abierta sobre una evaluación cerrada o publicada`);
    } else if (!ronda.cierreFecha) out.push(`${que}: ${ronda.estadoClave} sin fecha de cierre`);
    else if (ronda.cierreFecha < ronda.altaFecha) out.push(`${que}: cerrada antes de abrirse`);
    const suyos = estandares.filter((e) => e.subsanacionId === ronda.id);
    if (suyos.length === 0) out.push(`${que}: sin estándares devueltos`);
    const validos = await aplicables(db, r.manualId, r.ambitoId);
    for (const e of suyos) {
      if (!validos.has(e.estandarId)) out.push(`${que}: devuelve el estándar ${e.estandarId}, que no aplica`);
      const fuera =
        e.respuestaFecha && (e.respuestaFecha < ronda.altaFecha || (ronda.cierreFecha && e.respuestaFecha > ronda.cierreFecha));
      if (e.respuesta !== null && fuera) out.push(`${que}: respuesta al estándar ${e.estandarId} fuera de la ronda`);
    }
  }
  return out;
}

/** Every task's owner is on its project's team and its standard applies (one line per violation). */
export async function checkTareas(db: Db): Promise<string[]> {
  const filas = await db
    .select({
      id: tareas.id,
      usuarioId: tareas.usuarioId,
      estandarId: tareas.estandarId,
      proyectoId: autoevaluaciones.proyectoId,
      manualId: procesos.manualId,
      ambitoId: proyectos.ambitoId,
    })
    .from(tareas)
    .innerJoin(autoevaluaciones, eq(autoevaluaciones.id, tareas.autoevaluacionId))
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId));
  const equipo = new Set(
    (
      await db
        .select({ usuarioId: usuarioPerfiles.usuarioId, proyectoId: usuarioPerfiles.proyectoId })
        .from(usuarioPerfiles)
        .where(and(isNotNull(usuarioPerfiles.proyectoId)))
    ).map((m) => `${m.usuarioId}:${m.proyectoId}`),
  );
  const aplicables = aplicablesDe();
  const out: string[] = [];
  for (const t of filas) {
    if (t.usuarioId !== null && !equipo.has(`${t.usuarioId}:${t.proyectoId}`))
      out.push(`tarea ${t.id}: su responsable ${t.usuarioId} no es del equipo del proyecto ${t.proyectoId}`);
    if (t.estandarId !== null && !(await aplicables(db, t.manualId, t.ambitoId)).has(t.estandarId))
      out.push(`tarea ${t.id}: el estándar ${t.estandarId} no aplica`);
  }
  return out;
}
