import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sesiones, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { createIdentityTestApp } from './login-helpers.ts';

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
  // The representative also evaluates project 7 (EVAL, per project): two profile types.
  await t.db
    .insert(usuarioPerfiles)
    .values({ usuarioId: await t.usuarioId('representante'), perfilId: 4, proyectoId: 7, altaFecha: '2026-03-01' });
});

const as = async (userName: string) => t.bearer((await t.sessionFor(userName)).token);

describe('GET /api/yo', () => {
  it('returns the signed-in user with profiles and permissions', async () => {
    const res = await t.send('GET', '/api/yo', undefined, await as('admin'));
    expect(res.status).toBe(200);
    const yo = await res.json();
    expect(yo).toMatchObject({
      Id: await t.usuarioId('admin'),
      UserName: 'admin',
      Email: 'admin@soludable.demo',
      Nombre: 'Alberto',
      Apellido1: 'Agencia',
      Apellido2: 'Ruiz',
      NombreCompleto: 'Alberto Agencia Ruiz',
      Telefono: null,
      TipoDocumentoIdentidadClave: 'DNI',
      // The demo administrator carries a DNI so a test certificate can sign him in (login-certificado).
      DocumentoIdentidad: '00000001R',
      SexoId: null,
      FicheroAvatarId: null,
      TipoPerfil: null,
      TiposPerfil: ['GES'],
      EsSuperAdmin: false,
      Perfiles: [{ Id: 7, NombrePublico: 'Administrador de la agencia', Clave: 'ADMIN', TipoClave: 'GES', Proyecto: null }],
    });
    expect(yo.Permisos).toContainEqual({ clave: 'PERSONAS', escritura: true });
    expect(yo).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(yo)).not.toContain('scrypt');
  });

  it('lists per-project profiles with their project', async () => {
    const yo = await (await t.send('GET', '/api/yo', undefined, await as('representante'))).json();
    expect(yo.TiposPerfil).toEqual(['EVA', 'SOL']);
    expect(yo.Perfiles).toEqual([
      { Id: 1, NombrePublico: 'Representante', Clave: 'REPRE', TipoClave: 'SOL', Proyecto: null },
      { Id: 4, NombrePublico: 'Evaluador', Clave: 'EVAL', TipoClave: 'EVA', Proyecto: { Id: 7 } },
    ]);
  });

  it('needs a session', async () => {
    const res = await t.send('GET', '/api/yo');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Debe iniciar sesión para realizar esta operación');
    expect((await t.send('GET', '/api/yo', undefined, t.bearer('inventado'))).status).toBe(401);
  });
});

describe('PUT /api/yo', () => {
  it('saves e-mail (lower-cased) and phone from the PascalCase payload', async () => {
    const auth = await as('tutor');
    const res = await t.send('PUT', '/api/yo', { Email: 'Tomas.Tutor@Soludable.demo', Telefono: '612345678' }, auth);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      message: 'La operación se ha realizado correctamente',
      Email: 'tomas.tutor@soludable.demo',
      Telefono: '612345678',
    });
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.userName, 'tutor'));
    expect(row).toMatchObject({ email: 'tomas.tutor@soludable.demo', telefono: '612345678', modificacionUsuarioId: row?.id });
    expect(row?.modificacionFecha).toBe(t.clock.now().toISOString());
  });

  it('accepts camelCase and clears the phone when empty', async () => {
    const res = await t.send('PUT', '/api/yo', { email: 'tutor@soludable.demo', telefono: '' }, await as('tutor'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Email: 'tutor@soludable.demo', Telefono: null });
  });

  it('reports invalid values under the name the client sent', async () => {
    const auth = await as('tutor');
    const bad = await t.send('PUT', '/api/yo', { Email: 'no-es-correo', Telefono: '512345678' }, auth);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ Email: ['Email no válido'], Telefono: ['Teléfono no válido'] });
    const camel = await t.send('PUT', '/api/yo', { email: 'x@', telefono: 612 }, auth);
    expect((await camel.json()).errors).toEqual({ email: ['Email no válido'], telefono: ['Teléfono no válido'] });
    const missing = await t.send('PUT', '/api/yo', { Telefono: '612345678' }, auth);
    expect((await missing.json()).errors).toEqual({ Email: ['Este campo es obligatorio'] });
    const extra = await t.send('PUT', '/api/yo', { Email: 'tutor@soludable.demo', Activo: false }, auth);
    expect(extra.status).toBe(422);
    expect((await extra.json()).errors.Activo).toEqual(['Campo no permitido']);
  });

  it('refuses an e-mail that another account of the instance uses (409)', async () => {
    const res = await t.send('PUT', '/api/yo', { Email: 'ADMIN@soludable.demo' }, await as('tutor'));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Ya existe una cuenta con esa dirección de correo');
  });

  it('needs a session', async () => {
    expect((await t.send('PUT', '/api/yo', { Email: 'a@b.es' })).status).toBe(401);
  });
});

