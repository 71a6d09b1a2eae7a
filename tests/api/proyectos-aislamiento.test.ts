import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// No one reaches another project's data by changing an id. Every
// project-scoped route is one row of RUTAS; a member of another demo project calls it with
// this project's ids and must get 403 or 404, never a 2xx, and nothing changes. Each part of
// the area appends its own routes (with the ids they need in `Ids`).

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;

/** The ids a route template may name, all of one project. */
interface Ids {
  proyectoId: number;
  autoevaluacionId: number;
  observacionId: number;
  usuarioId: number;
}

interface Ruta {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With {proyectoId}, {autoevaluacionId}, {observacionId}, {usuarioId}. */
  path: string;
  /** A valid body, so that only access can refuse the call. */
  body?: (ids: Ids) => unknown;
}

const RUTAS: Ruta[] = [
  // Projects (src/api/routes/proyectos.ts).
  { method: 'GET', path: '/proyectos/{proyectoId}' },
  { method: 'PUT', path: '/proyectos/{proyectoId}', body: (ids) => ({ usuarioTutorId: ids.usuarioId }) },
  { method: 'PUT', path: '/proyectos/{proyectoId}/cambiarEstado', body: () => ({ estado: 'CANCEL' }) },
  { method: 'POST', path: '/proyectos/{proyectoId}/etiquetas/reasignar', body: () => ({ etiquetas: [] }) },
  { method: 'GET', path: '/proyectos/{proyectoId}/observaciones' },
  { method: 'POST', path: '/proyectos/{proyectoId}/observaciones', body: () => ({ observacion: 'Intrusa' }) },
  { method: 'PUT', path: '/proyectos/observaciones/{observacionId}', body: () => ({ observacion: 'Cambiada' }) },
  { method: 'DELETE', path: '/proyectos/observaciones/{observacionId}' },
  // Follow-up (src/api/routes/proyectos-seguimiento.ts).
  { method: 'GET', path: '/proyectos/{proyectoId}/seguimiento' },
  {
    method: 'PUT',
    path: '/proyectos/{proyectoId}/abrirSeguimiento',
    body: () => ({ fechaInicio: '01/04/2026', fechaLimiteSiguiente: '01/09/2026' }),
  },
  // Self-assessments (src/api/routes/autoevaluaciones.ts) and the user's own views (yo.ts).
  { method: 'GET', path: '/autoevaluaciones/{autoevaluacionId}' },
  { method: 'GET', path: '/proyectos/{proyectoId}/autoevaluaciones' },
  { method: 'GET', path: '/yo/proyectos/{proyectoId}/autoevaluaciones' },
  { method: 'GET', path: '/yo/permisos?proyectoId={proyectoId}' },
  { method: 'GET', path: '/yo/permisos?autoevaluacionId={autoevaluacionId}' },
  // Reports (src/api/routes/informes.ts).
  { method: 'GET', path: '/autoevaluaciones/{autoevaluacionId}/informe.pdf' },
  { method: 'GET', path: '/autoevaluaciones/{autoevaluacionId}/plantilla-seguimiento.pdf' },
  { method: 'GET', path: '/autoevaluaciones/{autoevaluacionId}/tabla.pdf' },
];

const rellenar = (path: string, ids: Ids) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name as keyof Ids] ?? `{${name}}`));

let t: T;
const ids: Record<string, Ids> = {};

beforeAll(async () => {
  t = await createProyectosTestApp();
  const tutor = await t.as('tutor');
  const tutorId = await t.idOf('tutor');
  for (const [clave, referencia] of Object.entries(DEMO)) {
    const p = await t.proyecto(referencia);
    // Each project has an observation of its own, so the observation routes have a real id.
    const res = await t.send('POST', `/api/proyectos/${p.id}/observaciones`, tutor, { observacion: `De ${clave}` });
    expect(res.status).toBe(201);
    ids[clave] = {
      proyectoId: p.id,
      autoevaluacionId: p.autoevaluaciones['AUT-INI'] as number,
      observacionId: (await json(res)).Id,
      usuarioId: tutorId,
    };
  }
});

/** Who tries, and the projects that are not theirs. */
const INTRUSOS: Array<{ usuario: string; ajenos: Array<keyof typeof DEMO> }> = [
  { usuario: 'representante2', ajenos: ['AUT', 'EVA', 'FIN'] },
  { usuario: 'representante', ajenos: ['OTRO', 'EVA', 'FIN'] },
  { usuario: 'evaluador', ajenos: ['AUT', 'OTRO'] },
];

describe("a member of another project never reaches this project's data", () => {
  for (const { usuario, ajenos } of INTRUSOS) {
    for (const ajeno of ajenos) {
      it(`${usuario} → project ${ajeno}: 403/404 on every route`, async () => {
        const headers = await t.as(usuario);
        const antes = await json(await t.send('GET', `/api/proyectos/${ids[ajeno]?.proyectoId}`, await t.as('tutor')));
        for (const ruta of RUTAS) {
          const target = ids[ajeno] as Ids;
          const res = await t.send(ruta.method, `/api${rellenar(ruta.path, target)}`, headers, ruta.body?.(target));
          expect([403, 404], `${ruta.method} ${ruta.path} → ${res.status}`).toContain(res.status);
        }
        // Nothing changed: same tutor, status, tags and observations.
        const despues = await json(await t.send('GET', `/api/proyectos/${ids[ajeno]?.proyectoId}`, await t.as('tutor')));
        expect(despues).toEqual(antes);
        const obs = await json(
          await t.send('GET', `/api/proyectos/${ids[ajeno]?.proyectoId}/observaciones`, await t.as('tutor')),
        );
        expect(obs.Registros.map((o: { Observacion: string }) => o.Observacion)).toEqual([`De ${ajeno}`]);
      });
    }
  }

  it('the table covers the ids of every project-scoped route it names', () => {
    for (const ruta of RUTAS) expect(rellenar(ruta.path, ids.AUT as Ids), ruta.path).not.toMatch(/\{/);
  });
});
