import { and, eq, inArray, or } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { subsanaciones } from '../../db/schema/subsanaciones.ts';
import type { Db } from '../../db/types.ts';
import { ESTADO_ABIERTA, ESTADO_RONDA } from '../shared/estados.ts';
import { registrosConFase } from '../shared/uniones.ts';
import type { FaseRegistros } from './registros.ts';

// The phase the table of registros.ts is read in, for what belongs to a project rather than
// to one record (its documents, src/domain/ficheros/propietario-proyecto.ts). Here, under the
// table, so that files need no area of the flow; the records' own phase is
// src/domain/autoevaluacion/registros.ts (`faseDeRegistro`), which asks the same rounds.

/** Whether a correction round is open on any of these records, as the self-assessment it returned or as the evaluation that opened it. */
export async function hayRondaAbierta(db: Db, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: subsanaciones.id })
    .from(subsanaciones)
    .where(
      and(
        or(inArray(subsanaciones.autoevaluacionId, [...ids]), inArray(subsanaciones.evaluacionId, [...ids])),
        eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Of these records, those with an open correction round (as the self-assessment it returned or the evaluation that opened it), in one statement. */
export async function loadRondasAbiertas(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ autoevaluacionId: subsanaciones.autoevaluacionId, evaluacionId: subsanaciones.evaluacionId })
    .from(subsanaciones)
    .where(
      and(
        or(inArray(subsanaciones.autoevaluacionId, [...ids]), inArray(subsanaciones.evaluacionId, [...ids])),
        eq(subsanaciones.estadoClave, ESTADO_RONDA.abierta),
      ),
    );
  return new Set(rows.flatMap((r) => [r.autoevaluacionId, r.evaluacionId]));
}

/**
 * The phase of a project's documents (they belong to the project, not to one record): a
 * self-assessment of it in progress, else an open correction round, else an evaluation
 * before publication, else published.
 */
export async function faseDeProyecto(db: Db, proyectoId: number): Promise<FaseRegistros> {
  const rows = await registrosConFase(db, {
    id: autoevaluaciones.id,
    estadoClave: autoevaluaciones.estadoClave,
    fechaPublicacion: autoevaluaciones.fechaPublicacion,
    tipo: fasesProyecto.tipoClave,
    ciclo: fasesProyecto.ciclo,
  }).where(eq(autoevaluaciones.proyectoId, proyectoId));
  const enCurso = rows.find((r) => r.tipo === 'AUT' && r.estadoClave === ESTADO_ABIERTA);
  if (enCurso) return enCurso.ciclo === 'SEG' ? 'seguimiento' : 'autoevaluacion';
  if (
    await hayRondaAbierta(
      db,
      rows.map((r) => r.id),
    )
  )
    return 'subsanacion';
  return rows.some((r) => r.tipo === 'EVA' && r.fechaPublicacion === null) ? 'evaluacion' : 'publicada';
}
