import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// GET /api/proyectos and GET /api/solicitudes take the process as typed words of its code or
// name (procesoTexto), as their pages do past the drop-down's limit (ADR 0068): the same rows
// as naming it by procesoId, none for words no process holds, and a clear 400 for a text too long.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let gestor: Record<string, string>;
let proceso: { id: number; codigo: string; nombre: string };
const ids = (body: { Registros: { Id: number }[] }) => body.Registros.map((r) => r.Id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createProyectosTestApp();
  gestor = await t.as('gestor');
  proceso = await t.procesoDe(DEMO.AUT);
}, 120_000);

const lista = async (path: string) => {
  const res = await t.send('GET', path, gestor);
  expect(res.status, path).toBe(200);
  return json(res);
};

describe('the typed process filter of the list calls', () => {
  for (const recurso of ['proyectos', 'solicitudes']) {
    it(`GET /api/${recurso}?procesoTexto= lists the rows of the process typed by code or name, as procesoId does`, async () => {
      const base = `/api/${recurso}?registrosPorPagina=100&campos=Id`;
      const elegido = await lista(`${base}&procesoId=${proceso.id}`);
      expect(elegido.NumeroRegistros).toBeGreaterThan(0);
      const porCodigo = await lista(`${base}&procesoTexto=${encodeURIComponent(proceso.codigo.toLowerCase())}`);
      expect(ids(porCodigo)).toEqual(ids(elegido));
      expect(porCodigo.NumeroRegistros).toBe(elegido.NumeroRegistros);
      const porNombre = await lista(`${base}&procesoTexto=${encodeURIComponent(proceso.nombre)}`);
      expect(ids(porNombre)).toEqual(expect.arrayContaining(ids(elegido)));
      // Both given: a row must meet both.
      const ambos = await lista(`${base}&procesoId=${proceso.id}&procesoTexto=zzzz-ninguno`);
      expect(ambos.NumeroRegistros).toBe(0);
      expect((await lista(`${base}&procesoTexto=zzzz-ninguno`)).NumeroRegistros).toBe(0);
      // Blank words filter nothing out.
      const todos = await lista(base);
      expect((await lista(`${base}&procesoTexto=%20%20`)).NumeroRegistros).toBe(todos.NumeroRegistros);
    });

    it(`GET /api/${recurso} refuses a typed process over 200 characters with a 400, not a 500`, async () => {
      const res = await t.send('GET', `/api/${recurso}?procesoTexto=${'x'.repeat(201)}`, gestor);
      expect(res.status).toBe(400);
    });
  }

  it('documents procesoTexto on both calls as an addition', async () => {
    const spec = await json(await t.send('GET', '/api/openapi.json', {}));
    for (const path of ['/api/proyectos', '/api/solicitudes']) {
      const params = (spec.paths?.[path]?.get?.parameters ?? spec.paths?.[path.replace('/api', '')]?.get?.parameters) as
        | { name: string; description?: string }[]
        | undefined;
      const p = params?.find((x) => x.name === 'procesoTexto');
      expect(p?.description, path).toMatch(/^Adición/);
    }
  });
});
