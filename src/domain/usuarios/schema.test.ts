import { describe, expect, it } from 'vitest';
import { documentoMessage, normalizeDocumento } from './documento.ts';
import { documentoIssues, usuarioCreateSchema, usuarioPatchSchema } from './schema.ts';

describe('documentoMessage', () => {
  it('gives the spec message of the document type', () => {
    expect(documentoMessage('DNI', 'Documento de identidad no válido')).toBe('DNI no válido');
    expect(documentoMessage('nie', 'Documento de identidad no válido')).toBe('NIE no válido');
    expect(documentoMessage('PAS', 'Documento de identidad no válido')).toBe('Pasaporte no válido');
    expect(documentoMessage('CIF', 'Documento de identidad no válido')).toBe('Documento de identidad no válido');
    expect(documentoMessage('DNI', 'Este campo es obligatorio')).toBe('Este campo es obligatorio');
  });
});

describe('documentoIssues', () => {
  it('requires the type, accepts a missing number and checks the number against its type', () => {
    expect(documentoIssues('', '12345678Z')).toEqual([
      { field: 'tipoDocumentoIdentidadClave', message: 'Este campo es obligatorio' },
    ]);
    expect(documentoIssues('DNI', '')).toEqual([]);
    expect(documentoIssues('DNI', ' 12345678z ')).toEqual([]);
    expect(documentoIssues('NIE', 'Y1234567X')).toEqual([]);
    expect(documentoIssues('PAS', 'ABC123456')).toEqual([]);
    expect(documentoIssues('DNI', '12345678A')).toEqual([{ field: 'documentoIdentidad', message: 'DNI no válido' }]);
    expect(documentoIssues('XYZ', '')).toEqual([
      { field: 'tipoDocumentoIdentidadClave', message: 'Documento de identidad no válido' },
    ]);
  });
});

describe('normalizeDocumento', () => {
  it('stores documents trimmed and upper-case, blanks as null', () => {
    expect(normalizeDocumento(' x1234567l ')).toBe('X1234567L');
    expect(normalizeDocumento('  ')).toBeNull();
    expect(normalizeDocumento(undefined)).toBeNull();
  });
});

describe('usuarioCreateSchema', () => {
  const ok = { apellido1: 'López', email: 'ana@example.es', tipoDocumentoIdentidadClave: 'DNI' };

  it('reports every broken field at once, each with the spec message', () => {
    const r = usuarioCreateSchema.safeParse({
      email: 'x',
      telefono: '123',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '1',
    });
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      apellido1: 'Este campo es obligatorio',
      email: 'Email no válido',
      telefono: 'Teléfono no válido',
      documentoIdentidad: 'DNI no válido',
    });
  });

  it('does not add a document message over a type error of the same field', () => {
    const r = usuarioCreateSchema.safeParse({ ...ok, documentoIdentidad: 5 });
    expect(r.error?.issues.filter((i) => i.path[0] === 'documentoIdentidad')).toHaveLength(1);
  });

  it('checks the password pair only when a password is given', () => {
    expect(usuarioCreateSchema.safeParse(ok).success).toBe(true);
    expect(usuarioCreateSchema.safeParse({ ...ok, password: 'Buena.1', confirmPassword: 'Buena.1' }).success).toBe(true);
    const r = usuarioCreateSchema.safeParse({ ...ok, confirmPassword: 'Buena.1' });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['password', 'Este campo es obligatorio']]);
  });
});

describe('usuarioPatchSchema', () => {
  it('keeps the keys that were sent (null clears), and only those', () => {
    const r = usuarioPatchSchema.parse({ apellido2: null, activo: false });
    expect(Object.keys(r).sort()).toEqual(['activo', 'apellido2']);
    expect(r.apellido2).toBeUndefined();
    expect(usuarioPatchSchema.safeParse({ password: 'x' }).success).toBe(false);
  });
});
