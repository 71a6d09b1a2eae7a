import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoevaluaciones, perfiles, tareas, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { REFERENCIA_SUBSANACION } from '../../src/db/seed/subsanacion-demo.ts';
import { getInstanciaCached } from '../../src/domain/instancias.ts';
import { areaDe, destinoEntrada } from '../../src/domain/mis-proyectos/entrada.ts';
import { listMisProyectos } from '../../src/domain/mis-proyectos/mios.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO, proyectosConAutoevaluacion } from '../fixtures/proyectos.ts';
import { createSeededDb, type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { json } from './helpers.ts';

// GET yo/proyectos with what needs each person now (the /autoevaluacion chooser reads the same
// domain call): the head of evaluation's demo projects (four in evaluation, the rest published), each with what is left to value,
// whether the result is ready to publish and the open correction round; the centre's team sees
// the round and its own work, never the evaluation's progress nor tasks on it; a team member's
// assigned standards and tasks; and the whole page is read in a fixed number of statements.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let files: TestStorage;
let eva: Awaited<ReturnType<T['proyecto']>>;
let lista: Awaited<ReturnType<T['proyecto']>>;
let pendiente: Awaited<ReturnType<T['proyecto']>>;
let ronda: Awaited<ReturnType<T['proyecto']>>;
let aut: Awaited<ReturnType<T['proyecto']>>;

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);

interface Registro {
  Id: number;
  Codigo: string;
  Autoevaluacion: { Id: number; Fase: { TipoClave: string } };
  Fase: { TipoClave: string };
  Perfiles: Array<{ Clave: string }>;
  FechaLimite: string | null;
  Pendientes: Record<string, unknown> & { Tareas: Record<string, unknown> };
}
const mios = async (who: string, q = ''): Promise<Registro[]> =>
  (await json(await send('GET', `/yo/proyectos${q}`, who))).Registros;
const de = async (who: string, proyectoId: number) => (await mios(who)).find((r) => r.Id === proyectoId) as Registro;

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
  eva = await t.proyecto(DEMO.EVA);
  lista = await t.proyecto(EVALUACIONES_DEMO.LISTA);
  pendiente = await t.proyecto(EVALUACIONES_DEMO.PENDIENTE);
  ronda = await t.proyecto(REFERENCIA_SUBSANACION);
  aut = await t.proyecto(DEMO.AUT);
});
afterAll(async () => {
  await files.cleanup();
});

const fechaLimite = async (id: number) =>
  (await t.db.select({ f: autoevaluaciones.fechaLimite }).from(autoevaluaciones).where(eq(autoevaluaciones.id, id)))[0]?.f;

