import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { intentosAcceso, sesiones, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { accountKey, identifierKey } from '../../src/domain/identidad/rate-limit.ts';
import { fromSocket } from './helpers.ts';
import { createIdentityTestApp, MINUTE, RESET_REPLY, resetTokenFor } from './login-helpers.ts';

const WRONG = 'Credenciales401';
const MESSAGE_401 = 'Usuario o contraseña incorrectos';
const MESSAGE_429 = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Each test signs in from its own address so the per-address counter of one does not touch another. */
const login = (body: unknown, ip = '192.0.2.1', url = '/api/login') => t.send('POST', url, body, {}, fromSocket(ip));

describe('POST /api/login', () => {
  it('signs in by e-mail in any case: tokens, claims, redireccion and the session cookie', async () => {
    const res = await login({ username: 'Admin@Soludable.DEMO', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      UsuarioId: await t.usuarioId('admin'),
      TipoPerfil: null,
      EsSuperAdmin: false,
      TiposPerfil: ['GES'],
      NombreCompleto: 'Alberto Agencia Ruiz',
      redireccion: '/index',
      expiraEn: new Date(t.time.now + 7 * 24 * 60 * MINUTE).toISOString(),
    });
    expect(body.Permisos).toContainEqual({ clave: 'PERSONAS', escritura: true });
    expect(body.PermisosGenerales).toEqual(body.Permisos);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.tokenRefresco).toMatch(/^[\w-]{43}$/);
    expect(body.tokenRefresco).not.toBe(body.token);
    const [cookie, refresh] = res.headers.getSetCookie();
    expect(cookie).toBe(`sesion=${body.token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`); // no Secure on localhost
    expect(refresh).toBe(
      `sesion_refresco=${body.tokenRefresco}; Max-Age=604800; Path=/api/login/refrescar; HttpOnly; SameSite=Strict`,
    );
    const yo = await t.send('GET', '/api/yo', undefined, t.bearer(body.token));
    expect(yo.status).toBe(200);
    // The cookie alone also authenticates.
    expect((await t.send('GET', '/api/yo', undefined, { Cookie: `sesion=${body.token}` })).status).toBe(200);
  });

  it('ends the session of the cookie the browser still had', async () => {
    const previous = await t.sessionFor('admin');
    const res = await t.send(
      'POST',
      '/api/login',
      { username: 'tutor', password: DEMO_PASSWORD },
      { Cookie: `sesion=${previous.token}`, Origin: 'http://localhost' },
      fromSocket('192.0.2.9'),
    );
    expect(res.status).toBe(200);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(previous.token))).status).toBe(401);
  });

  it('signs in by user name in any case, sends self-assessors home and the cookie is Secure off localhost', async () => {
    // A name the deployment answers for besides its PUBLIC_URL (src/api/middleware/host.ts).
    vi.stubEnv('ALLOWED_HOSTS', 'acredita.example');
    const res = await login(
      { username: 'REPRESENTANTE', password: DEMO_PASSWORD },
      '192.0.2.2',
      'https://acredita.example/api/login',
    );
    expect(res.status).toBe(200);
    expect((await res.json()).redireccion).toBe('/autoevaluacion');
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('redirects to a safe volver, never to another site, and asks for a profile type when several are held', async () => {
    const ok = await login({ username: 'tutor', password: DEMO_PASSWORD, volver: '/perfil?pagina=2' }, '192.0.2.3');
    expect((await ok.json()).redireccion).toBe('/perfil?pagina=2');
    const evil = await login({ username: 'tutor', password: DEMO_PASSWORD, volver: '//evil.example/x' }, '192.0.2.3');
    expect((await evil.json()).redireccion).toBe('/index');
    // A page the user may not open would log them out again (the page guard): home instead.
    const closed = await login({ username: 'gestor', password: DEMO_PASSWORD, volver: '/usuarios' }, '192.0.2.3');
    expect((await closed.json()).redireccion).toBe('/index');
    // The evaluator also holds a self-assessment profile for project 9: two profile types, none chosen.
    await t.db
      .insert(usuarioPerfiles)
      .values({ usuarioId: await t.usuarioId('evaluador'), perfilId: 1, proyectoId: 9, altaFecha: '2026-03-01' });
    const several = await login({ username: 'evaluador', password: DEMO_PASSWORD, volver: '/perfil' }, '192.0.2.3');
    const body = await several.json();
    expect(body.TiposPerfil).toEqual(['EVA', 'SOL']);
    expect(body.redireccion).toBe('/seleccionTipoPerfil?volver=%2Fperfil');
  });

  it('answers the same 401 for a wrong password, an unknown account and an inactive account', async () => {
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.userName, 'jefeevaluacion'));
    const answers = [
      await login({ username: 'gestor', password: WRONG }, '192.0.2.4'),
      await login({ username: 'nadie@soludable.demo', password: DEMO_PASSWORD }, '192.0.2.4'),
      await login({ username: 'jefeevaluacion', password: DEMO_PASSWORD }, '192.0.2.4'),
    ];
    const bodies = [];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
      const { requestId: _, ...rest } = await res.json();
      bodies.push(rest);
    }
    expect(bodies[0]).toEqual({ status: 401, message: MESSAGE_401 });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    await t.db.update(usuarios).set({ activo: true }).where(eq(usuarios.userName, 'jefeevaluacion'));
    await t.db.delete(intentosAcceso);
  });

  /** Failures already counted under `clave`, as if made within the last minutes. */
  const alreadyFailed = (clave: string, fallos: number) =>
    t.db.insert(intentosAcceso).values({ clave, fallos, primerFallo: t.clock.now().toISOString(), bloqueadoHasta: null });

  it('counts guesses per account whatever identifier was typed: e-mail and user name share the 10', async () => {
    await alreadyFailed(accountKey({ id: await t.usuarioId('jefeevaluacion') }), 6);
    for (const username of [
      'JefeEvaluacion@soludable.demo',
      'jefeevaluacion',
      'jefeevaluacion@soludable.demo',
      'JEFEEVALUACION',
    ]) {
      expect((await login({ username, password: WRONG }, '192.0.2.40')).status, username).toBe(401);
    }
    // Ten guesses spent: even the right password, typed either way, is refused until the lock ends.
    for (const username of ['jefeevaluacion', 'jefeevaluacion@soludable.demo']) {
      const res = await login({ username, password: DEMO_PASSWORD }, '192.0.2.41');
      expect(res.status, username).toBe(429);
      expect(res.headers.get('retry-after')).toBe('900');
    }
    t.time.now += 15 * MINUTE;
    expect((await login({ username: 'jefeevaluacion', password: DEMO_PASSWORD }, '192.0.2.41')).status).toBe(200);
  }, 60_000);

  it('throttles an identifier that names no account the same way, whatever its case', async () => {
    await alreadyFailed(identifierKey('fantasma@soludable.demo'), 8);
    for (const username of ['FANTASMA@soludable.demo', ' fantasma@Soludable.demo']) {
      expect((await login({ username, password: WRONG }, '198.51.100.1')).status).toBe(401);
    }
    const res = await login({ username: 'Fantasma@soludable.demo', password: WRONG }, '198.51.100.2');
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(MESSAGE_429);
    await t.db.delete(intentosAcceso);
  }, 60_000);

  it('rejects missing, extra and malformed input with 422/400 and Spanish messages', async () => {
    const missing = await login({});
    expect(missing.status).toBe(422);
    const body = await missing.json();
    expect(body.errors.username).toEqual(['Este campo es obligatorio']);
    expect(body.errors.password).toEqual(['Este campo es obligatorio']);
    const empty = await (await login({ username: '', password: '' })).json();
    expect(empty.errors).toEqual({ username: ['Este campo es obligatorio'], password: ['Este campo es obligatorio'] });
    const extra = await login({ username: 'admin', password: 'x', esSuperAdmin: true });
    expect(extra.status).toBe(422);
    expect((await extra.json()).errors.esSuperAdmin).toEqual(['Campo no permitido']);
    expect((await login('{"username":')).status).toBe(400);
  });

  it('answers 429 from the 11th wrong try in a row, even with the right password; a reset still works and unlocks', async () => {
    const ip = '192.0.2.5';
    for (let i = 1; i <= 10; i++) {
      const res = await login({ username: 'gestor@soludable.demo', password: `${WRONG}${i}` }, ip);
      expect(res.status, `try ${i}`).toBe(401);
    }
    const eleventh = await login({ username: 'gestor@soludable.demo', password: WRONG }, ip);
    expect(eleventh.status).toBe(429);
    expect((await eleventh.json()).message).toBe(MESSAGE_429);
    // The lock lasts 15 minutes from the 10th failure (the test clock stands still).
    expect(eleventh.headers.get('retry-after')).toBe('900');
    // Another address, the right password, the account typed differently: still locked.
    const right = await login({ username: ' GESTOR@soludable.demo', password: DEMO_PASSWORD }, '192.0.2.55');
    expect(right.status).toBe(429);

    const before = await t.sessionFor('gestor');
    const request = await t.send('POST', '/api/login/PeticionRestablecerContrasena', { email: 'gestor@soludable.demo' });
    expect(request.status).toBe(200);
    expect((await request.json()).message).toBe(RESET_REPLY);
    const { mail, token } = await resetTokenFor(t.db, 'gestor@soludable.demo');
    expect(mail.plantilla).toBe('restablecimiento');
    expect(mail.texto).toContain(`http://localhost/restablecerContrasena?token=${token}`);
    expect(mail.html).toContain(`href="http://localhost/restablecerContrasena?token=${token}"`);

    const reset = await t.send('POST', '/api/login/RestablecerContrasena', {
      token,
      password: 'Nueva.2026',
      confirmPassword: 'Nueva.2026',
    });
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe('La contraseña se ha restablecido correctamente');
    // Every session of the user ended; the link is spent.
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(before.token))).status).toBe(401);
    const again = await t.send('POST', '/api/login/RestablecerContrasena', {
      token,
      password: 'Otra.2026',
      confirmPassword: 'Otra.2026',
    });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('El enlace para restablecer la contraseña no es válido o ha caducado');

    expect((await login({ username: 'gestor', password: DEMO_PASSWORD }, ip)).status).toBe(401);
    expect((await login({ username: 'gestor', password: 'Nueva.2026' }, ip)).status).toBe(200);
  }, 60_000);

  it('unlocks an account by itself 15 minutes after the lock', async () => {
    const clave = accountKey({ id: await t.usuarioId('tutor') });
    const now = t.clock.now();
    await t.db.insert(intentosAcceso).values({
      clave,
      fallos: 10,
      primerFallo: now.toISOString(),
      bloqueadoHasta: new Date(now.getTime() + 15 * MINUTE).toISOString(),
    });
    expect((await login({ username: 'tutor@soludable.demo', password: DEMO_PASSWORD }, '192.0.2.6')).status).toBe(429);
    t.time.now += 15 * MINUTE;
    expect((await login({ username: 'tutor@soludable.demo', password: DEMO_PASSWORD }, '192.0.2.6')).status).toBe(200);
    // A success clears the account's counter.
    expect(await t.db.select().from(intentosAcceso).where(eq(intentosAcceso.clave, clave))).toEqual([]);
  });

  it('locks an address after 50 failures within 15 minutes, whatever account it tries', async () => {
    const ip = '198.51.100.50';
    await t.db
      .insert(intentosAcceso)
      .values({ clave: `ip:${ip}`, fallos: 49, primerFallo: t.clock.now().toISOString(), bloqueadoHasta: null });
    expect((await login({ username: 'cualquiera', password: WRONG }, ip)).status).toBe(401);
    expect((await login({ username: 'autoevaluador', password: DEMO_PASSWORD }, ip)).status).toBe(429);
    expect((await login({ username: 'autoevaluador', password: DEMO_PASSWORD }, '198.51.100.51')).status).toBe(200);
  });

  it('rehashes a password kept with the earlier scrypt parameters on sign-in, once, and the password still works', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const antiguo = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const id = await t.usuarioId('evaluador');
    await t.db.update(usuarios).set({ passwordHash: antiguo }).where(eq(usuarios.id, id));
    const hashDe = async () => (await t.db.select({ h: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, id)))[0]?.h;

    expect((await login({ username: 'evaluador', password: DEMO_PASSWORD }, '192.0.2.70')).status).toBe(200);
    const nuevo = await hashDe();
    expect(nuevo).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await login({ username: 'evaluador', password: DEMO_PASSWORD }, '192.0.2.70')).status).toBe(200);
    expect(await hashDe()).toBe(nuevo); // already current: not rewritten
    expect((await login({ username: 'evaluador', password: WRONG }, '192.0.2.71')).status).toBe(401);
  });

  it('keeps only hashes in the sessions table and logs no token', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    const res = await login({ username: 'superadmin', password: DEMO_PASSWORD }, '192.0.2.8');
    const { token, tokenRefresco, redireccion, EsSuperAdmin } = await res.json();
    expect({ redireccion, EsSuperAdmin }).toEqual({ redireccion: '/index', EsSuperAdmin: true });
    const stored = JSON.stringify(await t.db.select().from(sesiones));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(tokenRefresco);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('POST /api/login/refrescar', () => {
  it('rotates both tokens: the old ones die, the new ones work, the cookie follows', async () => {
    const old = await t.sessionFor('admin');
    const res = await t.send('POST', '/api/login/refrescar', { tokenRefresco: old.tokenRefresco });
    expect(res.status).toBe(200);
    const next = await res.json();
    expect(next).toMatchObject({ UsuarioId: await t.usuarioId('admin'), TiposPerfil: ['GES'] });
    expect(next.token).not.toBe(old.token);
    expect(res.headers.get('set-cookie')).toContain(`sesion=${next.token}`);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(old.token))).status).toBe(401);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(next.token))).status).toBe(200);
    const reused = await t.send('POST', '/api/login/refrescar', { tokenRefresco: old.tokenRefresco });
    expect(reused.status).toBe(401);
    expect((await reused.json()).message).toBe('La sesión ha caducado. Inicie sesión de nuevo.');
  });

  it('takes the refresh token from its cookie when the body has none (the browser)', async () => {
    const old = await t.sessionFor('admin');
    const res = await t.send(
      'POST',
      '/api/login/refrescar',
      {},
      {
        Cookie: `sesion=${old.token}; sesion_refresco=${old.tokenRefresco}`,
        Origin: 'http://localhost',
      },
    );
    expect(res.status).toBe(200);
    const next = await res.json();
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toContain(`sesion=${next.token};`);
    expect(cookies[1]).toContain(`sesion_refresco=${next.tokenRefresco};`);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(next.token))).status).toBe(200);
  });

  it('refuses expired sessions, unknown tokens and bad input', async () => {
    const s = await t.sessionFor('admin');
    t.time.now += 7 * 24 * 60 * MINUTE;
    expect((await t.send('POST', '/api/login/refrescar', { tokenRefresco: s.tokenRefresco })).status).toBe(401);
    expect((await t.send('POST', '/api/login/refrescar', { tokenRefresco: 'desconocido' })).status).toBe(401);
    const missing = await t.send('POST', '/api/login/refrescar', {});
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.tokenRefresco).toEqual(['Este campo es obligatorio']);
    const extra = await t.send('POST', '/api/login/refrescar', { tokenRefresco: 'x', token: 'y' });
    expect(extra.status).toBe(422);
    expect((await extra.json()).errors.token).toEqual(['Campo no permitido']);
  });
});

