import { asc, gt } from 'drizzle-orm';
import { auditoria, auditoriaArchivos } from '../../db/schema/auditoria.ts';
import type { Db } from '../../db/types.ts';
import type { Storage } from '../shared/storage.ts';
import { desempaquetar } from './archivo.ts';
import { type FilaAuditoria, GENESIS, hashEntrada } from './cadena.ts';

interface Fallo {
  /** The first entry that does not hold: altered, or the first of the removed ones. */
  id: number;
  motivo: 'alterada' | 'eliminada' | 'sin_sello_intermedio' | 'archivo_ausente';
  donde: string;
}

export interface Verificacion {
  ok: boolean;
  comprobadas: number;
  /** Committed entries the sealer has not reached yet (at the end of the chain). */
  sinSellar: number;
  fallo: Fallo | null;
}

/** Walks the chain in order: each entry's hash must follow from its predecessor's. */
class Recorrido {
  anterior = GENESIS;
  anteriorId = 0;
  comprobadas = 0;
  sinSellar = 0;
  fallo: Fallo | null = null;

  /** false once the chain is broken (the rest is not read). */
  paso(f: FilaAuditoria, donde: string): boolean {
    if (!f.hash) {
      this.sinSellar++;
      return true;
    }
    if (this.sinSellar > 0) {
      // A sealed entry after an unsealed one: the sealer never leaves such a hole.
      this.fallo = { id: this.anteriorId + 1, motivo: 'sin_sello_intermedio', donde };
      return false;
    }
    if (hashEntrada(this.anterior, f) !== f.hash) {
      const hueco = f.id !== this.anteriorId + 1;
      this.fallo = { id: hueco ? this.anteriorId + 1 : f.id, motivo: hueco ? 'eliminada' : 'alterada', donde };
      return false;
    }
    this.anterior = f.hash;
    this.anteriorId = f.id;
    this.comprobadas++;
    return true;
  }
}

/**
 * Recomputes the whole chain: the monthly archives in order, then the table (ADR 0015),
 * and names the first entry that was altered or removed.
 */
export async function verificarCadena(db: Db, storage: Storage | null): Promise<Verificacion> {
  const r = new Recorrido();
  const archivos = await db.select().from(auditoriaArchivos).orderBy(asc(auditoriaArchivos.desdeId));
  for (const a of archivos) {
    const obj = storage ? await storage.get(a.claveFichero) : null;
    if (!obj) {
      r.fallo = { id: a.desdeId, motivo: 'archivo_ausente', donde: `archivo ${a.mes}` };
      break;
    }
    const filas = desempaquetar(obj.bytes);
    if (!filas.every((f) => r.paso(f, `archivo ${a.mes}`))) break;
    if (r.anterior !== a.ultimoHash) {
      r.fallo = { id: a.hastaId, motivo: 'alterada', donde: `archivo ${a.mes}` };
      break;
    }
  }
  let desde = r.anteriorId;
  while (!r.fallo) {
    const filas = await db.select().from(auditoria).where(gt(auditoria.id, desde)).orderBy(asc(auditoria.id)).limit(2000);
    if (filas.length === 0) break;
    if (!filas.every((f) => r.paso(f, 'tabla'))) break;
    desde = filas[filas.length - 1]?.id ?? desde;
  }
  return { ok: !r.fallo, comprobadas: r.comprobadas, sinSellar: r.sinSellar, fallo: r.fallo };
}