describe('the head of evaluation: every project she holds, with what needs her', () => {
  it('signing in sends her to the entry, which offers the chooser rather than the first project', async () => {
    const res = await t.send('POST', '/api/login', {}, { username: 'jefeevaluacion@soludable.demo', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect((await json(res)).redireccion).toBe('/autoevaluacion');
    const entrada = await json(
      await send('GET', '/yo/proyectos?registrosPorPagina=20&campos=Id,Autoevaluacion', 'jefeevaluacion'),
    );
    expect(destinoEntrada(entrada.NumeroRegistros, entrada.Registros[0])).toEqual({ elegir: true });
    // One project still opens it, as the spec says.
    const uno = await json(
      await send('GET', '/yo/proyectos?registrosPorPagina=20&campos=Id,Autoevaluacion', 'representante-subsanacion'),
    );
    const destino = destinoEntrada(uno.NumeroRegistros, uno.Registros[0]);
    expect(destino).toMatchObject({ abrir: { Id: ronda.autoevaluaciones['EVA-INI'] } });
    expect('abrir' in destino && areaDe(destino.abrir)).toBe(`/evaluacion/${ronda.autoevaluaciones['EVA-INI']}`);
  });

  it('lists her projects in code order: the four in evaluation and those whose evaluation she led to publication', async () => {
    const registros = await mios('jefeevaluacion');
    expect(registros.map((r) => r.Codigo)).toEqual([...registros.map((r) => r.Codigo)].sort());
    const enEvaluacion = registros.filter((r) => r.Fase.TipoClave === 'EVA');
    expect(enEvaluacion.map((r) => r.Id).sort()).toEqual([eva.id, lista.id, pendiente.id, ronda.id].sort());
    for (const r of enEvaluacion) {
      expect(r.Perfiles).toEqual([{ Clave: 'JEFE_EVACN', NombrePublico: 'Jefe de evaluación' }]);
      expect(r.Autoevaluacion.Fase.TipoClave).toBe('EVA');
      expect(r.FechaLimite).toBe(await fechaLimite(r.Autoevaluacion.Id));
      expect(r.Pendientes).toMatchObject({ EquipoEvaluacion: true, EstandaresAsignados: 0 });
    }
    // The demo's published evaluations were staffed with her as a real cycle is: their projects
    // stay hers after publication (at the end of the cycle, or in its follow-up), with nothing of
    // an evaluation left for her to value or publish.
    const despues = registros.filter((r) => r.Fase.TipoClave !== 'EVA');
    expect(despues.length).toBeGreaterThanOrEqual(5);
    for (const r of despues) {
      expect(r.Perfiles).toEqual([{ Clave: 'JEFE_EVACN', NombrePublico: 'Jefe de evaluación' }]);
      expect(r.Pendientes).toMatchObject({ SinValorar: null, Subsanacion: null, Publicacion: null });
    }
  });

  it('says how many standards are left to value, what publishing lacks, and the open correction round', async () => {
    expect((await de('jefeevaluacion', lista.id)).Pendientes).toMatchObject({
      SinValorar: 0,
      Subsanacion: null,
      Publicacion: { Lista: false, FaltaInforme: true },
    });
    expect((await de('jefeevaluacion', pendiente.id)).Pendientes).toMatchObject({
      SinValorar: 1,
      Publicacion: { Lista: false, FaltaInforme: true },
    });
    const [abierta] = (
      await json(await send('GET', `/autoevaluaciones/${ronda.autoevaluaciones['EVA-INI']}/subsanaciones`, 'jefeevaluacion'))
    ).Registros;
    expect((await de('jefeevaluacion', ronda.id)).Pendientes.Subsanacion).toEqual({
      Numero: 2,
      FechaLimite: abierta.FechaLimite,
      AutoevaluacionId: ronda.autoevaluaciones['AUT-INI'],
      SinResponder: 2,
    });
  });

  it('valuing the last standard and attaching the report make the results ready to publish', async () => {
    const id = pendiente.autoevaluaciones['EVA-INI'] as number;
    const todos = (await json(await send('GET', `/autoevaluaciones/${id}/estandares?registrosPorPagina=100`, 'evaluador')))
      .Registros;
    const falta = todos.find(
      (e: { Aplica: boolean; Estado: { Clave: string } }) => e.Aplica && !['C', 'NC'].includes(e.Estado.Clave),
    );
    const res = await send('PATCH', `/autoevaluaciones/${id}/estandares/${falta.EstandarId}`, 'evaluador', {
      estado: 'C',
      version: falta.Version,
    });
    expect(res.status).toBe(200);
    expect((await de('jefeevaluacion', pendiente.id)).Pendientes).toMatchObject({ SinValorar: 0 });

    const form = new FormData();
    form.append('contenidoBinario', new Blob([SAMPLES.pdf as BlobPart]), 'informe.pdf');
    form.append('nombreFisico', 'informe.pdf');
    const subida = await t.app.request(`/api/autoevaluaciones/${lista.autoevaluaciones['EVA-INI']}/informe`, {
      method: 'POST',
      headers: await t.as('jefeevaluacion'),
      body: form,
    });
    expect(subida.status).toBe(201);
    expect((await de('jefeevaluacion', lista.id)).Pendientes.Publicacion).toEqual({ Lista: true, FaltaInforme: false });
    // The evaluator of the same team is told too.
    expect((await de('evaluador', lista.id)).Pendientes.Publicacion).toEqual({ Lista: true, FaltaInforme: false });
  });
});

describe("the centre's team during the evaluation", () => {
  it("sees the round it must answer, never the evaluation's progress nor the evaluators' tasks", async () => {
    const [centro] = await mios('representante-subsanacion');
    expect(centro?.Id).toBe(ronda.id);
    expect(centro?.Pendientes).toEqual({
      EquipoEvaluacion: false,
      EstandaresAsignados: 0,
      Tareas: { Abiertas: 0, Vencidas: 0, ProximaFecha: null },
      SinValorar: null,
      Subsanacion: expect.objectContaining({ Numero: 2, SinResponder: 2 }),
      Publicacion: null,
    });
    // A task on the unpublished evaluation, even one naming the centre's representative, is the
    // evaluation team's: it never shows on the centre's side; the head of evaluation sees hers.
    const evaId = ronda.autoevaluaciones['EVA-INI'] as number;
    const altaFecha = new Date().toISOString();
    await t.db.insert(tareas).values([
      {
        instanciaId: 'soludable',
        autoevaluacionId: evaId,
        titulo: 'Interna',
        usuarioId: await t.idOf('representante-subsanacion'),
        altaFecha,
      },
      {
        instanciaId: 'soludable',
        autoevaluacionId: evaId,
        titulo: 'Preparar la visita',
        usuarioId: await t.idOf('jefeevaluacion'),
        altaFecha,
      },
    ]);
    expect((await de('representante-subsanacion', ronda.id)).Pendientes.Tareas).toEqual({
      Abiertas: 0,
      Vencidas: 0,
      ProximaFecha: null,
    });
    expect((await de('jefeevaluacion', ronda.id)).Pendientes.Tareas).toMatchObject({ Abiertas: 1 });
  });

  it('an answer given counts on both sides at once', async () => {
    const [abierta] = (
      await json(
        await send('GET', `/autoevaluaciones/${ronda.autoevaluaciones['AUT-INI']}/subsanaciones`, 'representante-subsanacion'),
      )
    ).Registros;
    const res = await send(
      'PATCH',
      `/autoevaluaciones/subsanaciones/${abierta.Id}/estandares/${abierta.Estandares[0].EstandarId}`,
      'representante-subsanacion',
      {
        respuesta: 'Corregido en el acta de enero.',
        version: 0,
      },
    );
    expect(res.status).toBe(200);
    expect((await de('representante-subsanacion', ronda.id)).Pendientes.Subsanacion).toMatchObject({ SinResponder: 1 });
    expect((await de('jefeevaluacion', ronda.id)).Pendientes.Subsanacion).toMatchObject({ SinResponder: 1 });
  });
});

describe('a self-assessment team member', () => {
  it('is told the standards assigned to them still open and their tasks, overdue ones apart', async () => {
    const auto = aut.autoevaluaciones['AUT-INI'] as number;
    // The demo: both standards assigned to the self-assessor are met; one task of theirs is open.
    expect((await de('autoevaluador', aut.id)).Pendientes).toMatchObject({
      EquipoEvaluacion: false,
      EstandaresAsignados: 0,
      Tareas: { Abiertas: 1, Vencidas: 0 },
      SinValorar: null,
      Publicacion: null,
    });
    const todos = (await json(await send('GET', `/autoevaluaciones/${auto}/estandares?registrosPorPagina=100`, 'representante')))
      .Registros;
    const abierto = todos.find((e: { Aplica: boolean; Estado: { Clave: string } }) => e.Aplica && e.Estado.Clave === 'PTE');
    const yo = await t.idOf('autoevaluador');
    const asignar = await send(
      'POST',
      `/autoevaluaciones/${auto}/estandares/${abierto.EstandarId}/usuarios/reasignar`,
      'representante',
      {
        usuarios: [yo],
      },
    );
    expect(asignar.status).toBe(200);
    const tarea = await send('POST', `/autoevaluaciones/${auto}/tareas`, 'representante', {
      titulo: 'Reunir las fotos del patio',
      fechaLimite: '01/02/2026',
      usuarioId: yo,
    });
    expect(tarea.status).toBe(201);
    const p = (await de('autoevaluador', aut.id)).Pendientes;
    expect(p.EstandaresAsignados).toBe(1);
    expect(p.Tareas).toMatchObject({ Abiertas: 2, Vencidas: 1 });
    // The representative who assigned them has none of their own.
    expect((await de('representante', aut.id)).Pendientes).toMatchObject({ EstandaresAsignados: 0 });
  });

  it('keeps the spec projection: campos names the fields, Pendientes only when asked for', async () => {
    const [solo] = await mios('autoevaluador', '?registrosPorPagina=1&campos=Id,Autoevaluacion');
    expect(Object.keys(solo as object)).toEqual(['Id', 'Autoevaluacion']);
    const [conPendientes] = await mios('autoevaluador', '?campos=Codigo,FechaLimite,Pendientes');
    expect(Object.keys(conPendientes as object)).toEqual(['Codigo', 'FechaLimite', 'Pendientes']);
    expect(conPendientes?.Pendientes).toMatchObject({ EstandaresAsignados: 1 });
  });
});

describe('the page is read in a fixed number of statements', () => {
  // It seeds the whole demo itself (uncached, to count its statements): the demo publishes its
  // evaluations through the domain, reports included, which takes long on the edge runtime.
  it('the same for her demo projects as for more', async () => {
    let contar = false;
    let n = 0;
    const db = await createSeededDb('demo mis proyectos', (d) => seedDemo(d, new Date('2026-03-02T10:00:00Z')), {
      logger: { logQuery: () => void (contar && n++) },
    });
    const [jefe] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'jefeevaluacion'));
    const ctx = {
      db,
      actor: {
        usuarioId: jefe?.id as number,
        nombre: 'Julia',
        esSuperAdmin: false,
        tipoPerfil: null,
        permisos: [],
        permisosGenerales: [],
      },
      instancia: await getInstanciaCached(db, 'soludable'),
      clock: { now: () => new Date('2026-03-02T10:00:00Z') },
    };
    const leer = async () => {
      await listMisProyectos(ctx, { query: { pagina: 1, registrosPorPagina: 100 } }); // warms the kept figures
      n = 0;
      contar = true;
      const page = await listMisProyectos(ctx, { query: { pagina: 1, registrosPorPagina: 100 } });
      contar = false;
      return { proyectos: page.total, sentencias: n };
    };
    const suyos = (
      await db
        .select({ p: usuarioPerfiles.proyectoId })
        .from(usuarioPerfiles)
        .where(and(eq(usuarioPerfiles.usuarioId, jefe?.id as number), isNotNull(usuarioPerfiles.proyectoId)))
    ).map((r) => r.p as number);
    const demo = await leer();
    expect(demo.proyectos).toBe(suyos.length);
    expect(demo.proyectos).toBeGreaterThanOrEqual(9);
    expect(demo.sentencias).toBeGreaterThan(3);
    // She becomes head of evaluation of every other demo project with a self-assessment.
    const [perfil] = await db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'JEFE_EVACN'));
    const otros = (await proyectosConAutoevaluacion(db)).filter((id) => !suyos.includes(id));
    expect(otros.length).toBeGreaterThanOrEqual(5);
    await db.insert(usuarioPerfiles).values(
      otros.map((proyectoId) => ({
        usuarioId: jefe?.id as number,
        perfilId: perfil?.id as number,
        proyectoId,
        altaFecha: new Date().toISOString(),
      })),
    );
    const muchos = await leer();
    expect(muchos.proyectos).toBe(demo.proyectos + otros.length);
    expect(muchos.sentencias).toBe(demo.sentencias);
  }, 180_000);
});
