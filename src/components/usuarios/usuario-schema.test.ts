import { describe, expect, it } from 'vitest';
import { usuarioCreateSchema } from '../../domain/usuarios/schema.ts';
import { EMPTY_USUARIO, type UsuarioFormValues, usuarioPayload, validateUsuario } from './usuario-schema.ts';

const valid: UsuarioFormValues = {
  ...EMPTY_USUARIO,
  nombre: 'Ana',
  apellido1: 'López',
  email: 'ana@example.es',
  documentoIdentidad: '12345678Z',
};

/** What the API answers for the same values: the browser must say the same. */
function serverErrors(values: UsuarioFormValues) {
  const r = usuarioCreateSchema.safeParse(usuarioPayload(values, 'alta'));
  const out: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] = [...(out[String(i.path[0])] ?? []), i.message];
  return out;
}

describe('validateUsuario', () => {
  it('accepts a valid form', () => {
    expect(validateUsuario(valid, 'alta')).toEqual({});
  });

  it.each([
    ['DNI', '12345678A', 'DNI no válido'],
    ['NIE', '12345678Z', 'NIE no válido'],
    ['PAS', '12', 'Pasaporte no válido'],
  ])('a %s number that does not fit gets "%s"', (tipo, numero, message) => {
    const values = { ...valid, tipoDocumentoIdentidadClave: tipo, documentoIdentidad: numero };
    expect(validateUsuario(values, 'alta')).toEqual({ documentoIdentidad: [message] });
  });

  it('gives the same messages as the API, field by field', () => {
    const cases: Partial<UsuarioFormValues>[] = [
      { apellido1: '', email: '' },
      { email: 'no-es-correo', telefono: '512345678' },
      { username: 'con espacio' },
      { password: 'abc', confirmPassword: 'abc' },
      { password: 'Buena.Clave1', confirmPassword: 'Otra.Clave1' },
      { tipoDocumentoIdentidadClave: 'NIE', documentoIdentidad: 'X1234567A' },
    ];
    for (const c of cases) {
      const values = { ...valid, ...c };
      expect(validateUsuario(values, 'alta'), JSON.stringify(c)).toEqual(serverErrors(values));
    }
  });

  it('does not check the password when editing (it is not sent)', () => {
    expect(validateUsuario({ ...valid, password: 'abc' }, 'edicion')).toEqual({});
  });
});

describe('usuarioPayload', () => {
  it('sends numbers for references, null for blanks; activo and password only when creating', () => {
    const values = {
      ...valid,
      sexoId: '2',
      provinciaId: '',
      telefono: ' ',
      perfilId: '6',
      password: 'Buena.1',
      confirmPassword: 'Buena.1',
    };
    expect(usuarioPayload(values, 'alta')).toMatchObject({
      sexoId: 2,
      provinciaId: null,
      telefono: null,
      perfilId: 6,
      activo: true,
      password: 'Buena.1',
    });
    const edit = usuarioPayload(values, 'edicion');
    expect(edit).not.toHaveProperty('activo');
    expect(edit).not.toHaveProperty('password');
    expect(edit).not.toHaveProperty('perfilId');
  });
});
