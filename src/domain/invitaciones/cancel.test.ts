import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, resultado } from '../../../tests/fixtures/dominio.ts';
import { invitacionesDePrueba } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { errores } from '../../i18n/errores.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { cancelInvitacion } from './cancel.ts';
import { INVITACION_TTL_MS } from './estado.ts';

let p: Awaited<ReturnType<typeof invitacionesDePrueba>>;
beforeAll(async () => {
  p = await invitacionesDePrueba();
});

describe('cancelling an invitation', () => {
  it('turns a pending one into CAN; it cannot be cancelled twice', async () => {
    const { id } = await p.invitar('cancelar@ejemplo.es');
    await cancelInvitacion(p.admin, id);
    expect(await p.estadoGuardado(id)).toBe('CAN');
    expect(await resultado(cancelInvitacion(p.admin, id))).toBe(`409 ${t.soloPendientes}`);
  });

  it('refuses one already expired, even before the job marks it', async () => {
    const { id } = await p.invitar('caducada@ejemplo.es');
    const antes = p.reloj.fecha;
    p.reloj.fecha = new Date(antes.getTime() + INVITACION_TTL_MS);
    try {
      expect(await resultado(cancelInvitacion(p.admin, id))).toBe(`409 ${t.soloPendientes}`);
      expect(await p.estadoGuardado(id)).toBe('PTE');
    } finally {
      p.reloj.fecha = antes;
    }
  });

  it('answers 404 for an unknown id, and is for people managers at write level only', async () => {
    expect(await resultado(cancelInvitacion(p.admin, 9999))).toBe(`404 ${t.noExiste}`);
    const { id } = await p.invitar('protegida@ejemplo.es');
    expect(await resultado(() => cancelInvitacion(p.ctx(actorCon({ PERSONAS: 'L' })), id))).toBe(`403 ${errores.prohibido}`);
    expect(await p.estadoGuardado(id)).toBe('PTE');
  });
});
