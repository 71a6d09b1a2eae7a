import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp, DEMO } from '../../../tests/fixtures/proyectos.ts';
import { contextoDemo } from '../../db/seed/contexto-demo.ts';
import type { DomainContext } from '../context.ts';
import { filtrosProyectos } from '../listas/proyectos.ts';
import { filtrosSolicitudes } from '../listas/solicitudes.ts';
import { listProyectos } from '../proyectos/listado.ts';
import { listSolicitudes } from '../solicitudes/listado.ts';

// Past the drop-down's limit (shared/opciones-filtro.ts) the projects and requests lists take
// the process as typed words of its code or name: the same rows as choosing it.

let ctx: DomainContext;
let proceso: { id: number; codigo: string; nombre: string };
const query = { pagina: 1, registrosPorPagina: 500 };
const ids = (page: { records: { Id?: number }[] }) => page.records.map((r) => r.Id).sort();

beforeAll(async () => {
  const t = await createProyectosTestApp();
  ctx = (await contextoDemo(t.db, t.clock.now())) as DomainContext;
  proceso = await t.procesoDe(DEMO.AUT);
}, 120_000);

describe('the process filter typed as words', () => {
  it('lists the projects of the process whose code is typed, as choosing it does', async () => {
    const elegido = await listProyectos(ctx, { query, filtros: filtrosProyectos(`procesoId=${proceso.id}`).filtros });
    const escrito = await listProyectos(ctx, {
      query,
      filtros: filtrosProyectos(`procesoTexto=${encodeURIComponent(proceso.codigo.toLowerCase())}`).filtros,
    });
    expect(elegido.total).toBeGreaterThan(0);
    expect(ids(escrito)).toEqual(ids(elegido));
    expect(escrito.total).toBe(elegido.total);
    const nada = await listProyectos(ctx, { query, filtros: filtrosProyectos('procesoTexto=zzzz-ninguno').filtros });
    expect(nada.total).toBe(0);
  });

  it("lists the requests of the process whose name's words are typed", async () => {
    const elegido = await listSolicitudes(ctx, { query, filtros: filtrosSolicitudes(`procesoId=${proceso.id}`).filtros });
    const escrito = await listSolicitudes(ctx, {
      query,
      filtros: filtrosSolicitudes(`procesoTexto=${encodeURIComponent(proceso.nombre)}`).filtros,
    });
    expect(elegido.total).toBeGreaterThan(0);
    expect(ids(escrito)).toEqual(expect.arrayContaining(ids(elegido)));
    const nada = await listSolicitudes(ctx, { query, filtros: filtrosSolicitudes('procesoTexto=zzzz-ninguno').filtros });
    expect(nada.total).toBe(0);
  });
});
