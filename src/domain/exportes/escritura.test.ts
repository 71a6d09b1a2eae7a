import { read, utils } from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.ts';
import type { Celda } from './listas.ts';
import { xlsxDe } from './xlsx.ts';

async function* lotes(): AsyncGenerator<Celda[][]> {
  yield [['Nombre', 'Mínimo', 'Nota']];
  yield [
    ['Ávila Ñandú', 3, null],
    ['=HYPERLINK("http://x")', 0, 'a;b "c"'],
  ];
  yield [['Úbeda', 12, 'línea\nsegunda']];
}

/** The bytes as text, BOM kept (Response.text() would drop it). */
const texto = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe('the export writers', () => {
  it('XLSX keeps every row, accents, numbers as numbers and formulas as plain text', async () => {
    const wb = read(await xlsxDe(lotes(), 'Datos'), { type: 'array' });
    const ws = wb.Sheets.Datos as NonNullable<(typeof wb.Sheets)[string]>;
    const filas = utils.sheet_to_json<Record<string, unknown>>(ws);
    expect(filas).toEqual([
      { Nombre: 'Ávila Ñandú', Mínimo: 3 },
      { Nombre: '=HYPERLINK("http://x")', Mínimo: 0, Nota: 'a;b "c"' },
      { Nombre: 'Úbeda', Mínimo: 12, Nota: 'línea\nsegunda' },
    ]);
    expect(ws.A3?.t).toBe('s');
    expect(ws.A3?.f).toBeUndefined();
  });

  it('CSV starts with a BOM, separates with ";", quotes what needs it and neutralises formulas', async () => {
    const csv = await texto(csvStream(lotes()));
    expect(csv.startsWith('\uFEFFNombre;Mínimo;Nota\r\n')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(data).toEqual([
      ['Nombre', 'Mínimo', 'Nota'],
      ['Ávila Ñandú', '3', ''],
      ['\'=HYPERLINK("http://x")', '0', 'a;b "c"'],
      ['Úbeda', '12', 'línea\nsegunda'],
    ]);
  });
});
