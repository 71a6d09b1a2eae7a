import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarioPerfiles } from '../../src/db/schema/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { loadAutoevaluacionBase, loadEstandaresAplicables } from '../../src/domain/autoevaluacion/carga.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Project roles and the self-assessment reads: who reaches which project's self-assessments.
// Access is decided per project from the profiles held for it; an outsider gets 404 for every
// id of a project that is not theirs.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let aut: Awaited<ReturnType<T['proyecto']>>;
let otro: Awaited<ReturnType<T['proyecto']>>;
let eva: Awaited<ReturnType<T['proyecto']>>;

beforeAll(async () => {
  t = await createProyectosTestApp();
  aut = await t.proyecto(DEMO.AUT);
  otro = await t.proyecto(DEMO.OTRO);
  eva = await t.proyecto(DEMO.EVA);
});

const get = async (path: string, who: string) => t.send('GET', path, await t.as(who));

describe('GET /yo/proyectos', () => {
  it("lists the projects the user works on with the current phase's self-assessment", async () => {
    const repre = await json(await get('/api/yo/proyectos', 'representante'));
    expect(repre.NumeroRegistros).toBe(1);
    expect(repre.Registros[0]).toMatchObject({
      Id: aut.id,
      Fase: { Clave: 'AUT-INI', TipoClave: 'AUT' },
      Autoevaluacion: { Id: aut.autoevaluaciones['AUT-INI'], Fase: { TipoClave: 'AUT' } },
      Perfiles: [{ Clave: 'REPRE', NombrePublico: 'Representante' }],
    });
    const jefe = await json(await get('/api/yo/proyectos', 'jefeevaluacion'));
    expect(jefe.Registros[0]).toMatchObject({
      Id: eva.id,
      Autoevaluacion: { Id: eva.autoevaluaciones['EVA-INI'], Fase: { Clave: 'EVA-INI', TipoClave: 'EVA' } },
    });
  });

  it('answers the entry check (campos=Id,Autoevaluacion, one record) and is empty for staff', async () => {
    const entry = await json(await get('/api/yo/proyectos?registrosPorPagina=1&campos=Id,Autoevaluacion', 'autoevaluador'));
    expect(entry.Registros).toEqual([
      {
        Id: aut.id,
        Autoevaluacion: {
          Id: aut.autoevaluaciones['AUT-INI'],
          Fase: { Clave: 'AUT-INI', TipoClave: 'AUT' },
          Estado: { Clave: 'CURSO' },
        },
      },
    ]);
    expect((await json(await get('/api/yo/proyectos', 'admin'))).NumeroRegistros).toBe(0);
    expect((await get('/api/yo/proyectos?campos=Nada', 'representante')).status).toBe(400);
    expect((await t.send('GET', '/api/yo/proyectos', {})).status).toBe(401);
  });
});

describe('GET /autoevaluaciones/{id}: the figures', () => {
  it('come from the applicable standards and the verdicts (the demo: 3 C, 2 CUR, 1 NC, 1 not applicable)', async () => {
    const id = aut.autoevaluaciones['AUT-INI'] as number;
    const base = await loadAutoevaluacionBase(t.db, SOLUDABLE.id, id);
    const aplicables = await loadEstandaresAplicables(t.db, base?.manualId as number, base?.ambitoId ?? null);
    const res = await get(`/api/autoevaluaciones/${id}`, 'autoevaluador');
    expect(res.status).toBe(200);
    const a = await json(res);
    const total = aplicables.length - 1;
    expect(a).toMatchObject({
      Id: id,
      ProyectoId: aut.id,
      Fase: { Clave: 'AUT-INI', TipoClave: 'AUT' },
      Estado: { Clave: 'CURSO' },
      NumeroCumple: 3,
      Total: total,
      NumeroEvaluado: 4,
      PorcentajeCumple: Math.round(300 / total),
      PorEstado: { C: 3, CUR: 2, NC: 1, NA: 1, PTE: total - 6 },
    });
  });

  it('staff who follow projects (HISTORICO) read it; the other centre gets 404; no AE nor HISTORICO gets 403', async () => {
    const id = aut.autoevaluaciones['AUT-INI'];
    expect((await get(`/api/autoevaluaciones/${id}`, 'tutor')).status).toBe(200);
    const fuera = await get(`/api/autoevaluaciones/${id}`, 'representante2');
    expect(fuera.status).toBe(404);
    expect((await json(fuera)).message).toBe('La autoevaluación no existe');
    expect((await get('/api/autoevaluaciones/999999', 'representante')).status).toBe(404);
    expect((await get('/api/autoevaluaciones/abc', 'representante')).status).toBe(400);
  });
});

