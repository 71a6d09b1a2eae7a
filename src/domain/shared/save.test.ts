import { describe, expect, it } from 'vitest';
import { saveVerb } from './save.ts';

type Ctx = { instancia: string };
const ctx: Ctx = { instancia: 'i' };
const create = async (c: Ctx, input: { nombre: string }) => ({ creado: `${c.instancia}:${input.nombre}` });
const update = async (c: Ctx, id: number, input: { nombre: string }, extra?: string) => ({
  cambiado: `${c.instancia}:${id}:${input.nombre}:${extra ?? '-'}`,
});

describe('saveVerb', () => {
  const save = saveVerb(create, update);

  it('creates when the second argument is the input', async () => {
    expect(await save(ctx, { nombre: 'a' })).toEqual({ creado: 'i:a' });
  });

  it('replaces the record when the second argument is its id, passing every further argument on', async () => {
    expect(await save(ctx, 7, { nombre: 'b' })).toEqual({ cambiado: 'i:7:b:-' });
    expect(await save(ctx, 7, { nombre: 'b' }, 'x')).toEqual({ cambiado: 'i:7:b:x' });
  });

  it('refuses, at compile time, a create whose second argument is a number (the calls could not be told apart)', () => {
    const createUnder = async (_c: Ctx, padreId: number, _input: { nombre: string }) => padreId;
    // @ts-expect-error: create's second argument must not be an id.
    expect(typeof saveVerb(createUnder, update)).toBe('function');
    const updateByKey = async (_c: Ctx, clave: string) => clave;
    // @ts-expect-error: update's second argument must be the numeric id.
    expect(typeof saveVerb(create, updateByKey)).toBe('function');
  });
});
