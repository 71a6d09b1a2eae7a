import { beforeAll, describe, expect, it } from 'vitest';
import { centros, solicitudes } from '../../src/db/schema/solicitudes.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { json } from './helpers.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

type T = Awaited<ReturnType<typeof createUsuariosTestApp>>;
let t: T;
let gestor: Record<string, string>;
let tutor: Record<string, string>;
let repre: Record<string, string>;
beforeAll(async () => {
  t = await createUsuariosTestApp();
  gestor = await t.as('gestor');
  tutor = await t.as('tutor');
  repre = await t.as('representante');
});

// Valid CIFs (control character by the spec's weighted sum).
const CIF_A = 'B12345674';
const CIF_B = 'A58818501';
const CIF_C = 'Q2826000H';

const centro = (over: Record<string, unknown> = {}) => ({
  nombre: 'Colegio Público Río Ebro',
  direccion: 'Calle Mayor 1',
  codigoPostal: '28001',
  cif: CIF_A,
  provinciaId: 28,
  municipioId: 28079,
  ...over,
});
const crear = async (over: Record<string, unknown> = {}) => {
  const res = await t.send('POST', '/api/centros', gestor, centro(over));
  const body = await json(res);
  if (res.status !== 201) throw new Error(`crear: ${res.status} ${JSON.stringify(body)}`);
  return body.Id as number;
};

