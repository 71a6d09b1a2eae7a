import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultas, usuarios } from '../../src/db/schema/index.ts';
import { contextoDemoComo } from '../../src/db/seed/contexto-demo.ts';
import { listResponsablesFiltro } from '../../src/domain/consultas/responsables.ts';
import { loadConsultas } from '../../src/platform/page-consultas.ts';
import { consulta, createConsultasTestApp } from './consultas-helpers.ts';
import { json } from './helpers.ts';

// The /consultas responsible filter follows the drop-down rule of every list's filter
// (shared/opciones-filtro.ts, ADR 0068): the staff who may be responsible while they are few,
// null past the limit, and then the typed name (responsableTexto) filters the same rows as
// choosing the person.

type T = Awaited<ReturnType<typeof createConsultasTestApp>>;
let t: T;
let deGestor: number;
let deTutor: number;

beforeAll(async () => {
  t = await createConsultasTestApp();
  const crear = async (nombre: string, ip: string, responsable: string) => {
    const body = await json(await t.enviar(consulta({ nombre }), { ip }));
    await t.db
      .update(consultas)
      .set({ usuarioResponsableId: await t.idOf(responsable) })
      .where(eq(consultas.id, body.Id));
    return body.Id as number;
  };
  deGestor = await crear('Primera Consulta', '198.51.100.21', 'gestor');
  deTutor = await crear('Segunda Consulta', '198.51.100.22', 'tutor');
});

const ids = (page: { records: { Id?: number }[] }) => page.records.map((r) => r.Id).sort();

describe("the enquiries list's responsible filter", () => {
  it('offers the possible responsibles while they are few, and none (null) past the limit', async () => {
    const ctx = await contextoDemoComo(t.db, 'tutor', t.clock.now());
    const todos = await listResponsablesFiltro(ctx);
    const nombres = todos?.map((r) => r.Id) ?? [];
    for (const u of ['admin', 'gestor', 'tutor', 'superadmin']) expect(nombres).toContain(await t.idOf(u));
    expect(await listResponsablesFiltro(ctx, nombres.length)).toEqual(todos);
    expect(await listResponsablesFiltro(ctx, nombres.length - 1)).toBeNull();
    // The page's loader passes what the rule answers (the demo's staff are under the limit).
    const pagina = await loadConsultas(ctx, undefined, 20);
    expect(pagina.responsables?.map((o) => Number(o.value))).toEqual(nombres);
  });

  it("filters by the responsible's typed name as by choosing them; the words must all be in the name", async () => {
    const ctx = await contextoDemoComo(t.db, 'tutor', t.clock.now());
    const [g] = await t.db
      .select({ nombre: usuarios.nombre, apellido1: usuarios.apellido1 })
      .from(usuarios)
      .where(eq(usuarios.id, await t.idOf('gestor')));
    const elegido = await loadConsultas(ctx, `usuarioResponsableId=${await t.idOf('gestor')}`, 100);
    const escrito = await loadConsultas(
      ctx,
      `responsableTexto=${encodeURIComponent(`${g?.apellido1} ${g?.nombre}`.toUpperCase())}`,
      100,
    );
    expect(ids(elegido.page)).toContain(deGestor);
    expect(ids(escrito.page)).toEqual(ids(elegido.page));
    expect(ids(escrito.page)).not.toContain(deTutor);
    expect(escrito.params.responsableTexto).toBe(`${g?.apellido1} ${g?.nombre}`.toUpperCase());
    expect((await loadConsultas(ctx, 'responsableTexto=zzzz-nadie', 100)).page.total).toBe(0);
  });

  it('GET /api/consultas takes the typed name too (responsableTexto), refuses one too long with a 400, and documents it', async () => {
    const gestor = await t.as('gestor');
    const lista = async (query: string) => {
      const res = await t.send('GET', `/api/consultas?registrosPorPagina=100&campos=Id&${query}`, gestor);
      expect(res.status, query).toBe(200);
      return (await json(res)) as { NumeroRegistros: number; Registros: { Id: number }[] };
    };
    const [g] = await t.db
      .select({ nombre: usuarios.nombre })
      .from(usuarios)
      .where(eq(usuarios.id, await t.idOf('gestor')));
    const elegido = await lista(`usuarioResponsableId=${await t.idOf('gestor')}`);
    const escrito = await lista(`responsableTexto=${encodeURIComponent(String(g?.nombre).toLowerCase())}`);
    expect(escrito.Registros.map((r) => r.Id)).toContain(deGestor);
    expect(escrito.Registros.map((r) => r.Id)).not.toContain(deTutor);
    expect((await lista('responsableTexto=zzzz-nadie')).NumeroRegistros).toBe(0);
    // Both given: a row must meet both.
    expect(
      (await lista(`usuarioResponsableId=${await t.idOf('tutor')}&responsableTexto=${encodeURIComponent(String(g?.nombre))}`))
        .NumeroRegistros,
    ).toBe(0);
    expect(elegido.Registros.map((r) => r.Id)).toContain(deGestor);
    const largo = await t.send('GET', `/api/consultas?responsableTexto=${'x'.repeat(201)}`, gestor);
    expect(largo.status).toBe(400);
    const spec = await json(await t.send('GET', '/api/openapi.json', {}));
    const params = (spec.paths?.['/api/consultas']?.get?.parameters ?? spec.paths?.['/consultas']?.get?.parameters) as
      | { name: string; description?: string }[]
      | undefined;
    expect(params?.find((p) => p.name === 'responsableTexto')?.description).toMatch(/^Adición/);
  });
});
