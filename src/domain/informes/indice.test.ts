import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp, DEMO } from '../../../tests/fixtures/proyectos.ts';
import type { Instancia } from '../../db/schema/index.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { solicitudes } from '../../db/schema/solicitudes.ts';
import { SOLUDABLE } from '../../db/seed/instancias.ts';
import type { Actor, DomainContext } from '../context.ts';
import { sumarDias, todayIso } from '../shared/fechas.ts';
import { getIndiceGestion, mesesHasta } from './indice.ts';

const actor = (claves: string[]): Actor => ({
  usuarioId: 1,
  nombre: 'Prueba',
  esSuperAdmin: false,
  tipoPerfil: 'GES',
  permisos: claves.map((clave) => ({ clave, escritura: false })),
  permisosGenerales: [],
});

let t: Awaited<ReturnType<typeof createProyectosTestApp>>;
const ctx = (claves: string[]): DomainContext => ({
  db: t.db,
  actor: actor(claves),
  instancia: { ...SOLUDABLE, activo: true } as unknown as Instancia,
  clock: t.clock,
});

beforeAll(async () => {
  t = await createProyectosTestApp();
});

describe('the management index', () => {
  it('names the last twelve months, oldest first, across a year', () => {
    expect(mesesHasta('2026-03-02')).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('counts projects by phase and status with links to the filtered list', async () => {
    const indice = await getIndiceGestion(ctx(['PRY_SEGUIMIENTO', 'HISTORICO', 'GEST_SOLICITUDES']));
    const todos = await t.db.select({ fase: proyectos.faseClave }).from(proyectos);
    const porFase = indice.ProyectosPorFase ?? [];
    expect(porFase.reduce((s, b) => s + b.Valor, 0)).toBe(todos.length);
    expect(porFase.find((b) => b.Clave === 'EVA-INI')).toMatchObject({
      Valor: todos.filter((p) => p.fase === 'EVA-INI').length,
      Enlace: '/proyectos?faseClave=EVA-INI',
    });
    expect((indice.ProyectosPorEstado ?? []).reduce((s, b) => s + b.Valor, 0)).toBe(todos.length);
    expect(indice.SolicitudesPorMes).toHaveLength(12);
    expect(indice.SolicitudesPorMes?.at(-1)?.Enlace).toBe('/solicitudes?fechaDesde=2026-03-01&fechaHasta=2026-03-31');
    // Each month's bar counts the requests whose Madrid date falls in it, as each row reads.
    const altas = await t.db.select({ alta: solicitudes.altaFecha }).from(solicitudes);
    const esperado = (mes: string) => altas.filter((r) => todayIso(new Date(r.alta)).slice(0, 7) === mes).length;
    const barras = indice.SolicitudesPorMes ?? [];
    expect(barras.map((b) => b.Valor)).toEqual(barras.map((b) => esperado(b.Clave)));
    expect(barras.reduce((n, b) => n + b.Valor, 0)).toBeGreaterThan(0);
  });

  it('keeps the phase and status bars right when a project moves (the counters change with the row)', async () => {
    const claves = ['PRY_SEGUIMIENTO', 'HISTORICO'];
    const valor = (barras: { Clave: string; Valor: number }[] | null, clave: string) =>
      barras?.find((b) => b.Clave === clave)?.Valor ?? 0;
    const antes = await getIndiceGestion(ctx(claves));
    const p = await t.proyecto(DEMO.AUT);
    const [fila] = await t.db
      .select({ fase: proyectos.faseClave, estado: proyectos.estadoClave })
      .from(proyectos)
      .where(eq(proyectos.id, p.id));
    await t.db.update(proyectos).set({ faseClave: 'FIN-SEG', estadoClave: 'CANCEL' }).where(eq(proyectos.id, p.id));
    const despues = await getIndiceGestion(ctx(claves));
    await t.db.update(proyectos).set({ faseClave: fila?.fase, estadoClave: fila?.estado }).where(eq(proyectos.id, p.id));
    expect(valor(despues.ProyectosPorFase, 'FIN-SEG')).toBe(valor(antes.ProyectosPorFase, 'FIN-SEG') + 1);
    expect(valor(despues.ProyectosPorFase, fila?.fase as string)).toBe(valor(antes.ProyectosPorFase, fila?.fase as string) - 1);
    expect(valor(despues.ProyectosPorEstado, 'CANCEL')).toBe(valor(antes.ProyectosPorEstado, 'CANCEL') + 1);
    // A phase no project holds has no bar, as before (the counters keep its row at 0).
    expect(despues.ProyectosPorFase?.every((b) => b.Valor > 0)).toBe(true);
  });

  it("ends December's bar at the first instant of January in Madrid", async () => {
    const [a, b] = await t.db.select({ id: solicitudes.id }).from(solicitudes).limit(2);
    // 23:30 on 31 December in Madrid, and 00:30 on 1 January there (the same UTC evening).
    await t.db
      .update(solicitudes)
      .set({ altaFecha: '2026-12-31T22:30:00.000Z' })
      .where(eq(solicitudes.id, a?.id as number));
    await t.db
      .update(solicitudes)
      .set({ altaFecha: '2026-12-31T23:30:00.000Z' })
      .where(eq(solicitudes.id, b?.id as number));
    const diciembre = { ...ctx(['GEST_SOLICITUDES']), clock: { now: () => new Date('2026-12-20T10:00:00.000Z') } };
    const barras = (await getIndiceGestion(diciembre)).SolicitudesPorMes ?? [];
    expect(barras.at(-1)?.Clave).toBe('2026-12');
    const altas = await t.db.select({ alta: solicitudes.altaFecha }).from(solicitudes);
    expect(barras.at(-1)?.Valor).toBe(altas.filter((r) => todayIso(new Date(r.alta)).slice(0, 7) === '2026-12').length);
    expect(barras.at(-1)?.Valor).toBeGreaterThan(0);
  });

  it('lists the self-assessments due within 15 days, not those later or past', async () => {
    const hoy = todayIso(t.clock.now());
    const fijar = async (referencia: string, dias: number) => {
      const p = await t.proyecto(referencia);
      await t.db
        .update(autoevaluaciones)
        .set({ fechaLimite: sumarDias(hoy, dias) })
        .where(eq(autoevaluaciones.id, p.autoevaluaciones['AUT-INI'] as number));
      return p.id;
    };
    const pronto = await fijar(DEMO.AUT, 10);
    const tarde = await fijar(DEMO.OTRO, 20);
    const indice = await getIndiceGestion(ctx(['HISTORICO', 'PRY_SEGUIMIENTO']));
    const ids = (indice.Plazos ?? []).map((p) => p.Proyecto.Id);
    expect(ids).toContain(pronto);
    expect(ids).not.toContain(tarde);
    expect(indice.Plazos?.find((p) => p.Proyecto.Id === pronto)).toMatchObject({ Dias: 10, Enlace: `/proyecto/${pronto}` });
  });

  it('shows each section only to who may open its list, and refuses the rest', async () => {
    const manuales = await getIndiceGestion(ctx(['MANUALES']));
    expect(manuales).toEqual({ ProyectosPorFase: null, ProyectosPorEstado: null, SolicitudesPorMes: null, Plazos: null });
    const solicitudes = await getIndiceGestion(ctx(['GEST_SOLICITUDES']));
    expect(solicitudes.SolicitudesPorMes).not.toBeNull();
    expect(solicitudes.ProyectosPorFase).toBeNull();
    await expect(getIndiceGestion(ctx(['AE']))).rejects.toMatchObject({ status: 403 });
  });
});
