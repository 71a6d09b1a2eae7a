import { read, utils } from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.ts';
import type { Celda } from './listas.ts';
import { xlsxStream } from './xlsx.ts';

async function* lotes(): AsyncGenerator<Celda[][]> {
  yield [['Nombre', 'Mínimo', 'Nota']];
  yield [
    ['Ávila Ñandú', 3, null],
    ['=HYPERLINK("http://x")', 0, 'a;b "c"'],
  ];
  yield [['Úbeda <&> \u0001', 12, 'línea\nsegunda']];
}

/** The bytes as text, BOM kept (Response.text() would drop it). */
const texto = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
const bytes = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe('the export writers', () => {
  it('XLSX keeps every row, accents, numbers as numbers and formulas as plain text', async () => {
    const wb = read(await bytes(xlsxStream(lotes(), 'Datos')), { type: 'array' });
    const ws = wb.Sheets.Datos as NonNullable<(typeof wb.Sheets)[string]>;
    const filas = utils.sheet_to_json<Record<string, unknown>>(ws);
    expect(filas).toEqual([
      { Nombre: 'Ávila Ñandú', Mínimo: 3 },
      { Nombre: '=HYPERLINK("http://x")', Mínimo: 0, Nota: 'a;b "c"' },
      { Nombre: 'Úbeda <&> ', Mínimo: 12, Nota: 'línea\nsegunda' },
    ]);
    expect(ws.A3?.t).toBe('s');
    expect(ws.A3?.f).toBeUndefined();
    expect(ws.B2?.t).toBe('n');
  });

  it('CSV starts with a BOM, separates with ";", quotes what needs it and neutralises formulas', async () => {
    const csv = await texto(csvStream(lotes()));
    expect(csv.startsWith('\uFEFFNombre;Mínimo;Nota\r\n')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(data).toEqual([
      ['Nombre', 'Mínimo', 'Nota'],
      ['Ávila Ñandú', '3', ''],
      ['\'=HYPERLINK("http://x")', '0', 'a;b "c"'],
      ['Úbeda <&> \u0001', '12', 'línea\nsegunda'],
    ]);
  });
});

describe('a large export streams', () => {
  const LOTES = 30;
  const FILAS = 500;

  /** 15,000 rows in batches of 500, counting how many batches the writer has asked for. */
  function grande() {
    const estado = { leidos: 0, timerAntesDelFinal: false, timer: false };
    setTimeout(() => {
      estado.timer = true;
    }, 0);
    async function* gen(): AsyncGenerator<Celda[][]> {
      yield [['Código', 'Centro', 'Número']];
      for (let l = 0; l < LOTES; l++) {
        estado.leidos++;
        if (l === LOTES - 1) estado.timerAntesDelFinal = estado.timer;
        yield Array.from({ length: FILAS }, (_, i) => [`P-${l}-${i}`, `Centro número ${l * FILAS + i}`, l * FILAS + i]);
      }
    }
    return { estado, gen: gen() };
  }

  for (const [formato, escribir] of [
    ['XLSX', (g: AsyncGenerator<Celda[][]>) => xlsxStream(g, 'Datos')],
    ['CSV', (g: AsyncGenerator<Celda[][]>) => csvStream(g)],
  ] as const) {
    it(`${formato}: the first bytes leave before the list is read, and a timer runs before it ends`, async () => {
      const { estado, gen } = grande();
      const reader = escribir(gen).getReader();
      const primero = await reader.read();
      expect(primero.done).toBe(false);
      expect(primero.value?.length).toBeGreaterThan(0);
      expect(estado.leidos).toBeLessThan(LOTES / 2);
      const trozos = [primero.value as Uint8Array];
      for (let r = await reader.read(); !r.done; r = await reader.read()) trozos.push(r.value);
      expect(estado.leidos).toBe(LOTES);
      // The writer gave the event loop a turn between batches: a timer set at the start ran.
      expect(estado.timerAntesDelFinal).toBe(true);
      expect(trozos.length).toBeGreaterThan(2);
      if (formato === 'XLSX') {
        const todo = new Uint8Array(trozos.reduce((n, c) => n + c.length, 0));
        let desde = 0;
        for (const c of trozos) {
          todo.set(c, desde);
          desde += c.length;
        }
        const wb = read(todo, { type: 'array' });
        const filas = utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Datos as never);
        expect(filas).toHaveLength(LOTES * FILAS);
        expect(filas.at(-1)).toEqual({
          Código: `P-${LOTES - 1}-${FILAS - 1}`,
          Centro: `Centro número ${LOTES * FILAS - 1}`,
          Número: LOTES * FILAS - 1,
        });
      }
    });
  }
});
