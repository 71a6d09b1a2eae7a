import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros, correos, procesos, solicitudes, solicitudPerfiles } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { createAltaTestApp, filasEscritas } from '../fixtures/solicitudes-alta.ts';
import { createTestApi } from '../runtime/api.ts';
import { json } from './helpers.ts';

// A request created and updated by staff with the spec's form fields and spellings only
// (solicitante, notificar, NICA, perfiles, no procesoId, no conditions): ADR 0054.

type T = Awaited<ReturnType<typeof createAltaTestApp>>;
let t: T;
let gestor: Record<string, string>;
let tutorId: number;
let gestorId: number;
let hotel: { id: number; cif: string };
let colegio: { id: number; cif: string };

const centroDe = async (cif: string) => {
  const [c] = await t.db.select({ id: centros.id, cif: centros.cif }).from(centros).where(eq(centros.cif, cif));
  return { id: c?.id as number, cif };
};

beforeAll(async () => {
  t = await createAltaTestApp();
  gestor = await t.as('gestor');
  tutorId = await t.idOf('tutor');
  gestorId = await t.idOf('gestor');
  hotel = await centroDe('A28017895');
  colegio = await centroDe('Q2818001F');
});

const persona = (over: Record<string, unknown> = {}) => ({
  perfilId: t.ids.repre,
  nombre: 'Marta',
  apellido1: 'Ruiz',
  sexoId: 2,
  cargo: 'Directora',
  tipoDocumentoIdentidadClave: 'DNI',
  documentoIdentidad: '12345678Z',
  direccionEmail: 'marta.ruiz@example.es',
  ...over,
});

/** The spec's solicitud form, spelled as the spec spells it. */
const formulario = (over: Record<string, unknown> = {}) => ({
  ambitoId: t.ids.turismo,
  CIF: hotel.cif,
  codigoPostal: '29001',
  direccion: 'Paseo Marítimo 1',
  fechaInicio: '2026-04-01',
  matricula: 'MA-2026-7',
  municipioId: 28079,
  nombre: 'Hotel Costa del Sol Playa',
  solicitante: hotel.id,
  provinciaId: 28,
  usuarioAdministrativoId: gestorId,
  usuarioTutorId: tutorId,
  ...over,
});

