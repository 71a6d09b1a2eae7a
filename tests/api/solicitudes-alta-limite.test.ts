import { beforeAll, describe, expect, it } from 'vitest';
import { solicitudes } from '../../src/db/schema/index.ts';
import { ALTA_IP_LIMIT } from '../../src/domain/solicitudes/alta-limite.ts';
import { altaForm, createAltaTestApp, memoryBucket } from '../fixtures/solicitudes-alta.ts';
import { createTestApi } from '../runtime/api.ts';
import { fromSocket, json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createAltaTestApp>>;
let t: T;
beforeAll(async () => {
  t = await createAltaTestApp();
});

const MEM = { tipoClave: 'MEM', name: 'memoria.pdf' };
const desde = (ip: string) => ({ env: fromSocket(ip) });

describe('POST /api/solicitudes: submissions per address', () => {
  it(`${ALTA_IP_LIMIT.max} an hour from one address, then 429 with nothing written; other addresses and staff go on`, async () => {
    const ip = '203.0.113.7';
    // A refused submission costs nothing.
    expect((await t.enviar(altaForm(t.payload({ cif: 'X' }), [MEM]), desde(ip))).status).toBe(422);
    for (let i = 0; i < ALTA_IP_LIMIT.max; i++) {
      const res = await t.enviar(altaForm(t.payload(), [MEM]), desde(ip));
      expect(res.status, `submission ${i + 1}`).toBe(201);
    }
    const antes = await t.db.$count(solicitudes);
    const tope = await t.enviar(altaForm(t.payload(), [MEM]), desde(ip));
    expect(tope.status).toBe(429);
    expect((await json(tope)).message).toBe(
      'Se han presentado demasiadas solicitudes desde esta conexión. Inténtelo de nuevo dentro de una hora.',
    );
    expect(tope.headers.get('retry-after')).toBe(String(ALTA_IP_LIMIT.lockMs / 1000));
    // Another address written in X-Forwarded-For changes nothing without a trusted proxy.
    const rotada = await t.enviar(altaForm(t.payload(), [MEM]), {
      auth: { 'X-Forwarded-For': '198.51.100.77' },
      ...desde(ip),
    });
    expect(rotada.status).toBe(429);
    expect(await t.db.$count(solicitudes)).toBe(antes);

    expect((await t.enviar(altaForm(t.payload(), [MEM]), desde('203.0.113.8'))).status).toBe(201);
    const gestor = await t.as('gestor');
    const staff = { usuarioTutorId: await t.idOf('tutor'), usuarioAdministrativoId: await t.idOf('gestor') };
    const porPersonal = await t.enviar(altaForm(t.payload(staff), [MEM]), { auth: gestor, ...desde(ip) });
    expect(porPersonal.status).toBe(201);

    // An hour later (the same database, a later clock) the address may submit again.
    const later = createTestApi({
      db: t.db,
      clock: { now: () => new Date(t.clock.now().getTime() + ALTA_IP_LIMIT.lockMs + 1000) },
    });
    const res = await later.request(
      '/api/solicitudes',
      { method: 'POST', body: altaForm(t.payload(), [MEM]) },
      { FICHEROS: memoryBucket().bucket, ...fromSocket(ip) },
    );
    expect(res.status, JSON.stringify(await json(res.clone()))).toBe(201);
  });
});
