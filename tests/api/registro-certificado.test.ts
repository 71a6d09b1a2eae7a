import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../scripts/lib/firma-desarrollo.ts';
import { acreditaciones } from '../../src/db/schema/index.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { fromSocket, type Json, json } from './helpers.ts';

// An accreditation reaches the public (register list and detail, its certificate, the
// verification by CSV) only once its public certificate exists: one saved in force without
// files (the spec marks both as required) stays out until the certificate is made.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let dir: string;
let admin: Record<string, string>;
let id: number;
let csv: string;
let ip = 0;

const publico = (path: string) => t.app.request(`/api/publico${path}`, {}, fromSocket(`10.1.0.${++ip % 250}`));
const codigos = async () => {
  const res = await publico('/acreditaciones?registrosPorPagina=100');
  expect(res.status).toBe(200);
  return (await json(res)).Registros.map((r: Json) => r.Codigo);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acredita-registro-certificado-'));
  process.env.FICHEROS_DIR = dir;
  process.env.FIRMA_P12_BASE64 = Buffer.from(crearP12Desarrollo('prueba')).toString('base64');
  process.env.FIRMA_P12_CLAVE = 'prueba';
  t = await createProyectosTestApp();
  admin = await t.as('admin');
  // In force today (the fixture's clock is 2 March 2026), validity from the process's months, no files.
  const res = await t.send('POST', '/api/acreditaciones', admin, {
    proyectoId: (await t.proyecto(DEMO.FIN)).id,
    codigo: 'ACR-SIN-CERTIFICADO',
    fechaPublicacion: '2026-03-01',
  });
  expect(res.status).toBe(201);
  id = (await json(res)).Id;
  const [a] = await t.db.select().from(acreditaciones).where(eq(acreditaciones.id, id));
  expect(a?.ficheroPublicoId).toBeNull();
  csv = a?.csv as string;
}, 60_000);
afterAll(async () => {
  delete process.env.FICHEROS_DIR;
  delete process.env.FIRMA_P12_BASE64;
  delete process.env.FIRMA_P12_CLAVE;
  await rm(dir, { recursive: true, force: true });
});

describe('the public register and an accreditation without its certificate', () => {
  it('keeps it out of the list, the detail, the certificate and the verification while it has no public certificate', async () => {
    expect(await codigos()).not.toContain('ACR-SIN-CERTIFICADO');
    expect((await publico(`/acreditaciones/${id}`)).status).toBe(404);
    expect((await publico(`/acreditaciones/${id}/certificado`)).status).toBe(404);
    expect((await publico(`/verificacion/${csv}`)).status).toBe(404);
  });

  it('a private certificate alone does not put it in', async () => {
    const res = await t.send('POST', `/api/acreditaciones/${id}/certificado`, admin, { destinos: ['CER_PRV'] });
    expect(res.status).toBe(200);
    expect(await codigos()).not.toContain('ACR-SIN-CERTIFICADO');
    expect((await publico(`/acreditaciones/${id}`)).status).toBe(404);
  });

  it('shows it everywhere once its public certificate is made', async () => {
    const res = await t.send('POST', `/api/acreditaciones/${id}/certificado`, admin, { destinos: ['CER_PUB'] });
    expect(res.status).toBe(200);
    expect(await codigos()).toContain('ACR-SIN-CERTIFICADO');
    const detalle = await publico(`/acreditaciones/${id}`);
    expect(detalle.status).toBe(200);
    expect((await json(detalle)).Certificado).toMatchObject({ Url: `/api/publico/acreditaciones/${id}/certificado` });
    expect((await publico(`/acreditaciones/${id}/certificado`)).status).toBe(200);
    const v = await publico(`/verificacion/${csv}`);
    expect(v.status).toBe(200);
    expect((await json(v)).Situacion).toBe('VIGENTE');
  });
});
