import { describe, expect, it } from 'vitest';
import { allReadOrWrite, allWrite, anyReadOrWrite, levelOf, type PermissionSubject } from './levels.ts';

const user: PermissionSubject = {
  esSuperAdmin: false,
  permisos: [
    { clave: 'PERSONAS', escritura: true },
    { clave: 'MANUALES', escritura: false },
    { clave: 'HISTORICO', escritura: false },
    { clave: 'HISTORICO', escritura: true }, // held twice (two profiles): write wins
  ],
};
const admin: PermissionSubject = { esSuperAdmin: true, permisos: [] };

describe('levelOf', () => {
  it('write, read or nothing per key', () => {
    expect(levelOf(user, 'PERSONAS')).toBe('E');
    expect(levelOf(user, 'MANUALES')).toBe('L');
    expect(levelOf(user, 'GEST_FIRMA')).toBe('');
  });

  it('looks keys up case-insensitively', () => {
    expect(levelOf(user, 'personas')).toBe('E');
    expect(levelOf(user, 'Manuales')).toBe('L');
  });

  it('writes when any matching permission writes', () => {
    expect(levelOf(user, 'HISTORICO')).toBe('E');
  });

  it('gives the super administrator E on every key', () => {
    expect(levelOf(admin, 'GEST_FIRMA')).toBe('E');
  });

  it('an empty or missing key gives E; no session gives nothing', () => {
    expect(levelOf(user, '')).toBe('E');
    expect(levelOf(user, undefined)).toBe('E');
    expect(levelOf(null, 'PERSONAS')).toBe('');
    expect(levelOf(null, '')).toBe('E');
  });
});

describe('combinations', () => {
  it('allWrite', () => {
    expect(allWrite(user, ['PERSONAS', 'HISTORICO'])).toBe(true);
    expect(allWrite(user, ['PERSONAS', 'MANUALES'])).toBe(false);
    expect(allWrite(user, [])).toBe(true);
    expect(allWrite(null, ['PERSONAS'])).toBe(false);
  });

  it('allReadOrWrite', () => {
    expect(allReadOrWrite(user, ['PERSONAS', 'MANUALES'])).toBe(true);
    expect(allReadOrWrite(user, ['MANUALES', 'GEST_FIRMA'])).toBe(false);
  });

  it('anyReadOrWrite (the management index: PRY_SEGUIMIENTO, MANUALES or GEST_SOLICITUDES)', () => {
    expect(anyReadOrWrite(user, ['PRY_SEGUIMIENTO', 'MANUALES', 'GEST_SOLICITUDES'])).toBe(true);
    expect(anyReadOrWrite(user, ['PRY_SEGUIMIENTO', 'GEST_SOLICITUDES'])).toBe(false);
    expect(anyReadOrWrite(null, ['MANUALES'])).toBe(false);
    expect(anyReadOrWrite(null, [])).toBe(true);
    // @ts-expect-error a key that does not exist fails the type check
    expect(anyReadOrWrite(admin, ['ANY'])).toBe(true);
  });
});
