import { utils, write } from '@e965/xlsx';
import type { Celda } from './listas.ts';

// XLSX through SheetJS (the maintained spreadsheet library, pure JavaScript: it runs on
// Workers, where libraries built on Node streams or worker threads do not). Rows are added
// to the sheet batch by batch as the list is read, with the event loop free between reads;
// the file is zipped once at the end. Values stay typed: numbers as numbers, text as text
// (a text that starts with "=" is never taken for a formula).

/** The rows (header first) as an .xlsx file. */
export async function xlsxDe(lotes: AsyncIterable<Celda[][]>, hoja: string): Promise<Uint8Array> {
  const ws = utils.aoa_to_sheet([]);
  let anchos: number[] = [];
  let primero = true;
  for await (const filas of lotes) {
    utils.sheet_add_aoa(ws, filas, { origin: primero ? 'A1' : -1 });
    primero = false;
    // Column widths from the longest value seen (capped), so the file opens readable.
    for (const fila of filas) {
      anchos = fila.map((v, i) => Math.min(60, Math.max(anchos[i] ?? 8, String(v ?? '').length + 2)));
    }
  }
  ws['!cols'] = anchos.map((wch) => ({ wch }));
  const wb = utils.book_new();
  utils.book_append_sheet(wb, ws, hoja);
  return write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as Uint8Array;
}
