import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instancias, perfiles, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { getAreaEvaluacion } from '../../src/domain/evaluacion/area.ts';
import { getEstandarEvaluado } from '../../src/domain/evaluacion/estandar.ts';
import { getInicioEvaluacion } from '../../src/domain/evaluacion/inicio.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';

// The evaluation area's frame and reads (src/domain/evaluacion): only records of an
// evaluation phase open it; the centre's team, which keeps AE in its project, gets a subject
// without the evaluation team's keys (so no verdict pages in its menu); the home lists what is
// left to judge; a standard's page shows the centre's justification and the manual's guides.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let eva: number;
let aut: number;

async function ctxDe(userName: string): Promise<DomainContext> {
  const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
  const [instancia] = await t.db.select().from(instancias);
  if (!u || !instancia) throw new Error('demo seed missing');
  return { db: t.db, actor: await actorFor(t.db, u), instancia, clock: t.clock };
}

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status?: number }) => e.status ?? 500,
  );

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(DEMO.EVA);
  eva = p.autoevaluaciones['EVA-INI'] as number;
  aut = p.autoevaluaciones['AUT-INI'] as number;
  const [repre] = await t.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
  await t.db.insert(usuarioPerfiles).values({
    usuarioId: await t.idOf('representante3'),
    perfilId: repre?.id as number,
    proyectoId: p.id,
    altaFecha: new Date().toISOString(),
  });
});

describe('getAreaEvaluacion', () => {
  it('opens an evaluation record for its evaluation team with their keys', async () => {
    const area = await getAreaEvaluacion(await ctxDe('evaluador'), eva);
    expect(area.EquipoEvaluacion).toBe(true);
    expect(area.Fase.TipoClave).toBe('EVA');
    expect(area.sujeto.permisos.map((p) => p.clave)).toContain('AE_APORTACION');
  });

  it('drops the evaluation team’s keys for the centre’s team (home only)', async () => {
    const area = await getAreaEvaluacion(await ctxDe('representante3'), eva);
    expect(area.EquipoEvaluacion).toBe(false);
    const claves = area.sujeto.permisos.map((p) => p.clave);
    expect(claves).toContain('AE');
    expect(claves).not.toContain('AE_APORTACION');
    expect(claves).not.toContain('AE_EQUIPO');
  });

  it('is 404 for a self-assessment record and for another project’s people', async () => {
    expect(await status(getAreaEvaluacion(await ctxDe('evaluador'), aut))).toBe(404);
    expect(await status(getAreaEvaluacion(await ctxDe('representante2'), eva))).toBe(404);
  });
});

describe('the evaluation home and standard page', () => {
  it('lists the applicable standards left to judge', async () => {
    const inicio = await getInicioEvaluacion(await ctxDe('evaluador'), eva);
    expect(inicio.pendientes.length).toBe(inicio.autoevaluacion.Total);
    expect(inicio.pendientes.every((e) => e.Aplica && e.EstadoClave === 'PTE')).toBe(true);
  });

  it('puts the centre’s justification beside the evaluation’s verdict, with the manual’s guides', async () => {
    const ctx = await ctxDe('evaluador');
    const estandarId = (await getInicioEvaluacion(ctx, eva)).pendientes[0]?.EstandarId as number;
    const datos = await getEstandarEvaluado(ctx, eva, estandarId);
    expect(datos.centroId).toBe(aut);
    expect(datos.centro?.estandar.Justificacion).toBe('Documentado y revisado por el equipo.');
    expect(datos.evaluacion.estandar.Estado.Clave).toBe('PTE');
    expect(datos.guias.length).toBeGreaterThan(0);
    expect(datos.guias.some((g) => g.GeneraAreaMejora || g.GeneraFortaleza)).toBe(true);
  });

  it('is 404 for another project’s people', async () => {
    expect(await status(getEstandarEvaluado(await ctxDe('representante2'), eva, 1))).toBe(404);
  });
});
