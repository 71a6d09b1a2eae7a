import { describe, expect, it } from 'vitest';
import { erroresTarea } from './validacion.ts';

describe('erroresTarea', () => {
  it('asks for the title and a dd/mm/yyyy date, like the API', () => {
    expect(erroresTarea({ titulo: '', fechaLimite: '' })).toEqual({ titulo: ['Este campo es obligatorio'] });
    expect(erroresTarea({ titulo: 'x', fechaLimite: '31/02/2026' })).toEqual({ fechaLimite: ['Formato fecha no válido'] });
    expect(erroresTarea({ titulo: 'x', fechaLimite: '28/02/2026' })).toEqual({});
  });
});
