import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ficheros } from '../../src/db/schema/ficheros.ts';
import { solicitudes } from '../../src/db/schema/solicitudes.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { createSolicitudesTestApp } from '../fixtures/solicitudes.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createSolicitudesTestApp>>;
let t: T;
let gestor: Record<string, string>;
let tutor: Record<string, string>;
let repre: Record<string, string>;
beforeAll(async () => {
  t = await createSolicitudesTestApp();
  gestor = await t.as('gestor');
  tutor = await t.as('tutor');
  repre = await t.as('representante');
});

const datos = (over: Record<string, unknown> = {}) => ({
  nombre: 'Colegio Editado',
  cif: 'A58818501',
  direccion: 'Calle Nueva 2',
  codigoPostal: '28002',
  provinciaId: 28,
  municipioId: 28079,
  ambitoId: t.ambitoId,
  fechaInicio: '15/05/2026',
  matricula: 'MAT-9',
  observaciones: 'Revisada',
  usuarioTutorId: t.tutorId,
  usuarioAdministrativoId: t.gestorId,
  ...over,
});

describe('access', () => {
  it('401 without session, 403 without GEST_SOLICITUDES; GEST_PROY (L) only reads', async () => {
    const id = await t.crearSolicitud();
    const obs = await json(await t.send('POST', `/api/solicitudes/${id}/observaciones`, gestor, { observacion: 'x' }));
    const nc = await json(await t.send('POST', `/api/solicitudes/${id}/noConformidades`, gestor, { observacion: 'y' }));
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/solicitudes', undefined],
      ['GET', `/api/solicitudes/${id}`, undefined],
      ['PUT', `/api/solicitudes/${id}`, datos()],
      ['DELETE', `/api/solicitudes/${id}`, undefined],
      ['PUT', `/api/solicitudes/${id}/aceptar`, {}],
      ['PUT', `/api/solicitudes/${id}/rechazar`, {}],
      ['POST', `/api/solicitudes/${id}/observaciones`, { observacion: 'z' }],
      ['PUT', `/api/solicitudes/observaciones/${obs.Id}`, { observacion: 'z' }],
      ['DELETE', `/api/solicitudes/observaciones/${obs.Id}`, undefined],
      ['POST', `/api/solicitudes/${id}/noConformidades`, { observacion: 'z' }],
      ['PUT', `/api/solicitudes/noConformidades/${nc.Id}`, { observacion: 'z' }],
      ['DELETE', `/api/solicitudes/noConformidades/${nc.Id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.send(method, path, {}, body)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, repre, body)).status, `${method} ${path}`).toBe(403);
      expect((await t.send(method, path, tutor, body)).status, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
  });
});

describe('list', () => {
  it('filters, shapes, paging and campos; project only when accepted', async () => {
    const a = await t.crearSolicitud({ nombre: 'Instituto Ávila Norte', referencia: 'SOL-LIST-1', demo: true });
    const b = await t.crearSolicitud({
      nombre: 'Escuela Valencia',
      referencia: 'SOL-LIST-2',
      provinciaId: 46,
      municipioId: 46250,
    });
    await t.send('PUT', `/api/solicitudes/${a}/aceptar`, gestor, {});
    const byText = await json(await t.send('GET', '/api/solicitudes?texto=avila norte', tutor));
    expect(byText.NumeroRegistros).toBe(1);
    expect(byText.Registros[0]).toMatchObject({
      Id: a,
      Referencia: 'SOL-LIST-1',
      Fecha: '2026-03-01T10:00:00.000Z',
      Solicitante: { Id: t.centroId, Nombre: 'Instituto Ávila Norte', CIF: 'B12345674' },
      Demo: true,
      Ambito: { Id: t.ambitoId, Nombre: 'Ámbito solicitudes' },
      Provincia: { Id: 28 },
      Municipio: { Id: 28079, Nombre: 'Madrid' },
      Estado: { Clave: 'ACE', Nombre: 'Aceptada' },
      Proceso: { Id: t.procesoId, Codigo: expect.any(String), Nombre: expect.any(String) },
      Proyecto: { Id: expect.any(Number), Codigo: expect.stringMatching(/^PRY-2026-\d{4}$/) },
    });
    expect((await json(await t.send('GET', '/api/solicitudes?texto=SOL-LIST-2', gestor))).Registros[0].Proyecto).toBeNull();
    const byProv = await json(await t.send('GET', '/api/solicitudes?provinciaId=46', gestor));
    expect(byProv.Registros.map((r: { Id: number }) => r.Id)).toEqual([b]);
    const ace = await json(await t.send('GET', '/api/solicitudes?estadoClave=ACE&campos=Id,Estado', gestor));
    expect(ace.Registros).toContainEqual({ Id: a, Estado: { Clave: 'ACE', Nombre: 'Aceptada' } });
    expect(ace.Registros.every((r: { Estado: { Clave: string } }) => r.Estado.Clave === 'ACE')).toBe(true);
    const fecha = await json(
      await t.send(
        'GET',
        `/api/solicitudes?fechaDesde=01/03/2026&fechaHasta=2026-03-01&procesoId=${t.procesoId}&ambitoId=${t.ambitoId}`,
        gestor,
      ),
    );
    expect(fecha.NumeroRegistros).toBeGreaterThanOrEqual(2);
    expect((await json(await t.send('GET', '/api/solicitudes?fechaDesde=02/03/2026', gestor))).NumeroRegistros).toBe(0);
    const page = await json(await t.send('GET', '/api/solicitudes?registrosPorPagina=1', gestor));
    expect(page.Registros).toHaveLength(1);
    expect(page.NumeroRegistros).toBeGreaterThanOrEqual(2);
  });

  it('bad filters: 422 for dates, 400 for state, campos and orden', async () => {
    const bad = await t.send('GET', '/api/solicitudes?fechaDesde=31/02/2026', gestor);
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.fechaDesde).toEqual(['Formato fecha no válido']);
    expect((await t.send('GET', '/api/solicitudes?estadoClave=XX', gestor)).status).toBe(400);
    expect((await t.send('GET', '/api/solicitudes?campos=Nope', gestor)).status).toBe(400);
    expect((await t.send('GET', '/api/solicitudes?orden=Nope', gestor)).status).toBe(400);
  });
});

describe('detail', () => {
  it('all data: people, files with type names, observations, non-conformities, tutor and administrative', async () => {
    const id = await t.crearSolicitud({ localidadId: 280790001 }, ['Falta la memoria']);
    await t.db.insert(ficheros).values({
      instanciaId: SOLUDABLE.id,
      nombreFisico: 'memoria.pdf',
      claveAlmacen: `k-${id}`,
      tipoContenido: 'application/pdf',
      bytes: 4096,
      tipoClave: 'MEM' as never,
      solicitudId: id,
      altaFecha: t.clock.now().toISOString(),
    });
    await t.send('POST', `/api/solicitudes/${id}/observaciones`, gestor, { observacion: 'Llamar al centro' });
    const res = await t.send('GET', `/api/solicitudes/${id}`, tutor);
    expect(res.status).toBe(200);
    const rec = await json(res);
    expect(rec).toMatchObject({
      Id: id,
      CentroId: t.centroId,
      Estado: { Clave: 'PTE', Nombre: 'Pendiente' },
      Direccion: 'Calle Mayor 1',
      CodigoPostal: '28001',
      CIF: 'B12345674',
      FechaInicio: '2026-04-01',
      Matricula: 'M-1',
      Tutor: { Id: t.tutorId, NombreCompleto: expect.any(String) },
      Administrativo: { Id: t.gestorId, NombreCompleto: expect.any(String) },
      Perfiles: [{ Perfil: { Clave: 'REPRE' }, Nombre: 'Ana', Apellido1: 'López', DireccionEmail: 'ana.lopez@example.es' }],
      Ficheros: [{ NombreFisico: 'memoria.pdf', Kb: 4, TipoFichero: { Clave: 'MEM' } }],
      ListaObservaciones: [{ Observacion: 'Llamar al centro' }],
      NoConformidades: [{ Observacion: 'Falta la memoria' }],
      Proyecto: null,
    });
    expect((await t.send('GET', '/api/solicitudes/999999', gestor)).status).toBe(404);
    expect((await t.send('GET', '/api/solicitudes/abc', gestor)).status).toBe(400);
  });
});

describe('edit and delete', () => {
  it('PUT saves the staff fields; validation 400/422; only while pending (409)', async () => {
    const id = await t.crearSolicitud();
    const res = await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos());
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      message: 'La operación se ha realizado correctamente',
      Solicitante: { Nombre: 'Colegio Editado', CIF: 'A58818501' },
      FechaInicio: '2026-05-15',
      Matricula: 'MAT-9',
    });
    const invalid = await json(
      await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos({ cif: 'B1', matricula: '', extra: 1 })),
    );
    expect(invalid.errors.cif).toBeDefined();
    expect(invalid.errors.matricula).toEqual(['Este campo es obligatorio']);
    expect(invalid.errors.extra).toEqual(['Campo no permitido']);
    const municipio = await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos({ municipioId: 46250 }));
    expect(municipio.status).toBe(422);
    expect((await json(municipio)).errors.municipioId).toBeDefined();
    const perfiles = await t.send(
      'PUT',
      `/api/solicitudes/${id}`,
      gestor,
      datos({ usuarioTutorId: t.gestorId, usuarioAdministrativoId: t.tutorId }),
    );
    expect(perfiles.status).toBe(422);
    expect((await json(perfiles)).errors).toEqual({
      usuarioTutorId: ['El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)'],
      usuarioAdministrativoId: ['El usuario no tiene el perfil de gestión de solicitudes (GEST_SOLIC)'],
    });
    // Annex I classes only, as the wizard; a scope of the instance the process does not offer is refused.
    const nica = await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos({ nica: '3,hola' }));
    expect(nica.status).toBe(422);
    expect((await json(nica)).errors.nica).toEqual(['Clase del Anexo I no válida']);
    expect((await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos({ nica: '3, 41' }))).status).toBe(200);
    const otroAmbito = await t.crearAmbito('Ámbito de otro proceso');
    const ambito = await t.send('PUT', `/api/solicitudes/${id}`, gestor, datos({ ambitoId: otroAmbito }));
    expect(ambito.status).toBe(422);
    expect((await json(ambito)).errors.ambitoId).toBeDefined();
    expect((await t.send('PUT', '/api/solicitudes/999999', gestor, datos())).status).toBe(404);
    const resolved = await t.crearSolicitud({ estadoClave: 'NO_ACE' });
    const conflict = await t.send('PUT', `/api/solicitudes/${resolved}`, gestor, datos());
    expect(conflict.status).toBe(409);
    expect((await json(conflict)).message).toBe('La solicitud está no aceptada: solo se puede modificar una solicitud pendiente');
  });

  it('DELETE removes a pending request with its people and observations; 409 once resolved', async () => {
    const id = await t.crearSolicitud({}, ['NC']);
    expect((await t.send('DELETE', `/api/solicitudes/${id}`, gestor)).status).toBe(204);
    expect(await t.db.select().from(solicitudes).where(eq(solicitudes.id, id))).toHaveLength(0);
    expect((await t.send('DELETE', `/api/solicitudes/${id}`, gestor)).status).toBe(404);
    const ace = await t.crearSolicitud({ estadoClave: 'ACE' });
    expect((await t.send('DELETE', `/api/solicitudes/${ace}`, gestor)).status).toBe(409);
  });
});

describe('observations and non-conformities', () => {
  for (const [lista, nombre] of [
    ['observaciones', 'Observación creada correctamente'],
    ['noConformidades', 'No conformidad creada correctamente'],
  ] as const) {
    it(`${lista}: create, edit, delete; required text; 404; 409 once resolved`, async () => {
      const id = await t.crearSolicitud();
      const created = await t.send('POST', `/api/solicitudes/${id}/${lista}`, gestor, { observacion: 'Primera' });
      expect(created.status).toBe(201);
      const { Id, message } = await json(created);
      expect(message).toBe(nombre);
      const missing = await t.send('POST', `/api/solicitudes/${id}/${lista}`, gestor, { observacion: '' });
      expect((await json(missing)).errors.observacion).toEqual(['Este campo es obligatorio']);
      const edited = await t.send('PUT', `/api/solicitudes/${lista}/${Id}`, gestor, { observacion: 'Editada' });
      expect(edited.status).toBe(200);
      expect(await json(edited)).toMatchObject({ Id, Observacion: 'Editada' });
      const other = lista === 'observaciones' ? 'noConformidades' : 'observaciones';
      expect((await t.send('PUT', `/api/solicitudes/${other}/${Id}`, gestor, { observacion: 'x' })).status).toBe(404);
      const detalle = await json(await t.send('GET', `/api/solicitudes/${id}`, gestor));
      const campo = lista === 'observaciones' ? 'ListaObservaciones' : 'NoConformidades';
      expect(detalle[campo]).toMatchObject([{ Id, Observacion: 'Editada' }]);
      expect((await t.send('DELETE', `/api/solicitudes/${lista}/${Id}`, gestor)).status).toBe(204);
      expect((await t.send('DELETE', `/api/solicitudes/${lista}/${Id}`, gestor)).status).toBe(404);
      expect((await t.send('POST', `/api/solicitudes/999999/${lista}`, gestor, { observacion: 'x' })).status).toBe(404);
      const resolved = await t.crearSolicitud({ estadoClave: 'ACE' });
      expect((await t.send('POST', `/api/solicitudes/${resolved}/${lista}`, gestor, { observacion: 'x' })).status).toBe(409);
    });
  }
});
