import { and, desc, eq } from 'drizzle-orm';
import { correos, etiquetas, usuarios } from '../../src/db/schema/index.ts';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import type { Clock } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSeededDb } from '../runtime/plataforma.ts';
import { fromSocket, json } from './helpers.ts';

export const INICIO = Date.parse('2026-03-02T09:00:00Z');

/**
 * The API over a fresh database with the demo users, a clock the test moves (`time.now`), bearer
 * sessions (`as`), and the contact form as a person sends it: `enviar` takes a stamp, lets
 * `segundos` pass, then posts from `ip`.
 */
export async function createConsultasTestApp() {
  const time = { now: INICIO };
  const clock: Clock = { now: () => new Date(time.now) };
  const db = await createSeededDb(`consultas ${INICIO}`, async (db) => {
    await seedBase(db, new Date(INICIO));
    await seedDemoUsuarios(db, new Date(INICIO));
  });
  const app = createTestApi({ db, clock });
  const idOf = async (userName: string) => {
    const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, userName));
    if (!row) throw new Error(`no user ${userName}`);
    return row.id;
  };
  const as = async (userName: string) => {
    const { token } = await createSession(db, { usuarioId: await idOf(userName), clock });
    return { Authorization: `Bearer ${token}` };
  };
  const send = (method: string, path: string, auth: Record<string, string>, body?: unknown, ip = '192.0.2.10') =>
    app.request(
      path,
      {
        method,
        headers: { 'content-type': 'application/json', ...auth },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      },
      fromSocket(ip),
    );
  const marca = async (): Promise<string> => (await json(await send('GET', '/api/consultas/marca', {}))).marca;
  /** The contact form: a stamp now, `segundos` of filling in, then the submission. */
  const enviar = async (
    body: Record<string, unknown>,
    opts: { ip?: string; segundos?: number; auth?: Record<string, string> } = {},
  ) => {
    const m = await marca();
    time.now += (opts.segundos ?? 20) * 1000;
    return send('POST', '/api/consultas', opts.auth ?? {}, { marca: m, ...body }, opts.ip ?? '198.51.100.1');
  };
  const etiqueta = async (nombre: string, tipoClave = 'CON') => {
    const [row] = await db
      .insert(etiquetas)
      .values({ instanciaId: SOLUDABLE.id, nombre, color: '#2563eb', tipoClave, altaFecha: new Date(INICIO).toISOString() })
      .returning({ id: etiquetas.id });
    return row?.id as number;
  };
  const correosA = (para: string) => db.select().from(correos).where(eq(correos.para, para)).orderBy(desc(correos.id));
  const correosDe = (para: string, plantilla: string) =>
    db
      .select()
      .from(correos)
      .where(and(eq(correos.para, para), eq(correos.plantilla, plantilla)))
      .orderBy(desc(correos.id));
  return { app, db, time, clock, idOf, as, send, marca, enviar, etiqueta, correosA, correosDe };
}

/** A valid enquiry of the contact form; override what a test is about. */
export const consulta = (over: Record<string, unknown> = {}) => ({
  nombre: 'Ana Gómez',
  tipoDocumentoIdentidadClave: 'DNI',
  documentoIdentidad: '12345678Z',
  direccionEmail: 'Ana.Gomez@Example.es',
  telefono: '612345678',
  texto: '¿Qué significa el estándar 1.2?\nGracias.',
  aceptaPrivacidad: true,
  ...over,
});
