import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, erroresDe, procesosDePrueba, resultado } from '../../../tests/fixtures/dominio.ts';
import { errores } from '../../i18n/errores.ts';
import { nivelesApi as t } from '../../i18n/evaluacion-resultado.ts';
import type { DomainContext } from '../context.ts';
import { createNivel, deleteNivel, nivelColumnas, updateNivel } from './niveles.ts';
import { nivelesOf } from './niveles-carga.ts';
import { nivelSchema } from './niveles-schema.ts';

let d: Awaited<ReturnType<typeof procesosDePrueba>>;
let gestor: DomainContext;
const proceso = () => d.proceso();
const nivel = (clave: string, esenciales: number, noEsenciales: number, orden?: number) => ({
  clave,
  nombre: `Nivel ${clave}`,
  porcentajeEsenciales: esenciales,
  porcentajeNoEsenciales: noEsenciales,
  orden,
});

beforeAll(async () => {
  d = await procesosDePrueba();
  gestor = d.gestor;
});

describe('level payload', () => {
  it('takes whole percents from 0 to 100 and an optional order', () => {
    expect(nivelSchema.safeParse(nivel('A', 100, 0)).success).toBe(true);
    expect(nivelSchema.safeParse(nivel('A', 101, 0)).success).toBe(false);
    expect(nivelSchema.safeParse(nivel('A', 50.5, 0)).success).toBe(false);
    expect(nivelSchema.safeParse(nivel('A', -1, 0)).success).toBe(false);
    expect(nivelSchema.safeParse({ ...nivel('A', 1, 1), otro: 1 }).success).toBe(false);
  });

  it('stores the key trimmed and upper-case, the order 0 when none is given', () => {
    expect(nivelColumnas(nivel(' oro ', 90, 80))).toEqual({
      clave: 'ORO',
      nombre: 'Nivel  oro ',
      porcentajeEsenciales: 90,
      porcentajeNoEsenciales: 80,
      orden: 0,
    });
  });
});

describe("a process's levels", () => {
  it('are created, changed and deleted by process managers only', async () => {
    const id = await proceso();
    const lector = d.ctx(actorCon({ GEST_PROCESOS: 'L' }));
    expect(await resultado(() => createNivel(lector, id, nivel('A', 1, 1)))).toBe(`403 ${errores.prohibido}`);
    const oro = await createNivel(gestor, id, nivel('oro', 100, 80, 3));
    expect(oro).toEqual({
      Id: oro.Id,
      Clave: 'ORO',
      Nombre: 'Nivel oro',
      PorcentajeEsenciales: 100,
      PorcentajeNoEsenciales: 80,
      Orden: 3,
    });
    const plata = await updateNivel(gestor, oro.Id, nivel('plata', 90, 70, 2));
    expect([plata.Clave, plata.PorcentajeEsenciales, plata.Orden]).toEqual(['PLATA', 90, 2]);
    expect((await nivelesOf(d.db, id)).map((x) => x.Clave)).toEqual(['PLATA']);
    await deleteNivel(gestor, oro.Id);
    expect(await nivelesOf(d.db, id)).toEqual([]);
    expect(await resultado(deleteNivel(gestor, oro.Id))).toBe(`404 ${t.noEncontrado}`);
  });

  it('may share neither the key (any case) nor both thresholds within a process', async () => {
    const id = await proceso();
    const a = await createNivel(gestor, id, nivel('A', 90, 80));
    expect(await erroresDe(createNivel(gestor, id, nivel('a', 50, 50)))).toEqual({ clave: [t.claveRepetida] });
    expect(await erroresDe(createNivel(gestor, id, nivel('B', 90, 80)))).toEqual({ porcentajeNoEsenciales: [t.umbralRepetido] });
    // One threshold alike is a different level; a level keeps its own key and thresholds.
    expect(await resultado(createNivel(gestor, id, nivel('B', 90, 70)))).toBe('ok');
    expect(await resultado(updateNivel(gestor, a.Id, nivel('A', 90, 80)))).toBe('ok');
    // Another process may repeat them.
    expect(await resultado(createNivel(gestor, await proceso(), nivel('A', 90, 80)))).toBe('ok');
  });
});
