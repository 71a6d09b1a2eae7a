import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema/identidad.ts';
import { createSolicitudesTestApp } from '../fixtures/solicitudes.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createSolicitudesTestApp>>;
let t: T;
let gestor: Record<string, string>;
let tutor: Record<string, string>;
let repre: Record<string, string>;
beforeAll(async () => {
  t = await createSolicitudesTestApp();
  gestor = await t.as('gestor');
  tutor = await t.as('tutor');
  repre = await t.as('representante');
});

const url = (perfilClave: string) => `/api/solicitudes/responsables?perfilClave=${perfilClave}`;
const ids = (body: Record<string, unknown>) => (body.Registros as Array<{ Id: number }>).map((r) => r.Id);

describe('GET /solicitudes/responsables', () => {
  it('lists the users holding GEST_PROY (tutors) or GEST_SOLIC (administratives), by name', async () => {
    const res = await t.send('GET', url('GEST_PROY'), gestor);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.Registros).toContainEqual({ Id: t.tutorId, NombreCompleto: 'Tomás Referente' });
    expect(ids(body)).not.toContain(t.gestorId);
    expect(body.NumeroRegistros).toBe((body.Registros as unknown[]).length);

    const admins = await json(await t.send('GET', url('GEST_SOLIC'), gestor));
    expect(admins.Registros).toContainEqual({ Id: t.gestorId, NombreCompleto: 'Gema Solicitudes' });
    expect(ids(admins)).not.toContain(t.tutorId);
  });

  it('the same users the edit accepts: a listed tutor saves, an unlisted one is refused', async () => {
    const tutores = ids(await json(await t.send('GET', url('GEST_PROY'), gestor)));
    expect(tutores).toContain(t.tutorId);
    const id = await t.crearSolicitud();
    const datos = (usuarioTutorId: number) => ({
      nombre: 'Colegio',
      cif: 'A58818501',
      direccion: 'Calle 1',
      codigoPostal: '28001',
      provinciaId: 28,
      municipioId: 28079,
      ambitoId: t.ambitoId,
      fechaInicio: '01/05/2026',
      matricula: 'M',
      usuarioTutorId,
      usuarioAdministrativoId: t.gestorId,
    });
    expect((await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos(t.tutorId))).status).toBe(200);
    const mal = await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos(t.gestorId));
    expect(mal.status).toBe(422);
    expect((await json(mal)).errors.usuarioTutorId).toEqual([
      'El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)',
    ]);
  });

  it('readers of requests (GEST_SOLICITUDES at L) may call it', async () => {
    expect((await t.send('GET', url('GEST_SOLIC'), tutor)).status).toBe(200);
  });

  it('401 without a session, 403 without GEST_SOLICITUDES', async () => {
    const anon = await t.send('GET', url('GEST_PROY'), {});
    expect(anon.status).toBe(401);
    const denied = await t.send('GET', url('GEST_PROY'), repre);
    expect(denied.status).toBe(403);
    expect((await json(denied)).message).toBeTruthy();
  });

  it('422 for an unknown or missing profile key', async () => {
    for (const path of [url('ADMIN'), url('gest_proy'), '/api/solicitudes/responsables']) {
      const res = await t.send('GET', path, gestor);
      expect(res.status, path).toBe(422);
      expect((await json(res)).errors.perfilClave, path).toEqual(['Perfil no válido: GEST_PROY o GEST_SOLIC']);
    }
  });

  it('leaves out inactive users', async () => {
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, t.tutorId));
    try {
      expect(ids(await json(await t.send('GET', url('GEST_PROY'), gestor)))).not.toContain(t.tutorId);
    } finally {
      await t.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, t.tutorId));
    }
  });
});
