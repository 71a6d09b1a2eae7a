import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  centros,
  correos,
  perfiles,
  perfilPermisos,
  procesos,
  proyectos,
  solicitudes,
  usuarioPerfiles,
  usuarios,
} from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { seedDemoManual } from '../../src/db/seed/manual-demo.ts';
import { seedDemoProcesos } from '../../src/db/seed/procesos-demo.ts';
import type { Db } from '../../src/db/types.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApp } from './helpers.ts';

export const PERFIL = { REPRE: 1, AUTOEVAL: 2, EVAL: 4, GEST_SOLIC: 5, ADMIN: 7 } as const;
export const HOUR = 3600_000;
export const START = new Date('2026-11-22T10:00:00Z');

/** A valid new-account body for PUT /invitaciones/{token}. */
export const NUEVA_CUENTA = {
  nombre: 'Inés',
  apellido1: 'Invitada',
  apellido2: 'López',
  tipoDocumentoIdentidadClave: 'DNI',
  documentoIdentidad: '12345678Z',
  telefono: '612345678',
  password: 'Clave.2026',
  confirmPassword: 'Clave.2026',
};

/** Projects the invitations name by id (PRY-<id>, centre "Centro de pruebas"); an invitation to a missing project is 422. */
export const PROYECTOS_DE_PRUEBA = [3, 4, 5, 6, 8, 9, 12, 21, 30] as const;

export async function proyectosDePrueba(db: Db) {
  await seedDemoManual(db, START);
  await seedDemoProcesos(db, START);
  const altaFecha = START.toISOString();
  const [proceso] = await db.select({ id: procesos.id }).from(procesos).limit(1);
  const [centro] = await db
    .insert(centros)
    .values({ instanciaId: 'soludable', nombre: 'Centro de pruebas', codigoPostal: '28001', altaFecha })
    .returning({ id: centros.id });
  const procesoId = proceso?.id as number;
  const centroId = centro?.id as number;
  for (const id of PROYECTOS_DE_PRUEBA) {
    const [s] = await db
      .insert(solicitudes)
      .values({ instanciaId: 'soludable', referencia: `SOL-${id}`, procesoId, centroId, nombre: 'Centro de pruebas', altaFecha })
      .returning({ id: solicitudes.id });
    await db.insert(proyectos).values({
      id,
      instanciaId: 'soludable',
      codigo: `PRY-${id}`,
      solicitudId: s?.id as number,
      centroId,
      procesoId,
      faseClave: 'AUT-INI',
      altaFecha,
    });
  }
}

/**
 * The API over a fresh database with the demo users, a movable clock, sessions for the roles the
 * invitation tests need (admin, superadmin, evaluador, and "lector": PERSONAS at level L only),
 * and helpers that call the API.
 */
export async function invitacionesFixture() {
  let now = START;
  const clock = { now: () => now };
  const t = await createTestApp({ clock });
  await seedDemoUsuarios(t.db);

  const bearer = async (email: string) => {
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, email));
    if (!u) throw new Error(`no user ${email}`);
    const { token } = await createSession(t.db, { usuarioId: u.id, clock });
    return { authorization: `Bearer ${token}` };
  };

  // The demo gestor becomes a reader of PERSONAS (level L only): may list, may not invite or cancel.
  const [perfil] = await t.db
    .insert(perfiles)
    .values({
      instanciaId: 'soludable',
      clave: 'LECTOR',
      nombrePublico: 'Lector',
      tipoClave: 'GES',
      general: true,
      altaFecha: START.toISOString(),
    })
    .returning();
  const perfilId = perfil?.id as number;
  await t.db.insert(perfilPermisos).values({ perfilId, permisoClave: 'PERSONAS', escritura: false });
  const [gestor] = await t.db.select().from(usuarios).where(eq(usuarios.email, 'gestor@soludable.demo'));
  const gestorId = gestor?.id as number;
  await t.db.insert(usuarioPerfiles).values({ usuarioId: gestorId, perfilId, altaFecha: START.toISOString() });
  await t.db
    .delete(usuarioPerfiles)
    .where(and(eq(usuarioPerfiles.usuarioId, gestorId), eq(usuarioPerfiles.perfilId, PERFIL.GEST_SOLIC)));

  await proyectosDePrueba(t.db);

  const auth = {
    admin: await bearer('admin@soludable.demo'),
    superadmin: await bearer('superadmin@soludable.demo'),
    lector: await bearer('gestor@soludable.demo'),
    evaluador: await bearer('evaluador@soludable.demo'),
  };

  const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-instancia': 'soludable', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
  const del = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { method: 'DELETE', headers });

  /** Invites as the demo admin; returns the id and the token read from the queued mail. */
  const invite = async (body: Record<string, unknown>) => {
    const res = await json('POST', '/api/invitaciones', body, auth.admin);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const { Id } = (await res.json()) as { Id: number };
    const [mail] = await t.db
      .select()
      .from(correos)
      .where(eq(correos.para, String(body.direccionEmail).toLowerCase()))
      .orderBy(desc(correos.id))
      .limit(1);
    const token = mail?.texto.match(/\/invitacion\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error('no link in mail');
    return { id: Id, token };
  };

  return {
    db: t.db,
    clock,
    setNow: (date: Date) => {
      now = date;
    },
    auth,
    json,
    get,
    del,
    invite,
  };
}

export type InvitacionesFixture = Awaited<ReturnType<typeof invitacionesFixture>>;
