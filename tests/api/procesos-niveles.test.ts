import { beforeAll, describe, expect, it } from 'vitest';
import { createProcesosTestApp } from '../fixtures/procesos.ts';
import { json } from './helpers.ts';

// A process's levels: created, changed and deleted by process managers, refused with
// Spanish messages for shares outside 0–100 and for two levels with the same thresholds or key,
// listed in GET procesos/{id} and copied by the clone (GET procesos/{id} + POST procesos/importar).

type T = Awaited<ReturnType<typeof createProcesosTestApp>>;
let t: T;
let procesoId: number;

const nivel = (over: Record<string, unknown> = {}) => ({
  clave: 'AVANZADO',
  nombre: 'Avanzado',
  porcentajeEsenciales: 100,
  porcentajeNoEsenciales: 50,
  orden: 1,
  ...over,
});

beforeAll(async () => {
  t = await createProcesosTestApp();
  procesoId = await t.crearProceso();
});

describe('POST procesos/{id}/niveles', () => {
  it('creates a level and lists it in GET procesos/{id}', async () => {
    const res = await t.send('POST', `/api/procesos/${procesoId}/niveles`, t.admin, nivel());
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ Clave: 'AVANZADO', PorcentajeEsenciales: 100, PorcentajeNoEsenciales: 50, Orden: 1 });
    const p = await json(await t.send('GET', `/api/procesos/${procesoId}`, t.admin));
    expect(p.Niveles).toEqual([expect.objectContaining({ Clave: 'AVANZADO', Nombre: 'Avanzado' })]);
  });

  it("refuses shares outside 0–100 and non-whole numbers with the spec's Spanish messages (422)", async () => {
    const mas = await t.send(
      'POST',
      `/api/procesos/${procesoId}/niveles`,
      t.admin,
      nivel({ clave: 'X', porcentajeEsenciales: 101 }),
    );
    expect(mas.status).toBe(422);
    expect((await json(mas)).errors.porcentajeEsenciales).toEqual(['El porcentaje debe estar entre 0 y 100']);
    const menos = await t.send(
      'POST',
      `/api/procesos/${procesoId}/niveles`,
      t.admin,
      nivel({ clave: 'X', porcentajeNoEsenciales: -1 }),
    );
    expect(menos.status).toBe(422);
    expect((await json(menos)).errors.porcentajeNoEsenciales).toEqual([expect.stringMatching(/entero.* positivo/)]);
    const falta = await t.send('POST', `/api/procesos/${procesoId}/niveles`, t.admin, { clave: 'X', nombre: 'X' });
    expect(falta.status).toBe(422);
    expect((await json(falta)).errors.porcentajeEsenciales).toEqual(['Este campo es obligatorio']);
  });

  it('refuses two levels with the same thresholds, or the same key (409)', async () => {
    const mismo = await t.send('POST', `/api/procesos/${procesoId}/niveles`, t.admin, nivel({ clave: 'OTRO', nombre: 'Otro' }));
    expect(mismo.status).toBe(409);
    expect((await json(mismo)).message).toBe('Ya existe un nivel con los mismos porcentajes en el proceso');
    const clave = await t.send(
      'POST',
      `/api/procesos/${procesoId}/niveles`,
      t.admin,
      nivel({ clave: 'avanzado', porcentajeNoEsenciales: 60 }),
    );
    expect(clave.status).toBe(409);
    expect((await json(clave)).message).toBe('Ya existe un nivel con esa clave en el proceso');
  });

  it('is for process managers at E: 403 for read-only staff, 401 anonymous, 404 for a missing process', async () => {
    const gestor = await t.as('gestor');
    expect((await t.send('POST', `/api/procesos/${procesoId}/niveles`, gestor, nivel({ clave: 'G' }))).status).toBe(403);
    expect((await t.send('POST', `/api/procesos/${procesoId}/niveles`, {}, nivel({ clave: 'G' }))).status).toBe(401);
    expect((await t.send('POST', '/api/procesos/999999/niveles', t.admin, nivel({ clave: 'G' }))).status).toBe(404);
  });
});

describe('PUT and DELETE procesos/niveles/{id}', () => {
  it('changes a level, refusing the thresholds of another, and deletes it', async () => {
    const ex = await json(
      await t.send(
        'POST',
        `/api/procesos/${procesoId}/niveles`,
        t.admin,
        nivel({ clave: 'EXCELENTE', nombre: 'Excelente', porcentajeNoEsenciales: 75, orden: 2 }),
      ),
    );
    const choque = await t.send(
      'PUT',
      `/api/procesos/niveles/${ex.Id}`,
      t.admin,
      nivel({ clave: 'EXCELENTE', nombre: 'Excelente' }),
    );
    expect(choque.status).toBe(409);
    const ok = await t.send(
      'PUT',
      `/api/procesos/niveles/${ex.Id}`,
      t.admin,
      nivel({ clave: 'EXCELENTE', nombre: 'Excelente', porcentajeNoEsenciales: 80, orden: 2 }),
    );
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ PorcentajeNoEsenciales: 80, message: 'Nivel guardado correctamente' });
    const fuera = await t.send('PUT', `/api/procesos/niveles/${ex.Id}`, t.admin, nivel({ porcentajeEsenciales: 200 }));
    expect(fuera.status).toBe(422);
    expect((await t.send('PUT', '/api/procesos/niveles/999999', t.admin, nivel({ clave: 'Z' }))).status).toBe(404);
    expect((await t.send('DELETE', `/api/procesos/niveles/${ex.Id}`, await t.as('gestor'))).status).toBe(403);
    expect((await t.send('DELETE', `/api/procesos/niveles/${ex.Id}`, t.admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/procesos/niveles/${ex.Id}`, t.admin)).status).toBe(404);
  });
});

describe('the clone copies the levels', () => {
  it('GET procesos/{id} then POST procesos/importar gives a process with the same levels', async () => {
    await t.send(
      'POST',
      `/api/procesos/${procesoId}/niveles`,
      t.admin,
      nivel({ clave: 'EXC', nombre: 'Excelente', porcentajeNoEsenciales: 75, orden: 2 }),
    );
    const { Id: _id, ...registro } = await json(await t.send('GET', `/api/procesos/${procesoId}`, t.admin));
    const res = await t.send('POST', '/api/procesos/importar', t.admin, registro);
    expect(res.status).toBe(201);
    const copia = await json(await t.send('GET', `/api/procesos/${(await json(res)).Id}`, t.admin));
    const sinId = (l: Array<Record<string, unknown>>) => l.map(({ Id: _, ...n }) => n);
    expect(sinId(copia.Niveles)).toEqual(sinId(registro.Niveles));
    expect(copia.Niveles).toHaveLength(2);
    const sinNiveles = await json(await t.send('GET', `/api/procesos/${procesoId}?niveles=false`, t.admin));
    expect(sinNiveles.Niveles).toBeUndefined();
  });
});
