import { describe, expect, it } from 'vitest';
import { requireCatalogo } from './acceso.ts';
import {
  ejemploSchema,
  estandarCreateSchema,
  evidenciaCreateSchema,
  guiaCreateSchema,
  ordenarSchema,
} from './estandares-schema.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0] ?? '_'), i.message]));

describe('estandarCreateSchema', () => {
  it('accepts the form with numbers as strings and trims texts', () => {
    const r = estandarCreateSchema.parse({
      manualId: '1',
      bloqueId: 2,
      codigo: ' E1 ',
      descripcion: 'd',
      esencial: false,
      minimo: '3',
      proposito: '',
    });
    expect(r).toMatchObject({ manualId: 1, bloqueId: 2, codigo: 'E1', minimo: 3, esencial: false });
    expect(r.proposito).toBeUndefined();
  });

  it('reports the spec messages', () => {
    const r = estandarCreateSchema.safeParse({ minimo: '1,5', orden: 'x', esencial: null, etiquetas: [0], sobra: 1 });
    expect(r.success).toBe(false);
    expect(issues(r)).toMatchObject({
      manualId: 'Este campo es obligatorio',
      codigo: 'Este campo es obligatorio',
      esencial: 'Este campo es obligatorio',
      minimo: 'No es un número entero positivo',
      orden: 'Solo números enteros positivos',
      etiquetas: 'Solo números enteros positivos',
    });
  });
});

describe('other payloads', () => {
  it('evidencia requires its standard and manual', () => {
    expect(issues(evidenciaCreateSchema.safeParse({ codigo: 'a', descripcion: 'b', esencial: true }))).toEqual({
      manualId: 'Este campo es obligatorio',
      estandarId: 'Este campo es obligatorio',
    });
  });

  it('ejemplo requires only a title; the description is free HTML up to a limit', () => {
    expect(ejemploSchema.safeParse({ titulo: 'x', descripcion: '<p>a</p>' }).success).toBe(true);
    expect(ejemploSchema.safeParse({ titulo: 'x', descripcion: 'a'.repeat(100_001) }).success).toBe(false);
    expect(issues(ejemploSchema.safeParse({}))).toEqual({ titulo: 'Este campo es obligatorio' });
  });

  it('guia flags are booleans; ordenar needs at least one id', () => {
    expect(guiaCreateSchema.safeParse({ estandarId: 1, descripcion: 'x', generaFortaleza: 'si' }).success).toBe(false);
    expect(ordenarSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(ordenarSchema.parse({ ids: [3, 1] })).toEqual({ ids: [3, 1] });
  });
});

describe('requireCatalogo', () => {
  const actor = (permisos: Array<[string, boolean]>, esSuperAdmin = false) => ({
    usuarioId: 1,
    nombre: 'x',
    esSuperAdmin,
    tipoPerfil: null,
    permisos: permisos.map(([clave, escritura]) => ({ clave, escritura })),
    permisosGenerales: [],
  });

  it('reads with any of MANUALES, GEST_PROCESOS, AE, INF_EVAL; writes only with MANUALES at E', () => {
    expect(() => requireCatalogo(null, 'L')).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireCatalogo(actor([['PERSONAS', true]]), 'L')).toThrow(expect.objectContaining({ status: 403 }));
    for (const k of ['MANUALES', 'gest_procesos', 'AE', 'INF_EVAL'])
      expect(requireCatalogo(actor([[k, false]]), 'L')).toBeTruthy();
    expect(() => requireCatalogo(actor([['MANUALES', false]]), 'E')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireCatalogo(actor([['AE', true]]), 'E')).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireCatalogo(actor([['manuales', true]]), 'E')).toBeTruthy();
    expect(requireCatalogo(actor([], true), 'E')).toBeTruthy();
  });
});
