import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, dominioDePrueba, erroresDe, resultado } from '../../../tests/fixtures/dominio.ts';
import { perfiles } from '../../db/schema/identidad.ts';
import { errores } from '../../i18n/errores.ts';
import { nivelesApi as tn } from '../../i18n/evaluacion-resultado.ts';
import { firmas } from '../../i18n/firmas.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import type { DomainContext } from '../context.ts';
import { getRequisitosFirma, saveRequisitosFirma } from '../firmas/requisitos-proceso.ts';
import { importarProceso } from './importar.ts';
import { importarSchema } from './importar-schema.ts';
import { putFaseProceso } from './listas.ts';
import { createNivel } from './niveles.ts';
import { createPlantilla } from './plantillas.ts';
import { getProceso, saveProceso } from './procesos.ts';
import { plantillaSchema, procesoSchema, tipoFicheroSchema } from './schema.ts';
import { createTipoFichero } from './tipos-fichero.ts';

const tf = firmas.requisitos;

let d: Awaited<ReturnType<typeof dominioDePrueba>>;
let gestor: DomainContext;
let original: Awaited<ReturnType<typeof getProceso>>;

beforeAll(async () => {
  d = await dominioDePrueba();
  gestor = d.ctx(actorCon({ GEST_PROCESOS: 'E' }));
  const [perfil] = await d.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.instanciaId, 'soludable'));
  const { id } = await saveProceso(
    gestor,
    procesoSchema.parse({
      codigo: 'ORIG',
      nombre: 'Original',
      manualId: await d.crearManual(),
      minimo: 1,
      fechaApertura: '2026-01-01',
      perfiles: [{ perfilId: (perfil as { id: number }).id, requiereDatos: true }],
    }),
  );
  await createTipoFichero(gestor, id, tipoFicheroSchema.parse({ clave: 'MEM', nombre: 'Memoria', extensiones: 'pdf' }));
  await putFaseProceso(gestor, id, 'AUT-INI', { plazo: 30 });
  await createNivel(gestor, id, {
    clave: 'ORO',
    nombre: 'Oro',
    porcentajeEsenciales: 100,
    porcentajeNoEsenciales: 80,
    orden: undefined,
  });
  await createPlantilla(
    gestor,
    id,
    plantillaSchema.parse({ asunto: 'A', cuerpo: 'B', tipoHitoClave: 'auto_ini', medioNotificacionClave: 'EMAIL' }),
  );
  // Its own signature requirements: its file type by two profiles in order, the report by one.
  await saveRequisitosFirma(gestor, id, {
    requisitos: [
      { tipoFichero: 'MEM', perfiles: ['JEFE_EVACN', 'ADMIN'] },
      { tipoFichero: 'INF', perfiles: ['ADMIN'] },
    ],
  });
  original = await getProceso(gestor, id);
});

/** A record as GET /procesos/{id} answers it, without what differs between copies. */
const sinIds = (p: typeof original) => {
  const { Id: _i, Codigo: _c, Auditoria: _a, Niveles, PlantillasNotificaciones, ...resto } = p;
  return {
    ...resto,
    Niveles: Niveles?.map(({ Id: _n, ...n }) => n),
    PlantillasNotificaciones: PlantillasNotificaciones?.map(({ Id: _p, ...x }) => x),
  };
};
const importar = (over: Record<string, unknown> = {}) =>
  importarProceso(gestor, importarSchema.parse({ ...JSON.parse(JSON.stringify(original)), ...over }));

describe('importing a process (the second half of a clone)', () => {
  it('copies the process with all its lists under a free code: <code>-COPIA, then -COPIA2', async () => {
    const copia = await importar();
    expect(copia.codigo).toBe('ORIG-COPIA');
    const leida = await getProceso(gestor, copia.id);
    expect(leida.Id).not.toBe(original.Id);
    expect(sinIds(leida)).toEqual(sinIds(original));
    expect((await importar()).codigo).toBe('ORIG-COPIA2');
  });

  it('carries the signature requirements: the copy asks the same signatures, in the same order', async () => {
    expect(original.Firmas).toEqual([
      { TipoFichero: 'MEM', Perfiles: ['JEFE_EVACN', 'ADMIN'] },
      { TipoFichero: 'INF', Perfiles: ['ADMIN'] },
    ]);
    const copia = await importar({ codigo: 'FIRMAS', nombre: 'Con firmas' });
    const { ProcesoId: _o, ...deOriginal } = await getRequisitosFirma(gestor, original.Id);
    const { ProcesoId: _c, ...deCopia } = await getRequisitosFirma(gestor, copia.id);
    expect(deCopia).toEqual(deOriginal);
    expect(deCopia.PorDefecto).toBe(false);
    // A process on the defaults is copied on the defaults (no rows of its own).
    const sinPropios = await importar({ codigo: 'DEFECTO', Firmas: [] });
    expect(await getRequisitosFirma(gestor, sinPropios.id)).toMatchObject({ PorDefecto: true });
  });

  it('keeps a code the caller chose, and refuses it when taken (409)', async () => {
    expect((await importar({ codigo: 'ELEGIDO', nombre: 'Elegido' })).codigo).toBe('ELEGIDO');
    expect(await resultado(importar({ codigo: 'ELEGIDO' }))).toBe(`409 ${t.codigoRepetido}`);
  });

  it('refuses repeated keys or thresholds inside the JSON, and unknown references (422)', async () => {
    const json = JSON.parse(JSON.stringify(original));
    const nivel = json.Niveles[0];
    expect(await erroresDe(importar({ Niveles: [nivel, { ...nivel, PorcentajeEsenciales: 1 }] }))).toEqual({
      Niveles: [tn.claveRepetida],
    });
    expect(await erroresDe(importar({ Niveles: [nivel, { ...nivel, Clave: 'PLATA' }] }))).toEqual({
      Niveles: [tn.umbralRepetido],
    });
    expect(await erroresDe(importar({ TiposFichero: [json.TiposFichero[0], json.TiposFichero[0]] }))).toEqual({
      TiposFichero: [t.tipoFicheroRepetido],
    });
    expect(await erroresDe(importar({ manualId: 9999 }))).toEqual({ manualId: [t.manualNoExiste] });
    // Signature requirements naming a file type the copy lacks, or an unknown profile.
    expect(await erroresDe(importar({ TiposFichero: [], Firmas: [{ TipoFichero: 'MEM', Perfiles: ['ADMIN'] }] }))).toEqual({
      'Firmas.0.tipoFichero': [tf.tipoDesconocido('MEM')],
    });
    expect(await erroresDe(importar({ Firmas: [{ TipoFichero: 'INF', Perfiles: ['NADIE'] }] }))).toEqual({
      'Firmas.0.perfiles.0': [tf.perfilDesconocido('NADIE')],
    });
  });

  it('is for process managers only', async () => {
    const lector = d.ctx(actorCon({ GEST_PROCESOS: 'L' }));
    const input = importarSchema.parse(JSON.parse(JSON.stringify(original)));
    expect(await resultado(() => importarProceso(lector, input))).toBe(`403 ${errores.prohibido}`);
  });
});
