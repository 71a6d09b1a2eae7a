import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, erroresDe, procesosDePrueba, resultado } from '../../../tests/fixtures/dominio.ts';
import { ambitos } from '../../db/schema/catalogo.ts';
import { errores } from '../../i18n/errores.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import type { DomainContext } from '../context.ts';
import { extensionesDe } from './lectura.ts';
import { tipoFicheroSchema } from './schema.ts';
import {
  createTipoFichero,
  deleteTipoFichero,
  reasignarAmbitosTipoFichero,
  tipoFicheroColumns,
  updateTipoFichero,
} from './tipos-fichero.ts';

let d: Awaited<ReturnType<typeof procesosDePrueba>>;
let gestor: DomainContext;
const proceso = () => d.proceso();
const tipo = (over: Record<string, unknown> = {}) => tipoFicheroSchema.parse({ clave: 'MEM', nombre: 'Memoria', ...over });

beforeAll(async () => {
  d = await procesosDePrueba();
  gestor = d.gestor;
});

describe('file type payload', () => {
  it('takes extensions as a list or a comma-separated text, from the allowed ones, stored lower-case once', () => {
    expect(tipo({ extensiones: ['pdf', '.JPG', 'pdf'] }).extensiones).toEqual(['pdf', 'jpg']);
    expect(tipo({ extensiones: ' PDF, zip ,' }).extensiones).toEqual(['pdf', 'zip']);
    expect(tipo({}).extensiones).toEqual([]);
    const mal = tipoFicheroSchema.safeParse({ clave: 'X', nombre: 'X', extensiones: 'pdf,exe' });
    expect(mal.success ? [] : mal.error.issues.map((i) => i.message)).toEqual([t.extensionNoValida('EXE')]);
  });

  it('allows at most 10 files', () => {
    expect(tipoFicheroSchema.safeParse({ clave: 'X', nombre: 'X', limiteFicheros: 10 }).success).toBe(true);
    const mal = tipoFicheroSchema.safeParse({ clave: 'X', nombre: 'X', limiteFicheros: 11 });
    expect(mal.success ? [] : mal.error.issues.map((i) => i.message)).toEqual([t.limiteFicherosMaximo]);
  });

  it('becomes columns with empty values as null, extensions comma-separated', () => {
    expect(tipoFicheroColumns(tipo({ extensiones: 'pdf,png', limiteTamano: 2048000 }))).toEqual({
      clave: 'MEM',
      nombre: 'Memoria',
      descripcion: null,
      limiteTamano: 2048000,
      limiteFicheros: null,
      extensiones: 'pdf,png',
      interno: false,
      orden: 0,
    });
    expect(tipoFicheroColumns(tipo()).extensiones).toBeNull();
    expect(extensionesDe('pdf,png')).toEqual(['PDF', 'PNG']);
    expect(extensionesDe(' .pdf; jpg  png ')).toEqual(['PDF', 'JPG', 'PNG']);
    expect(extensionesDe(null)).toEqual([]);
  });
});

describe("a process's file types", () => {
  it('are created, renamed and deleted by process managers only, their key unique per process', async () => {
    const id = await proceso();
    const lector = d.ctx(actorCon({ GEST_PROCESOS: 'L' }));
    expect(await resultado(() => createTipoFichero(lector, id, tipo()))).toBe(`403 ${errores.prohibido}`);
    const creado = await createTipoFichero(gestor, id, tipo({ extensiones: 'pdf', limiteFicheros: 2 }));
    expect(creado).toEqual({
      Clave: 'MEM',
      Nombre: 'Memoria',
      Descripcion: null,
      LimiteTamano: null,
      LimiteFicheros: 2,
      Extensiones: ['PDF'],
      Interno: false,
      Orden: 0,
      Ambitos: [],
    });
    expect(await erroresDe(createTipoFichero(gestor, id, tipo()))).toEqual({ clave: [t.tipoFicheroRepetido] });
    await createTipoFichero(gestor, id, tipo({ clave: 'OTRO' }));
    expect(await erroresDe(updateTipoFichero(gestor, id, 'MEM', tipo({ clave: 'OTRO' })))).toEqual({
      clave: [t.tipoFicheroRepetido],
    });
    const renombrado = await updateTipoFichero(gestor, id, 'MEM', tipo({ clave: 'MEM2', nombre: 'Memoria final' }));
    expect([renombrado.Clave, renombrado.Nombre]).toEqual(['MEM2', 'Memoria final']);
    await deleteTipoFichero(gestor, id, 'MEM2');
    expect(await resultado(deleteTipoFichero(gestor, id, 'MEM2'))).toBe(`404 ${t.tipoFicheroNoEncontrado}`);
  });

  it('are found by key alone when one process has it; a key several processes use needs the process', async () => {
    const a = await proceso();
    const b = await proceso();
    await createTipoFichero(gestor, a, tipo({ clave: 'UNICA' }));
    expect((await updateTipoFichero(gestor, undefined, 'UNICA', tipo({ clave: 'UNICA', nombre: 'Cambiado' }))).Nombre).toBe(
      'Cambiado',
    );
    await createTipoFichero(gestor, a, tipo({ clave: 'COMUN' }));
    await createTipoFichero(gestor, b, tipo({ clave: 'COMUN' }));
    expect(await erroresDe(updateTipoFichero(gestor, undefined, 'COMUN', tipo({ clave: 'COMUN' })))).toEqual({
      procesoId: [t.tipoFicheroAmbiguo('COMUN')],
    });
    expect(await resultado(updateTipoFichero(gestor, b, 'COMUN', tipo({ clave: 'COMUN' })))).toBe('ok');
    expect(await resultado(updateTipoFichero(gestor, undefined, 'NADIE', tipo()))).toBe(`404 ${t.tipoFicheroNoEncontrado}`);
  });

  it('apply to exactly the scopes last given', async () => {
    const id = await proceso();
    await createTipoFichero(gestor, id, tipo());
    const ids: number[] = [];
    for (const nombre of ['Uno', 'Dos']) {
      const [row] = await d.db
        .insert(ambitos)
        .values({ instanciaId: 'soludable', nombre: `${nombre} ${id}`, altaFecha: '2026-01-01T00:00:00.000Z' })
        .returning({ id: ambitos.id });
      ids.push((row as { id: number }).id);
    }
    const [uno, dos] = ids as [number, number];
    expect((await reasignarAmbitosTipoFichero(gestor, id, 'MEM', [uno, dos, uno])).map((a) => a.Id).sort()).toEqual(
      [uno, dos].sort(),
    );
    expect(await reasignarAmbitosTipoFichero(gestor, id, 'MEM', [dos])).toEqual([{ Id: dos, Nombre: `Dos ${id}` }]);
    expect(await reasignarAmbitosTipoFichero(gestor, id, 'MEM', [])).toEqual([]);
  });
});
