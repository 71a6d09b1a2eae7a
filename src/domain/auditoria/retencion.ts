import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { auditoria, auditoriaArchivos } from '../../db/schema/auditoria.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../context.ts';
import { newStorageKey, type Storage } from '../shared/storage.ts';
import { ARCHIVO_TIPO, empaquetar } from './archivo.ts';
import type { FilaAuditoria } from './cadena.ts';

/** How long entries stay in the table when AUDITORIA_RETENCION_ANOS is not set. */
export const RETENCION_ANOS_DEFECTO = 5;

/** AUDITORIA_RETENCION_ANOS: a whole number of years (1-100); anything else is refused. */
export function retencionAnos(value: string | undefined): number {
  const v = value?.trim();
  if (!v) return RETENCION_ANOS_DEFECTO;
  const n = /^\d{1,3}$/.test(v) ? Number(v) : 0;
  if (n < 1 || n > 100) throw new Error(`AUDITORIA_RETENCION_ANOS="${v}" no es válido: indique un número de años entre 1 y 100`);
  return n;
}

/** The first instant of the month after `mes` ("2021-03" → "2021-04-01T00:00:00.000Z"). */
const finDeMes = (mes: string) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString();
};

const LECTURA = 2000;
/** Months archived per run: a long-neglected log catches up over several runs. */
const MESES_POR_EJECUCION = 12;

/**
 * The oldest month still in the table, when it is wholly older than the retention: the
 * sealed entries from the table's start, in id (chain) order, up to the first of a later
 * month. A prefix, so the table keeps chaining from the last archived entry.
 */
async function mesArchivable(db: Db, corte: string): Promise<{ mes: string; filas: FilaAuditoria[] } | null> {
  const [primera] = await db.select().from(auditoria).orderBy(asc(auditoria.id)).limit(1);
  if (!primera?.hash) return null;
  const mes = primera.fecha.slice(0, 7);
  const fin = finDeMes(mes);
  if (fin > corte) return null;
  const filas: FilaAuditoria[] = [];
  let desde = primera.id;
  for (;;) {
    const lote = await db.select().from(auditoria).where(gte(auditoria.id, desde)).orderBy(asc(auditoria.id)).limit(LECTURA);
    for (const f of lote) {
      if (!f.hash || f.fecha >= fin) return { mes, filas };
      filas.push(f);
    }
    if (lote.length < LECTURA) return { mes, filas };
    desde = (lote.at(-1) as FilaAuditoria).id + 1;
  }
}

/**
 * Retention: entries older than `anos` years leave the table for one gzipped
 * JSON-lines file per month in the file storage, listed in `auditoria_archivos` with the
 * hash of their last entry, so `npm run auditoria:verificar` walks archives and table as
 * one chain. The file is written first; the listing and the removal are one batch, so a
 * stop in between leaves at most an unlisted file, and two runners racing on a month
 * collide on its key and only one batch applies. Returns how many entries were archived.
 */
export async function archivarAntiguas(db: Db, storage: Storage, clock: Clock, anos: number): Promise<number> {
  const now = clock.now();
  const corteDate = new Date(now);
  corteDate.setUTCFullYear(corteDate.getUTCFullYear() - anos);
  const corte = corteDate.toISOString();
  let total = 0;
  for (let i = 0; i < MESES_POR_EJECUCION; i++) {
    const lote = await mesArchivable(db, corte);
    if (!lote || lote.filas.length === 0) break;
    const primera = lote.filas[0] as FilaAuditoria;
    const ultima = lote.filas.at(-1) as FilaAuditoria;
    // A month seen again (an entry dated earlier than its predecessor) gets its own name.
    const [yaArchivado] = await db.select().from(auditoriaArchivos).where(eq(auditoriaArchivos.mes, lote.mes));
    const mes = yaArchivado ? `${lote.mes}#${primera.id}` : lote.mes;
    const clave = newStorageKey();
    await storage.put(clave, empaquetar(lote.filas), ARCHIVO_TIPO);
    try {
      await db.batch([
        db.insert(auditoriaArchivos).values({
          mes,
          claveFichero: clave,
          desdeId: primera.id,
          hastaId: ultima.id,
          numero: lote.filas.length,
          ultimoHash: ultima.hash as string,
          fecha: now.toISOString(),
        }),
        db.delete(auditoria).where(and(gte(auditoria.id, primera.id), lte(auditoria.id, ultima.id), isNotNull(auditoria.hash))),
      ]);
    } catch (e) {
      // Another runner archived this month first: its file is the listed one.
      await storage.delete(clave);
      throw e;
    }
    total += lote.filas.length;
  }
  return total;
}
