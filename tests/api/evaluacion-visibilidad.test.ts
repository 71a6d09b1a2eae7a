import { beforeAll, describe, expect, it } from 'vitest';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { REFERENCIA_SUBSANACION, USUARIO_SUBSANACION } from '../../src/db/seed/subsanacion-demo.ts';
import { evaluacionAcceso } from '../../src/i18n/evaluacion-area.ts';
import { darPerfil } from '../fixtures/perfiles.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// An evaluation's verdicts, comments, figures and report are the evaluation
// team's (and staff's) until published; the centre's team, which holds AE in the project,
// reads them only afterwards (src/domain/autoevaluacion/visibilidad-evaluacion.ts). Every read path of an
// evaluation record is tried; the correction rounds stay the team's to read.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let eva: number;
let proyectoEva: number;
let publicada: number;
let proyectoPublicada: number;
let estandarId: number;
let evidenciaId: number;

const as = async (who: string, method: string, path: string) => t.send(method, `/api${path}`, await t.as(who));

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(DEMO.EVA);
  eva = p.autoevaluaciones['EVA-INI'] as number;
  proyectoEva = p.id;
  const acr = await t.proyecto(EVALUACIONES_DEMO.ACR);
  publicada = acr.autoevaluaciones['EVA-INI'] as number;
  proyectoPublicada = acr.id;
  // The centre's representative keeps its profile in both projects during and after the evaluation.
  await darPerfil(t, 'representante3', 'REPRE', proyectoEva);
  await darPerfil(t, 'representante3', 'REPRE', proyectoPublicada);
  const l = await json(await as('evaluador', 'GET', `/autoevaluaciones/${eva}/estandares?registrosPorPagina=1`));
  estandarId = l.Registros[0].EstandarId;
  const ev = await json(await as('evaluador', 'GET', `/autoevaluaciones/${eva}/evidencias?registrosPorPagina=1`));
  evidenciaId = ev.Registros[0].EvidenciaId ?? ev.Registros[0].Evidencia?.Id ?? ev.Registros[0].Id;
}, 60_000);

/** Every read of an evaluation record's work. */
const lecturas = (id: number) => [
  `/autoevaluaciones/${id}`,
  `/autoevaluaciones/${id}/estandares`,
  `/autoevaluaciones/${id}/estandares/${estandarId}`,
  `/autoevaluaciones/${id}/estandares/${estandarId}/observaciones`,
  `/autoevaluaciones/${id}/evidencias`,
  `/autoevaluaciones/${id}/evidencias/${evidenciaId}`,
  `/autoevaluaciones/${id}/areasMejora`,
  `/autoevaluaciones/${id}/fortalezas`,
  `/autoevaluaciones/${id}/etiquetas`,
  `/autoevaluaciones/${id}/tareas`,
  `/autoevaluaciones/${id}/calendario`,
  `/autoevaluaciones/${id}/usuarios`,
  `/autoevaluaciones/${id}/tabla.pdf`,
];

describe('an evaluation not yet published', () => {
  it('refuses the centre team every read of its work with 403 and the Spanish reason', async () => {
    for (const path of lecturas(eva)) {
      const res = await as('representante3', 'GET', path);
      expect(res.status, path).toBe(403);
      expect((await json(res)).message, path).toBe(evaluacionAcceso.noPublicada);
    }
  });

  it('answers its evaluation team on every read, and staff who follow projects', async () => {
    for (const who of ['evaluador', 'jefeevaluacion']) {
      for (const path of lecturas(eva)) {
        const res = await as(who, 'GET', path);
        expect(res.status, `${who} ${path}`).toBe(200);
      }
    }
    expect((await as('tutor', 'GET', `/autoevaluaciones/${eva}`)).status).toBe(200);
    expect((await as('tutor', 'GET', `/autoevaluaciones/${eva}/tabla.pdf`)).status).toBe(200);
  });

  it('lists the project’s records to the centre team without the evaluation’s figures', async () => {
    // The demo evaluation judged in full, waiting for its report.
    const lista0 = await t.proyecto(EVALUACIONES_DEMO.LISTA);
    await darPerfil(t, 'representante3', 'REPRE', lista0.id);
    const eva = lista0.autoevaluaciones['EVA-INI'] as number;
    const lista = async (who: string) =>
      (await json(await as(who, 'GET', `/proyectos/${lista0.id}/autoevaluaciones`))).Registros as Array<{
        Id: number;
        NumeroEvaluado: number;
        Total: number;
      }>;
    const delCentro = (await lista('representante3')).find((r) => r.Id === eva);
    const delEquipo = (await lista('evaluador')).find((r) => r.Id === eva);
    expect(delEquipo?.NumeroEvaluado).toBeGreaterThan(0);
    expect(delCentro).toMatchObject({ NumeroEvaluado: 0, Total: 0, PorcentajeCumple: 0 });
    // The self-assessment's own figures stay the centre's.
    const aut = lista0.autoevaluaciones['AUT-INI'] as number;
    expect((await lista('representante3')).find((r) => r.Id === aut)?.NumeroEvaluado).toBeGreaterThan(0);
  });

  it('still opens the area frame and its deadlines to the centre team (yo/permisos)', async () => {
    const res = await as('representante3', 'GET', `/yo/permisos?autoevaluacionId=${eva}`);
    expect(res.status).toBe(200);
  });
});

describe('a published evaluation', () => {
  it('answers the centre team on every read', async () => {
    for (const path of lecturas(publicada)) {
      const res = await as('representante3', 'GET', path);
      // The standard and evidence of another manual's project may not apply here: never 403.
      expect([200, 404], path).toContain(res.status);
    }
    expect((await as('representante3', 'GET', `/autoevaluaciones/${publicada}`)).status).toBe(200);
    expect((await as('representante3', 'GET', `/autoevaluaciones/${publicada}/estandares`)).status).toBe(200);
  });
});

describe('a correction round', () => {
  it('shows the centre team the returned standards with the evaluator’s comments, from either record', async () => {
    const p = await t.proyecto(REFERENCIA_SUBSANACION);
    const aut = p.autoevaluaciones['AUT-INI'] as number;
    const evaluacion = p.autoevaluaciones['EVA-INI'] as number;
    for (const id of [aut, evaluacion]) {
      const res = await as(USUARIO_SUBSANACION, 'GET', `/autoevaluaciones/${id}/subsanaciones`);
      expect(res.status, String(id)).toBe(200);
      const { Registros } = await json(res);
      expect(Registros.length).toBeGreaterThan(0);
      for (const e of Registros[0].Estandares) expect(e.Comentario.length).toBeGreaterThan(0);
    }
    // The verdicts themselves stay the evaluation team's until publication.
    expect((await as(USUARIO_SUBSANACION, 'GET', `/autoevaluaciones/${evaluacion}/estandares`)).status).toBe(403);
  });
});
