import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, dominioDePrueba, erroresDe, resultado } from '../../../tests/fixtures/dominio.ts';
import { ambitos, manuales } from '../../db/schema/catalogo.ts';
import { perfiles } from '../../db/schema/identidad.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { errores } from '../../i18n/errores.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import type { DomainContext } from '../context.ts';
import { deleteAmbitoProceso, putAmbitoProceso, putFaseProceso } from './listas.ts';
import {
  createProceso,
  deleteProceso,
  getProceso,
  listProcesos,
  perfilRows,
  setPerfilesProceso,
  updateProceso,
} from './procesos.ts';
import { perfilesSchema, procesoSchema } from './schema.ts';

type Dominio = Awaited<ReturnType<typeof dominioDePrueba>>;
let d: Dominio;
let gestor: DomainContext;
let lector: DomainContext;
let manualId: number;
let perfilIds: number[];
const ALTA = '2026-01-01T00:00:00.000Z';
const QUERY = { pagina: 1, registrosPorPagina: 50 };

beforeAll(async () => {
  d = await dominioDePrueba();
  gestor = d.ctx(actorCon({ GEST_PROCESOS: 'E' }));
  lector = d.ctx(actorCon({ GEST_SOLICITUDES: 'L' }));
  const [m] = await d.db
    .insert(manuales)
    .values({ instanciaId: 'soludable', codigo: 'M1', nombre: 'Manual', version: '1', mapaId: 1, altaFecha: ALTA })
    .returning({ id: manuales.id });
  manualId = (m as { id: number }).id;
  perfilIds = (await d.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.instanciaId, 'soludable'))).map(
    (p) => p.id,
  );
});

let n = 0;
/** A payload as the route hands it over (parsed by the process schema). */
const entrada = (x: Record<string, unknown>) => procesoSchema.parse(x);
const lista = (perfiles: Record<string, unknown>[]) => perfilesSchema.parse({ perfiles }).perfiles;
const nuevo = (over: Record<string, unknown> = {}) => {
  n += 1;
  return createProceso(gestor, entrada({ codigo: `P${n}`, nombre: `Proceso ${n}`, manualId, ...over }));
};

describe('perfilRows', () => {
  it('keeps the first of each profile, numbering the order from 1 unless each says its own', () => {
    expect(
      perfilRows(
        9,
        lista([
          { perfilId: 3 },
          { perfilId: 5, requiereDatos: true },
          { perfilId: 3, requiereDatos: true },
          { perfilId: 7, orden: 10 },
        ]),
      ),
    ).toEqual([
      { procesoId: 9, perfilId: 3, requiereDatos: false, orden: 1 },
      { procesoId: 9, perfilId: 5, requiereDatos: true, orden: 2 },
      { procesoId: 9, perfilId: 7, requiereDatos: false, orden: 10 },
    ]);
  });
});

describe('processes: the gate', () => {
  it('refuses anonymous callers (401), lets request managers read and only process managers write (403)', async () => {
    const { id } = await nuevo();
    const anon = d.ctx(null);
    expect(await resultado(() => getProceso(anon, id))).toBe(`401 ${errores.noAutenticado}`);
    expect(await resultado(() => listProcesos(anon, { query: QUERY }))).toBe(`401 ${errores.noAutenticado}`);
    expect(await resultado(() => getProceso(lector, id))).toBe('ok');
    const escritos = [
      () => createProceso(lector, entrada({ codigo: 'X', nombre: 'X', manualId })),
      () => updateProceso(lector, id, entrada({ codigo: 'X', nombre: 'X', manualId })),
      () => deleteProceso(lector, id),
      () => setPerfilesProceso(lector, id, []),
      () => putFaseProceso(lector, id, 'AUT-INI', {}),
    ];
    for (const call of escritos) expect(await resultado(call)).toBe(`403 ${errores.prohibido}`);
    const sinNada = d.ctx(actorCon({}));
    expect(await resultado(() => getProceso(sinNada, id))).toBe(`403 ${errores.prohibido}`);
  });
});

