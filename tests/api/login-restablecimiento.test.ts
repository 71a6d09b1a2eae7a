import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { correos, restablecimientos, usuarios } from '../../src/db/schema/index.ts';
import { createIdentityTestApp, resetTokenFor as lastResetMail, MINUTE, RESET_REPLY } from './login-helpers.ts';

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});

const resetTokenFor = (para: string) => lastResetMail(t.db, para);

describe('POST /api/login/PeticionRestablecerContrasena', () => {
  const ask = (email: unknown) => t.send('POST', '/api/login/PeticionRestablecerContrasena', { email });
  const mailsTo = async (para: string) => (await t.db.select().from(correos).where(eq(correos.para, para))).length;

  it('answers the same whether or not an active account exists, and mails only active accounts', async () => {
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.userName, 'jefeevaluacion'));
    for (const email of ['nadie@soludable.demo', 'jefeevaluacion@soludable.demo', 'EVALUADOR@soludable.demo']) {
      const res = await ask(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: RESET_REPLY });
    }
    expect(await mailsTo('nadie@soludable.demo')).toBe(0);
    expect(await mailsTo('jefeevaluacion@soludable.demo')).toBe(0);
    expect(await mailsTo('evaluador@soludable.demo')).toBe(1);
    const { mail } = await resetTokenFor('evaluador@soludable.demo');
    expect(mail.asunto).toBe('Restablecer la contraseña en Soludable');
    expect(mail.texto).toContain('Estimado/a Elena Evaluadora:');
    expect(mail.html).toContain('lang="es"');
    // Only the hash of the link's token is stored.
    const rows = await t.db.select().from(restablecimientos);
    expect(JSON.stringify(rows)).not.toContain((await resetTokenFor('evaluador@soludable.demo')).token);
    await t.db.update(usuarios).set({ activo: true }).where(eq(usuarios.userName, 'jefeevaluacion'));
  });

  it('sends at most 5 mails per account and hour, silently', async () => {
    for (let i = 0; i < 7; i++) expect((await ask('autoevaluador@soludable.demo')).status).toBe(200);
    expect(await mailsTo('autoevaluador@soludable.demo')).toBe(5);
    t.time.now += 61 * MINUTE;
    await ask('autoevaluador@soludable.demo');
    expect(await mailsTo('autoevaluador@soludable.demo')).toBe(6);
  });

  describe('links', () => {
    beforeEach(() => {
      // Another name this server answers for (a proxy's, src/api/middleware/host.ts): the links
      // still never follow it.
      vi.stubEnv('ALLOWED_HOSTS', 'evil.example');
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });
    /** The reset request for `email` as if sent to `url` (a Host header names the URL's host). */
    const askAt = (url: string, email: string, headers: Record<string, string> = {}) =>
      t.app.request(`${url}/api/login/PeticionRestablecerContrasena`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email }),
      });
    const lastLink = async (email: string) =>
      (await resetTokenFor(email)).mail.texto.match(/(\S+)\/restablecerContrasena\?token=/)?.[1];

    it('point to PUBLIC_URL, never to the host the request names', async () => {
      vi.stubEnv('PUBLIC_URL', 'https://publico.example/');
      expect((await askAt('http://evil.example', 'representante@soludable.demo', { Host: 'evil.example' })).status).toBe(200);
      expect(await lastLink('representante@soludable.demo')).toBe('https://publico.example');
    });

    it('without PUBLIC_URL outside production, point to the address the server listens on', async () => {
      vi.stubEnv('PUBLIC_URL', undefined);
      vi.stubEnv('PORT', '4321');
      vi.stubEnv('HOST', undefined);
      await askAt('http://evil.example', 'tutor@soludable.demo', { Host: 'evil.example' });
      expect(await lastLink('tutor@soludable.demo')).toBe('http://localhost:4321');
      // HOST names the address; a wildcard one (all interfaces) is reached as localhost here.
      vi.stubEnv('HOST', '192.168.1.20');
      await askAt('http://evil.example', 'tutor@soludable.demo');
      expect(await lastLink('tutor@soludable.demo')).toBe('http://192.168.1.20:4321');
      vi.stubEnv('HOST', '0.0.0.0');
      await askAt('http://evil.example', 'tutor@soludable.demo');
      expect(await lastLink('tutor@soludable.demo')).toBe('http://localhost:4321');
    });
  });

  it('validates the address', async () => {
    const bad = await ask('no-es-un-correo');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.email).toEqual(['Email no válido']);
    const missing = await t.send('POST', '/api/login/PeticionRestablecerContrasena', {});
    expect((await missing.json()).errors.email).toEqual(['Este campo es obligatorio']);
  });
});

describe('POST /api/login/RestablecerContrasena', () => {
  const reset = (body: unknown) => t.send('POST', '/api/login/RestablecerContrasena', body);

  it('applies the password policy with the spec messages', async () => {
    const weak = await reset({ token: 'x', password: 'abc', confirmPassword: 'abc' });
    expect(weak.status).toBe(422);
    expect((await weak.json()).errors.password).toEqual([
      'No cumple los criterios de la contraseña',
      'Se requieren al menos 6 caracteres',
      'Se requiere al menos un número',
      'Se requiere al menos una mayúscula',
      'Se requiere al menos un carácter no alfanumérico',
    ]);
    const mismatch = await reset({ token: 'x', password: 'Buena.2026', confirmPassword: 'Buena.2027' });
    expect((await mismatch.json()).errors).toEqual({ confirmPassword: ['Las contraseñas no coinciden'] });
    const missing = await reset({});
    expect((await missing.json()).errors).toMatchObject({
      token: ['Este campo es obligatorio'],
      password: ['Este campo es obligatorio'],
      confirmPassword: ['Este campo es obligatorio'],
    });
  });

  it('refuses unknown and expired links with 400', async () => {
    const unknown = await reset({ token: 'no-existe', password: 'Buena.2026', confirmPassword: 'Buena.2026' });
    expect(unknown.status).toBe(400);
    await t.send('POST', '/api/login/PeticionRestablecerContrasena', { email: 'tutor@soludable.demo' });
    const { token } = await resetTokenFor('tutor@soludable.demo');
    t.time.now += 60 * MINUTE;
    const expired = await reset({ token, password: 'Buena.2026', confirmPassword: 'Buena.2026' });
    expect(expired.status).toBe(400);
    const [row] = await t.db
      .select()
      .from(restablecimientos)
      .where(and(eq(restablecimientos.usuarioId, await t.usuarioId('tutor'))));
    expect(row?.usadoEn).toBeNull();
  });
});
