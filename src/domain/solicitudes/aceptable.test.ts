import { describe, expect, it } from 'vitest';
import { faltasParaAceptar } from './aceptable.ts';

describe('faltasParaAceptar (what the request page says before asking, and the server refuses with 422)', () => {
  it('names each missing responsible under its field', () => {
    expect(faltasParaAceptar({ tutorId: null, administrativoId: null })).toEqual({
      usuarioTutorId: ['Asigne un referente (tutor) antes de aceptar la solicitud'],
      usuarioAdministrativoId: ['Asigne un responsable administrativo antes de aceptar la solicitud'],
    });
    expect(faltasParaAceptar({ tutorId: 4, administrativoId: null })).toEqual({
      usuarioAdministrativoId: ['Asigne un responsable administrativo antes de aceptar la solicitud'],
    });
    expect(faltasParaAceptar({ tutorId: 4, administrativoId: 5 })).toEqual({});
  });
});
