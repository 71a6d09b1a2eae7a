import { and, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { tareas } from '../../db/schema/autoevaluacion.ts';

// A task's status follows from its completed flag and its deadline, so it is computed when
// read and never goes stale: FIN once conseguido, RET when the deadline (a Spanish calendar
// day) has passed without it, PTE otherwise. The stored estado_clave is kept in step on every
// write (for exports and reports), but reads and filters never trust it.

export const ESTADOS_TAREA = ['PTE', 'FIN', 'RET'] as const;
export type EstadoTarea = (typeof ESTADOS_TAREA)[number];

/** The status of a task on calendar day `hoy` (ISO yyyy-mm-dd). */
export function estadoTarea(t: { conseguido: boolean; fechaLimite: string | null }, hoy: string): EstadoTarea {
  if (t.conseguido) return 'FIN';
  if (t.fechaLimite && t.fechaLimite < hoy) return 'RET';
  return 'PTE';
}

/** The same rule as a filter in SQL. */
export function whereEstado(estado: EstadoTarea, hoy: string): SQL {
  if (estado === 'FIN') return eq(tareas.conseguido, true);
  if (estado === 'RET') return and(eq(tareas.conseguido, false), lt(tareas.fechaLimite, hoy)) as SQL;
  return and(eq(tareas.conseguido, false), or(isNull(tareas.fechaLimite), gte(tareas.fechaLimite, hoy))) as SQL;
}

/** The same rule as a column (for sorting by status). */
export const estadoSql = (hoy: string) =>
  sql<EstadoTarea>`case when ${tareas.conseguido} then 'FIN' when ${tareas.fechaLimite} < ${hoy} then 'RET' else 'PTE' end`;
