import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';
import type { FilaAuditoria } from './cadena.ts';

// A monthly archive is the month's sealed entries, one JSON object per line, gzipped:
// the same rows the table held, so the chain is recomputed from them unchanged.

export const ARCHIVO_TIPO = 'application/gzip';

export const empaquetar = (filas: readonly FilaAuditoria[]): Uint8Array =>
  gzipSync(strToU8(filas.map((f) => JSON.stringify(f)).join('\n')), { level: 9 });

export function desempaquetar(bytes: Uint8Array): FilaAuditoria[] {
  const text = strFromU8(gunzipSync(bytes));
  return text ? text.split('\n').map((l) => JSON.parse(l) as FilaAuditoria) : [];
}
