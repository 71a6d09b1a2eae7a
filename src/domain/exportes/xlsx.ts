import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Celda } from './listas.ts';
import { cedeTurno } from './turno.ts';

// XLSX streamed: the sheet's XML is written batch by batch as the list is read and zipped on
// the fly by fflate's streaming Zip (pure JavaScript, maintained, no Node streams or worker
// threads: it runs on Workers too), so the first bytes leave before the last rows are read and
// no step builds the whole file at once (SheetJS, used before, writes a workbook only whole).
// The package is the smallest valid SpreadsheetML: content types, relationships, a workbook
// with one sheet, minimal styles. Cells are typed: numbers as numbers, everything else as
// inline text, which a spreadsheet never evaluates (a value starting with "=" stays text).

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument';

const ESTATICOS = (hoja: string): Record<string, string> => ({
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${CT}.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${escapar(hoja.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${XML}<styleSheet xmlns="${NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
});

/** Rows written and zipped in one go (~75 KB of XML): a few milliseconds of work between turns. */
const FILAS_POR_TROZO = 100;

/** Text as XML character data: markup escaped, and the control characters XML 1.0 forbids dropped. */
function escapar(texto: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids, removed here.
  const limpio = texto.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  return limpio.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Column letters of a 0-based index (0 → A, 26 → AA). */
function columna(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function celda(v: Celda, ref: string): string {
  if (v === null || v === '') return '';
  if (typeof v === 'number' && Number.isFinite(v)) return `<c r="${ref}"><v>${v}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapar(String(v))}</t></is></c>`;
}

/** Column widths from the longest value in the rows seen first (capped), so the file opens readable. */
function anchos(filas: Celda[][]): string {
  const w: number[] = [];
  for (const fila of filas)
    fila.forEach((v, i) => {
      w[i] = Math.min(60, Math.max(w[i] ?? 8, String(v ?? '').length + 2));
    });
  if (w.length === 0) return '';
  return `<cols>${w.map((wch, i) => `<col min="${i + 1}" max="${i + 1}" width="${wch}" customWidth="1"/>`).join('')}</cols>`;
}

/** The rows (header first, batch by batch) as an .xlsx byte stream. */
export function xlsxStream(lotes: AsyncIterator<Celda[][]>, hoja: string): ReadableStream<Uint8Array> {
  const salida: Uint8Array[] = [];
  let fallo: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) fallo = err;
    else salida.push(chunk);
  });
  let fila = 0;
  let hojaXml: ZipDeflate | null = null;
  let pendientes: Celda[][] = [];
  const filasXml = (filas: Celda[][]) =>
    filas
      .map((f) => {
        fila++;
        return `<row r="${fila}">${f.map((v, i) => celda(v, `${columna(i)}${fila}`)).join('')}</row>`;
      })
      .join('');

  async function abrir() {
    for (const [nombre, texto] of Object.entries(ESTATICOS(hoja))) {
      const f = new ZipDeflate(nombre, { level: 6 });
      zip.add(f);
      f.push(strToU8(texto), true);
    }
    // The widths need the first rows: the header's batch and the first batch of data.
    const primeros: Celda[][][] = [];
    for (let i = 0; i < 2; i++) {
      const r = await lotes.next();
      if (r.done) break;
      primeros.push(r.value);
    }
    hojaXml = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    zip.add(hojaXml);
    const todas = primeros.flat();
    hojaXml.push(strToU8(`${XML}<worksheet xmlns="${NS}">${anchos(todas)}<sheetData>`));
    pendientes = todas;
  }

  return new ReadableStream<Uint8Array>({
    // Each call sends at least one chunk (or ends): the deflater may hold a small batch back,
    // and a call that enqueued nothing would not be called again.
    async pull(controller) {
      if (!hojaXml) await abrir();
      while (salida.length === 0 && hojaXml) {
        await cedeTurno();
        if (pendientes.length > 0) {
          // Zipping is the costly step: a slice at a time, with a turn between slices.
          hojaXml.push(strToU8(filasXml(pendientes.splice(0, FILAS_POR_TROZO))));
          continue;
        }
        const { value, done } = await lotes.next();
        if (!done) {
          pendientes = value;
          continue;
        }
        hojaXml.push(strToU8('</sheetData></worksheet>'), true);
        zip.end();
        if (fallo) throw fallo;
        for (const c of salida.splice(0)) controller.enqueue(c);
        controller.close();
        return;
      }
      if (fallo) throw fallo;
      for (const c of salida.splice(0)) controller.enqueue(c);
    },
    async cancel() {
      zip.terminate();
      await lotes.return?.(undefined);
    },
  });
}
