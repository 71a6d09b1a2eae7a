import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambitos, autoevaluacionEstandares, bloqueAmbitos, estandares, procesos, proyectos } from '../../src/db/schema/index.ts';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { crearManual } from '../fixtures/catalogo.ts';
import { createProyectosTestApp } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The figures and level of GET autoevaluaciones/{id} with more than the demo manual: a second
// manual whose second block only applies to another scope, its own process with its own levels,
// and the level following those levels as they change through the API.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let admin: Record<string, string>;
let evaId: number;
let procesoId: number;
let demoLista: number;

const figuras = async (id: number) => json(await t.send('GET', `/api/autoevaluaciones/${id}`, admin));

beforeAll(async () => {
  t = await createProyectosTestApp();
  admin = await t.as('superadmin');
  demoLista = (await t.proyecto(EVALUACIONES_DEMO.LISTA)).autoevaluaciones['EVA-INI'] as number;
  const p = await t.proyecto(EVALUACIONES_DEMO.PENDIENTE);
  evaId = p.autoevaluaciones['EVA-INI'] as number;
  // Manual 2: blocks B1 (1.1 essential, 1.2) and B2 (2.1 essential, 2.2); B2 only for scope "Otro".
  const m = await crearManual(t.db, { bloques: 2 });
  const [otro] = await t.db
    .insert(ambitos)
    .values({ instanciaId: 'soludable', nombre: 'Otro ámbito', altaFecha: new Date().toISOString() })
    .returning({ id: ambitos.id });
  await t.db.insert(bloqueAmbitos).values({ bloqueId: m.bloqueIds[1] as number, ambitoId: otro?.id as number });
  const [e11, , e21] = m.estandarIds as [number, number, number, number];
  await t.db
    .update(estandares)
    .set({ esencial: true })
    .where(inArray(estandares.id, [e11, e21]));
  const [sol] = await t.db.select().from(procesos).where(eq(procesos.codigo, 'SOL-2026'));
  const { id: _id, codigo: _c, ...resto } = sol as typeof procesos.$inferSelect;
  const [nuevo] = await t.db
    .insert(procesos)
    .values({ ...resto, codigo: 'OTRO-2026', manualId: m.manualId })
    .returning({ id: procesos.id });
  procesoId = nuevo?.id as number;
  // The demo project under evaluation now follows the other process (and so manual 2) in its own scope.
  await t.db.update(proyectos).set({ procesoId }).where(eq(proyectos.id, p.id));
  await t.db.delete(autoevaluacionEstandares).where(eq(autoevaluacionEstandares.autoevaluacionId, evaId));
  await t.db.insert(autoevaluacionEstandares).values(
    m.estandarIds.map((estandarId, i) => ({
      autoevaluacionId: evaId,
      estandarId,
      // 1.1 C (essential), 1.2 NC, 2.1 NC (essential, other scope), 2.2 C (other scope)
      estadoClave: ['C', 'NC', 'NC', 'C'][i] as string,
      aplica: true,
      altaFecha: new Date().toISOString(),
    })),
  );
});

