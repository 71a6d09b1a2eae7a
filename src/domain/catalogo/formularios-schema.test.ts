import { describe, expect, it } from 'vitest';
import { formularioImportSchema, preguntaCreateSchema, preguntaInt, respuestaCreateSchema } from './formularios-schema.ts';
import { sameSet } from './preguntas.ts';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('preguntaInt', () => {
  it('accepts whole numbers >= 0 (numbers or numeric strings) and empty values', () => {
    expect(preguntaInt().parse(0)).toBe(0);
    expect(preguntaInt().parse(' 12 ')).toBe(12);
    expect(preguntaInt().parse('')).toBeUndefined();
    expect(preguntaInt().parse(null)).toBeUndefined();
  });

  it('answers "No es un número entero positivo" to every wrong value', () => {
    for (const bad of [-1, 1.5, 'abc', '2,5', true]) {
      const r = preguntaInt().safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('No es un número entero positivo');
    }
    expect(preguntaInt({ required: true }).safeParse('').error?.issues[0]?.message).toBe('Este campo es obligatorio');
  });
});

describe('preguntaCreateSchema', () => {
  it('checks minimo <= maximo only once both are valid', () => {
    const base = { formularioId: 1, enunciado: 'x', tipoClave: 'TEXTO' };
    expect(messages(preguntaCreateSchema.safeParse({ ...base, minimo: 3, maximo: 1 }))).toEqual({
      maximo: 'El mínimo no puede ser mayor que el máximo',
    });
    expect(messages(preguntaCreateSchema.safeParse({ ...base, minimo: -3, maximo: 1 }))).toEqual({
      minimo: 'No es un número entero positivo',
    });
    expect(preguntaCreateSchema.safeParse({ ...base, minimo: 1, maximo: 1 }).success).toBe(true);
  });
});

describe('respuestaCreateSchema', () => {
  it('requires text and a boolean correcta', () => {
    expect(messages(respuestaCreateSchema.safeParse({ preguntaId: 1 }))).toEqual({
      enunciado: 'Este campo es obligatorio',
      correcta: 'Este campo es obligatorio',
    });
  });
});

describe('formularioImportSchema', () => {
  it('takes the GET record shape, ignoring ids and audit', () => {
    const r = formularioImportSchema.parse({
      Titulo: 'T',
      Aclaraciones: null,
      Minimo: 0,
      Auditoria: { Alta: {} },
      Preguntas: [
        {
          Id: 4,
          Enunciado: 'P',
          Tipo: { Clave: 'UNICA', Nombre: 'Una' },
          Respuestas: [{ Id: 9, Enunciado: 'R', Correcta: true }],
        },
      ],
    });
    expect(r.Preguntas?.[0]?.Respuestas?.[0]).toMatchObject({ Enunciado: 'R', Correcta: true });
  });
});

describe('sameSet', () => {
  it('is true only for the same members without repeats', () => {
    expect(sameSet([2, 1], [1, 2])).toBe(true);
    expect(sameSet([1, 1], [1, 2])).toBe(false);
    expect(sameSet([1], [1, 2])).toBe(false);
    expect(sameSet([1, 3], [1, 2])).toBe(false);
    expect(sameSet([], [])).toBe(true);
  });
});