describe('GET /proyectos/{id}/autoevaluaciones and /yo/proyectos/{id}/autoevaluaciones', () => {
  it('the team and HISTORICO list a project’s self-assessments, oldest phase first', async () => {
    const team = await json(await get(`/api/proyectos/${eva.id}/autoevaluaciones`, 'evaluador'));
    expect(team.Registros.map((r: { Fase: { Clave: string } }) => r.Fase.Clave)).toEqual(['AUT-INI', 'EVA-INI']);
    expect(team.RegistrosPorPagina).toBe(100);
    const staff = await json(await get(`/api/proyectos/${eva.id}/autoevaluaciones?campos=Id,PorcentajeCumple`, 'gestor'));
    expect(staff.Registros[0]).toEqual({ Id: eva.autoevaluaciones['AUT-INI'], PorcentajeCumple: expect.any(Number) });
  });

  it('usuarioId keeps them only when that user is on the team', async () => {
    const conEquipo = await json(
      await get(`/api/proyectos/${aut.id}/autoevaluaciones?usuarioId=${await t.idOf('autoevaluador')}`, 'tutor'),
    );
    expect(conEquipo.NumeroRegistros).toBe(1);
    const ajeno = await json(
      await get(`/api/proyectos/${aut.id}/autoevaluaciones?usuarioId=${await t.idOf('evaluador')}`, 'tutor'),
    );
    expect(ajeno.NumeroRegistros).toBe(0);
  });

  it("yo/proyectos/{id}/autoevaluaciones is the user's own project only (staff get 404 there)", async () => {
    expect((await get(`/api/yo/proyectos/${aut.id}/autoevaluaciones`, 'representante')).status).toBe(200);
    expect((await get(`/api/yo/proyectos/${aut.id}/autoevaluaciones`, 'tutor')).status).toBe(404);
  });
});

describe('cross-project access', () => {
  it('a member of another project gets 404 for every id of this one, never a 2xx', async () => {
    const autoId = aut.autoevaluaciones['AUT-INI'];
    for (const path of [
      `/api/autoevaluaciones/${autoId}`,
      `/api/proyectos/${aut.id}/autoevaluaciones`,
      `/api/yo/proyectos/${aut.id}/autoevaluaciones`,
      `/api/yo/permisos?autoevaluacionId=${autoId}`,
    ]) {
      expect((await get(path, 'representante2')).status, path).toBe(404);
      expect((await get(path, 'evaluador')).status, path).toBe(404);
    }
    // And the other way round: the first team cannot reach the other centre's project.
    expect((await get(`/api/autoevaluaciones/${otro.autoevaluaciones['AUT-INI']}`, 'representante')).status).toBe(404);
  });

  it('a project profile held for the whole system opens no project', async () => {
    const [repre] = await t.db.select().from(usuarioPerfiles).where(eq(usuarioPerfiles.proyectoId, otro.id));
    await t.db.insert(usuarioPerfiles).values({ usuarioId: repre?.usuarioId as number, perfilId: 2, altaFecha: '2026-03-01' });
    expect((await get(`/api/autoevaluaciones/${aut.autoevaluaciones['AUT-INI']}`, 'representante2')).status).toBe(404);
    await t.db
      .delete(usuarioPerfiles)
      .where(and(eq(usuarioPerfiles.usuarioId, repre?.usuarioId as number), isNull(usuarioPerfiles.proyectoId)));
  });
});

describe('GET /yo/permisos within a self-assessment', () => {
  it("gives the permissions held in that self-assessment's project", async () => {
    const id = aut.autoevaluaciones['AUT-INI'];
    const repre = await json(await get(`/api/yo/permisos?autoevaluacionId=${id}`, 'representante'));
    expect(repre.permisos).toContainEqual({ clave: 'AE_FIN', escritura: true });
    const autoeval = await json(await get(`/api/yo/permisos?autoevaluacionId=${id}`, 'autoevaluador'));
    expect(autoeval.permisos).toContainEqual({ clave: 'AE_APORTACION', escritura: true });
    expect(autoeval.permisos.map((p: { clave: string }) => p.clave)).not.toContain('AE_FIN');
    // Another project's id is not found (tests/api/proyectos-aislamiento.test.ts); their own gives their profiles.
    expect((await get(`/api/yo/permisos?proyectoId=${eva.id}`, 'representante')).status).toBe(404);
    const propio = await json(await get(`/api/yo/permisos?proyectoId=${aut.id}`, 'representante'));
    expect(propio.permisos).toContainEqual({ clave: 'AE_FIN', escritura: true });
  });
});