describe('figures by scope and manual', () => {
  it("count only the standards of the project's manual that apply to its scope", async () => {
    const a = await figuras(evaId);
    expect(a.Total).toBe(2);
    expect(a.Esenciales).toEqual({ Cumple: 1, Total: 1, Porcentaje: 100 });
    expect(a.NoEsenciales).toEqual({ Cumple: 0, Total: 1, Porcentaje: 0 });
    expect(a.Nivel).toBeNull(); // the new process has no levels yet
    // The demo manual's evaluation in another scope keeps its own figures and the demo levels.
    const demo = await figuras(demoLista);
    expect(demo.Total).toBeGreaterThan(2);
    expect(demo.Nivel).toEqual({ Clave: 'EXCELENTE', Nombre: 'Excelente' });
  });

  it("the level follows the process's levels as they are created, changed and deleted", async () => {
    const crear = async (body: Record<string, unknown>) =>
      json(await t.send('POST', `/api/procesos/${procesoId}/niveles`, admin, body));
    const basico = await crear({
      clave: 'BASICO',
      nombre: 'Básico',
      porcentajeEsenciales: 100,
      porcentajeNoEsenciales: 0,
      orden: 1,
    });
    expect((await figuras(evaId)).Nivel).toEqual({ Clave: 'BASICO', Nombre: 'Básico' });
    const pleno = await crear({
      clave: 'PLENO',
      nombre: 'Pleno',
      porcentajeEsenciales: 100,
      porcentajeNoEsenciales: 100,
      orden: 2,
    });
    expect((await figuras(evaId)).Nivel?.Clave).toBe('BASICO');
    await t.send('PUT', `/api/procesos/niveles/${pleno.Id}`, admin, {
      clave: 'PLENO',
      nombre: 'Pleno',
      porcentajeEsenciales: 100,
      porcentajeNoEsenciales: 0,
      orden: 2,
    });
    // Same thresholds as BASICO: refused, the level stays.
    expect((await figuras(evaId)).Nivel?.Clave).toBe('BASICO');
    await t.send('PUT', `/api/procesos/niveles/${pleno.Id}`, admin, {
      clave: 'PLENO',
      nombre: 'Pleno',
      porcentajeEsenciales: 50,
      porcentajeNoEsenciales: 0,
      orden: 2,
    });
    expect((await figuras(evaId)).Nivel?.Clave).toBe('PLENO');
    await t.send('DELETE', `/api/procesos/niveles/${pleno.Id}`, admin);
    await t.send('DELETE', `/api/procesos/niveles/${basico.Id}`, admin);
    expect((await figuras(evaId)).Nivel).toBeNull();
    // The demo process's levels did not move.
    expect((await figuras(demoLista)).Nivel?.Clave).toBe('EXCELENTE');
  });
});

describe('a published result', () => {
  it("keeps the level it was published with when the process's levels change; an unpublished one follows them", async () => {
    const publicada = (await t.proyecto(EVALUACIONES_DEMO.ACR)).autoevaluaciones['EVA-INI'] as number;
    const antes = await figuras(publicada);
    expect(antes.FechaPublicacion).not.toBeNull();
    expect(antes.Nivel).not.toBeNull();
    expect((await figuras(demoLista)).Nivel).not.toBeNull();
    const [sol] = await t.db.select().from(procesos).where(eq(procesos.codigo, 'SOL-2026'));
    const niveles = (await json(await t.send('GET', `/api/procesos/${sol?.id}`, admin))).Niveles as Array<
      Record<string, unknown>
    >;
    const poner = (n: Record<string, unknown>, porcentajeNoEsenciales: number, nombre = n.Nombre) =>
      t.send('PUT', `/api/procesos/niveles/${n.Id}`, admin, {
        clave: n.Clave,
        nombre,
        porcentajeEsenciales: n.PorcentajeEsenciales,
        porcentajeNoEsenciales,
        orden: n.Orden,
      });
    // Every level is renamed and asks for (nearly) every non-essential standard.
    const subidos = [...niveles].sort((a, b) => (b.Orden as number) - (a.Orden as number));
    for (const [i, n] of subidos.entries()) expect((await poner(n, 100 - i, `${n.Nombre} (revisado)`)).status).toBe(200);
    try {
      const despues = await figuras(publicada);
      expect(despues.Nivel).toEqual(antes.Nivel);
      expect(despues.Resultado).toEqual(antes.Resultado);
      // The evaluation still in progress (every standard met) follows the new levels.
      expect((await figuras(demoLista)).Nivel?.Nombre).toMatch(/\(revisado\)$/);
    } finally {
      for (const n of [...subidos].reverse()) await poner(n, n.PorcentajeNoEsenciales as number);
    }
    expect((await figuras(demoLista)).Nivel).not.toBeNull();
  });
});
