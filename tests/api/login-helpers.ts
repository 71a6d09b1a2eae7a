import { desc, eq } from 'drizzle-orm';
import { correos, usuarios } from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import type { Db } from '../../src/db/types.ts';
import type { Clock } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApp } from './helpers.ts';

export const START = Date.parse('2026-03-01T10:00:00Z');
export const MINUTE = 60 * 1000;

/**
 * A test app with the demo users (hashed once per file) and a clock the test moves.
 * `sessionFor` opens a session without a password check, so tests spend scrypt time
 * only where the password is what they test.
 */
export async function createIdentityTestApp() {
  const time = { now: START };
  const clock: Clock = { now: () => new Date(time.now) };
  const t = await createTestApp({ clock });
  await seedDemoUsuarios(t.db, new Date(START));

  const usuarioId = async (userName: string) => {
    const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, userName));
    if (!row) throw new Error(`no demo user ${userName}`);
    return row.id;
  };
  const sessionFor = async (userName: string) => createSession(t.db, { usuarioId: await usuarioId(userName), clock });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  /** `env`: the request's platform bindings, e.g. fromSocket(address) for the client's address. */
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, env?: object) =>
    t.app.request(
      path,
      {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      },
      env,
    );
  return { ...t, time, clock, usuarioId, sessionFor, bearer, send };
}

export const RESET_REPLY =
  'Si la dirección corresponde a una cuenta activa, recibirá un correo con las instrucciones para restablecer la contraseña.';

/** The token of the last reset mail sent to `para`, read from the link in its text. */
export async function resetTokenFor(db: Db, para: string) {
  const [mail] = await db.select().from(correos).where(eq(correos.para, para)).orderBy(desc(correos.id)).limit(1);
  const token = mail?.texto.match(/restablecerContrasena\?token=([\w-]+)/)?.[1];
  if (!mail || !token) throw new Error(`no reset mail for ${para}`);
  return { mail, token };
}
