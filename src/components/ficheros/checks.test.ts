import { describe, expect, it } from 'vitest';
import { SAMPLES, text } from '../../../tests/fixtures/ficheros.ts';
import { type ChosenFile, checkFichero, extensionesDeTipo } from './checks.ts';
import { kbTexto, puedeVerse, toFicheroRef } from './fichero-lista.tsx';
import { uploadFields } from './upload.ts';

/** A chosen file whose head is `head` and whose size is `size` (without allocating it). */
const chosen = (name: string, head: Uint8Array, size = head.length): ChosenFile => ({
  name,
  size,
  slice: (start, end) => ({ arrayBuffer: async () => head.slice(start, end).buffer }),
});

describe('checkFichero (the server checks, in the browser)', () => {
  it('accepts every allowed type whose content matches its extension', async () => {
    for (const [name, bytes] of [
      ['a.bmp', SAMPLES.bmp],
      ['a.GIF', SAMPLES.gif],
      ['a.jpg', SAMPLES.jpeg],
      ['a.jpeg', SAMPLES.jpeg],
      ['a.tif', SAMPLES.tiff],
      ['a.tiff', SAMPLES.tiff],
      ['a.pdf', SAMPLES.pdf],
      ['a.png', SAMPLES.png],
      ['a.zip', SAMPLES.zip],
      ['a.rar', SAMPLES.rar],
    ] as const) {
      expect(await checkFichero(chosen(name, bytes)), name).toBeNull();
    }
    expect(await checkFichero(chosen('a.pdf', SAMPLES.pdf, 2048 * 1024))).toBeNull();
  });

  it('refuses size, name, empty, type and mismatches with the server texts', async () => {
    expect(await checkFichero(chosen('a.pdf', SAMPLES.pdf, 2048 * 1024 + 1))).toBe('El fichero «a.pdf» supera los 2048 KB');
    expect(await checkFichero(chosen('a.pdf', SAMPLES.pdf, 600 * 1024), 512 * 1024)).toBe('El fichero «a.pdf» supera los 512 KB');
    const long = `${'a'.repeat(97)}.pdf`;
    expect(await checkFichero(chosen(long, SAMPLES.pdf))).toBe(`El nombre del fichero «${long}» supera los 100 caracteres`);
    expect(await checkFichero(chosen('a.pdf', new Uint8Array()))).toBe('El fichero «a.pdf» está vacío');
    expect(await checkFichero(chosen('a.svg', SAMPLES.svg))).toMatch(/^El fichero «a\.svg» no es de un tipo admitido/);
    expect(await checkFichero(chosen('a.pdf', text('MZ\x90\x00 programa')))).toMatch(/no es de un tipo admitido/);
    expect(await checkFichero(chosen('a.pdf', SAMPLES.png))).toBe(
      'El contenido del fichero «a.pdf» no corresponde a su extensión (es un PNG)',
    );
  });

  it("checks a document type's own formats first; a type without formats takes every admitted one", async () => {
    const soloPdf = extensionesDeTipo(['PDF']);
    expect(soloPdf).toEqual(['pdf']);
    expect(await checkFichero(chosen('plano.png', SAMPLES.png), undefined, soloPdf)).toBe(
      '«plano.png»: formato no admitido para este documento (PDF)',
    );
    expect(await checkFichero(chosen('memoria.pdf', SAMPLES.pdf), undefined, soloPdf)).toBeNull();
    expect(extensionesDeTipo([])).toEqual(['bmp', 'gif', 'jpg', 'jpeg', 'tiff', 'tif', 'pdf', 'png', 'zip', 'rar']);
    expect(await checkFichero(chosen('plano.png', SAMPLES.png), undefined, extensionesDeTipo(null))).toBeNull();
    // The content check still applies within the type's formats.
    expect(await checkFichero(chosen('a.pdf', SAMPLES.png), undefined, soloPdf)).toMatch(/no corresponde a su extensión/);
  });
});

describe('upload fields and display', () => {
  it('sends the spec field names, indexed, with one owner', () => {
    expect(uploadFields([{ name: 'a.pdf' }, { name: 'b.png' }], { manualId: 7 }, 'MAN')).toEqual({
      manualId: '7',
      'nombreFisico[0]': 'a.pdf',
      'tipoClave[0]': 'MAN',
      'nombreFisico[1]': 'b.png',
      'tipoClave[1]': 'MAN',
    });
  });

  it('shows sizes as floor(bytes / 1024) KB and previews only the spec list', () => {
    expect(toFicheroRef({ id: 1, nombreFisico: 'a.pdf', bytes: 2047 })).toEqual({ Id: 1, NombreFisico: 'a.pdf', Kb: 1 });
    expect(kbTexto(0)).toBe('0 KB');
    expect(['a.PDF', 'a.svg', 'a.tif', 'a.zip', 'a.ico'].map(puedeVerse)).toEqual([true, false, false, false, true]);
  });
});
