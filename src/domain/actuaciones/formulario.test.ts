import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors.ts';
import type { Parte } from '../ficheros/formulario.ts';
import { parseActuacionMultipart } from './formulario.ts';

const fichero = (nombre: string) => Object.assign(new Blob([new Uint8Array([1, 2, 3])]), { name: nombre });

describe('the multipart form of POST actuaciones', () => {
  it('reads the fields, the repeated lists and the Ficheros[i][…] parts', async () => {
    const parts: Array<[string, Parte]> = [
      ['Descripcion', 'Visita'],
      ['tipoClave', 'VISITA'],
      ['titulo', ''],
      ['usuarios', '3'],
      ['usuarios', '4'],
      ['centros[0]', '7'],
      ['Ficheros[1][ContenidoBinario]', fichero('b.pdf')],
      ['Ficheros[0][NombreFisico]', 'acta.pdf'],
      ['Ficheros[0][ContenidoBinario]', fichero('a.pdf')],
      ['Ficheros[0][Descripcion]', 'El acta'],
    ];
    const { payload, ficheros } = await parseActuacionMultipart(parts);
    expect(payload).toEqual({ descripcion: 'Visita', tipoClave: 'VISITA', usuarios: [3, 4], centros: [7] });
    expect(ficheros.map((f) => [f.nombreFisico, f.descripcion, f.bytes.byteLength])).toEqual([
      ['acta.pdf', 'El acta', 3],
      ['b.pdf', null, 3],
    ]);
  });

  it('refuses unknown parts, repeated fields and ids that are not numbers (422 on the field)', async () => {
    const fallo = async (parts: Array<[string, Parte]>) => {
      try {
        await parseActuacionMultipart(parts);
      } catch (err) {
        return isAppError(err) ? [err.status, Object.keys(err.errors ?? {})] : err;
      }
      return 'no error';
    };
    expect(await fallo([['otro', 'x']])).toEqual([422, ['otro']]);
    expect(
      await fallo([
        ['descripcion', 'a'],
        ['descripcion', 'b'],
      ]),
    ).toEqual([422, ['descripcion']]);
    expect(await fallo([['usuarios', 'uno']])).toEqual([422, ['usuarios']]);
    expect(await fallo([['descripcion', fichero('x.pdf')]])).toEqual([422, ['descripcion']]);
  });
});
