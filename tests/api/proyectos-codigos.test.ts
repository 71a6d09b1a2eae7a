import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// People read a project by its code and centre, never by its internal number: a user's profiles
// held for a project (GET usuarios) name both, on the demo data.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;

beforeAll(async () => {
  t = await createProyectosTestApp();
  // Seeding the whole demo takes a while on a busy shared machine.
}, 60_000);

describe('a profile held for a project names the project', () => {
  it('GET usuarios gives its code and its centre beside its id', async () => {
    const { Registros } = await json(
      await t.send('GET', '/api/usuarios?texto=evaluador@soludable.demo', await t.as('superadmin')),
    );
    const evaluador = (Registros as Array<{ Email: string; Perfiles: Array<{ Clave: string; Proyecto: unknown }> }>).find(
      (u) => u.Email === 'evaluador@soludable.demo',
    );
    const eva = evaluador?.Perfiles.find((p) => p.Clave === 'EVAL');
    const p = eva?.Proyecto as { Id: number; Codigo: string; Centro: string };
    const proyecto = await json(await t.send('GET', `/api/proyectos/${p.Id}`, await t.as('superadmin')));
    expect(p).toEqual({ Id: proyecto.Id, Codigo: proyecto.Codigo, Centro: proyecto.Centro });
    expect(p.Codigo).toMatch(/^PRY-\d{4}-\d{4}$/);
  });
});
