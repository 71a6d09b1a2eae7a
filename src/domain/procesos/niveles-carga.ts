import { asc, inArray } from 'drizzle-orm';
import { procesoNiveles } from '../../db/schema/niveles.ts';
import type { Db } from '../../db/types.ts';
import type { NivelRecord } from './niveles-schema.ts';

// Reads of a process's levels. Internal (not gated): the figures of a self-assessment
// (src/domain/autoevaluacion/carga.ts) and the process record read them after their own checks.

/** A level of the process as the rules read it (src/db/schema/niveles.ts). */
export interface NivelRegla {
  clave: string;
  nombre: string;
  /** Whole percent (0–100) of applicable essential standards that must be met. */
  porcentajeEsenciales: number;
  /** Whole percent (0–100) of applicable non-essential standards that must be met. */
  porcentajeNoEsenciales: number;
  /** Higher is a higher level. */
  orden: number;
}

type Fila = typeof procesoNiveles.$inferSelect;

export const nivelRecord = (n: Fila): NivelRecord => ({
  Id: n.id,
  Clave: n.clave,
  Nombre: n.nombre,
  PorcentajeEsenciales: n.porcentajeEsenciales,
  PorcentajeNoEsenciales: n.porcentajeNoEsenciales,
  Orden: n.orden,
});

const reglaDe = (n: Fila): NivelRegla => ({
  clave: n.clave,
  nombre: n.nombre,
  porcentajeEsenciales: n.porcentajeEsenciales,
  porcentajeNoEsenciales: n.porcentajeNoEsenciales,
  orden: n.orden,
});

async function filas(db: Db, procesoIds: readonly number[]): Promise<Fila[]> {
  if (procesoIds.length === 0) return [];
  return db
    .select()
    .from(procesoNiveles)
    .where(inArray(procesoNiveles.procesoId, [...procesoIds]))
    .orderBy(asc(procesoNiveles.orden), asc(procesoNiveles.id));
}

/** The levels of each process, as the rules read them (lowest order first). */
export async function loadNivelesDeProcesos(db: Db, procesoIds: readonly number[]): Promise<Map<number, NivelRegla[]>> {
  const out = new Map<number, NivelRegla[]>();
  for (const n of await filas(db, procesoIds)) out.set(n.procesoId, [...(out.get(n.procesoId) ?? []), reglaDe(n)]);
  return out;
}

/** The levels of one process as records (lowest order first). */
export async function nivelesOf(db: Db, procesoId: number): Promise<NivelRecord[]> {
  return (await filas(db, [procesoId])).map(nivelRecord);
}
