import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acreditaciones } from '../../src/db/schema/index.ts';
import { CAMPOS } from '../../src/domain/acreditaciones/datos-abiertos/formato.ts';
import { createRegistroTestApp } from '../fixtures/registro.ts';
import { json } from './helpers.ts';

// The register as open data: the accreditations in force, as CSV, JSON and an Atom feed, and
// the DCAT-AP-ES record describing them; cached like the register (ETag, 304, Last-Modified).

let t: Awaited<ReturnType<typeof createRegistroTestApp>>;
const id: Record<string, number> = {};
const DATOS = '/api/publico/datos';

beforeAll(async () => {
  t = await createRegistroTestApp(new Date('2026-06-15T10:00:00Z'));
  id.vigente = await t.acreditar({ centro: 'Datos Norte, "Piscina"', provinciaId: 28, municipioId: 28079 });
  id.reciente = await t.acreditar({
    centro: 'Datos Reciente <&>',
    provinciaId: 41,
    municipioId: 41091,
    publicacion: '2026-06-01',
  });
  id.revocada = await t.acreditar({ centro: 'Datos Revocada', provinciaId: 28, municipioId: 28079, revocacion: '2026-05-01' });
});

const leer = async (fichero: string, headers: Record<string, string> = {}) => {
  const res = await t.get(`${DATOS}/${fichero}`, headers);
  expect(res.status, fichero).toBe(200);
  return res;
};

describe('GET /api/publico/datos/acreditaciones.csv', () => {
  it('has the stable header row and one row per accreditation in force, none other', async () => {
    const res = await leer('acreditaciones.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('link')).toContain('creativecommons.org/licenses/by/4.0');
    const texto = await res.text();
    const [cabecera, ...filas] = texto.trimEnd().split('\r\n');
    expect(cabecera).toBe('codigo,centro,provincia,municipio,ambito,nivel,fecha_publicacion,fecha_vigencia,url');
    expect(texto).toContain('"Datos Norte, ""Piscina"""');
    expect(texto).toContain(`http://localhost/acreditacion/publico/${id.vigente}`);
    expect(texto).not.toContain('Datos Revocada');
    expect(filas.filter((f) => f.includes('Datos '))).toHaveLength(2);
  });

  it('answers 304 to the ETag it gave, with its cache headers', async () => {
    const res = await leer('acreditaciones.csv');
    const etag = res.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(new Date(res.headers.get('last-modified') as string).getTime()).not.toBeNaN();
    const otra = await t.get(`${DATOS}/acreditaciones.csv`, { 'If-None-Match': etag });
    expect(otra.status).toBe(304);
    // The copy kept in memory keeps the handler's headers too.
    expect(otra.headers.get('last-modified')).toBe(res.headers.get('last-modified'));
  });
});

describe('GET /api/publico/datos/acreditaciones.json', () => {
  it('has the licence, the date of the data and the rows under the same names as the CSV', async () => {
    const body = await json(await leer('acreditaciones.json'));
    expect(body).toMatchObject({ licencia: 'CC BY 4.0', fecha_datos: '2026-06-15', campos: [...CAMPOS] });
    expect(body.licencia_url).toBe('https://creativecommons.org/licenses/by/4.0/');
    const mias = body.acreditaciones.filter((a: { centro: string }) => a.centro.startsWith('Datos '));
    expect(mias).toHaveLength(2);
    for (const a of mias) expect(Object.keys(a)).toEqual([...CAMPOS]);
    expect(body.total).toBe(body.acreditaciones.length);
  });

  it('drops a revoked accreditation at once', async () => {
    await t.db
      .update(acreditaciones)
      .set({ fechaRevocacion: '2026-06-15' })
      .where(eq(acreditaciones.id, id.vigente as number));
    const body = await json(await leer('acreditaciones.json'));
    expect(JSON.stringify(body)).not.toContain('Datos Norte');
    await t.db
      .update(acreditaciones)
      .set({ fechaRevocacion: null })
      .where(eq(acreditaciones.id, id.vigente as number));
  });
});

describe('GET /api/publico/datos/acreditaciones.atom', () => {
  it('is an Atom feed with its required elements, newest accreditation first, text escaped', async () => {
    const res = await leer('acreditaciones.atom');
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(xml).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
    for (const el of ['id', 'title', 'updated', 'author']) expect(xml).toContain(`<${el}>`);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="http://localhost/api/publico/datos/acreditaciones.atom"/>',
    );
    const entradas = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0]);
    expect(entradas.length).toBeGreaterThanOrEqual(2);
    for (const e of entradas) for (const el of ['id', 'title', 'updated']) expect(e).toContain(`<${el}>`);
    expect(entradas[0]).toContain('Datos Reciente &lt;&amp;&gt;');
    expect(entradas[0]).toContain('<updated>2026-06-01T00:00:00Z</updated>');
    expect(xml).not.toContain('Datos Revocada');
  });
});

describe('GET /api/publico/datos/catalogo.rdf', () => {
  it('is a DCAT-AP-ES catalogue with the dataset, its licence and its three distributions', async () => {
    const res = await leer('catalogo.rdf');
    expect(res.headers.get('content-type')).toBe('application/rdf+xml; charset=utf-8');
    const rdf = await res.text();
    expect(rdf).toContain('xmlns:dcat="http://www.w3.org/ns/dcat#"');
    expect(rdf).toMatch(/<dcat:Catalog rdf:about="http:\/\/localhost\/api\/publico\/datos\/catalogo\.rdf">/);
    expect(rdf.match(/<dcat:Dataset /g)).toHaveLength(1);
    expect(rdf.match(/<dcat:Distribution /g)).toHaveLength(3);
    for (const f of ['acreditaciones.csv', 'acreditaciones.json', 'acreditaciones.atom'])
      expect(rdf).toContain(`<dcat:downloadURL rdf:resource="http://localhost/api/publico/datos/${f}"/>`);
    expect(rdf).toContain('<dct:license rdf:resource="https://creativecommons.org/licenses/by/4.0/"/>');
    expect(rdf).toContain('<dct:modified rdf:datatype="http://www.w3.org/2001/XMLSchema#date">2026-06-15</dct:modified>');
    expect(rdf).toContain('http://publications.europa.eu/resource/authority/language/SPA');
  });
});
