import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, resultado } from '../../../tests/fixtures/dominio.ts';
import { invitacionesDePrueba } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { errores } from '../../i18n/errores.ts';
import { cancelInvitacion } from './cancel.ts';
import { INVITACION_TTL_MS } from './estado.ts';
import { listInvitaciones } from './list.ts';

let p: Awaited<ReturnType<typeof invitacionesDePrueba>>;
const QUERY = { pagina: 1, registrosPorPagina: 50 };
beforeAll(async () => {
  p = await invitacionesDePrueba();
  const inicio = p.reloj.fecha;
  await p.invitar('antigua@lista.es');
  p.reloj.fecha = new Date(inicio.getTime() + 24 * 3600 * 1000);
  await cancelInvitacion(p.admin, (await p.invitar('cancelada@lista.es')).id);
  await p.invitar('reciente@lista.es', { incluirRemitente: true });
  // The first is now past its 48 hours; no job has run.
  p.reloj.fecha = new Date(inicio.getTime() + INVITACION_TTL_MS + 1000);
});

const emails = async (opts: { estado?: 'PTE' | 'ACE' | 'CAD' | 'CAN'; texto?: string } = {}) =>
  (await listInvitaciones(p.admin, { query: QUERY, ...opts })).records.map((r) => r.DireccionEmail);

describe('the list of invitations', () => {
  it('shows the newest first, each with the state a reader sees', async () => {
    const { records, total } = await listInvitaciones(p.admin, { query: QUERY });
    expect(total).toBe(3);
    expect(records.map((r) => [r.DireccionEmail, r.Estado])).toEqual([
      ['reciente@lista.es', 'PTE'],
      ['cancelada@lista.es', 'CAN'],
      ['antigua@lista.es', 'CAD'],
    ]);
    expect(records[0]).toMatchObject({
      IncluirRemitente: true,
      ProyectoId: null,
      Proyecto: null,
      Perfil: { Id: await p.perfilId('GEST_SOLIC') },
    });
    expect(records[0]?.Remitente?.Id).toBe(p.admin.actor?.usuarioId);
  });

  it('filters by that state and by text in the address', async () => {
    expect(await emails({ estado: 'CAD' })).toEqual(['antigua@lista.es']);
    expect(await emails({ estado: 'PTE' })).toEqual(['reciente@lista.es']);
    expect(await emails({ estado: 'ACE' })).toEqual([]);
    expect(await emails({ texto: 'CANCEL' })).toEqual(['cancelada@lista.es']);
    // % and _ are dropped, never wildcards: 'a%lista' as a pattern would match all three.
    expect(await emails({ texto: 'a%lista' })).toEqual([]);
    expect(await emails({ texto: 'cancel_ada' })).toEqual(['cancelada@lista.es']);
  });

  it('gives only the fields asked for, and refuses an unknown one (400)', async () => {
    const { records } = await listInvitaciones(p.admin, { query: { ...QUERY, campos: ['direccionemail', 'Estado'] } });
    expect(records[0]).toEqual({ DireccionEmail: 'reciente@lista.es', Estado: 'PTE' });
    expect(await resultado(listInvitaciones(p.admin, { query: { ...QUERY, campos: ['Token'] } }))).toBe(
      `400 ${errores.campoDesconocido('Token')}`,
    );
  });

  it('is for people managers', async () => {
    expect(await resultado(() => listInvitaciones(p.ctx(actorCon({ PERSONAS: 'L' })), { query: QUERY }))).toBe('ok');
    expect(await resultado(() => listInvitaciones(p.ctx(actorCon({ GEST_PROCESOS: 'E' })), { query: QUERY }))).toBe(
      `403 ${errores.prohibido}`,
    );
  });
});
