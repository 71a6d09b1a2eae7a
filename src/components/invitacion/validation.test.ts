import { describe, expect, it } from 'vitest';
import { checkCuentaExistente, checkNuevaCuenta, emptyNuevaCuenta } from './validation.ts';

const valid = {
  ...emptyNuevaCuenta,
  nombre: 'Inés',
  apellido1: 'Invitada',
  tipoDocumentoIdentidadClave: 'DNI',
  documentoIdentidad: '12345678Z',
  password: 'Clave.2026',
  confirmPassword: 'Clave.2026',
};

describe('checkNuevaCuenta (the browser side of PUT /invitaciones/{token})', () => {
  it('passes a complete, valid form', () => {
    expect(checkNuevaCuenta(valid)).toEqual({});
    expect(checkNuevaCuenta({ ...valid, telefono: '912345678', apellido2: 'López' })).toEqual({});
  });

  it('requires names, document and password with the spec messages', () => {
    const errors = checkNuevaCuenta(emptyNuevaCuenta);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.apellido1).toEqual(['Este campo es obligatorio']);
    expect(errors.tipoDocumentoIdentidadClave).toEqual(['Este campo es obligatorio']);
    expect(errors.password).toEqual(['Este campo es obligatorio']);
    expect(errors.apellido2).toBeUndefined();
    expect(errors.telefono).toBeUndefined();
  });

  it('checks the document number against its type', () => {
    expect(checkNuevaCuenta({ ...valid, documentoIdentidad: '12345678A' }).documentoIdentidad).toEqual(['DNI no válido']);
    expect(checkNuevaCuenta({ ...valid, tipoDocumentoIdentidadClave: 'NIE' }).documentoIdentidad).toEqual(['NIE no válido']);
    expect(checkNuevaCuenta({ ...valid, tipoDocumentoIdentidadClave: 'PAS' }).documentoIdentidad).toEqual([
      'Pasaporte no válido',
    ]);
    expect(checkNuevaCuenta({ ...valid, tipoDocumentoIdentidadClave: 'NIE', documentoIdentidad: 'x1234567l' })).toEqual({});
  });

  it('reports each broken password rule, the mismatch and a bad phone', () => {
    const errors = checkNuevaCuenta({ ...valid, password: 'abcdef', confirmPassword: 'abcdef', telefono: '12345' });
    expect(errors.password).toEqual([
      'No cumple los criterios de la contraseña',
      'Se requiere al menos un número',
      'Se requiere al menos una mayúscula',
      'Se requiere al menos un carácter no alfanumérico',
    ]);
    expect(errors.telefono).toEqual(['Teléfono no válido']);
    expect(checkNuevaCuenta({ ...valid, confirmPassword: 'Clave.2027' })).toEqual({
      confirmPassword: ['Las contraseñas no coinciden'],
    });
  });
});

describe('checkCuentaExistente', () => {
  it('only needs the password', () => {
    expect(checkCuentaExistente({ password: '' })).toEqual({ password: ['Este campo es obligatorio'] });
    expect(checkCuentaExistente({ password: ' x ' })).toEqual({});
  });
});
