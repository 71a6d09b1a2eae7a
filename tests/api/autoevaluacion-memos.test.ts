import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/index.ts';
import type { Db } from '../../src/db/types.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { DEMO } from '../fixtures/proyectos.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSharedDb } from '../runtime/plataforma.ts';

// The self-assessments' figures (src/domain/autoevaluacion/carga.ts) and standards lists
// (estandares.ts) are kept in process memory per self-assessment under the change stamps. Two "processes"
// here are two clients on one database file, each with its own memory: every write by the
// other one must show on the next read of the projects list and of the self-assessment.

const now = new Date('2026-03-02T10:00:00Z');
let shared: Awaited<ReturnType<typeof createSharedDb>>;
let a: Db;
let b: Db;
let autoId: number;
let proyectoId: number;
let tokens: Record<string, string>;

const get = async (db: Db, path: string, user = 'admin') =>
  createTestApi({ db, clock: { now: () => new Date(now) } }).request(path, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
/** The project's Autoevaluacion column of GET /proyectos and the figures of GET autoevaluaciones/{id}. */
const figuras = async (db: Db) => {
  const res = await get(db, '/api/proyectos?registrosPorPagina=100');
  expect(res.status).toBe(200);
  const lista = await res.json();
  const fila = lista.Registros.find((p: { Id: number }) => p.Id === proyectoId);
  const auto = await (await get(db, `/api/autoevaluaciones/${autoId}`)).json();
  expect(fila.Autoevaluacion.PorcentajeCumple).toBe(auto.PorcentajeCumple);
  return { porcentaje: auto.PorcentajeCumple as number, total: auto.Total as number, nivel: auto.Nivel?.Clave ?? null };
};

beforeAll(async () => {
  shared = await createSharedDb();
  a = shared.a;
  b = shared.b;
  await seedDemo(a, now);
  const [p] = (await a.all(
    sql`select p.id, au.id auto from proyectos p join solicitudes s on s.id = p.solicitud_id
        join autoevaluaciones au on au.proyecto_id = p.id and au.fase_clave = 'AUT-INI' where s.referencia = ${DEMO.AUT}`,
  )) as { id: number; auto: number }[];
  proyectoId = p?.id as number;
  autoId = p?.auto as number;
  tokens = {};
  for (const u of ['admin', 'tutor', 'autoevaluador']) {
    const [row] = (await a.all(sql`select id from usuarios where user_name = ${u}`)) as { id: number }[];
    tokens[u] = (await createSession(a, { usuarioId: row?.id as number, clock: { now: () => new Date(now) } })).token;
  }
});
afterAll(() => shared.cleanup());

describe('figures kept per self-assessment under the change stamps', () => {
  it('shows verdicts written by another process on the next read', async () => {
    const antes = await figuras(a);
    expect(await figuras(a)).toEqual(antes);
    await b.run(sql`update autoevaluacion_estandares set estado_clave = 'C', aplica = 1 where autoevaluacion_id = ${autoId}`);
    const despues = await figuras(a);
    expect(despues.porcentaje).toBe(100);
    expect(despues.porcentaje).not.toBe(antes.porcentaje);
    await b.run(sql`update autoevaluacion_estandares set estado_clave = 'PTE' where autoevaluacion_id = ${autoId}`);
    expect((await figuras(a)).porcentaje).toBe(0);
  });

  it('shows a catalogue change (a standard added to the manual) made by another process', async () => {
    await b.run(sql`update autoevaluacion_estandares set estado_clave = 'C' where autoevaluacion_id = ${autoId}`);
    const antes = await figuras(a);
    expect(antes.porcentaje).toBe(100);
    // A new standard in the first block of the project's manual: it applies and has no verdict (pending).
    await b.run(sql`insert into estandares (instancia_id, manual_id, bloque_id, codigo, descripcion, esencial, minimo, orden, alta_fecha)
      select e.instancia_id, e.manual_id, e.bloque_id, 'NUEVO-1', 'Nuevo', 0, 0, 999, ${now.toISOString()} from estandares e
      join procesos pr on pr.manual_id = e.manual_id join proyectos p on p.proceso_id = pr.id
      where p.id = ${proyectoId} order by e.id limit 1`);
    const despues = await figuras(a);
    expect(despues.total).toBe(antes.total + 1);
    expect(despues.porcentaje).toBeLessThan(100);
  });

  it("follows a change of the process's levels made by another process", async () => {
    await b.run(sql`delete from estandares where codigo = 'NUEVO-1'`);
    const [n] = (await b.all(
      sql`select count(*) n from proceso_niveles where proceso_id = (select proceso_id from proyectos where id = ${proyectoId})`,
    )) as { n: number }[];
    expect(n?.n).toBeGreaterThan(0);
    const delProceso = sql`proceso_id = (select proceso_id from proyectos where id = ${proyectoId})`;
    // Out of reach (shares over 100 %; each level its own pair: the pair is unique per process).
    await b.run(
      sql`update proceso_niveles set porcentaje_esenciales = 101, porcentaje_no_esenciales = 100 + id where ${delProceso}`,
    );
    expect((await figuras(a)).nivel).toBeNull();
    await b.run(sql`update proceso_niveles set porcentaje_esenciales = 0, porcentaje_no_esenciales = 0
      where id = (select min(id) from proceso_niveles where ${delProceso})`);
    expect((await figuras(a)).nivel).not.toBeNull();
  });

  it("shows a self-assessment's new dates written by another process in the projects list", async () => {
    const fila = async () => {
      const lista = await (await get(a, '/api/proyectos?registrosPorPagina=100')).json();
      return lista.Registros.find((p: { Id: number }) => p.Id === proyectoId).Autoevaluacion;
    };
    expect((await fila()).Id).toBe(autoId);
    await b.run(sql`update autoevaluaciones set fecha_limite = '2026-12-31' where id = ${autoId}`);
    expect((await fila()).FechaLimite).toBe('2026-12-31');
    await b.run(sql`update autoevaluaciones set fecha_limite = '2027-01-15' where id = ${autoId}`);
    expect((await fila()).FechaLimite).toBe('2027-01-15');
  });

  it('keeps no access: a permission taken away by another process refuses the next read', async () => {
    expect((await get(a, '/api/proyectos', 'tutor')).status).toBe(200);
    await b.run(sql`delete from usuario_perfiles where usuario_id = (select id from usuarios where user_name = 'tutor')`);
    expect((await get(a, '/api/proyectos', 'tutor')).status).toBe(403);
  });
});

describe("a self-assessment's standards kept under the change stamps", () => {
  type Fila = {
    EstandarId: number;
    Estado: { Clave: string };
    Estandar: { Descripcion: string };
    Usuarios: { NombreCompleto: string }[];
  };
  const estandares = async (db: Db) => {
    const res = await get(db, `/api/autoevaluaciones/${autoId}/estandares?registrosPorPagina=100`, 'autoevaluador');
    expect(res.status).toBe(200);
    return (await res.json()).Registros as Fila[];
  };
  const primero = async (db: Db) => (await estandares(db))[0] as Fila;

  it('shows a verdict written by another process on the next read', async () => {
    const { EstandarId } = await primero(a);
    await b.run(sql`update autoevaluacion_estandares set estado_clave = 'NC', aplica = 1
      where autoevaluacion_id = ${autoId} and estandar_id = ${EstandarId}`);
    expect((await primero(a)).Estado.Clave).toBe('NC');
    await b.run(sql`update autoevaluacion_estandares set estado_clave = 'CUR'
      where autoevaluacion_id = ${autoId} and estandar_id = ${EstandarId}`);
    expect((await primero(a)).Estado.Clave).toBe('CUR');
  });

  it("shows a standard's new wording (catalogue) and an assignee's new name (identity) written by another process", async () => {
    const { EstandarId } = await primero(a);
    await b.run(sql`update estandares set descripcion = 'Texto nuevo' where id = ${EstandarId}`);
    expect((await primero(a)).Estandar.Descripcion).toBe('Texto nuevo');
    const [u] = (await a.all(sql`select id from usuarios where user_name = 'autoevaluador'`)) as { id: number }[];
    await b.run(sql`insert or ignore into autoevaluacion_estandar_usuarios (autoevaluacion_id, estandar_id, usuario_id)
      values (${autoId}, ${EstandarId}, ${u?.id})`);
    expect((await primero(a)).Usuarios.length).toBeGreaterThan(0);
    await b.run(sql`update usuarios set nombre = 'Renombrada' where id = ${u?.id}`);
    expect((await primero(a)).Usuarios.map((x) => x.NombreCompleto).join()).toMatch(/^Renombrada /);
  });

  it('keeps no access: a team member removed by another process is refused at once', async () => {
    expect((await get(a, `/api/autoevaluaciones/${autoId}/estandares`, 'autoevaluador')).status).toBe(200);
    await b.run(sql`delete from usuario_perfiles where usuario_id = (select id from usuarios where user_name = 'autoevaluador')`);
    expect((await get(a, `/api/autoevaluaciones/${autoId}/estandares`, 'autoevaluador')).status).not.toBe(200);
  });
});
