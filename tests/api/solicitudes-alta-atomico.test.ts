import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros, ficheros, solicitudes } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { altaForm, createAltaTestApp, filasEscritas, memoryBucket } from '../fixtures/solicitudes-alta.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createAltaTestApp>>;
let t: T;
let gestor: Record<string, string>;
let tutorAuth: Record<string, string>;
beforeAll(async () => {
  t = await createAltaTestApp();
  gestor = await t.as('gestor');
  tutorAuth = await t.as('tutor');
});

const MEM = { tipoClave: 'MEM', name: 'memoria.pdf' };
const counts = () => filasEscritas(t.db);

const post = (app: T['app'], body: FormData, bucket: unknown, auth: Record<string, string> = {}) =>
  app.request('/api/solicitudes', { method: 'POST', headers: auth, body }, { FICHEROS: bucket });

describe('POST /api/solicitudes: atomic', () => {
  it('a failure inside the batch (after storage) leaves no rows and no stored bytes', async () => {
    const before = await counts();
    const { bucket, objects } = memoryBucket();
    // The real batch runs every statement, then one that fails: everything rolls back.
    const app = t.appWithBatch((real, items) =>
      real([...items, t.db.run(sql`insert into tabla_que_no_existe values (1)`)] as unknown as Parameters<Db['batch']>[0]),
    );
    const body = altaForm(t.payload({ ambitoId: t.ids.educativos }), [
      MEM,
      { tipoClave: 'PLA', name: 'plano.png', bytes: SAMPLES.png },
    ]);
    const res = await post(app, body, bucket);
    expect(res.status).toBe(500);
    expect(await counts()).toEqual(before);
    expect(objects.size).toBe(0);
  });

  it('a storage failure midway removes what was stored and writes nothing', async () => {
    const before = await counts();
    const { bucket, objects } = memoryBucket({ failPutAt: 2 });
    const body = altaForm(t.payload({ ambitoId: t.ids.educativos }), [MEM, { tipoClave: 'PLA', name: 'plano.pdf' }]);
    const res = await t.enviar(body, { bucket });
    expect(res.status).toBe(500);
    expect(await counts()).toEqual(before);
    expect(objects.size).toBe(0);
  });

  it('a reference taken meanwhile (unique clash) is retried with the next number', async () => {
    let first = true;
    const app = t.appWithBatch(async (real, items) => {
      if (first) {
        first = false;
        // Another request takes SOL-2026-000001 between the number's read and this write.
        const [c] = await t.db.select({ id: centros.id }).from(centros).limit(1);
        await t.db.insert(solicitudes).values({
          instanciaId: 'soludable',
          referencia: 'SOL-2026-000001',
          procesoId: t.ids.abierto,
          centroId: c?.id as number,
          nombre: 'Otra',
          altaFecha: t.clock.now().toISOString(),
        });
      }
      return real(items as unknown as Parameters<Db['batch']>[0]);
    });
    const { bucket, objects } = memoryBucket();
    const res = await post(app, altaForm(t.payload(), [MEM]), bucket);
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.Referencia).toBe('SOL-2026-000002');
    expect(objects.size).toBe(1);
    expect(await t.db.$count(ficheros, eq(ficheros.solicitudId, body.Id))).toBe(1);
  });
});

