import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { intentosAcceso, invitaciones, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/domain/identidad/password.ts';
import { expireInvitaciones } from '../../src/domain/invitaciones/expire.ts';
import { loadPermisos } from '../../src/domain/permisos/usuario.ts';
import { runScheduledJobs } from '../../src/platform/jobs/runner.ts';
import { HOUR, type InvitacionesFixture, invitacionesFixture, NUEVA_CUENTA, PERFIL, START } from './invitaciones-fixture.ts';

// The invitation link: GET and PUT /invitaciones/{token} (public), and the 48 h expiry with a
// moved clock and the scheduled job.
let f: InvitacionesFixture;
beforeAll(async () => {
  f = await invitacionesFixture();
});
beforeEach(() => {
  f.setNow(START);
});

describe('GET /invitaciones/{token} (public)', () => {
  it('shows the pending invitation to anyone holding the link, and whether the account exists', async () => {
    const { token } = await f.invite({
      direccionEmail: 'publica@centro.es',
      perfilId: PERFIL.AUTOEVAL,
      proyectoId: 4,
      incluirRemitente: true,
    });
    const res = await f.get(`/api/invitaciones/${token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      Estado: 'PTE',
      DireccionEmail: 'publica@centro.es',
      Perfil: { NombrePublico: 'Autoevaluador' },
      ProyectoId: 4,
      // The page names the project by code and centre, never by its number.
      Proyecto: { Id: 4, Codigo: 'PRY-4', Centro: 'Centro de pruebas' },
      ExpiraEn: new Date(START.getTime() + 48 * HOUR).toISOString(),
      CuentaExistente: false,
      Remitente: { NombreCompleto: 'Alberto Agencia Ruiz' },
      Instancia: { Nombre: 'Soludable' },
      Datos: {
        Nombre: null,
        Apellido1: null,
        Apellido2: null,
        Tratamiento: null,
        TipoDocumentoIdentidadClave: null,
        DocumentoIdentidad: null,
        Telefono: null,
      },
    });
    const existing = await f.invite({ direccionEmail: 'evaluador@soludable.demo', perfilId: PERFIL.AUTOEVAL, proyectoId: 4 });
    const body = await (await f.get(`/api/invitaciones/${existing.token}`)).json();
    expect(body).toMatchObject({ CuentaExistente: true, Remitente: null });
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await f.get(`/api/invitaciones/${'A'.repeat(43)}`)).status).toBe(404);
    const res = await f.get('/api/invitaciones/x');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('La invitación no existe');
  });
});

describe('PUT /invitaciones/{token}: a new account', () => {
  it('creates the account with the invited e-mail, grants the profile for the project and marks ACE', async () => {
    const { id, token } = await f.invite({
      direccionEmail: 'Persona.Nueva@Centro.es',
      perfilId: PERFIL.AUTOEVAL,
      proyectoId: 21,
    });
    f.setNow(new Date(START.getTime() + 47 * HOUR));
    const res = await f.json('PUT', `/api/invitaciones/${token}`, { ...NUEVA_CUENTA, documentoIdentidad: '12345678z' });
    expect(res.status).toBe(200);
    // Signed in at once: the session cookie is set and the reply names the project's area (this
    // project has no self-assessment record yet: the areas' entry).
    expect(await res.json()).toEqual({ message: 'Invitación aceptada', redireccion: '/autoevaluacion' });
    expect(res.headers.get('set-cookie')).toMatch(/sesion=/);

    const [u] = await f.db.select().from(usuarios).where(eq(usuarios.email, 'persona.nueva@centro.es'));
    expect(u).toMatchObject({
      userName: 'persona.nueva@centro.es',
      nombre: 'Inés',
      apellido1: 'Invitada',
      apellido2: 'López',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678Z',
      telefono: '612345678',
      activo: true,
      esSuperAdmin: false,
    });
    expect(u?.passwordHash).not.toContain('Clave.2026');
    expect(await verifyPassword('Clave.2026', u?.passwordHash)).toBe(true);
    const held = await f.db
      .select()
      .from(usuarioPerfiles)
      .where(eq(usuarioPerfiles.usuarioId, u?.id as number));
    expect(held.map((h) => [h.perfilId, h.proyectoId])).toEqual([[PERFIL.AUTOEVAL, 21]]);
    const permisos = await loadPermisos(f.db, u as { id: number; tipoPerfil: null }, { proyectoId: 21 });
    expect(permisos.todos.map((p) => p.clave)).toContain('AE_APORTACION');

    const [row] = await f.db.select().from(invitaciones).where(eq(invitaciones.id, id));
    expect(row).toMatchObject({ estado: 'ACE', usuarioId: u?.id, aceptadaEn: f.clock.now().toISOString() });

    // The accepted token cannot be used again.
    const again = await f.json('PUT', `/api/invitaciones/${token}`, NUEVA_CUENTA);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('La invitación ya se ha aceptado');
    expect((await f.get(`/api/invitaciones/${token}`)).status).toBe(409);
  });

  it('validates names, document per type, phone and the password policy with the spec messages', async () => {
    const { token } = await f.invite({ direccionEmail: 'valida@centro.es', perfilId: PERFIL.ADMIN });
    const res = await f.json('PUT', `/api/invitaciones/${token}`, {
      nombre: '',
      apellido1: '',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678A',
      telefono: '512345678',
      password: 'abc',
      confirmPassword: 'abc',
      esSuperAdmin: true,
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.apellido1).toEqual(['Este campo es obligatorio']);
    expect(errors.documentoIdentidad).toEqual(['DNI no válido']);
    expect(errors.telefono).toEqual(['Teléfono no válido']);
    expect(errors.password).toEqual([
      'No cumple los criterios de la contraseña',
      'Se requieren al menos 6 caracteres',
      'Se requiere al menos un número',
      'Se requiere al menos una mayúscula',
      'Se requiere al menos un carácter no alfanumérico',
    ]);
    expect(errors.esSuperAdmin).toEqual(['Campo no permitido']);

    const mismatch = await (
      await f.json('PUT', `/api/invitaciones/${token}`, { ...NUEVA_CUENTA, confirmPassword: 'Otra.2026' })
    ).json();
    expect(mismatch.errors).toEqual({ confirmPassword: ['Las contraseñas no coinciden'] });
    const nie = await (
      await f.json('PUT', `/api/invitaciones/${token}`, {
        ...NUEVA_CUENTA,
        tipoDocumentoIdentidadClave: 'NIE',
        documentoIdentidad: '12345678Z',
      })
    ).json();
    expect(nie.errors).toEqual({ documentoIdentidad: ['NIE no válido'] });
    const pas = await (
      await f.json('PUT', `/api/invitaciones/${token}`, {
        ...NUEVA_CUENTA,
        tipoDocumentoIdentidadClave: 'PAS',
        documentoIdentidad: '1',
      })
    ).json();
    expect(pas.errors).toEqual({ documentoIdentidad: ['Pasaporte no válido'] });
    const noType = await (
      await f.json('PUT', `/api/invitaciones/${token}`, { ...NUEVA_CUENTA, tipoDocumentoIdentidadClave: '' })
    ).json();
    expect(noType.errors.tipoDocumentoIdentidadClave).toEqual(['Este campo es obligatorio']);
    expect((await f.json('PUT', `/api/invitaciones/${token}`, '[1]')).status).toBe(422);
    expect((await f.json('PUT', `/api/invitaciones/${token}`, '{"nombre"')).status).toBe(400);

    // Nothing was created by the failed attempts; the invitation is still usable.
    expect(await f.db.select().from(usuarios).where(eq(usuarios.email, 'valida@centro.es'))).toEqual([]);
    expect((await f.get(`/api/invitaciones/${token}`)).status).toBe(200);
  });
});

describe('PUT /invitaciones/{token}: an existing account', () => {
  it('needs the account password (422 when wrong) and then links the profile', async () => {
    const { token } = await f.invite({ direccionEmail: 'EVALUADOR@soludable.demo', perfilId: PERFIL.REPRE, proyectoId: 8 });
    const wrong = await f.json('PUT', `/api/invitaciones/${token}`, { password: 'NoEs.1234' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      message: 'La contraseña no es correcta',
      errors: { password: ['La contraseña no es correcta'] },
    });
    const newAccountBody = await f.json('PUT', `/api/invitaciones/${token}`, NUEVA_CUENTA);
    expect(newAccountBody.status).toBe(422);

    const ok = await f.json('PUT', `/api/invitaciones/${token}`, { password: 'Soludable.2026' });
    expect(ok.status).toBe(200);
    const [u] = await f.db.select().from(usuarios).where(eq(usuarios.email, 'evaluador@soludable.demo'));
    const held = await f.db
      .select()
      .from(usuarioPerfiles)
      .where(eq(usuarioPerfiles.usuarioId, u?.id as number));
    expect(held.map((h) => [h.perfilId, h.proyectoId]).sort()).toEqual(
      [
        [PERFIL.REPRE, 8],
        [4, null],
      ].sort(),
    );
    expect((await f.json('PUT', `/api/invitaciones/${token}`, { password: 'Soludable.2026' })).status).toBe(409);
  });
});

describe('PUT /invitaciones/{token}: control characters', () => {
  it('a NUL in the password is a 422 in Spanish, for an existing account and a new one; nothing is counted or created', async () => {
    const mensaje = 'El texto contiene caracteres de control no permitidos';
    const existente = await f.invite({ direccionEmail: 'evaluador@soludable.demo', perfilId: PERFIL.REPRE, proyectoId: 9 });
    const fallos = async () => (await f.db.select().from(intentosAcceso)).reduce((n, r) => n + r.fallos, 0);
    const antes = await fallos();
    const res = await f.json('PUT', `/api/invitaciones/${existente.token}`, { password: 'Soludable.2026\u0000' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ password: [mensaje] });
    expect(await fallos()).toBe(antes);
    const nueva = await f.invite({ direccionEmail: 'nul@centro.es', perfilId: PERFIL.ADMIN });
    const clave = 'Clave.2026\u0000';
    const alta = await f.json('PUT', `/api/invitaciones/${nueva.token}`, {
      ...NUEVA_CUENTA,
      password: clave,
      confirmPassword: clave,
    });
    expect(alta.status).toBe(422);
    expect((await alta.json()).errors.password).toEqual([mensaje]);
    expect(await f.db.select().from(usuarios).where(eq(usuarios.email, 'nul@centro.es'))).toEqual([]);
  });
});

describe('PUT /invitaciones/{token}: password guessing', () => {
  it('counts wrong passwords with the sign-in counter of the account: the 11th try in a row is 429', async () => {
    const { token } = await f.invite({ direccionEmail: 'autoevaluador@soludable.demo', perfilId: PERFIL.REPRE, proyectoId: 30 });
    for (let i = 0; i < 10; i++) {
      expect((await f.json('PUT', `/api/invitaciones/${token}`, { password: `Mala.${i}abc` })).status).toBe(422);
    }
    const locked = await f.json('PUT', `/api/invitaciones/${token}`, { password: 'Soludable.2026' });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/Demasiados intentos/);
    // The lock ends after its window; then the right password works.
    f.setNow(new Date(START.getTime() + HOUR));
    expect((await f.json('PUT', `/api/invitaciones/${token}`, { password: 'Soludable.2026' })).status).toBe(200);
  });
});

describe('expiry after 48 hours', () => {
  it('the link answers 410 once 48 h have passed, and the job marks it CAD (idempotently)', async () => {
    const { id, token } = await f.invite({ direccionEmail: 'tarde@centro.es', perfilId: PERFIL.ADMIN });
    f.setNow(new Date(START.getTime() + 48 * HOUR - 60_000));
    expect((await f.get(`/api/invitaciones/${token}`)).status).toBe(200);
    await runScheduledJobs({ db: f.db, clock: f.clock });
    expect((await f.db.select().from(invitaciones).where(eq(invitaciones.id, id)))[0]?.estado).toBe('PTE');

    f.setNow(new Date(START.getTime() + 48 * HOUR + 60_000));
    // Before the job runs, readers already see it as expired.
    const read = await f.get(`/api/invitaciones/${token}`);
    expect(read.status).toBe(410);
    expect(await read.json()).toMatchObject({ status: 410, message: 'La invitación ha caducado' });
    const listed = await (await f.get('/api/invitaciones?texto=tarde@&campos=Estado', f.auth.admin)).json();
    expect(listed.Registros).toEqual([{ Estado: 'CAD' }]);
    const pending = await (await f.get('/api/invitaciones?texto=tarde@&estado=PTE', f.auth.admin)).json();
    expect(pending.NumeroRegistros).toBe(0);

    const outcomes = await runScheduledJobs({ db: f.db, clock: f.clock });
    expect(outcomes.find((o) => o.tarea === 'caducar-invitaciones')).toMatchObject({ resultado: 'ok' });
    expect(outcomes.find((o) => o.tarea === 'enviar-correos')).toMatchObject({ resultado: 'ok' });
    const [row] = await f.db.select().from(invitaciones).where(eq(invitaciones.id, id));
    expect(row).toMatchObject({ estado: 'CAD', modificacionFecha: f.clock.now().toISOString() });
    expect(await expireInvitaciones({ db: f.db, clock: f.clock })).toBe(0);

    const accept = await f.json('PUT', `/api/invitaciones/${token}`, NUEVA_CUENTA);
    expect(accept.status).toBe(410);
    expect((await accept.json()).message).toBe('La invitación ha caducado');
    expect((await f.get(`/api/invitaciones/${token}`)).status).toBe(410);
    expect((await f.del(`/api/invitaciones/${id}`, f.auth.admin)).status).toBe(409);
    expect(await f.db.select().from(usuarios).where(eq(usuarios.email, 'tarde@centro.es'))).toEqual([]);
  });
});
