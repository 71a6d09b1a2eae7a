import { inArray } from 'drizzle-orm';
import { procesoFirmas } from '../../db/schema/firmas.ts';
import type { Db } from '../../db/types.ts';

import type { Requisito } from '../procesos/requisitos-firma.ts';

/**
 * What a process asks signed when it names nothing itself: the evaluation report (INF) by the
 * head of evaluation and then by the agency's director (the agency administrator profile), and
 * the private certificate (CER_PRV), already sealed by the application, by the director.
 */
export const REQUISITOS_POR_DEFECTO: readonly Requisito[] = [
  { tipoFicheroClave: 'INF', perfilClave: 'JEFE_EVACN', orden: 1 },
  { tipoFicheroClave: 'INF', perfilClave: 'ADMIN', orden: 2 },
  { tipoFicheroClave: 'CER_PRV', perfilClave: 'ADMIN', orden: 1 },
];

/** Each process's requirements: its own rows, or the defaults. */
export async function loadRequisitos(db: Db, procesoIds: readonly number[]): Promise<Map<number, Requisito[]>> {
  const rows = procesoIds.length
    ? await db
        .select()
        .from(procesoFirmas)
        .where(inArray(procesoFirmas.procesoId, [...procesoIds]))
    : [];
  const out = new Map<number, Requisito[]>();
  for (const id of procesoIds) {
    const propios = rows.filter((r) => r.procesoId === id).sort((a, b) => a.orden - b.orden);
    out.set(id, propios.length ? propios : [...REQUISITOS_POR_DEFECTO]);
  }
  return out;
}