describe('POST /api/solicitudes: staff (GEST_SOLICITUDES at E)', () => {
  it('registers with tutor, administrative and Demo; both responsible users are required and checked', async () => {
    const tutorId = await t.idOf('tutor');
    const gestorId = await t.idOf('gestor');
    const staff = { usuarioTutorId: tutorId, usuarioAdministrativoId: gestorId, demo: true };
    const res = await t.enviar(altaForm(t.payload({ ...staff, cif: 'A58818501' }), [MEM]), { auth: gestor });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const [s] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, body.Id));
    expect(s).toMatchObject({ usuarioTutorId: tutorId, usuarioAdministrativoId: gestorId, demo: true, altaUsuarioId: gestorId });
    // Staff registering again for the same CIF refresh the centre's record (anonymous visitors do not).
    const otra = await t.enviar(altaForm(t.payload({ ...staff, cif: 'A58818501', nombre: 'Centro renombrado' }), [MEM]), {
      auth: gestor,
    });
    expect(otra.status).toBe(201);
    const [c] = await t.db
      .select()
      .from(centros)
      .where(eq(centros.id, s?.centroId as number));
    expect(c).toMatchObject({ nombre: 'Centro renombrado', modificacionUsuarioId: gestorId });

    const sinTutor = await json(
      await t.enviar(altaForm(t.payload({ ...staff, usuarioTutorId: undefined }), [MEM]), { auth: gestor }),
    );
    expect(sinTutor.errors.usuarioTutorId).toEqual(['Este campo es obligatorio']);
    const cruzados = await json(
      await t.enviar(altaForm(t.payload({ ...staff, usuarioTutorId: gestorId, usuarioAdministrativoId: tutorId }), [MEM]), {
        auth: gestor,
      }),
    );
    expect(cruzados.errors).toMatchObject({
      usuarioTutorId: ['El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)'],
      usuarioAdministrativoId: ['El usuario no tiene el perfil de gestión de solicitudes (GEST_SOLIC)'],
    });
    // Staff may register without the documents (they add them later with POST ficheros): JSON alone does.
    const soloJson = await t.enviar(t.payload(staff), { auth: gestor });
    expect(soloJson.status).toBe(201);
    // ...but what they do send is checked like the wizard's.
    const ajeno = await t.enviar(altaForm(t.payload(staff), [{ tipoClave: 'XXX', name: 'x.pdf' }]), { auth: gestor });
    expect((await json(ajeno)).errors).toEqual({ 'ficheros.XXX': ['El tipo de documento XXX no corresponde a esta solicitud'] });
  });
});

describe('POST /api/ficheros with solicitudId', () => {
  it('staff add files of the process types (internal too) to a pending request; anonymous 401, readers 403', async () => {
    const created = await json(await t.enviar(altaForm(t.payload({ cif: 'Q2818001F' }), [MEM])));
    const { bucket } = memoryBucket();
    const form = (tipoClave: string, name = 'informe.pdf') => {
      const fd = new FormData();
      fd.append('solicitudId', String(created.Id));
      fd.append('tipoClave[0]', tipoClave);
      fd.append('contenidoBinario[0]', new File([SAMPLES.pdf as Uint8Array<ArrayBuffer>], name));
      return fd;
    };
    const upload = (fd: FormData, auth: Record<string, string> = {}) =>
      t.app.request('/api/ficheros', { method: 'POST', headers: auth, body: fd }, { FICHEROS: bucket });

    expect((await upload(form('INT'))).status).toBe(401);
    expect((await upload(form('INT'), tutorAuth)).status).toBe(403);
    const ok = await upload(form('INT'), gestor);
    expect(ok.status, JSON.stringify(await json(ok.clone()))).toBe(201);
    const fileId = (await json(ok)).Id;
    const [row] = await t.db.select().from(ficheros).where(eq(ficheros.id, fileId));
    expect(row).toMatchObject({ solicitudId: created.Id, tipoClave: 'INT' });
    expect((await upload(form('MAN'), gestor)).status).toBe(422);
    expect((await upload(form('INT', 'informe.png'), gestor)).status).toBe(415);

    const read = (auth: Record<string, string> = {}) =>
      t.app.request(`/api/ficheros/${fileId}`, { headers: auth }, { FICHEROS: bucket });
    expect((await read()).status).toBe(401);
    expect((await read(tutorAuth)).status).toBe(200);

    // Once resolved, the files of the request are closed for writing.
    await t.db.update(solicitudes).set({ estadoClave: 'NO_ACE' }).where(eq(solicitudes.id, created.Id));
    expect((await upload(form('INT'), gestor)).status).toBe(403);
  });
});