const put = (id: number, body: unknown) =>
  t.app.request(`/api/solicitudes/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...gestor },
    body: JSON.stringify(body),
  });
const get = async (id: number) => json(await t.app.request(`/api/solicitudes/${id}`, { headers: gestor }));
const correosDe = (plantilla: string, para: string) =>
  t.db
    .select()
    .from(correos)
    .where(and(eq(correos.plantilla, plantilla), eq(correos.para, para)));

describe('POST /api/solicitudes by staff with the spec form', () => {
  it('creates with solicitante, notificar, NICA single or list, no procesoId (one open), no conditions', async () => {
    const res = await t.enviar(formulario({ notificar: true, NICA: 41, perfiles: [persona()] }), { auth: gestor });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const [s] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, body.Id));
    expect(s).toMatchObject({
      procesoId: t.ids.abierto,
      centroId: hotel.id,
      nica: '41',
      fechaInicio: '2026-04-01',
      usuarioTutorId: tutorId,
      usuarioAdministrativoId: gestorId,
    });
    // notificar: the applicant's people get the acknowledgement, in the same batch.
    const mails = await correosDe('solicitud-registrada', 'marta.ruiz@example.es');
    expect(mails.map((m) => m.asunto)).toEqual([`Solicitud ${body.Referencia} registrada`]);
    const leida = await get(body.Id);
    expect(leida).toMatchObject({ NICA: '41', FechaInicio: '2026-04-01', Solicitante: { Id: hotel.id }, CentroId: hotel.id });
    expect(leida.Perfiles.map((p: { Nombre: string }) => p.Nombre)).toEqual(['Marta']);

    // A list, and the text a read gives back, are the same NICA; without notificar nobody is mailed.
    for (const NICA of [[41, 3], '3, 41']) {
      const antes = (await filasEscritas(t.db)).correos;
      const otra = await t.enviar(formulario({ NICA, perfiles: [persona()] }), { auth: gestor });
      const creada = await json(otra);
      expect(otra.status, JSON.stringify(creada)).toBe(201);
      expect((await get(creada.Id)).NICA).toBe('3,41');
      expect((await filasEscritas(t.db)).correos).toBe(antes);
    }
  });

  it('solicitante as the read gives it ({Id}) or as a name; a centre of another CIF or none is 422', async () => {
    const comoObjeto = await t.enviar(formulario({ solicitante: { Id: hotel.id, Nombre: 'x' } }), { auth: gestor });
    expect(comoObjeto.status, JSON.stringify(await json(comoObjeto.clone()))).toBe(201);
    expect((await get((await json(comoObjeto)).Id)).CentroId).toBe(hotel.id);

    // By name: the centre of that CIF is registered under it.
    const porNombre = await t.enviar(formulario({ CIF: 'B12345674', solicitante: 'Playa Serena S.L.' }), { auth: gestor });
    expect(porNombre.status).toBe(201);
    const nueva = await get((await json(porNombre)).Id);
    const [c] = await t.db.select().from(centros).where(eq(centros.id, nueva.CentroId));
    expect(c).toMatchObject({ nombre: 'Playa Serena S.L.', cif: 'B12345674' });
    expect(nueva.Solicitante.Nombre).toBe('Hotel Costa del Sol Playa');

    const antes = await filasEscritas(t.db);
    const ajeno = await t.enviar(formulario({ solicitante: colegio.id }), { auth: gestor });
    expect(ajeno.status).toBe(422);
    expect((await json(ajeno)).errors).toEqual({ solicitante: ['El CIF no es el del solicitante indicado'] });
    const inexistente = await t.enviar(formulario({ solicitante: 999999 }), { auth: gestor });
    expect((await json(inexistente)).errors).toEqual({ solicitante: ['El solicitante no existe'] });
    expect(await filasEscritas(t.db)).toEqual(antes);
  });

  it('a tutor or administrative without the right profile is 422 on that field alone', async () => {
    const antes = await filasEscritas(t.db);
    const res = await t.enviar(formulario({ usuarioTutorId: gestorId, NICA: [3] }), { auth: gestor });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({
      usuarioTutorId: ['El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)'],
    });
    const inexistente = await t.enviar(formulario({ usuarioAdministrativoId: 999999 }), { auth: gestor });
    expect((await json(inexistente)).errors).toEqual({
      usuarioAdministrativoId: ['El usuario no tiene el perfil de gestión de solicitudes (GEST_SOLIC)'],
    });
    expect(await filasEscritas(t.db)).toEqual(antes);
  });

  it('procesoId is required only with several processes open, and nothing registers with none open', async () => {
    const cierre = async (id: number, fechaCierre: string | null) =>
      t.db.update(procesos).set({ fechaCierre }).where(eq(procesos.id, id));
    const [cerrado] = await t.db.select().from(procesos).where(eq(procesos.id, t.ids.cerrado));
    const [abierto] = await t.db.select().from(procesos).where(eq(procesos.id, t.ids.abierto));
    try {
      await t.db.update(procesos).set({ fechaApertura: null, fechaCierre: null }).where(eq(procesos.id, t.ids.cerrado));
      const varios = await t.enviar(formulario(), { auth: gestor });
      expect(varios.status).toBe(422);
      const msg = 'Hay varios procesos abiertos: indique a cuál se presenta la solicitud (procesoId)';
      expect(await json(varios)).toMatchObject({ message: msg, errors: { procesoId: [msg] } });
      const elegido = await t.enviar(formulario({ procesoId: t.ids.cerrado, ambitoId: t.ids.educativos }), { auth: gestor });
      expect(elegido.status, JSON.stringify(await json(elegido.clone()))).toBe(201);
      expect((await get((await json(elegido)).Id)).Proceso.Id).toBe(t.ids.cerrado);

      await cierre(t.ids.cerrado, '2020-01-01');
      await cierre(t.ids.abierto, '2020-01-01');
      const ninguno = await t.enviar(formulario(), { auth: gestor });
      expect(ninguno.status).toBe(422);
      expect((await json(ninguno)).errors).toEqual({
        procesoId: ['No hay ningún proceso abierto: no se pueden registrar solicitudes'],
      });
    } finally {
      await t.db
        .update(procesos)
        .set({ fechaApertura: cerrado?.fechaApertura, fechaCierre: cerrado?.fechaCierre })
        .where(eq(procesos.id, t.ids.cerrado));
      await cierre(t.ids.abierto, abierto?.fechaCierre ?? null);
    }
  });
});

describe('PUT /api/solicitudes/{id} by staff with the spec form', () => {
  it('updates with solicitante, notificar, perfiles and NICA single or list, in one go', async () => {
    const creada = await json(await t.enviar(formulario({ NICA: [3], perfiles: [persona()] }), { auth: gestor }));
    const id = creada.Id as number;
    const perfiles = [
      persona({ nombre: 'Lucía', direccionEmail: 'lucia.gil@example.es' }),
      { perfilId: t.ids.autoeval, nombre: 'Pablo', apellido1: 'Soto', sexoId: 1, cargo: 'Calidad' },
    ];
    const res = await put(
      id,
      formulario({ fechaInicio: '28/11/2026', NICA: 44, solicitante: hotel.id, notificar: true, perfiles }),
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ NICA: '44', FechaInicio: '2026-11-28', CentroId: hotel.id });
    expect(body.Perfiles.map((p: { Nombre: string }) => p.Nombre)).toEqual(['Lucía', 'Pablo']);
    expect(await t.db.$count(solicitudPerfiles, eq(solicitudPerfiles.solicitudId, id))).toBe(2);
    // notificar: the request's people (as now sent) get the notice of the change.
    const mails = await correosDe('solicitud-modificada', 'lucia.gil@example.es');
    expect(mails.map((m) => m.asunto)).toEqual([`Solicitud ${creada.Referencia} modificada`]);

    // The list form; without perfiles the people stay, without notificar nobody is mailed.
    const antes = (await filasEscritas(t.db)).correos;
    const lista = await put(id, formulario({ NICA: ['41', 3] }));
    expect(lista.status).toBe(200);
    expect(await json(lista)).toMatchObject({ NICA: '3,41' });
    expect((await get(id)).Perfiles).toHaveLength(2);
    expect((await filasEscritas(t.db)).correos).toBe(antes);
  });

  it('refusals on the spec fields: 422 on the field, nothing changed', async () => {
    const id = (await json(await t.enviar(formulario({ perfiles: [persona()] }), { auth: gestor }))).Id as number;
    const antes = await get(id);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { usuarioTutorId: gestorId, NICA: [3] },
        { usuarioTutorId: ['El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)'] },
      ],
      [{ solicitante: colegio.id }, { solicitante: ['El CIF no es el del solicitante indicado'] }],
      [{ perfiles: [persona({ perfilId: 999999 })] }, { 'perfiles.0.perfilId': ['El perfil no corresponde al proceso'] }],
      [{ NICA: [3, 99] }, { NICA: ['Clase del Anexo I no válida'] }],
    ];
    for (const [over, errors] of cases) {
      const res = await put(id, formulario({ notificar: true, ...over }));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect((await json(res)).errors).toEqual(errors);
    }
    expect(await get(id)).toEqual(antes);
  });
});

describe('PUT /api/solicitudes/{id}: resolved meanwhile', () => {
  it('a resolution between the checks and the write leaves people, centre and mails untouched (409)', async () => {
    const id = (await json(await t.enviar(formulario({ perfiles: [persona()] }), { auth: gestor }))).Id as number;
    // The request is accepted by someone else just before this PUT's batch runs.
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'batch') return Reflect.get(target, prop, receiver);
        return async (items: Parameters<Db['batch']>[0]) => {
          await target.update(solicitudes).set({ estadoClave: 'ACE' }).where(eq(solicitudes.id, id));
          return target.batch(items);
        };
      },
    });
    const app = createTestApi({ db, clock: t.clock });
    const antes = await filasEscritas(t.db);
    const body = formulario({ solicitante: 'Otro nombre', notificar: true, perfiles: [persona({ nombre: 'Nadie' })] });
    const res = await app.request(`/api/solicitudes/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...gestor },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(409);
    expect(await filasEscritas(t.db)).toEqual(antes);
    const [p] = await t.db.select().from(solicitudPerfiles).where(eq(solicitudPerfiles.solicitudId, id));
    expect(p?.nombre).toBe('Marta');
    const [c] = await t.db.select().from(centros).where(eq(centros.id, hotel.id));
    expect(c?.nombre).toBe('Hotel Costa del Sol Playa');
  });
});

describe('POST /api/solicitudes from the public wizard', () => {
  it('still asks for the conditions (also with no procesoId); staff fields want a session', async () => {
    const { procesoId: _, aceptaCondiciones: __, ...sinProceso } = t.payload();
    const antes = await filasEscritas(t.db);
    const sinCondiciones = await t.enviar(sinProceso);
    expect(sinCondiciones.status).toBe(422);
    expect((await json(sinCondiciones)).errors).toEqual({ aceptaCondiciones: ['Se requiere aceptar las condiciones'] });
    for (const extra of [{ notificar: true }, { solicitante: hotel.id }]) {
      const res = await t.enviar({ ...sinProceso, aceptaCondiciones: true, ...extra });
      expect(res.status).toBe(401);
    }
    expect(await filasEscritas(t.db)).toEqual(antes);
    // Signed in without GEST_SOLICITUDES at E: still the wizard, and the staff fields are not theirs.
    const tutor = await t.as('tutor');
    const ajeno = await t.enviar({ ...sinProceso, aceptaCondiciones: true, notificar: true }, { auth: tutor });
    expect((await json(ajeno)).errors).toMatchObject({ notificar: ['Campo no permitido'] });
  });
});
