import { beforeAll, describe, expect, it } from 'vitest';
import { invitacionesDePrueba } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { cancelInvitacion } from './cancel.ts';
import { INVITACION_TTL_MS } from './estado.ts';
import { expireInvitaciones } from './expire.ts';

let p: Awaited<ReturnType<typeof invitacionesDePrueba>>;
beforeAll(async () => {
  p = await invitacionesDePrueba();
});

describe('the job that expires invitations', () => {
  it('marks CAD the pending invitations past their expiry, only those, and only once', async () => {
    const inicio = p.reloj.fecha;
    const vieja = await p.invitar('vieja@ejemplo.es');
    const cancelada = await p.invitar('cancelada@ejemplo.es');
    await cancelInvitacion(p.admin, cancelada.id);
    p.reloj.fecha = new Date(inicio.getTime() + 3600 * 1000);
    const nueva = await p.invitar('nueva@ejemplo.es');

    const job = { db: p.db, clock: p.clock };
    p.reloj.fecha = new Date(inicio.getTime() + INVITACION_TTL_MS - 1);
    expect(await expireInvitaciones(job)).toBe(0);
    p.reloj.fecha = new Date(inicio.getTime() + INVITACION_TTL_MS);
    expect(await expireInvitaciones(job)).toBe(1);
    expect(await expireInvitaciones(job)).toBe(0);
    expect([await p.estadoGuardado(vieja.id), await p.estadoGuardado(cancelada.id), await p.estadoGuardado(nueva.id)]).toEqual([
      'CAD',
      'CAN',
      'PTE',
    ]);
    p.reloj.fecha = new Date(inicio.getTime() + INVITACION_TTL_MS + 3600 * 1000);
    expect(await expireInvitaciones(job)).toBe(1);
    expect(await p.estadoGuardado(nueva.id)).toBe('CAD');
  });
});
