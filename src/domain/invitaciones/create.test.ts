import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, erroresDe, resultado } from '../../../tests/fixtures/dominio.ts';
import { invitacionesDePrueba, ORIGEN } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { invitaciones } from '../../db/schema/index.ts';
import { errores } from '../../i18n/errores.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { createInvitacion, invitacionLink } from './create.ts';
import { INVITACION_TTL_MS } from './estado.ts';

let p: Awaited<ReturnType<typeof invitacionesDePrueba>>;
beforeAll(async () => {
  p = await invitacionesDePrueba();
});

const fila = async (id: number) => (await p.db.select().from(invitaciones).where(eq(invitaciones.id, id)))[0];

describe('sending an invitation', () => {
  it('writes a pending row for the lower-cased address, expiring in 48 hours, and its mail with the link', async () => {
    const { id, token } = await p.invitar('  Nueva.Persona@Ejemplo.ES ', {
      incluirRemitente: true,
      datos: { nombre: 'Nueva', apellido1: 'Persona', telefono: '600000000' },
    });
    expect(await fila(id)).toMatchObject({
      direccionEmail: 'nueva.persona@ejemplo.es',
      perfilId: await p.perfilId('GEST_SOLIC'),
      proyectoId: null,
      estado: 'PTE',
      incluirRemitente: true,
      remitenteId: p.admin.actor?.usuarioId,
      nombre: 'Nueva',
      apellido1: 'Persona',
      apellido2: null,
      telefono: '600000000',
      expiraEn: new Date(p.reloj.fecha.getTime() + INVITACION_TTL_MS).toISOString(),
    });
    const correo = await p.ultimoCorreo('nueva.persona@ejemplo.es');
    expect(correo).toMatchObject({ plantilla: 'invitacion', estado: 'PTE' });
    expect(correo?.texto).toContain(invitacionLink(ORIGEN, token));
    // The row keeps only the token's hash.
    expect(JSON.stringify(await fila(id))).not.toContain(token);
  });

  it('replaces a pending invitation for the same address and profile: the old one is cancelled', async () => {
    const primera = await p.invitar('repetida@ejemplo.es');
    const segunda = await p.invitar('repetida@ejemplo.es');
    expect([await p.estadoGuardado(primera.id), await p.estadoGuardado(segunda.id)]).toEqual(['CAN', 'PTE']);
    expect(segunda.token).not.toBe(primera.token);
    // Another profile is another invitation.
    const otra = await p.invitar('repetida@ejemplo.es', { perfilId: await p.perfilId('GEST_PROY') });
    expect([await p.estadoGuardado(segunda.id), await p.estadoGuardado(otra.id)]).toEqual(['PTE', 'PTE']);
  });

  it('checks the profile: unknown, per project without a project, general with one, unknown project (422)', async () => {
    const enviar = (perfilId: number, proyectoId?: number) =>
      createInvitacion(p.admin, { direccionEmail: 'x@ejemplo.es', perfilId, proyectoId }, { origin: ORIGEN });
    expect(await erroresDe(enviar(9999))).toEqual({ perfilId: [t.perfilNoExiste] });
    expect(await erroresDe(enviar(await p.perfilId('EVAL')))).toEqual({ proyectoId: [t.perfilPorProyecto] });
    expect(await erroresDe(enviar(await p.perfilId('GEST_SOLIC'), 1))).toEqual({ proyectoId: [t.perfilGeneral] });
    expect(await erroresDe(enviar(await p.perfilId('EVAL'), 9999))).toEqual({ proyectoId: [t.proyectoNoExiste] });
  });

  it('is for people managers at write level only', async () => {
    const perfilId = await p.perfilId('GEST_SOLIC');
    const enviar = (permisos: Record<string, 'L' | 'E'>) => () =>
      createInvitacion(p.ctx(actorCon(permisos)), { direccionEmail: 'y@ejemplo.es', perfilId }, { origin: ORIGEN });
    expect(
      await resultado(() => createInvitacion(p.ctx(null), { direccionEmail: 'y@ejemplo.es', perfilId }, { origin: ORIGEN })),
    ).toBe(`401 ${errores.noAutenticado}`);
    expect(await resultado(enviar({ PERSONAS: 'L' }))).toBe(`403 ${errores.prohibido}`);
    expect(await resultado(enviar({ GEST_PROCESOS: 'E' }))).toBe(`403 ${errores.prohibido}`);
  });

  it('makes the link from the origin and the token, encoded', () => {
    expect(invitacionLink('https://a.es', 'abc_DEF-123')).toBe('https://a.es/invitacion/abc_DEF-123');
    expect(invitacionLink('https://a.es', 'a/b')).toBe('https://a.es/invitacion/a%2Fb');
  });
});
