import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoevaluaciones, proyectos, solicitudes, usuarios } from '../../src/db/schema/index.ts';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSeededDb, type TestStorage, useTestStorage } from '../runtime/plataforma.ts';

// Authorization is worked out once per request (ADR 0042): publishing an evaluation passes
// several gates (the finish call's choice, the publisher's gate, the reply's read of the
// record), and all of them read one capability object, so the user's permissions in the
// project are read from the database once in the whole request.

const AHORA = new Date('2026-03-02T10:00:00Z');
let sentencias: string[] = [];
let contar = false;
let send: (method: string, path: string) => Response | Promise<Response>;
let lista: number;
let files: TestStorage;
let subirInforme: () => Response | Promise<Response>;

beforeAll(async () => {
  files = await useTestStorage();
  const db = await createSeededDb(`demo ${AHORA.toISOString()} contado`, (d) => seedDemo(d, AHORA), {
    logger: { logQuery: (query: string) => void (contar && sentencias.push(query)) },
  });
  const clock = { now: () => new Date(AHORA) };
  const app = createTestApi({ db, clock });
  const [jefe] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'jefeevaluacion'));
  const { token } = await createSession(db, { usuarioId: jefe?.id as number, clock });
  send = (method, path) => app.request(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  const [row] = await db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.referencia, EVALUACIONES_DEMO.LISTA), eq(autoevaluaciones.faseClave, 'EVA-INI')));
  lista = row?.id as number;
  subirInforme = () => {
    const form = new FormData();
    form.append('contenidoBinario', new Blob([SAMPLES.pdf as BlobPart]), 'informe.pdf');
    form.append('nombreFisico', 'informe.pdf');
    return app.request(`/api/autoevaluaciones/${lista}/informe`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  };
});
afterAll(async () => {
  await files.cleanup();
});

/** The statements of one request that read profiles' permissions. */
async function lecturasDePermisos(method: string, path: string): Promise<{ status: number; lecturas: number }> {
  sentencias = [];
  contar = true;
  const res = await send(method, path);
  contar = false;
  return { status: res.status, lecturas: sentencias.filter((s) => /"perfil_permisos"/.test(s)).length };
}

describe('publishing an evaluation reads the permissions once', () => {
  it('in the whole request: the finish call, the publisher gate and the reply', async () => {
    // The session's own identity is kept across requests (ADR 0017): the upload reads it first.
    expect((await subirInforme()).status).toBe(201);
    expect(await lecturasDePermisos('PUT', `/autoevaluaciones/${lista}/finalizar`)).toEqual({ status: 200, lecturas: 1 });
  });
});
