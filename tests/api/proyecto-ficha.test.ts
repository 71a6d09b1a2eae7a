import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoevaluacionAreasMejora, autoevaluacionPruebas, ficheros, instancias, usuarios } from '../../src/db/schema/index.ts';
import { AVANCE_DEMO, ETIQUETAS_PROYECTO_DEMO, seedDemoAutoevaluaciones } from '../../src/db/seed/autoevaluaciones-demo.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import {
  listDocumentosProyecto,
  listEquipoProyecto,
  listEtiquetasProyectoDisponibles,
  listResponsablesProyecto,
  opcionesEstadoProyecto,
} from '../../src/domain/proyectos/ficha.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The project page's other tabs (src/domain/proyectos/ficha.ts): team, documents, tags, the
// responsibles' choices and the statuses; and the demo self-assessments at every level.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let aut: Awaited<ReturnType<T['proyecto']>>;

beforeAll(async () => {
  t = await createProyectosTestApp();
  aut = await t.proyecto(DEMO.AUT);
});

async function ctxDe(userName: string): Promise<DomainContext> {
  const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
  const [instancia] = await t.db.select().from(instancias);
  if (!u || !instancia) throw new Error('demo seed missing');
  return { db: t.db, actor: await actorFor(t.db, u), instancia, clock: t.clock };
}

describe('project page tabs', () => {
  it('team: everyone holding a profile for the project, with those profiles; staff read it, teams do not', async () => {
    const equipo = await listEquipoProyecto(await ctxDe('gestor'), aut.id);
    expect(equipo.map((m) => [m.Email, m.Perfiles.map((p) => p.Clave)])).toEqual(
      expect.arrayContaining([
        ['representante@soludable.demo', ['REPRE']],
        ['autoevaluador@soludable.demo', ['AUTOEVAL']],
      ]),
    );
    expect(equipo).toHaveLength(2);
    await expect(listEquipoProyecto(await ctxDe('representante'), aut.id)).rejects.toMatchObject({ status: 403 });
    await expect(listEquipoProyecto(await ctxDe('tutor'), 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('documents: only the files of type PRY of this project', async () => {
    const [inst] = await t.db.select().from(instancias);
    const fila = (nombre: string, tipoClave: string, proyectoId: number) => ({
      instanciaId: inst?.id as string,
      nombreFisico: nombre,
      claveAlmacen: `demo/${nombre}`,
      tipoContenido: 'application/pdf',
      bytes: 4096,
      tipoClave,
      proyectoId,
      altaFecha: '2026-03-01T10:00:00.000Z',
      altaUsuarioNombre: 'Rosa Representante',
    });
    const otro = await t.proyecto(DEMO.OTRO);
    await t.db
      .insert(ficheros)
      .values([fila('plan.pdf', 'PRY', aut.id), fila('informe.pdf', 'INF', aut.id), fila('ajeno.pdf', 'PRY', otro.id)]);
    const docs = await listDocumentosProyecto(await ctxDe('tutor'), aut.id);
    expect(docs).toEqual([
      expect.objectContaining({
        NombreFisico: 'plan.pdf',
        Kb: 4,
        Alta: { Fecha: '2026-03-01T10:00:00.000Z', Nombre: 'Rosa Representante' },
      }),
    ]);
    await expect(listDocumentosProyecto(await ctxDe('representante2'), aut.id)).rejects.toMatchObject({ status: 403 });
  });

  it('tags of type PRY, the responsibles (writers only) and the statuses', async () => {
    const tags = await listEtiquetasProyectoDisponibles(await ctxDe('gestor'));
    expect(tags.map((e) => e.Nombre)).toEqual(expect.arrayContaining(ETIQUETAS_PROYECTO_DEMO.map((e) => e.nombre)));
    const { tutores, administrativos } = await listResponsablesProyecto(await ctxDe('tutor'));
    expect(tutores.map((u) => u.NombreCompleto)).toContain('Tomás Referente');
    expect(administrativos.map((u) => u.NombreCompleto)).toContain('Gema Solicitudes');
    // GEST_SOLIC reads projects (HISTORICO L) but does not change them.
    await expect(listResponsablesProyecto(await ctxDe('gestor'))).rejects.toMatchObject({ status: 403 });
    expect((await opcionesEstadoProyecto(await ctxDe('gestor'))).map((o) => o.value)).toEqual(['CURSO', 'FIN', 'CANCEL']);
  });
});

describe('demo self-assessments at every level (autoevaluaciones-demo.ts)', () => {
  it('0 %, about half and nearly all, with answered tests, improvement areas and strengths; idempotent', async () => {
    const tutor = await t.as('tutor');
    const pct: Record<string, number> = {};
    for (const def of AVANCE_DEMO) {
      const p = await t.proyecto(def.referencia);
      const a = await json(await t.send('GET', `/api/autoevaluaciones/${p.autoevaluaciones['AUT-INI']}`, tutor));
      pct[def.nivel] = a.PorcentajeCumple;
      const id = p.autoevaluaciones['AUT-INI'] as number;
      const areas = await t.db.select().from(autoevaluacionAreasMejora).where(eq(autoevaluacionAreasMejora.autoevaluacionId, id));
      const respondidas = await t.db.select().from(autoevaluacionPruebas).where(eq(autoevaluacionPruebas.autoevaluacionId, id));
      if (def.nivel === 'inicio') {
        expect(a.NumeroEvaluado).toBe(0);
        expect(respondidas).toHaveLength(0);
      } else {
        expect(areas.length).toBeGreaterThan(0);
        expect(respondidas.length).toBeGreaterThan(0);
      }
    }
    expect(pct.inicio).toBe(0);
    expect(pct.mitad).toBeGreaterThanOrEqual(40);
    expect(pct.mitad).toBeLessThanOrEqual(60);
    expect(pct.casi).toBeGreaterThanOrEqual(85);
    expect(pct.casi).toBeLessThan(100);
    // The project in evaluation carries the improvement areas of its self-assessment.
    const eva = await t.proyecto(DEMO.EVA);
    expect(
      await t.db
        .select()
        .from(autoevaluacionAreasMejora)
        .where(eq(autoevaluacionAreasMejora.autoevaluacionId, eva.autoevaluaciones['AUT-INI'] as number)),
    ).toHaveLength(2);
    expect(await seedDemoAutoevaluaciones(t.db, t.clock.now())).toBe(0);
  });
});
