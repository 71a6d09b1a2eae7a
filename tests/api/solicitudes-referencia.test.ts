import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros, referenciasSolicitud, solicitudes } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { siguienteReferencia } from '../../src/domain/solicitudes/referencia.ts';
import { createAltaTestApp } from '../fixtures/solicitudes-alta.ts';
import { json } from './helpers.ts';

// A reference is told to the applicant, so the instance never gives it twice: not after the
// newest request is deleted, not to two requests sent at once (ADR 0072).

type T = Awaited<ReturnType<typeof createAltaTestApp>>;
let t: T;
let gestor: Record<string, string>;
let staff: Record<string, unknown>;
const I = 'soludable';
/** Every reference handed out in this file, in order. */
const emitidas: string[] = [];

beforeAll(async () => {
  t = await createAltaTestApp();
  gestor = await t.as('gestor');
  staff = { usuarioTutorId: await t.idOf('tutor'), usuarioAdministrativoId: await t.idOf('gestor') };
});

/** Staff register a request (JSON, no files, no submission limit); its Id and reference. */
async function registrar(app = t.app): Promise<{ Id: number; Referencia: string }> {
  const res = await app.request('/api/solicitudes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...gestor },
    body: JSON.stringify(t.payload(staff)),
  });
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  emitidas.push(body.Referencia);
  return body;
}

async function eliminar(id: number) {
  const res = await t.app.request(`/api/solicitudes/${id}`, { method: 'DELETE', headers: gestor });
  expect(res.status).toBe(204);
}

const contador = async (anio = 2026) =>
  (
    await t.db
      .select({ ultimo: referenciasSolicitud.ultimo })
      .from(referenciasSolicitud)
      .where(and(eq(referenciasSolicitud.instanciaId, I), eq(referenciasSolicitud.anio, anio)))
  )[0]?.ultimo;

describe('request references are never given twice', () => {
  it('deleting the newest request does not free its number for the next one', async () => {
    await registrar();
    await registrar();
    const tercera = await registrar();
    expect(tercera.Referencia).toBe('SOL-2026-000003');
    await eliminar(tercera.Id);
    const cuarta = await registrar();
    expect(cuarta.Referencia).toBe('SOL-2026-000004');
    // Deleting it too and a middle one: still never an earlier number.
    await eliminar(cuarta.Id);
    const quinta = await registrar();
    expect(quinta.Referencia).toBe('SOL-2026-000005');
    expect(new Set(emitidas).size).toBe(emitidas.length);
    expect(await contador()).toBe(5);
  });

  it('requests sent at the same moment get distinct references', async () => {
    const antes = emitidas.length;
    const todas = await Promise.all([registrar(), registrar(), registrar()]);
    expect(new Set(todas.map((s) => s.Referencia)).size).toBe(3);
    expect(new Set(emitidas).size).toBe(antes + 3);
    expect(await contador()).toBe(8);
  });

  it('a number taken and freed between its read and the write is not issued again', async () => {
    let otra: { Id: number; Referencia: string } | undefined;
    const app = t.appWithBatch(async (real, items) => {
      if (!otra) {
        // Another request takes the number just read, and staff delete it at once.
        otra = await registrar();
        await eliminar(otra.Id);
      }
      return real(items as unknown as Parameters<Db['batch']>[0]);
    });
    const nueva = await registrar(app);
    expect(otra?.Referencia).toBe('SOL-2026-000009');
    expect(nueva.Referencia).toBe('SOL-2026-000010');
    expect(new Set(emitidas).size).toBe(emitidas.length);
  });

  it('a failed batch writes nothing, the counter included, and skips no number', async () => {
    const antes = await contador();
    const solicitudesAntes = await t.db.$count(solicitudes);
    const app = t.appWithBatch((real, items) =>
      real([...items, t.db.run(sql`insert into tabla_que_no_existe values (1)`)] as unknown as Parameters<Db['batch']>[0]),
    );
    const res = await app.request('/api/solicitudes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...gestor },
      body: JSON.stringify(t.payload(staff)),
    });
    expect(res.status).toBe(500);
    expect(await contador()).toBe(antes);
    expect(await t.db.$count(solicitudes)).toBe(solicitudesAntes);
    expect((await registrar()).Referencia).toBe('SOL-2026-000011');
  });

  it('a database from before the counter starts above the highest reference in use', async () => {
    // Requests written before the counter existed: no counter row, references up to 000050.
    await t.db.delete(referenciasSolicitud);
    const [c] = await t.db.select({ id: centros.id }).from(centros).limit(1);
    await t.db.insert(solicitudes).values({
      instanciaId: I,
      referencia: 'SOL-2026-000050',
      procesoId: t.ids.abierto,
      centroId: c?.id as number,
      nombre: 'Anterior al contador',
      altaFecha: t.clock.now().toISOString(),
    });
    expect((await registrar()).Referencia).toBe('SOL-2026-000051');
    expect(await contador()).toBe(51);
  });

  it('a new year starts at 000001 and leaves the last year alone', async () => {
    expect(await siguienteReferencia(t.db, I, '2027-01-02')).toEqual({ texto: 'SOL-2027-000001', anio: 2027, numero: 1 });
    expect((await siguienteReferencia(t.db, I, '2026-12-31')).texto).toBe('SOL-2026-000052');
    // Another instance has its own series.
    expect((await siguienteReferencia(t.db, 'otra', '2026-12-31')).texto).toBe('SOL-2026-000001');
  });
});
