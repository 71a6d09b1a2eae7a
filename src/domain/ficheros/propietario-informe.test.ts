import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba } from '../../../tests/fixtures/dominio.ts';
import { type Fichero, ficheros } from '../../db/schema/ficheros.ts';
import { perfiles, usuarioPerfiles } from '../../db/schema/index.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { Actor } from '../context.ts';
import { puedeLeerInforme } from './propietario-informe.ts';

// Demo project 3: its evaluation (record 4) is unpublished; jefeevaluacion and evaluador are its
// evaluation team. Here representante2 joins its centre's team, and tutor follows all projects.
let d: Awaited<ReturnType<typeof demoDePrueba>>;
let informe: Fichero;
let suelto: Fichero;
let actores: Record<string, Actor>;

const fichero = async (claveAlmacen: string, usuarioId: number | null) => {
  const [f] = await d.db
    .insert(ficheros)
    .values({
      instanciaId: 'soludable',
      nombreFisico: 'informe.pdf',
      claveAlmacen,
      tipoContenido: 'application/pdf',
      bytes: 10,
      tipoClave: 'INF',
      altaFecha: '2026-11-01T00:00:00.000Z',
      altaUsuarioId: usuarioId,
    })
    .returning();
  return f as Fichero;
};

beforeAll(async () => {
  d = await demoDePrueba();
  const nombres = ['superadmin', 'jefeevaluacion', 'evaluador', 'representante2', 'tutor', 'representante'];
  actores = Object.fromEntries(await Promise.all(nombres.map(async (n) => [n, await d.actorDe(n)] as const)));
  const [repre] = await d.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
  await d.db.insert(usuarioPerfiles).values({
    usuarioId: actores.representante2?.usuarioId ?? 0,
    perfilId: repre?.id ?? 0,
    proyectoId: 3,
    altaFecha: '2026-11-01T00:00:00.000Z',
  });
  actores.representante2 = await d.actorDe('representante2');
  informe = await fichero('informe-4', actores.jefeevaluacion?.usuarioId ?? null);
  suelto = await fichero('informe-suelto', actores.jefeevaluacion?.usuarioId ?? null);
  await d.db.update(autoevaluaciones).set({ ficheroInformeId: informe.id }).where(eq(autoevaluaciones.id, 4));
});

const quienLee = async (f: Fichero) => {
  const si: string[] = [];
  for (const [nombre, actor] of Object.entries(actores)) if (await puedeLeerInforme(d.ctx(actor), f)) si.push(nombre);
  if (await puedeLeerInforme(d.ctx(null), f)) si.push('anonimo');
  return si.sort();
};

describe("who reads an evaluation's report", () => {
  it('before publication: super administrators, staff who follow projects and the evaluation team', async () => {
    expect(await quienLee(informe)).toEqual(['evaluador', 'jefeevaluacion', 'superadmin', 'tutor']);
  });

  it("once published: the centre's team too, and still nobody outside the project", async () => {
    await d.db.update(autoevaluaciones).set({ fechaPublicacion: '2026-11-28' }).where(eq(autoevaluaciones.id, 4));
    try {
      expect(await quienLee(informe)).toEqual(['evaluador', 'jefeevaluacion', 'representante2', 'superadmin', 'tutor']);
    } finally {
      await d.db.update(autoevaluaciones).set({ fechaPublicacion: null }).where(eq(autoevaluaciones.id, 4));
    }
  });

  it('that no evaluation points at (being replaced): only whoever uploaded it, and super administrators', async () => {
    expect(await quienLee(suelto)).toEqual(['jefeevaluacion', 'superadmin']);
  });
});
