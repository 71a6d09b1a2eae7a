import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoevaluaciones, perfiles, usuarioPerfiles } from '../../src/db/schema/index.ts';
import { evaluacionAcceso } from '../../src/i18n/evaluacion-area.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The evaluation area's writes: evaluators judge the evaluation's own record
// (phase type EVA) through the same calls as the team's work, with the version check. Only the
// evaluation team of that project writes there: the centre's team, even holding AE_APORTACION
// in the project, gets 403; another project's people 404 for every id.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let eva: number;
let autEva: number;
let estandarId: number;
let evidenciaId: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(DEMO.EVA);
  eva = p.autoevaluaciones['EVA-INI'] as number;
  autEva = p.autoevaluaciones['AUT-INI'] as number;
  // The centre's representative keeps a profile in the project during its evaluation.
  const [repre] = await t.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
  await t.db.insert(usuarioPerfiles).values({
    usuarioId: await t.idOf('representante3'),
    perfilId: repre?.id as number,
    proyectoId: p.id,
    altaFecha: new Date().toISOString(),
  });
  const l = await json(await as('evaluador', 'GET', `/autoevaluaciones/${eva}/estandares?registrosPorPagina=1`));
  estandarId = l.Registros[0].EstandarId;
  const ev = await json(await as('evaluador', 'GET', `/autoevaluaciones/${eva}/evidencias?registrosPorPagina=1`));
  evidenciaId = ev.Registros[0].EvidenciaId ?? ev.Registros[0].Evidencia?.Id ?? ev.Registros[0].Id;
});

const as = async (who: string, method: string, path: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);

const versionDe = async (who: string) =>
  (await json(await as(who, 'GET', `/autoevaluaciones/${eva}/estandares/${estandarId}`))).Version as number;

describe('evaluators judge the evaluation record', () => {
  it('records met / not met / not applicable with the version read, and refuses a stale version', async () => {
    const v0 = await versionDe('evaluador');
    const ok = await as('evaluador', 'PATCH', `/autoevaluaciones/${eva}/estandares/${estandarId}`, {
      estado: 'NC',
      justificacion: 'Falta el acta de la comisión.',
      version: v0,
    });
    expect(ok.status).toBe(200);
    const v1 = await versionDe('jefeevaluacion');
    expect(v1).toBeGreaterThan(v0);
    const stale = await as('jefeevaluacion', 'PATCH', `/autoevaluaciones/${eva}/estandares/${estandarId}`, {
      estado: 'C',
      version: v0,
    });
    expect(stale.status).toBe(409);
    const head = await as('jefeevaluacion', 'PATCH', `/autoevaluaciones/${eva}/estandares/${estandarId}`, {
      estado: 'C',
      version: v1,
    });
    expect(head.status).toBe(200);
    // The applicant's own record is never the evaluation side's to write.
    const aut = await as('evaluador', 'PATCH', `/autoevaluaciones/${autEva}/estandares/${estandarId}`, {
      estado: 'C',
      version: 0,
    });
    expect(aut.status).toBe(403);
  });

  it('judges an evidence, comments, and proposes an improvement area from a standard', async () => {
    const ev = await as('evaluador', 'PATCH', `/autoevaluaciones/${eva}/evidencias/${evidenciaId}`, {
      estado: 'C',
      justificacion: 'Comprobado en la visita.',
      version: 0,
    });
    expect(ev.status).toBe(200);
    const obs = await as('evaluador', 'POST', `/autoevaluaciones/${eva}/estandares/${estandarId}/observaciones`, {
      observacion: 'Revisar en la visita.',
    });
    expect(obs.status).toBe(201);
    const area = await as('evaluador', 'POST', `/autoevaluaciones/${eva}/areasMejora`, {
      descripcion: 'Documentar las actas.',
      estandarId,
    });
    expect(area.status).toBe(201);
  });
});

describe('only the evaluation team of that project', () => {
  it('refuses the centre team on the evaluation record with 403 and a Spanish reason', async () => {
    const v = await versionDe('evaluador');
    const res = await as('representante3', 'PATCH', `/autoevaluaciones/${eva}/estandares/${estandarId}`, {
      estado: 'C',
      version: v,
    });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe(evaluacionAcceso.soloEquipoEvaluacion);
    for (const [method, path, body] of [
      ['PATCH', `/autoevaluaciones/${eva}/evidencias/${evidenciaId}`, { estado: 'C', version: 0 }],
      ['POST', `/autoevaluaciones/${eva}/estandares/${estandarId}/observaciones`, { observacion: 'x' }],
      ['POST', `/autoevaluaciones/${eva}/areasMejora`, { descripcion: 'x' }],
      ['POST', `/autoevaluaciones/${eva}/fortalezas`, { descripcion: 'x' }],
    ] as const)
      expect((await as('representante3', method, path, body)).status, `${method} ${path}`).toBe(403);
  });

  it('answers 404 to other projects’ teams for every id of the evaluation', async () => {
    for (const who of ['representante', 'autoevaluador', 'representante2']) {
      for (const [method, path, body] of [
        ['GET', `/autoevaluaciones/${eva}`, undefined],
        ['GET', `/autoevaluaciones/${eva}/estandares/${estandarId}`, undefined],
        ['PATCH', `/autoevaluaciones/${eva}/estandares/${estandarId}`, { estado: 'C', version: 1 }],
        ['PATCH', `/autoevaluaciones/${eva}/evidencias/${evidenciaId}`, { estado: 'C', version: 0 }],
        ['POST', `/autoevaluaciones/${eva}/estandares/${estandarId}/observaciones`, { observacion: 'x' }],
        ['POST', `/autoevaluaciones/${eva}/areasMejora`, { descripcion: 'x' }],
        ['GET', `/autoevaluaciones/${autEva}/estandares/${estandarId}`, undefined],
      ] as const)
        expect((await as(who, method, path, body)).status, `${who} ${method} ${path}`).toBe(404);
    }
  });

  it('keeps the gate unchanged for a self-assessment record (its team still writes)', async () => {
    const auto = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
    const l = await json(
      await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares?estado=PTE&registrosPorPagina=1`),
    );
    const r = l.Registros[0];
    const res = await as('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/${r.EstandarId}`, {
      estado: 'CUR',
      version: r.Version,
    });
    expect(res.status).toBe(200);
  });

  it('checks the team before the status: on a finished evaluation the centre gets 403, evaluators 409', async () => {
    await t.db.update(autoevaluaciones).set({ estadoClave: 'FIN' }).where(eq(autoevaluaciones.id, eva));
    try {
      const body = { estado: 'C', version: await versionDe('evaluador') };
      const path = `/autoevaluaciones/${eva}/estandares/${estandarId}`;
      expect((await as('representante3', 'PATCH', path, body)).status).toBe(403);
      expect((await as('evaluador', 'PATCH', path, body)).status).toBe(409);
    } finally {
      await t.db.update(autoevaluaciones).set({ estadoClave: 'CURSO' }).where(eq(autoevaluaciones.id, eva));
    }
  });
});
