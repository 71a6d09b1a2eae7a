import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('links to the origin of the request, or PUBLIC_URL when configured', async () => {
    await t.app.request('https://acredita.example/api/login/PeticionRestablecerContrasena', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'representante@soludable.demo' }),
    });
    expect((await resetTokenFor('representante@soludable.demo')).mail.texto).toContain(
      'https://acredita.example/restablecerContrasena?token=',
    );
    vi.stubEnv('PUBLIC_URL', 'https://publico.example');
    try {
      await t.app.request('https://falso.example/api/login/PeticionRestablecerContrasena', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'representante@soludable.demo' }),
      });
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await resetTokenFor('representante@soludable.demo')).mail.texto).toContain(
      'https://publico.example/restablecerContrasena?token=',
    );
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
