import { describe, expect, it } from 'vitest';
import { erroresDe } from '../../../tests/fixtures/dominio.ts';
import { CUENTA_NUEVA } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { errores } from '../../i18n/errores.ts';
import { validacion } from '../../i18n/validacion.ts';
import { documentoMessage } from './documento.ts';
import { parseCuentaExistente, parseNuevaCuenta } from './schema.ts';

const fallo = (fn: () => unknown) => erroresDe(Promise.resolve().then(fn));

describe('accepting with an existing account', () => {
  it('needs the password, and nothing else', async () => {
    expect(parseCuentaExistente({ password: 'x' })).toEqual({ password: 'x' });
    expect(await fallo(() => parseCuentaExistente({}))).toEqual({ password: [validacion.required] });
    expect(await fallo(() => parseCuentaExistente({ password: '' }))).toEqual({ password: [validacion.required] });
    expect(await fallo(() => parseCuentaExistente({ password: 'x', esAdmin: true }))).toEqual({
      esAdmin: [errores.campoNoPermitido],
    });
  });
});

describe('accepting with a new account', () => {
  it('reads names, document, phone and the password', () => {
    expect(parseNuevaCuenta({ ...CUENTA_NUEVA, apellido2: 'Gil', telefono: '600123123' })).toEqual({
      nombre: 'Lucía',
      apellido1: 'Pérez',
      apellido2: 'Gil',
      telefono: '600123123',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678Z',
      password: 'Clave.2026',
    });
  });

  it("names the document's own type when its number does not fit it", async () => {
    expect(await fallo(() => parseNuevaCuenta({ ...CUENTA_NUEVA, documentoIdentidad: '12345678A' }))).toEqual({
      documentoIdentidad: [validacion.dni],
    });
    expect(
      await fallo(() =>
        parseNuevaCuenta({ ...CUENTA_NUEVA, tipoDocumentoIdentidadClave: 'NIE', documentoIdentidad: '12345678Z' }),
      ),
    ).toEqual({ documentoIdentidad: [validacion.nie] });
  });

  it('reports every problem at once, each under its field', async () => {
    const errores_ = await fallo(() =>
      parseNuevaCuenta({
        apellido1: 'Pérez',
        tipoDocumentoIdentidadClave: 'DNI',
        documentoIdentidad: '1',
        password: 'Clave.2026',
        confirmPassword: 'Otra.2026',
        extra: 1,
      }),
    );
    expect(Object.keys(errores_ ?? {}).sort()).toEqual(['confirmPassword', 'documentoIdentidad', 'extra', 'nombre']);
    expect(errores_?.confirmPassword).toEqual([validacion.password.mismatch]);
    expect(errores_?.nombre).toEqual([validacion.required]);
    expect(errores_?.extra).toEqual([errores.campoNoPermitido]);
  });
});

describe('documentoMessage', () => {
  it("turns the generic document message into the type's own, for the number only", () => {
    const generic = validacion.identityDocument;
    expect(documentoMessage('documentNumber', 'dni ', generic)).toBe(validacion.dni);
    expect(documentoMessage('documentNumber', 'NIE', generic)).toBe(validacion.nie);
    expect(documentoMessage('documentNumber', 'PAS', generic)).toBe(validacion.passport);
    expect(documentoMessage('documentNumber', 'XYZ', generic)).toBe(generic);
    expect(documentoMessage('documentType', 'DNI', generic)).toBe(generic);
    expect(documentoMessage('documentNumber', 'DNI', 'otro')).toBe('otro');
  });
});
