import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, etiquetas, proyectos } from '../../src/db/schema/index.ts';
import { AVANCE_DEMO } from '../../src/db/seed/autoevaluaciones-demo.ts';
import { EVALUACIONES_RESULTADO_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { PROYECTOS_DEMO } from '../../src/db/seed/proyectos-demo.ts';
import { SEGUIMIENTO_DEMO } from '../../src/db/seed/seguimiento-demo.ts';
import { PROYECTO_SUBSANACION } from '../../src/db/seed/subsanacion-demo.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The projects list of staff who follow projects (HISTORICO) and their changes: tutor and
// administrative, status, tags (PRY) and observations, each recorded in the audit trail.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let aut: Awaited<ReturnType<T['proyecto']>>;
let fin: Awaited<ReturnType<T['proyecto']>>;
let tutor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createProyectosTestApp();
  aut = await t.proyecto(DEMO.AUT);
  fin = await t.proyecto(DEMO.FIN);
  tutor = await t.as('tutor');
  admin = await t.as('admin');
});

// The demo projects (proyectos-demo.ts), the self-assessments at every level (autoevaluaciones-demo.ts),
// the follow-up ones (seguimiento-demo.ts), the evaluations' results (evaluaciones-resultado-demo.ts)
// and the evaluation in a correction round (subsanacion-demo.ts).
const DEMOS = [...PROYECTOS_DEMO, ...AVANCE_DEMO, ...EVALUACIONES_RESULTADO_DEMO, PROYECTO_SUBSANACION];
const TODOS = DEMOS.length + Object.keys(SEGUIMIENTO_DEMO).length;
const enFase = (fase: string) => DEMOS.filter((p) => p.fase === fase).length;

const list = async (query: string, who = tutor) => json(await t.send('GET', `/api/proyectos${query}`, who));

describe('GET /proyectos', () => {
  it('gives the columns of the list: code and centre, tutor, phase and status, self-assessment and evaluation, result', async () => {
    const all = await list('?registrosPorPagina=100');
    expect(all.NumeroRegistros).toBe(TODOS);
    const p = all.Registros.find((r: { Id: number }) => r.Id === aut.id);
    expect(p).toMatchObject({
      Codigo: expect.stringMatching(/^PRY-\d{4}-\d{4}$/),
      Centro: 'Hotel Costa del Sol Playa',
      Tutor: { NombreCompleto: 'Tomás Referente' },
      Administrativo: { NombreCompleto: 'Gema Solicitudes' },
      Fase: { Clave: 'AUT-INI', TipoClave: 'AUT' },
      Estado: { Clave: 'CURSO', Nombre: 'En curso' },
      Resultado: { Clave: 'PTE' },
      Autoevaluacion: { Id: aut.autoevaluaciones['AUT-INI'], PorcentajeCumple: expect.any(Number) },
      Evaluacion: null,
      Configurar: false,
    });
    expect(p.Autoevaluacion.PorcentajeCumple).toBeGreaterThan(0);
    const f = all.Registros.find((r: { Id: number }) => r.Id === fin.id);
    expect(f).toMatchObject({ Fase: { Clave: 'FIN-INI' }, Resultado: { Clave: 'ACR' }, Configurar: true });
    expect(f.Evaluacion.Id).toBe(fin.autoevaluaciones['EVA-INI']);
  });

  it('filters by phase, status, demo, process, scope, tag and text', async () => {
    expect((await list('?faseClave=EVA-INI')).NumeroRegistros).toBe(enFase('EVA-INI'));
    expect((await list('?faseClave=AUT-INI')).NumeroRegistros).toBe(enFase('AUT-INI'));
    expect((await list('?estadoClave=CANCEL')).NumeroRegistros).toBe(0);
    expect((await list('?demo=true')).NumeroRegistros).toBe(0);
    expect((await list('?demo=false')).NumeroRegistros).toBe(TODOS);
    const [p] = await t.db.select().from(proyectos).where(eq(proyectos.id, aut.id));
    expect((await list(`?procesoId=${p?.procesoId}`)).NumeroRegistros).toBe(TODOS);
    expect((await list(`?ambitoId=${p?.ambitoId}`)).Registros.map((r: { Id: number }) => r.Id)).toContain(aut.id);
    expect((await list('?texto=costa%20sol')).Registros.map((r: { Id: number }) => r.Id)).toEqual([aut.id]);
    expect((await t.send('GET', '/api/proyectos?estadoClave=XX', tutor)).status).toBe(400);
    expect((await t.send('GET', '/api/proyectos?demo=quiza', tutor)).status).toBe(400);
  });

  it('the chooser gets code and centre only; 403 for the teams', async () => {
    const chooser = await list('?campos=Id,Codigo,Centro&texto=costa', admin);
    expect(Object.keys(chooser.Registros[0])).toEqual(['Id', 'Codigo', 'Centro']);
    expect((await t.send('GET', '/api/proyectos', await t.as('representante'))).status).toBe(403);
    expect((await t.send('GET', `/api/proyectos/${aut.id}`, await t.as('representante'))).status).toBe(403);
  });
});

