import { describe, expect, it } from 'vitest';
import { resultado } from '../../../tests/fixtures/dominio.ts';
import type { Db } from '../../db/types.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { estadoEfectivo, INVITACION_TTL_MS, loadInvitacionByToken, requireInvitacionPendiente } from './estado.ts';

const AHORA = new Date('2026-11-28T10:00:00.000Z');
const fila = (estado: string, expiraEn: string) => ({ estado, expiraEn });

describe('the state a reader sees', () => {
  it('is expired for a pending invitation from its expiry on, even before the job writes it', () => {
    expect(INVITACION_TTL_MS).toBe(48 * 3600 * 1000);
    expect(estadoEfectivo(fila('PTE', '2026-11-28T10:00:00.001Z'), AHORA)).toBe('PTE');
    expect(estadoEfectivo(fila('PTE', '2026-11-28T10:00:00.000Z'), AHORA)).toBe('CAD');
    expect(estadoEfectivo(fila('PTE', '2026-11-01T00:00:00.000Z'), AHORA)).toBe('CAD');
  });

  it('is the stored one otherwise, past the expiry or not', () => {
    for (const estado of ['ACE', 'CAN', 'CAD']) {
      expect(estadoEfectivo(fila(estado, '2026-11-01T00:00:00.000Z'), AHORA)).toBe(estado);
      expect(estadoEfectivo(fila(estado, '2026-12-01T00:00:00.000Z'), AHORA)).toBe(estado);
    }
  });
});

describe('only a pending invitation may be read for acceptance or accepted', () => {
  it('answers 410 when expired and 409 when accepted or cancelled', async () => {
    const futuro = '2026-12-01T00:00:00.000Z';
    expect(await resultado(() => requireInvitacionPendiente(fila('PTE', futuro), AHORA))).toBe('ok');
    expect(await resultado(() => requireInvitacionPendiente(fila('PTE', '2026-11-27T00:00:00.000Z'), AHORA))).toBe(
      `410 ${t.caducada}`,
    );
    expect(await resultado(() => requireInvitacionPendiente(fila('CAD', futuro), AHORA))).toBe(`410 ${t.caducada}`);
    expect(await resultado(() => requireInvitacionPendiente(fila('ACE', futuro), AHORA))).toBe(`409 ${t.yaAceptada}`);
    expect(await resultado(() => requireInvitacionPendiente(fila('CAN', futuro), AHORA))).toBe(`409 ${t.cancelada}`);
  });
});

describe('a link token', () => {
  it('that cannot be one is a 404 before any query', async () => {
    // No database at all: a query would throw a TypeError, not the 404.
    const sinDb = undefined as unknown as Db;
    for (const token of ['', 'corto', 'a'.repeat(19), 'con espacios y más de veinte', `${'a'.repeat(20)}/`, 'a'.repeat(201)]) {
      expect(await resultado(loadInvitacionByToken(sinDb, 'soludable', token)), token).toBe(`404 ${t.noExiste}`);
    }
  });
});
