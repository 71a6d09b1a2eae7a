import { inArray } from 'drizzle-orm';
import { procesoFirmas } from '../../db/schema/firmas.ts';
import type { Db } from '../../db/types.ts';

/** A file type that a profile must sign. */
export interface Requisito {
  tipoFicheroClave: string;
  perfilClave: string;
  orden: number;
}

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

/** The requirements grouped by document type, in order: types by their first row, profiles by theirs. */
export function agrupar(filas: readonly Requisito[]) {
  const grupos = new Map<string, string[]>();
  for (const r of [...filas].sort((a, b) => a.orden - b.orden)) {
    grupos.set(r.tipoFicheroClave, [...(grupos.get(r.tipoFicheroClave) ?? []), r.perfilClave]);
  }
  return [...grupos].map(([tipoFichero, claves]) => ({ tipoFichero, perfiles: claves }));
}
