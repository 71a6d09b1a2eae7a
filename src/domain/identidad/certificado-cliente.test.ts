import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AutoridadPrueba,
  crearAutoridadPrueba,
  crearCertificadoPersonal,
} from '../../../scripts/lib/certificados-prueba.ts';
import { documentoDeDn, documentoDeTexto, parseAutoridades, verifyCertificadoCliente } from './certificado-cliente.ts';

const DAY = 24 * 3600 * 1000;
let ca: AutoridadPrueba;
let otra: AutoridadPrueba;
const now = () => new Date();
const verify = (pem: string | null, autoridades = parseAutoridades(ca.pem)) =>
  verifyCertificadoCliente(pem, { autoridades, now: now() });

beforeAll(() => {
  ca = crearAutoridadPrueba();
  otra = crearAutoridadPrueba('Otra AC');
});

describe('the holder’s document', () => {
  it('reads IDCES-, TINES- and bare numbers, DNI and NIE, and refuses a wrong control letter', () => {
    expect(documentoDeTexto('IDCES-12345678Z')).toBe('12345678Z');
    expect(documentoDeTexto('TINES-x1234567l')).toBe('X1234567L');
    expect(documentoDeTexto('12345678Z')).toBe('12345678Z');
    expect(documentoDeTexto('IDCES-12345678A')).toBeNull();
    expect(documentoDeTexto('PASES-ABC123456')).toBeNull();
  });

  it('reads the serialNumber of a subject DN written as text', () => {
    expect(documentoDeDn('CN=APELLIDO NOMBRE - 12345678Z,serialNumber=IDCES-12345678Z,C=ES')).toBe('12345678Z');
    expect(documentoDeDn('CN=Sin documento,C=ES')).toBeNull();
  });
});

describe('verifyCertificadoCliente', () => {
  it('signs in the holder of a certificate of a trusted CA, by its subject serialNumber', () => {
    const pem = crearCertificadoPersonal(ca, { serialNumber: 'IDCES-12345678Z', nombre: 'PRUEBA 12345678Z' });
    expect(verify(pem)).toEqual({ ok: true, documento: '12345678Z', titular: 'PRUEBA 12345678Z' });
  });

  it('takes the NIF of FNMT’s attribute when the subject has no serialNumber (a representative’s certificate)', () => {
    const pem = crearCertificadoPersonal(ca, { nifFnmt: 'X1234567L' });
    expect(verify(pem)).toMatchObject({ ok: true, documento: 'X1234567L' });
  });

  it('finds a CA in a bundle with several certificates', () => {
    const pem = crearCertificadoPersonal(ca, { serialNumber: '12345678Z' });
    const bundle = parseAutoridades(`${otra.pem}\n${ca.pem}`);
    expect(bundle).toHaveLength(2);
    expect(verify(pem, bundle)).toMatchObject({ ok: true });
  });

  it('refuses no certificate, an expired one, one not yet valid, another CA’s, a wrong usage and no document', () => {
    expect(verify(null)).toMatchObject({ ok: false, motivo: 'SIN_CERTIFICADO' });
    expect(verify('')).toMatchObject({ ok: false, motivo: 'SIN_CERTIFICADO' });
    const caducado = crearCertificadoPersonal(ca, {
      serialNumber: '12345678Z',
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - DAY),
    });
    expect(verify(caducado)).toMatchObject({ ok: false, motivo: 'CADUCADO' });
    const futuro = crearCertificadoPersonal(ca, { serialNumber: '12345678Z', notBefore: new Date(Date.now() + DAY) });
    expect(verify(futuro)).toMatchObject({ ok: false, motivo: 'CADUCADO' });
    expect(verify(crearCertificadoPersonal(otra, { serialNumber: '12345678Z' }))).toMatchObject({
      ok: false,
      motivo: 'CA_NO_RECONOCIDA',
    });
    expect(verify(crearCertificadoPersonal(ca, { serialNumber: '12345678Z', uso: 'serverAuth' }))).toMatchObject({
      ok: false,
      motivo: 'USO_NO_VALIDO',
    });
    expect(verify(crearCertificadoPersonal(ca, { serialNumber: '12345678Z', firmaDigital: false }))).toMatchObject({
      ok: false,
      motivo: 'USO_NO_VALIDO',
    });
    expect(verify(crearCertificadoPersonal(ca, { serialNumber: 'IDCES-12345678A' }))).toMatchObject({
      ok: false,
      motivo: 'NO_VALIDO',
    });
    expect(verify('-----BEGIN CERTIFICATE-----\nbasura\n-----END CERTIFICATE-----')).toMatchObject({
      ok: false,
      motivo: 'NO_VALIDO',
    });
  });

  it('trusts nothing with an empty bundle', () => {
    expect(verify(crearCertificadoPersonal(ca, { serialNumber: '12345678Z' }), [])).toMatchObject({
      ok: false,
      motivo: 'CA_NO_RECONOCIDA',
    });
  });
});