describe('access', () => {
  it('401 without session, 403 without GEST_CENTROS/GEST_SOLICITUDES; the tutor (L) only reads', async () => {
    const id = await crear({ cif: null, nombre: 'Acceso' });
    for (const [method, path] of [
      ['GET', '/api/centros'],
      ['GET', `/api/centros/${id}`],
      ['POST', '/api/centros'],
      ['PUT', `/api/centros/${id}`],
      ['DELETE', `/api/centros/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? centro({ cif: null }) : undefined;
      const anon = await t.send(method, path, {}, body);
      expect(anon.status, `${method} ${path}`).toBe(401);
      expect((await json(anon)).message).toBe('Debe iniciar sesión para realizar esta operación');
      expect((await t.send(method, path, repre, body)).status, `${method} ${path}`).toBe(403);
      expect((await t.send(method, path, tutor, body)).status, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
  });
});

describe('centres', () => {
  it('create, read with NumeroSolicitudes, update, delete', async () => {
    const res = await t.send('POST', '/api/centros', gestor, centro({ cif: ' b12345674 ', localidadId: undefined }));
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Solicitante creado correctamente');
    const rec = await json(await t.send('GET', `/api/centros/${Id}`, tutor));
    expect(rec).toMatchObject({
      Id,
      Nombre: 'Colegio Público Río Ebro',
      Direccion: 'Calle Mayor 1',
      CodigoPostal: '28001',
      CIF: CIF_A,
      Provincia: { Id: 28, Nombre: expect.any(String) },
      Municipio: { Id: 28079, Nombre: 'Madrid' },
      Localidad: null,
      FechaAlta: '2026-03-01T10:00:00.000Z',
      NumeroSolicitudes: 0,
      Auditoria: { Alta: { Nombre: expect.stringContaining('Gema') }, Modificacion: null },
    });

    const put = await t.send(
      'PUT',
      `/api/centros/${Id}`,
      gestor,
      centro({ nombre: 'CEIP Río Ebro', provinciaId: 8, municipioId: 8019, codigoPostal: '08001', direccion: null }),
    );
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({
      message: 'La operación se ha realizado correctamente',
      Nombre: 'CEIP Río Ebro',
      Direccion: null,
      Provincia: { Id: 8 },
      Municipio: { Id: 8019 },
      Auditoria: { Modificacion: { Nombre: expect.any(String) } },
    });

    expect((await t.send('DELETE', `/api/centros/${Id}`, gestor)).status).toBe(204);
    expect((await t.send('GET', `/api/centros/${Id}`, gestor)).status).toBe(404);
    expect((await t.send('PUT', `/api/centros/${Id}`, gestor, centro())).status).toBe(404);
    expect((await t.send('DELETE', `/api/centros/${Id}`, gestor)).status).toBe(404);
  });

  it('refuses bad input with the spec messages', async () => {
    const bad = async (over: Record<string, unknown>) => {
      const res = await t.send('POST', '/api/centros', gestor, centro(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      return (await json(res)).errors;
    };
    expect((await bad({ cif: 'B12345675' })).cif).toEqual(['CIF no válido']);
    expect((await bad({ cif: '12345678Z' })).cif).toEqual(['CIF no válido']);
    expect((await bad({ codigoPostal: '2800' })).codigoPostal).toEqual(['Código postal no válido']);
    expect((await bad({ codigoPostal: 'ABCDE' })).codigoPostal).toEqual(['Código postal no válido']);
    expect((await bad({ codigoPostal: '' })).codigoPostal).toEqual(['Este campo es obligatorio']);
    expect((await bad({ nombre: '  ' })).nombre).toEqual(['Este campo es obligatorio']);
    expect((await bad({ provinciaId: null })).provinciaId).toEqual(['Este campo es obligatorio']);
    expect((await bad({ municipioId: undefined })).municipioId).toEqual(['Este campo es obligatorio']);
    // Barcelona city in the province of Madrid.
    expect((await bad({ municipioId: 8019 })).municipioId).toEqual(['El municipio no pertenece a la provincia seleccionada']);
    expect((await bad({ localidadId: 80190001 })).localidadId).toEqual(['La localidad no pertenece al municipio seleccionado']);
    expect((await bad({ municipioId: 28999 })).municipioId).toEqual(['El municipio no existe']);
    expect((await bad({ otro: 1 })).otro).toEqual(['Campo no permitido']);
    // A bad id in the path.
    expect((await t.send('GET', '/api/centros/abc', gestor)).status).toBe(400);
  });

  it('a CIF names one applicant (409 on another with it)', async () => {
    const id = await crear({ cif: CIF_B, nombre: 'Primero' });
    const dup = await t.send('POST', '/api/centros', gestor, centro({ cif: CIF_B, nombre: 'Segundo' }));
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('Ya existe un solicitante con ese CIF');
    // Saving the same centre again with its own CIF is fine.
    expect((await t.send('PUT', `/api/centros/${id}`, gestor, centro({ cif: CIF_B, nombre: 'Primero' }))).status).toBe(200);
  });

  it('409 on delete while the centre has requests', async () => {
    const id = await crear({ cif: CIF_C, nombre: 'Con solicitud' });
    const procesoId = await insertProceso();
    await t.db.insert(solicitudes).values({
      instanciaId: SOLUDABLE.id,
      referencia: 'SOL-TEST-1',
      procesoId,
      centroId: id,
      nombre: 'Con solicitud',
      altaFecha: new Date().toISOString(),
    });
    expect((await json(await t.send('GET', `/api/centros/${id}`, gestor))).NumeroSolicitudes).toBe(1);
    const res = await t.send('DELETE', `/api/centros/${id}`, gestor);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('No se puede eliminar el solicitante: tiene 1 solicitud');
  });
});

describe('list', () => {
  it('filters by text (accents, case), province and registration days; newest first; campos', async () => {
    const base = t.db.insert(centros);
    const row = (
      nombre: string,
      cif: string | null,
      provinciaId: number,
      municipioId: number,
      altaFecha: string,
      codigoPostal: string,
    ) => ({
      instanciaId: SOLUDABLE.id,
      nombre,
      cif,
      codigoPostal,
      direccion: 'Avenida de la Constitución 3',
      provinciaId,
      municipioId,
      altaFecha,
    });
    await base.values([
      row('Hotel Almería Playa', 'B04000000', 4, 4013, '2025-06-30T22:30:00.000Z', '04001'),
      row('Polideportivo Álava', null, 1, 1059, '2025-07-01T12:00:00.000Z', '01001'),
      row('Construcciones Ávila', null, 5, 5019, '2025-07-02T08:00:00.000Z', '05001'),
    ]);
    const list = async (q: string) => json(await t.send('GET', `/api/centros?${q}`, tutor));

    const hotel = await list('texto=almeria%20PLAYA');
    expect(hotel.Registros.map((r: { Nombre: string }) => r.Nombre)).toEqual(['Hotel Almería Playa']);
    expect((await list('texto=B04000000')).NumeroRegistros).toBe(1);
    expect((await list('texto=05001')).Registros[0].Nombre).toBe('Construcciones Ávila');
    expect((await list('texto=constitucion&provinciaId=1')).Registros[0].Nombre).toBe('Polideportivo Álava');

    // 2025-06-30T22:30Z is already 1 July in Madrid (UTC+2).
    const julio1 = await list('fechaDesde=01/07/2025&fechaHasta=2025-07-01&campos=Nombre');
    expect(julio1.Registros).toEqual([{ Nombre: 'Polideportivo Álava' }, { Nombre: 'Hotel Almería Playa' }]);

    const todos = await list('campos=Id,Nombre,FechaAlta&registrosPorPagina=100');
    const fechas = todos.Registros.map((r: { FechaAlta: string }) => r.FechaAlta);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(Object.keys(todos.Registros[0])).toEqual(['Id', 'Nombre', 'FechaAlta']);

    const porNombre = await list('orden=Nombre&texto=constitucion&campos=Nombre');
    expect(porNombre.Registros.map((r: { Nombre: string }) => r.Nombre)).toEqual([
      'Construcciones Ávila',
      'Hotel Almería Playa',
      'Polideportivo Álava',
    ]);
  });

  it('refuses bad filters', async () => {
    const status = async (q: string) => (await t.send('GET', `/api/centros?${q}`, gestor)).status;
    expect(await status('campos=Nada')).toBe(400);
    expect(await status('orden=Nada')).toBe(400);
    expect(await status('provinciaId=x')).toBe(400);
    const res = await t.send('GET', '/api/centros?fechaDesde=31/02/2026', gestor);
    expect(res.status).toBe(422);
    expect((await json(res)).errors.fechaDesde).toEqual(['Formato fecha no válido']);
    const rango = await t.send('GET', '/api/centros?fechaDesde=2026-03-02&fechaHasta=2026-03-01', gestor);
    expect((await json(rango)).errors.fechaHasta).toEqual(['La fecha inicial no puede ser posterior a la final']);
  });
});

/** A process row to hang a request from (the processes' own routes are another area's). */
async function insertProceso(): Promise<number> {
  const { procesos } = await import('../../src/db/schema/procesos.ts');
  const { manuales } = await import('../../src/db/schema/catalogo.ts');
  const [m] = await t.db
    .insert(manuales)
    .values({
      instanciaId: SOLUDABLE.id,
      codigo: 'MC',
      nombre: 'Manual',
      version: '1',
      mapaId: 1,
      altaFecha: new Date().toISOString(),
    } as never)
    .returning({ id: manuales.id });
  const [p] = await t.db
    .insert(procesos)
    .values({
      instanciaId: SOLUDABLE.id,
      codigo: 'PC',
      nombre: 'Proceso',
      manualId: (m as { id: number }).id,
      altaFecha: new Date().toISOString(),
    } as never)
    .returning({ id: procesos.id });
  return (p as { id: number }).id;
}
