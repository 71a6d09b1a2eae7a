import { describe, expect, it } from 'vitest';
import { pick } from './listado.ts';

describe('pick', () => {
  it('projects case-insensitively and refuses unknown fields', () => {
    expect(pick({ Id: 1, Titulo: 'x', Minimo: 0 }, ['id', 'TITULO'])).toEqual({ Id: 1, Titulo: 'x' });
    expect(pick({ Id: 1 }, undefined)).toEqual({ Id: 1 });
    expect(() => pick({ Id: 1 }, ['Nada'])).toThrow(expect.objectContaining({ status: 400 }));
  });
});
