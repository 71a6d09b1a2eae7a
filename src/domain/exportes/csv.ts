import Papa from 'papaparse';
import type { Celda } from './listas.ts';
import { cedeTurno } from './turno.ts';

// CSV for spreadsheets set to Spanish: `;` between fields (the comma is the decimal mark
// there) and a byte-order mark so Excel reads the accents as UTF-8. papaparse quotes what
// needs it and neutralises formulas (escapeFormulae), so a centre named "=HYPERLINK(…)" stays text.

const BOM = '\uFEFF';

/** One batch of rows as CSV lines (each ending in CRLF). */
function lineasCsv(filas: Celda[][]): string {
  return `${Papa.unparse(filas, { delimiter: ';', newline: '\r\n', escapeFormulae: true })}\r\n`;
}

/** The rows as a CSV byte stream: each batch is encoded as it arrives, never the whole file at once. */
export function csvStream(lotes: AsyncIterator<Celda[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let primero = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!primero) await cedeTurno();
      const { value, done } = await lotes.next();
      if (done) {
        controller.close();
        return;
      }
      const texto = lineasCsv(value);
      controller.enqueue(encoder.encode(primero ? BOM + texto : texto));
      primero = false;
    },
    async cancel() {
      await lotes.return?.(undefined);
    },
  });
}
