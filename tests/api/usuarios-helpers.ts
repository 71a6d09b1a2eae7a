import { eq } from 'drizzle-orm';
import { usuarios } from '../../src/db/schema/index.ts';
import { seedDemoEtiquetas } from '../../src/db/seed/etiquetas.ts';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import type { Clock } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSeededDb } from '../runtime/plataforma.ts';

/**
 * The API over a fresh database with the demo users and user tags, a counter of the SQL
 * statements run (to see that lists do not query once per user) and bearer sessions: `as` for
 * a demo user (admin, tutor, representante, gestor…), `sinPerfil` for a user with no profile.
 */
export async function createUsuariosTestApp() {
  const counter = { queries: 0 };
  const now = new Date('2026-03-01T10:00:00Z');
  const db = await createSeededDb(
    `usuarios ${now.toISOString()}`,
    async (db) => {
      await seedBase(db, now);
      await seedDemoUsuarios(db, now);
      await seedDemoEtiquetas(db, now);
    },
    { logger: { logQuery: () => void counter.queries++ } },
  );
  const clock: Clock = { now: () => new Date(now) };
  const app = createTestApi({ db, clock });

  const idOf = async (userName: string) => {
    const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, userName));
    if (!row) throw new Error(`no user ${userName}`);
    return row.id;
  };
  /** Authorization header of a new session of this user. */
  const as = async (userName: string) => {
    const { token } = await createSession(db, { usuarioId: await idOf(userName), clock });
    return { Authorization: `Bearer ${token}` };
  };
  let sinPerfilSeq = 0;
  /** Authorization header of a new signed-in user without any profile (no permission at all). */
  const sinPerfil = async () => {
    sinPerfilSeq += 1;
    const userName = `sinperfil${sinPerfilSeq}`;
    await db.insert(usuarios).values({
      instanciaId: SOLUDABLE.id,
      nombre: 'Sin',
      apellido1: `Perfil${sinPerfilSeq}`,
      email: `${userName}@example.es`,
      userName,
      tipoDocumentoIdentidadClave: 'DNI',
      activo: true,
      altaFecha: now.toISOString(),
    });
    return as(userName);
  };
  const send = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { app, db, clock, counter, idOf, as, sinPerfil, send };
}

/** A valid new user; override what a test is about. */
export const nuevoUsuario = (over: Record<string, unknown> = {}) => ({
  nombre: 'Lucía',
  apellido1: 'Martínez',
  apellido2: 'Órtiz',
  tipoDocumentoIdentidadClave: 'DNI',
  documentoIdentidad: '12345678Z',
  email: 'Lucia.Martinez@Example.es',
  telefono: '612345678',
  sexoId: 2,
  provinciaId: 28,
  ...over,
});