describe('sessions', () => {
  it('die when the clock passes their expiry', async () => {
    const s = await t.sessionFor('admin');
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(s.token))).status).toBe(200);
    t.time.now += 7 * 24 * 60 * MINUTE;
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(s.token))).status).toBe(401);
  });

  it('die when the user is deactivated', async () => {
    const s = await t.sessionFor('tutor');
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.userName, 'tutor'));
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(s.token))).status).toBe(401);
    await t.db.update(usuarios).set({ activo: true }).where(eq(usuarios.userName, 'tutor'));
  });
});

describe('POST /api/logout', () => {
  it('answers the no-JavaScript form post with a redirect to a safe page', async () => {
    const s = await t.sessionFor('admin');
    const post = (volver: string) =>
      t.app.request('/api/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', Cookie: `sesion=${s.token}`, Origin: 'http://localhost' },
        body: new URLSearchParams({ volver }).toString(),
      });
    const res = await post('/login?volver=%2Fusuarios');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?volver=%2Fusuarios');
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(s.token))).status).toBe(401);
    expect((await post('https://malo.example/')).headers.get('location')).toBe('/');
  });

  it('deletes the session of a bearer token and clears the cookie', async () => {
    const s = await t.sessionFor('admin');
    const res = await t.send('POST', '/api/logout', undefined, t.bearer(s.token));
    expect(res.status).toBe(204);
    const [cookie, refresh] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^sesion=; Max-Age=0; Path=\/; HttpOnly/);
    expect(refresh).toMatch(/^sesion_refresco=; Max-Age=0; Path=\/api\/login\/refrescar; HttpOnly/);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(s.token))).status).toBe(401);
    expect((await t.send('GET', '/api/yo/permisos', undefined, t.bearer(s.token))).status).toBe(401);
    // A route behind a permission says 401 (no session), not 403.
    expect((await t.send('GET', '/api/usuarios', undefined, t.bearer(s.token))).status).toBe(401);
  });

  it('deletes the session of the cookie (same-origin) and is idempotent without one', async () => {
    const s = await t.sessionFor('admin');
    const cookie = { Cookie: `sesion=${s.token}`, Origin: 'http://localhost' };
    expect((await t.send('POST', '/api/logout', undefined, cookie)).status).toBe(204);
    expect((await t.send('GET', '/api/yo', undefined, cookie)).status).toBe(401);
    expect((await t.send('POST', '/api/logout', undefined, cookie)).status).toBe(204);
    expect((await t.send('POST', '/api/logout')).status).toBe(204);
    // A cross-site logout riding on the cookie is refused (CSRF).
    const other = await t.sessionFor('admin');
    const cross = await t.send('POST', '/api/logout', undefined, {
      Cookie: `sesion=${other.token}`,
      Origin: 'https://malo.example',
    });
    expect(cross.status).toBe(403);
    expect((await t.send('GET', '/api/yo', undefined, t.bearer(other.token))).status).toBe(200);
  });
});