describe('processes: create, read, update, delete', () => {
  it('creates a process with its profiles, and reads it back with every list', async () => {
    const [a, b] = perfilIds as [number, number];
    const { id } = await nuevo({
      codigo: 'ABC',
      nombre: 'Con perfiles',
      minimo: 2,
      fechaApertura: '2026-11-01',
      fechaCierre: '2026-12-31',
      perfiles: [{ perfilId: b, requiereDatos: true }, { perfilId: a }],
    });
    const p = await getProceso(lector, id);
    expect(p).toMatchObject({
      Id: id,
      Codigo: 'ABC',
      Nombre: 'Con perfiles',
      Manual: { Id: manualId, Codigo: 'M1', Nombre: 'Manual', Version: '1' },
      Minimo: 2,
      FechaApertura: '2026-11-01',
      FechaCierre: '2026-12-31',
      PlazoVigenciaAcreditacion: null,
      Abierto: true,
      TiposFichero: [],
      FasesProyecto: [],
      Ambitos: [],
      PlantillasNotificaciones: [],
      Niveles: [],
    });
    expect(p.Perfiles?.map((x) => [x.Id, x.RequiereDatos, x.Orden])).toEqual([
      [b, true, 1],
      [a, false, 2],
    ]);
    // Only the lists asked for.
    const solo = await getProceso(lector, id, {
      perfiles: false,
      tiposFichero: false,
      fasesProyecto: false,
      ambitos: false,
      plantillasNotificaciones: false,
      niveles: false,
    });
    expect(Object.keys(solo)).not.toContain('Perfiles');
  });

  it('refuses a repeated code (409), an unknown manual or profile (422), and a missing process (404)', async () => {
    await nuevo({ codigo: 'REP' });
    expect(await resultado(nuevo({ codigo: 'REP' }))).toBe(`409 ${t.codigoRepetido}`);
    expect(await erroresDe(nuevo({ manualId: 9999 }))).toEqual({ manualId: [t.manualNoExiste] });
    expect(await erroresDe(nuevo({ perfiles: [{ perfilId: 9999 }] }))).toEqual({ perfiles: [t.perfilNoExiste(9999)] });
    expect(await resultado(() => getProceso(lector, 9999))).toBe(`404 ${t.noEncontrado}`);
  });

  it("updates a process's own fields, keeping its code unique among the others", async () => {
    const { id } = await nuevo({ codigo: 'UPD' });
    await nuevo({ codigo: 'OTRO' });
    const p = await updateProceso(
      gestor,
      id,
      entrada({ codigo: 'UPD2', nombre: 'Cambiado', manualId, fechaCierre: '2026-11-01' }),
    );
    expect([p.Codigo, p.Nombre, p.Abierto, p.Minimo]).toEqual(['UPD2', 'Cambiado', false, 0]);
    expect(await resultado(updateProceso(gestor, id, entrada({ codigo: 'OTRO', nombre: 'x', manualId })))).toBe(
      `409 ${t.codigoRepetido}`,
    );
    // Its own code is not a repetition.
    expect(await resultado(updateProceso(gestor, id, entrada({ codigo: 'UPD2', nombre: 'y', manualId })))).toBe('ok');
  });

  it('deletes a process nothing names, and 404s after', async () => {
    const { id } = await nuevo();
    await deleteProceso(gestor, id);
    expect(await d.db.select().from(procesos).where(eq(procesos.id, id))).toEqual([]);
    expect(await resultado(deleteProceso(gestor, id))).toBe(`404 ${t.noEncontrado}`);
  });

  it('replaces the profiles with exactly the list given', async () => {
    const [a, b, c] = perfilIds as [number, number, number];
    const { id } = await nuevo({ perfiles: [{ perfilId: a }, { perfilId: b }] });
    const dados = await setPerfilesProceso(gestor, id, lista([{ perfilId: c, requiereDatos: true }]));
    expect(dados.map((p) => [p.Id, p.RequiereDatos, p.Orden])).toEqual([[c, true, 1]]);
    expect(await setPerfilesProceso(gestor, id, [])).toEqual([]);
  });
});

describe('processes: the list', () => {
  it('filters by text and by open today, each process once', async () => {
    await nuevo({ codigo: 'LISTA-A', nombre: 'Abierto', fechaApertura: '2026-11-01' });
    await nuevo({ codigo: 'LISTA-C', nombre: 'Cerrado', fechaCierre: '2026-10-01' });
    await nuevo({ codigo: 'LISTA-F', nombre: 'Futuro', fechaApertura: '2027-01-01' });
    const codigos = async (opts: { texto?: string; abierto?: boolean }) =>
      ((await listProcesos(lector, { query: QUERY, ...opts })).records as { Codigo: string }[]).map((r) => r.Codigo).sort();
    expect(await codigos({ texto: 'LISTA' })).toEqual(['LISTA-A', 'LISTA-C', 'LISTA-F']);
    expect(await codigos({ texto: 'LISTA', abierto: true })).toEqual(['LISTA-A']);
    expect(await codigos({ texto: 'LISTA', abierto: false })).toEqual(['LISTA-C', 'LISTA-F']);
  });
});

describe("a process's scopes and phases", () => {
  it('links a scope with its minimum, changes it, and unlinks it; a scope of no instance is 404', async () => {
    const { id } = await nuevo();
    const [amb] = await d.db
      .insert(ambitos)
      .values({ instanciaId: 'soludable', nombre: `Ámbito ${id}`, altaFecha: ALTA })
      .returning({ id: ambitos.id });
    const ambitoId = (amb as { id: number }).id;
    expect(await putAmbitoProceso(gestor, id, ambitoId, 3)).toEqual([{ Id: ambitoId, Nombre: `Ámbito ${id}`, Minimo: 3 }]);
    expect(await putAmbitoProceso(gestor, id, ambitoId, undefined)).toEqual([
      { Id: ambitoId, Nombre: `Ámbito ${id}`, Minimo: null },
    ]);
    await deleteAmbitoProceso(gestor, id, ambitoId);
    expect((await getProceso(lector, id)).Ambitos).toEqual([]);
    expect(await resultado(deleteAmbitoProceso(gestor, id, ambitoId))).toBe(`404 ${t.ambitoNoVinculado}`);
    expect(await resultado(putAmbitoProceso(gestor, id, 9999, 1))).toBe(`404 ${t.ambitoNoExiste(9999)}`);
  });

  it("sets a phase's deadline and minimum, once per phase; an unknown phase is 404", async () => {
    const { id } = await nuevo();
    await putFaseProceso(gestor, id, 'AUT-INI', { plazo: 30 });
    const fases = await putFaseProceso(gestor, id, 'AUT-INI', { plazo: 45, minimo: 2 });
    expect(fases).toHaveLength(1);
    expect(fases[0]).toMatchObject({ Clave: 'AUT-INI', Plazo: 45, Minimo: 2 });
    expect(await resultado(putFaseProceso(gestor, id, 'NO-EXISTE', {}))).toBe(`404 ${t.faseNoExiste('NO-EXISTE')}`);
  });
});