describe('PUT /api/yo/contrasena', () => {
  const change = (body: unknown, headers: Record<string, string>) => t.send('PUT', '/api/yo/contrasena', body, headers);

  it('checks the current password and the policy with the spec messages', async () => {
    const auth = await as('gestor');
    const wrong = await change({ actual: 'NoEsEsta.1', password: 'Nueva.2026', confirmPassword: 'Nueva.2026' }, auth);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ actual: ['La contraseña actual no es correcta'] });
    const weak = await change({ actual: DEMO_PASSWORD, password: 'sinmayus1.', confirmPassword: 'sinmayus1.' }, auth);
    expect((await weak.json()).errors).toEqual({
      password: ['No cumple los criterios de la contraseña', 'Se requiere al menos una mayúscula'],
    });
    const mismatch = await change({ actual: DEMO_PASSWORD, password: 'Nueva.2026', confirmPassword: 'Nueva.2025' }, auth);
    expect((await mismatch.json()).errors).toEqual({ confirmPassword: ['Las contraseñas no coinciden'] });
    const missing = await change({ password: 'Nueva.2026', confirmPassword: 'Nueva.2026' }, auth);
    expect((await missing.json()).errors).toEqual({ actual: ['Este campo es obligatorio'] });
    expect((await t.send('GET', '/api/yo', undefined, auth)).status).toBe(200);
  });

  it('ends every session and opens a new one for this client', async () => {
    const other = await as('evaluador');
    const auth = await as('evaluador');
    const res = await change({ actual: DEMO_PASSWORD, password: 'Cambiada.2026', confirmPassword: 'Cambiada.2026' }, auth);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('La contraseña se ha cambiado correctamente');
    expect(res.headers.get('set-cookie')).toContain(`sesion=${body.token}`);
    expect((await t.send('GET', '/api/yo', undefined, auth)).status).toBe(401);
    expect((await t.send('GET', '/api/yo', undefined, other)).status).toBe(401);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(body.token))).status).toBe(200);
    const rows = await t.db
      .select()
      .from(sesiones)
      .where(eq(sesiones.usuarioId, await t.usuarioId('evaluador')));
    expect(rows).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await t.send('PUT', '/api/yo/contrasena', { actual: 'x', password: 'Nueva.2026', confirmPassword: 'Nueva.2026' });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/yo/tiposPerfil', () => {
  it('switches to a profile type the user holds and replies like GET yo, with where to go', async () => {
    const auth = await as('representante');
    const res = await t.send('PUT', '/api/yo/tiposPerfil', { tipoPerfil: 'EVA' }, auth);
    expect(res.status).toBe(200);
    const yo = await res.json();
    expect(yo).toMatchObject({ TipoPerfil: 'EVA', TiposPerfil: ['EVA', 'SOL'], redireccion: '/autoevaluacion' });
    // Only the evaluator's permissions now, and none of them global.
    expect(yo.Permisos).toContainEqual({ clave: 'INF_EVAL', escritura: false });
    expect(yo.Permisos).not.toContainEqual({ clave: 'AE_FIN', escritura: true });
    expect(yo.PermisosGenerales).toEqual([]);
    const again = await (await t.send('GET', '/api/yo', undefined, auth)).json();
    expect(again.TipoPerfil).toBe('EVA');
  });

  it('goes back to volver only when the new profile type may open it', async () => {
    const auth = await as('representante');
    const open = await t.send('PUT', '/api/yo/tiposPerfil', { tipoPerfil: 'EVA', volver: '/perfil?x=1' }, auth);
    expect((await open.json()).redireccion).toBe('/perfil?x=1');
    const closed = await t.send('PUT', '/api/yo/tiposPerfil', { tipoPerfil: 'EVA', volver: '/usuarios' }, auth);
    expect((await closed.json()).redireccion).toBe('/autoevaluacion');
    const evil = await t.send('PUT', '/api/yo/tiposPerfil', { tipoPerfil: 'EVA', volver: '//evil.example' }, auth);
    expect((await evil.json()).redireccion).toBe('/autoevaluacion');
  });

  it('refuses a type the user does not hold, and bad input', async () => {
    const auth = await as('representante');
    const res = await t.send('PUT', '/api/yo/tiposPerfil', { tipoPerfil: 'GES' }, auth);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ tipoPerfil: ['No dispone de ese tipo de perfil'] });
    const missing = await t.send('PUT', '/api/yo/tiposPerfil', {}, auth);
    expect((await missing.json()).errors).toEqual({ tipoPerfil: ['Este campo es obligatorio'] });
    expect((await t.send('PUT', '/api/yo/tiposPerfil', { tipoPerfil: 'EVA' })).status).toBe(401);
  });
});

describe('GET /api/yo/permisos', () => {
  const permisos = async (query: string, headers: Record<string, string>) =>
    t.send('GET', `/api/yo/permisos${query}`, undefined, headers);

  it('gives the global permissions; a project that is not there is not found', async () => {
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.userName, 'representante'));
    await t.db
      .update(usuarios)
      .set({ tipoPerfil: null })
      .where(eq(usuarios.id, row?.id ?? 0));
    const auth = await as('representante');
    const global = await (await permisos('', auth)).json();
    expect(global.permisos).toContainEqual({ clave: 'AE_FIN', escritura: true });
    expect(global.permisos).not.toContainEqual({ clave: 'INF_EVAL', escritura: false });
    // Within a project only the projects the user may open answer (tests/api/autoevaluaciones.test.ts
    // reads them over the demo projects); this fixture has no projects, so any id is not found.
    const enProyecto = await permisos('?proyectoId=7', auth);
    expect(enProyecto.status).toBe(404);
    expect((await enProyecto.json()).message).toBe('El proyecto no existe');
  });

  it('answers 404 for a self-assessment that does not exist, 400 for bad ids, 401 without session', async () => {
    const auth = await as('admin');
    const res = await permisos('?autoevaluacionId=3', auth);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('La autoevaluación no existe');
    expect((await permisos('?proyectoId=abc', auth)).status).toBe(400);
    expect((await permisos('?proyectoId=0', auth)).status).toBe(400);
    expect((await permisos('', {})).status).toBe(401);
  });
});
