import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba, resultado } from '../../../tests/fixtures/dominio.ts';
import { perfiles, usuarioPerfiles } from '../../db/schema/index.ts';
import { evaluacionAcceso as t } from '../../i18n/evaluacion-area.ts';
import { getAreaEvaluacion } from './area.ts';

// Demo project 3: record 3 its self-assessment, record 4 its evaluation; jefeevaluacion leads
// the evaluation; here representante2 joins the centre's team (REPRE).
let d: Awaited<ReturnType<typeof demoDePrueba>>;
beforeAll(async () => {
  d = await demoDePrueba();
  const [repre] = await d.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
  await d.db.insert(usuarioPerfiles).values({
    usuarioId: (await d.actorDe('representante2')).usuarioId,
    perfilId: repre?.id ?? 0,
    proyectoId: 3,
    altaFecha: '2026-11-01T00:00:00.000Z',
  });
});

const claves = (area: { permisos: readonly { clave: string }[] }) => area.permisos.map((p) => p.clave);

describe("the evaluation area's frame", () => {
  it("is the evaluation team's, with the keys of its work", async () => {
    const area = await getAreaEvaluacion(d.ctx(await d.actorDe('jefeevaluacion')), 4);
    expect(area.EquipoEvaluacion).toBe(true);
    expect(area.Fase.TipoClave).toBe('EVA');
  });

  it("keeps the team's keys from the centre's people, in the frame and in its subject", async () => {
    const area = await getAreaEvaluacion(d.ctx(await d.actorDe('representante2')), 4);
    expect(area.EquipoEvaluacion).toBe(false);
    for (const clave of ['AE_APORTACION', 'AE_EQUIPO']) {
      expect(claves(area)).not.toContain(clave);
      expect(claves(area.sujeto)).not.toContain(clave);
    }
    expect(claves(area).length).toBeGreaterThan(0);
  });

  it('is not found for a self-assessment record', async () => {
    expect(await resultado(getAreaEvaluacion(d.ctx(await d.actorDe('superadmin')), 3))).toBe(`404 ${t.noEsEvaluacion}`);
  });
});
