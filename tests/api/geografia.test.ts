import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /api/provincias', () => {
  it('lists the 52 provinces in the list envelope, projected by campos', async () => {
    const res = await t.get('/api/provincias?campos=Id,Nombre', { 'X-Instancia': 'soludable' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.NumeroRegistros).toBe(52);
    expect(body.RegistrosMostrados).toBe(52);
    expect(body.Pagina).toBe(1);
    expect(Object.keys(body.Registros[0]).sort()).toEqual(['Id', 'Nombre']);
    const ids = body.Registros.map((p: { Id: number }) => p.Id).sort((a: number, b: number) => a - b);
    expect(ids).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(body.Registros).toContainEqual({ Id: 15, Nombre: 'A Coruña' });
  });

  it('pages and counts (registrosPorPagina=1 read through NumeroRegistros)', async () => {
    const body = await (await t.get('/api/provincias?registrosPorPagina=1&campos=Id')).json();
    expect(body.NumeroRegistros).toBe(52);
    expect(body.Registros).toHaveLength(1);
    const page2 = await (await t.get('/api/provincias?registrosPorPagina=10&pagina=6&orden=Id')).json();
    expect(page2.Registros.map((p: { Id: number }) => p.Id)).toEqual([51, 52]);
  });

  it('sorts names as Spanish readers expect (accents do not push Ávila after Zamora)', async () => {
    const body = await (await t.get('/api/provincias?campos=Nombre')).json();
    const names = body.Registros.map((p: { Nombre: string }) => p.Nombre);
    expect(names.indexOf('Ávila')).toBe(names.indexOf('Asturias') + 1);
    const desc = await (await t.get('/api/provincias?campos=Nombre&orden=-Nombre')).json();
    expect(desc.Registros[0].Nombre).toBe('Zaragoza');
  });

  it('searches names without accents or case', async () => {
    const body = await (await t.get('/api/provincias?texto=AVILA&campos=Id')).json();
    expect(body.Registros).toEqual([{ Id: 5 }]);
  });

  it('rejects unknown campos and orden with a Spanish 400', async () => {
    const res = await t.get('/api/provincias?campos=Id,Foo');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('El campo «Foo» no existe');
    const res2 = await t.get('/api/provincias?orden=-Nada');
    expect(res2.status).toBe(400);
  });

  it('rejects bad paging values with 400 and field errors', async () => {
    for (const q of ['pagina=0', 'pagina=abc', 'registrosPorPagina=100000', 'registrosPorPagina=-1']) {
      const res = await t.get(`/api/provincias?${q}`);
      expect(res.status, q).toBe(400);
      const body = await res.json();
      expect(body.status).toBe(400);
      const [field, messages] = Object.entries(body.errors)[0] as [string, string[]];
      expect(q.startsWith(field)).toBe(true);
      expect(messages[0]).toMatch(/^(Solo números enteros positivos|Debe ser como mínimo 1|No puede ser mayor que 10000)$/);
    }
  });
});

describe('GET /api/municipios', () => {
  it("returns only the province's municipalities with 4- or 5-digit INE codes", async () => {
    const body = await (await t.get('/api/municipios?campos=Id,Nombre,ProvinciaId&provinciaId=9')).json();
    expect(body.NumeroRegistros).toBe(371); // Burgos has the most municipalities
    for (const m of body.Registros) {
      expect(m.ProvinciaId).toBe(9);
      expect(String(m.Id)).toMatch(/^9\d{3}$/);
    }
    const madrid = await (await t.get('/api/municipios?provinciaId=28&texto=madrid&campos=Id,Nombre')).json();
    expect(madrid.Registros).toContainEqual({ Id: 28079, Nombre: 'Madrid' });
    for (const m of madrid.Registros) expect(String(m.Id)).toMatch(/^28\d{3}$/);
  });

  it('has every Spanish municipality', async () => {
    const body = await (await t.get('/api/municipios?registrosPorPagina=1')).json();
    expect(body.NumeroRegistros).toBeGreaterThanOrEqual(8131);
  });

  it('shows articles in front, as people write them', async () => {
    const body = await (await t.get('/api/municipios?provinciaId=15&texto=coruna&campos=Id,Nombre')).json();
    expect(body.Registros).toContainEqual({ Id: 15030, Nombre: 'A Coruña' });
  });
});

describe('GET /api/localidades', () => {
  it('filters by municipality', async () => {
    const body = await (await t.get('/api/localidades?provinciaId=29&municipioId=29067&campos=Id,Nombre')).json();
    expect(body.NumeroRegistros).toBeGreaterThan(0);
    for (const l of body.Registros) expect(String(l.Id).startsWith('29067')).toBe(true);
  });

  it('rejects a municipality that is not in the province', async () => {
    const res = await t.get('/api/localidades?provinciaId=28&municipioId=29067');
    expect(res.status).toBe(422);
    expect((await res.json()).errors.municipioId).toEqual(['El municipio no pertenece a la provincia seleccionada']);
  });
});

describe('POST /api/ubicaciones/validar', () => {
  it('accepts a consistent location and names it', async () => {
    const res = await t.postJson('/api/ubicaciones/validar', { provinciaId: 29, municipioId: 29067, localidadId: 290670001 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.Municipio).toEqual({ Id: 29067, Nombre: 'Málaga' });
  });

  it('accepts 4-digit codes of provinces 1-9', async () => {
    const res = await t.postJson('/api/ubicaciones/validar', { provinciaId: 3, municipioId: 3014 });
    expect(res.status).toBe(200);
  });

  it('rejects a municipality of another province with a Spanish message', async () => {
    const res = await t.postJson('/api/ubicaciones/validar', { provinciaId: 28, municipioId: 29067 });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.municipioId).toEqual(['El municipio no pertenece a la provincia seleccionada']);
  });

  it('rejects a locality of another municipality', async () => {
    const res = await t.postJson('/api/ubicaciones/validar', { provinciaId: 29, municipioId: 29067, localidadId: 280790001 });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.localidadId).toEqual(['La localidad no pertenece al municipio seleccionado']);
  });

  it('rejects codes that are consistent but do not exist', async () => {
    const res = await t.postJson('/api/ubicaciones/validar', { provinciaId: 28, municipioId: 28999 });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.municipioId).toEqual(['El municipio no existe']);
  });

  it('requires province and municipality', async () => {
    const res = await t.postJson('/api/ubicaciones/validar', {});
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.provinciaId).toEqual(['Este campo es obligatorio']);
    expect(body.errors.municipioId).toEqual(['Este campo es obligatorio']);
  });
});
