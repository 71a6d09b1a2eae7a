import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { erroresDe, resultado } from '../../../tests/fixtures/dominio.ts';
import { CUENTA_NUEVA, invitacionesDePrueba, ORIGEN } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { usuarioPerfiles, usuarios } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/identidad.ts';
import { errores } from '../../i18n/errores.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { ReturnPages } from '../identidad/redireccion.ts';
import { validateSession } from '../identidad/sesiones.ts';
import { acceptInvitacion } from './accept.ts';
import { INVITACION_TTL_MS } from './estado.ts';

let p: Awaited<ReturnType<typeof invitacionesDePrueba>>;
beforeAll(async () => {
  p = await invitacionesDePrueba();
});
/** The return-page port as the platform answers it, reduced to what this test checks. */
const returnPages: ReturnPages = {
  afterSignIn: (_subject, volver) => `/tras-aceptar${volver ? `?volver=${volver}` : ''}`,
  afterProfileSwitch: () => '/inicio',
};
const aceptar = (token: string, body: unknown) =>
  acceptInvitacion({ db: p.db, instancia: p.instancia, clock: p.clock, token, body, origin: ORIGEN, returnPages });
const tienePerfil = async (usuarioId: number, perfilId: number) =>
  (
    await p.db
      .select()
      .from(usuarioPerfiles)
      .where(and(eq(usuarioPerfiles.usuarioId, usuarioId), eq(usuarioPerfiles.perfilId, perfilId)))
  ).length === 1;

describe('accepting an invitation', () => {
  it('creates the account of a new address (its user name), grants the profile, marks it ACE and opens a session', async () => {
    const { id, token } = await p.invitar('lucia@ejemplo.es', { datos: { nombre: 'Lu', telefono: '600999888' } });
    const r = await aceptar(token, CUENTA_NUEVA);
    expect(r.cuentaNueva).toBe(true);
    const [u] = await p.db.select().from(usuarios).where(eq(usuarios.id, r.usuarioId));
    // What the person typed wins over what the inviter gave; the rest is the inviter's.
    expect(u).toMatchObject({
      userName: 'lucia@ejemplo.es',
      email: 'lucia@ejemplo.es',
      nombre: 'Lucía',
      apellido1: 'Pérez',
      telefono: '600999888',
      documentoIdentidad: '12345678Z',
      activo: true,
    });
    expect(await tienePerfil(r.usuarioId, await p.perfilId('GEST_SOLIC'))).toBe(true);
    expect(await p.estadoGuardado(id)).toBe('ACE');
    expect((await validateSession(p.db, r.sesion.token, p.clock))?.usuario.id).toBe(r.usuarioId);
    // A profile for the whole system: the session goes where the port says after a sign-in.
    expect(r.sesion.redireccion).toBe('/tras-aceptar');
    // The link works once.
    expect(await resultado(aceptar(token, CUENTA_NUEVA))).toBe(`409 ${t.yaAceptada}`);
  });

  it("adds the profile to an existing account with that account's password", async () => {
    const { id, token } = await p.invitar('gestor@soludable.demo', { perfilId: await p.perfilId('ADMIN') });
    const [gestor] = await p.db.select().from(usuarios).where(eq(usuarios.email, 'gestor@soludable.demo'));
    expect(await erroresDe(aceptar(token, { password: 'Otra.2026' }))).toEqual({ password: [t.contrasenaIncorrecta] });
    // An existing account confirms with its password alone: a new account's fields are refused.
    const ajeno = [errores.campoNoPermitido];
    expect(await erroresDe(aceptar(token, CUENTA_NUEVA))).toEqual({
      nombre: ajeno,
      apellido1: ajeno,
      tipoDocumentoIdentidadClave: ajeno,
      documentoIdentidad: ajeno,
      confirmPassword: ajeno,
    });
    expect(await p.estadoGuardado(id)).toBe('PTE');
    const r = await aceptar(token, { password: DEMO_PASSWORD });
    expect([r.cuentaNueva, r.usuarioId]).toEqual([false, gestor?.id]);
    expect(await tienePerfil(r.usuarioId, await p.perfilId('ADMIN'))).toBe(true);
    expect(await p.estadoGuardado(id)).toBe('ACE');
  });

  it('reports every problem of a new account at once, and accepts nothing then', async () => {
    const { id, token } = await p.invitar('mal@ejemplo.es');
    expect(await erroresDe(aceptar(token, { ...CUENTA_NUEVA, documentoIdentidad: '12345678A', confirmPassword: 'x' }))).toEqual({
      documentoIdentidad: [validacion.dni],
      confirmPassword: [validacion.password.mismatch],
    });
    expect(await p.estadoGuardado(id)).toBe('PTE');
  });

  it('refuses an expired invitation (410)', async () => {
    const { token } = await p.invitar('tarde@ejemplo.es');
    const antes = p.reloj.fecha;
    p.reloj.fecha = new Date(antes.getTime() + INVITACION_TTL_MS);
    try {
      expect(await resultado(aceptar(token, CUENTA_NUEVA))).toBe(`410 ${t.caducada}`);
    } finally {
      p.reloj.fecha = antes;
    }
  });
});