describe('changing a project', () => {
  it('PUT changes the tutor or the administrative, checking their profiles (422 in Spanish otherwise)', async () => {
    const bad = await t.send('PUT', `/api/proyectos/${aut.id}`, tutor, { usuarioTutorId: await t.idOf('representante') });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.usuarioTutorId).toEqual([
      'El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)',
    ]);
    const empty = await t.send('PUT', `/api/proyectos/${aut.id}`, tutor, {});
    expect(empty.status).toBe(422);
    expect((await json(empty)).errors.usuarioTutorId).toEqual(['Indique el tutor o el responsable administrativo']);
    const ok = await t.send('PUT', `/api/proyectos/${aut.id}`, tutor, { usuarioAdministrativoId: await t.idOf('gestor') });
    expect(ok.status).toBe(200);
    expect((await json(ok)).Administrativo.NombreCompleto).toBe('Gema Solicitudes');
    expect((await t.send('PUT', '/api/proyectos/999999', tutor, { usuarioTutorId: 1 })).status).toBe(404);
    // GEST_SOLIC reads projects (HISTORICO L) but does not change them.
    expect((await t.send('PUT', `/api/proyectos/${aut.id}`, await t.as('gestor'), { usuarioTutorId: 1 })).status).toBe(403);
  });

  it('cambiarEstado takes estado or objetoEstado, refuses the same status (409) and records the change', async () => {
    const res = await t.send('PUT', `/api/proyectos/${fin.id}/cambiarEstado`, tutor, { objetoEstado: 'FIN' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ Id: fin.id, Estado: { Clave: 'FIN' }, Configurar: false });
    const again = await t.send('PUT', `/api/proyectos/${fin.id}/cambiarEstado`, tutor, { estado: 'FIN' });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('El proyecto ya está en ese estado');
    const bad = await t.send('PUT', `/api/proyectos/${fin.id}/cambiarEstado`, tutor, { estado: 'CERRADO' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.estado).toEqual(['Estado no válido: CURSO, FIN o CANCEL']);
    expect((await t.send('PUT', `/api/proyectos/${fin.id}/cambiarEstado`, tutor, {})).status).toBe(422);
    const entries = await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'proyecto'));
    expect(entries.some((e) => e.entidadId === String(fin.id) && (e.cambios ?? '').includes('CURSO'))).toBe(true);
    await t.send('PUT', `/api/proyectos/${fin.id}/cambiarEstado`, tutor, { estado: 'CURSO' });
  });

  it('tags: only tags of type PRY of the instance (422 naming the others); the list filters by them', async () => {
    const [pry] = await t.db
      .insert(etiquetas)
      .values({ instanciaId: SOLUDABLE.id, nombre: 'Prioritario', color: '#b91c1c', tipoClave: 'PRY', altaFecha: '2026-03-01' })
      .returning();
    const [usu] = await t.db.select().from(etiquetas).where(eq(etiquetas.tipoClave, 'USU'));
    const bad = await t.send('POST', `/api/proyectos/${aut.id}/etiquetas/reasignar`, tutor, { etiquetas: [usu?.id] });
    expect(bad.status).toBe(422);
    const ok = await t.send('POST', `/api/proyectos/${aut.id}/etiquetas/reasignar`, tutor, { objetoEtiquetas: [pry?.id] });
    expect(ok.status).toBe(200);
    expect((await json(ok)).Etiquetas).toEqual([{ Id: pry?.id, Nombre: 'Prioritario', Color: '#b91c1c' }]);
    expect((await list(`?etiquetaId=${pry?.id}`)).Registros.map((r: { Id: number }) => r.Id)).toEqual([aut.id]);
  });

  it('observations: create, list, edit, delete; required text; 404 for unknown ids', async () => {
    const created = await t.send('POST', `/api/proyectos/${aut.id}/observaciones`, tutor, {
      observacion: 'Visita prevista en mayo.',
    });
    expect(created.status).toBe(201);
    const { Id } = await json(created);
    const listed = await json(await t.send('GET', `/api/proyectos/${aut.id}/observaciones`, tutor));
    expect(listed.Registros).toEqual([
      expect.objectContaining({
        Id,
        Observacion: 'Visita prevista en mayo.',
        Auditoria: expect.objectContaining({ Alta: expect.objectContaining({ Nombre: 'Tomás Referente' }) }),
      }),
    ]);
    const empty = await t.send('POST', `/api/proyectos/${aut.id}/observaciones`, tutor, { observacion: '' });
    expect(empty.status).toBe(422);
    expect((await json(empty)).errors.observacion).toEqual(['Este campo es obligatorio']);
    expect((await t.send('PUT', `/api/proyectos/observaciones/${Id}`, tutor, { observacion: 'Visita en junio.' })).status).toBe(
      200,
    );
    expect((await t.send('DELETE', `/api/proyectos/observaciones/${Id}`, tutor)).status).toBe(204);
    expect((await t.send('DELETE', `/api/proyectos/observaciones/${Id}`, tutor)).status).toBe(404);
    expect((await t.send('POST', '/api/proyectos/999999/observaciones', tutor, { observacion: 'x' })).status).toBe(404);
  });
});
