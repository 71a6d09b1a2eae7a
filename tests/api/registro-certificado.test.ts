import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acreditaciones } from '../../src/db/schema/index.ts';
import { text } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { fromSocket, type Json, json } from './helpers.ts';

// An accreditation reaches the public (register list and detail, its certificate, the
// verification by CSV) only once its public certificate exists: one saved in force without
// files (the spec marks both as required) stays out until staff upload the public certificate.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let files: TestStorage;
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

/** Staff upload a certificate file of the accreditation (POST ficheros), as the management form does. */
const subir = (tipoClave: 'CER_PUB' | 'CER_PRV') => {
  const fd = new FormData();
  const nombre = `${tipoClave}.pdf`;
  fd.append('acreditacionId', String(id));
  fd.append('nombreFisico[0]', nombre);
  fd.append('tipoClave[0]', tipoClave);
  const pdf = text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  fd.append('contenidoBinario[0]', new File([pdf as Uint8Array<ArrayBuffer>], nombre));
  return t.app.request('/api/ficheros', { method: 'POST', headers: admin, body: fd });
};

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
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
  await files.cleanup();
});

describe('the public register and an accreditation without its certificate', () => {
  it('keeps it out of the list, the detail, the certificate and the verification while it has no public certificate', async () => {
    expect(await codigos()).not.toContain('ACR-SIN-CERTIFICADO');
    expect((await publico(`/acreditaciones/${id}`)).status).toBe(404);
    expect((await publico(`/acreditaciones/${id}/certificado`)).status).toBe(404);
    expect((await publico(`/verificacion/${csv}`)).status).toBe(404);
  });

  it('a private certificate alone does not put it in', async () => {
    expect((await subir('CER_PRV')).status).toBe(201);
    expect(await codigos()).not.toContain('ACR-SIN-CERTIFICADO');
    expect((await publico(`/acreditaciones/${id}`)).status).toBe(404);
  });

  it('shows it everywhere once its public certificate is uploaded', async () => {
    expect((await subir('CER_PUB')).status).toBe(201);
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

// Run on both runtimes (the signing tests of acreditaciones-certificado.test.ts need pdfsig).
describe('the verification by code, on both runtimes', () => {
  it('finds the generated code typed in lower case, without dashes, with spaces', async () => {
    const sinGuiones = csv.replace(/-/g, '');
    for (const escrito of [csv.toLowerCase(), sinGuiones, ` ${sinGuiones.slice(0, 8)} ${sinGuiones.slice(8).toLowerCase()} `]) {
      const res = await publico(`/verificacion/${encodeURIComponent(escrito)}`);
      expect(res.status, escrito).toBe(200);
      expect((await json(res)).Csv).toBe(csv);
    }
  });

  it('refuses a certificate in production while PUBLIC_URL is not https (409, in Spanish)', async () => {
    const res = await t.app.request(
      `/api/acreditaciones/${id}/certificado`,
      {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ destinos: ['CER_PUB'] }),
      },
      { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' },
    );
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/PUBLIC_URL/);
  });

  it('sends the download of a revoked certificate to the status page instead of the signed PDF', async () => {
    const descarga = `/verificacion/${encodeURIComponent(csv.toLowerCase())}/certificado`;
    expect((await publico(descarga)).status).toBe(200);
    await t.db.update(acreditaciones).set({ fechaRevocacion: '2026-03-01' }).where(eq(acreditaciones.id, id));
    const res = await publico(descarga);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/acreditacion/verificar?csv=${encodeURIComponent(csv)}`);
    const v = await json(await publico(`/verificacion/${csv}`));
    expect(v).toMatchObject({ Situacion: 'REVOCADA', Certificado: false });
  });
});
