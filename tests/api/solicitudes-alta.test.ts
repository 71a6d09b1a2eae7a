import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros, correos, ficheros, solicitudes, solicitudPerfiles } from '../../src/db/schema/index.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { altaForm, createAltaTestApp, filasEscritas, memoryBucket } from '../fixtures/solicitudes-alta.ts';
import { type Json, json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createAltaTestApp>>;
let t: T;
beforeAll(async () => {
  t = await createAltaTestApp();
});

const MEM = { tipoClave: 'MEM', name: 'memoria.pdf' };

const counts = () => filasEscritas(t.db);

/** A 422 with `message` at `path`, nothing written and no bytes left in storage. */
async function expectRefused(body: FormData | unknown, path: string, message: string, auth?: Record<string, string>) {
  const before = await counts();
  const { bucket, objects } = memoryBucket();
  const res = await t.enviar(body, { auth, bucket });
  const reply: Json = await json(res);
  expect(res.status, JSON.stringify(reply)).toBe(422);
  expect(reply.errors?.[path], JSON.stringify(reply.errors)).toContain(message);
  expect(await counts()).toEqual(before);
  expect(objects.size).toBe(0);
}

describe('POST /api/solicitudes: anonymous submit', () => {
  it('201 with the reference; centre, request, people, file and mail written together', async () => {
    const { bucket, objects } = memoryBucket();
    const res = await t.enviar(altaForm(t.payload(), [{ ...MEM, descripcion: 'Memoria 2026' }]), { bucket });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ Referencia: 'SOL-2026-000001', message: expect.stringContaining('SOL-2026-000001') });

    const [s] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, body.Id));
    expect(s).toMatchObject({
      referencia: 'SOL-2026-000001',
      procesoId: t.ids.abierto,
      estadoClave: 'PTE',
      ambitoId: t.ids.turismo,
      nombre: 'Hotel Playa Serena',
      cif: 'B12345674',
      fechaInicio: '2026-04-01',
      nica: '3,41',
      demo: false,
      usuarioTutorId: null,
      altaUsuarioId: null,
      altaUsuarioNombre: 'Ana López',
    });
    const [c] = await t.db
      .select()
      .from(centros)
      .where(eq(centros.id, s?.centroId as number));
    expect(c).toMatchObject({ nombre: 'Hotel Playa Serena', cif: 'B12345674', codigoPostal: '28001', municipioId: 28079 });
    const personas = await t.db.select().from(solicitudPerfiles).where(eq(solicitudPerfiles.solicitudId, body.Id));
    expect(personas.map((p) => [p.perfilId, p.nombre, p.documentoIdentidad, p.direccionEmail])).toEqual([
      [t.ids.repre, 'Ana', '12345678Z', 'Ana.Lopez@example.es'],
      [t.ids.autoeval, 'Luis', null, null],
    ]);
    const files = await t.db.select().from(ficheros).where(eq(ficheros.solicitudId, body.Id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ tipoClave: 'MEM', nombreFisico: 'memoria.pdf', descripcion: 'Memoria 2026' });
    expect(files[0]?.tipoContenido).toBe('application/pdf');
    expect(objects.get(files[0]?.claveAlmacen as string)).toEqual(SAMPLES.pdf);
    const mails = await t.db.select().from(correos).where(eq(correos.plantilla, 'solicitud-registrada'));
    expect(mails.map((m) => m.para)).toEqual(['ana.lopez@example.es']);
    expect(mails[0]?.asunto).toContain('SOL-2026-000001');
    expect(mails[0]?.texto).toContain('Memoria del centro: memoria.pdf');
  });

  it('the next one takes the next number and links the centre of the same CIF without rewriting it', async () => {
    const centrosAntes = await t.db.$count(centros);
    const res = await t.enviar(altaForm(t.payload({ nombre: 'Hotel Playa Serena II', cif: 'b12345674' }), [MEM]));
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.Referencia).toBe('SOL-2026-000002');
    expect(await t.db.$count(centros)).toBe(centrosAntes);
    const [c] = await t.db.select().from(centros).where(eq(centros.cif, 'B12345674'));
    // An anonymous visitor who knows a CIF must not rename a registered centre; the request keeps what was sent.
    expect(c?.nombre).toBe('Hotel Playa Serena');
    const [s] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, body.Id));
    expect(s).toMatchObject({ centroId: c?.id, nombre: 'Hotel Playa Serena II' });
  });

  it('a scope with plans needs MEM and PLA; up to 3 PLA in pdf, jpg or png; a large body has its own limit', async () => {
    const grande = new Uint8Array(1_500_000);
    grande.set(SAMPLES.pdf);
    const res = await t.enviar(
      altaForm(t.payload({ ambitoId: t.ids.educativos }), [
        { ...MEM, bytes: grande },
        { tipoClave: 'pla', name: 'plano.png', bytes: SAMPLES.png },
        { tipoClave: 'PLA', name: 'plano.pdf' },
      ]),
    );
    expect(res.status, JSON.stringify(await json(res.clone()))).toBe(201);
    const { Id } = await json(res);
    const tipos = (await t.db.select().from(ficheros).where(eq(ficheros.solicitudId, Id))).map((f) => f.tipoClave).sort();
    expect(tipos).toEqual(['MEM', 'PLA', 'PLA']);
  });
});

describe('POST /api/solicitudes: refusals (422, nothing written)', () => {
  const persona0 = (over: Record<string, unknown>) => {
    const p = t.payload();
    return { ...p, perfiles: [{ ...p.perfiles[0], ...over }, p.perfiles[1]] };
  };
  it('centre data: CIF, postal code, municipality of another province', async () => {
    await expectRefused(altaForm(t.payload({ cif: 'B12345678' }), [MEM]), 'cif', 'CIF no válido');
    await expectRefused(altaForm(t.payload({ codigoPostal: '2800' }), [MEM]), 'codigoPostal', 'Código postal no válido');
    await expectRefused(
      altaForm(t.payload({ municipioId: 46250 }), [MEM]),
      'municipioId',
      'El municipio no pertenece a la provincia seleccionada',
    );
  });

  it('people: DNI, NIE, passport per type, phone, e-mail required, a missing profile entry', async () => {
    await expectRefused(
      altaForm(persona0({ documentoIdentidad: '12345678A' }), [MEM]),
      'perfiles.0.documentoIdentidad',
      'DNI no válido',
    );
    await expectRefused(
      altaForm(persona0({ tipoDocumentoIdentidadClave: 'NIE', documentoIdentidad: 'X1234567A' }), [MEM]),
      'perfiles.0.documentoIdentidad',
      'NIE no válido',
    );
    await expectRefused(
      altaForm(persona0({ tipoDocumentoIdentidadClave: 'PAS', documentoIdentidad: 'AB123' }), [MEM]),
      'perfiles.0.documentoIdentidad',
      'Pasaporte no válido',
    );
    await expectRefused(altaForm(persona0({ telefono: '512345678' }), [MEM]), 'perfiles.0.telefono', 'Teléfono no válido');
    await expectRefused(
      altaForm(persona0({ direccionEmail: null }), [MEM]),
      'perfiles.0.direccionEmail',
      'Este campo es obligatorio',
    );
    await expectRefused(
      altaForm(persona0({ tipoDocumentoIdentidadClave: null }), [MEM]),
      'perfiles.0.tipoDocumentoIdentidadClave',
      'Este campo es obligatorio',
    );
    const soloRepre = t.payload();
    await expectRefused(
      altaForm({ ...soloRepre, perfiles: [soloRepre.perfiles[0]] }, [MEM]),
      'perfiles',
      'Faltan los datos de la persona con el perfil «Autoevaluador»',
    );
  });

  it('files: a required upload missing, too many of a type, a wrong extension, an internal or unknown type', async () => {
    await expectRefused(altaForm(t.payload(), []), 'ficheros.MEM', 'Debe aportar el documento «Memoria del centro»');
    await expectRefused(t.payload(), 'ficheros.MEM', 'Debe aportar el documento «Memoria del centro»');
    await expectRefused(
      altaForm(t.payload({ ambitoId: t.ids.educativos }), [MEM]),
      'ficheros.PLA',
      'Debe aportar el documento «Plano de sombras»',
    );
    await expectRefused(altaForm(t.payload(), [MEM, MEM]), 'ficheros.MEM', 'Solo se admite un fichero de «Memoria del centro»');
    await expectRefused(
      altaForm(t.payload(), [{ tipoClave: 'MEM', name: 'memoria.png', bytes: SAMPLES.png }]),
      'ficheros.MEM',
      'El fichero «memoria.png» debe ser PDF',
    );
    await expectRefused(
      altaForm(t.payload(), [MEM, { tipoClave: 'INT', name: 'interno.pdf' }]),
      'ficheros.INT',
      'El tipo de documento INT no corresponde a esta solicitud',
    );
    await expectRefused(
      altaForm(t.payload(), [MEM, { tipoClave: 'PLA', name: 'plano.pdf' }]),
      'ficheros.PLA',
      'El tipo de documento PLA no corresponde a esta solicitud',
    );
    await expectRefused(
      altaForm(t.payload(), [{ tipoClave: 'MEM', name: 'memoria.pdf', bytes: SAMPLES.png }]),
      'ficheros.MEM',
      'El contenido del fichero «memoria.pdf» no corresponde a su extensión (es un PNG)',
    );
  });

  it('process closed, conditions not accepted, unknown fields, staff fields from non-staff', async () => {
    await expectRefused(
      altaForm(t.payload({ procesoId: t.ids.cerrado }), [MEM]),
      'procesoId',
      'El proceso no existe o no está abierto',
    );
    await expectRefused(
      altaForm(t.payload({ aceptaCondiciones: false }), [MEM]),
      'aceptaCondiciones',
      'Se requiere aceptar las condiciones',
    );
    await expectRefused(
      altaForm(t.payload({ aceptaCondiciones: undefined }), [MEM]),
      'aceptaCondiciones',
      'Se requiere aceptar las condiciones',
    );
    await expectRefused(altaForm(t.payload({ estadoClave: 'ACE' }), [MEM]), 'estadoClave', 'Campo no permitido');
    // Staff fields without a session: sign in first (staff whose session expired mid-form).
    for (const extra of [{ usuarioTutorId: 1 }, { demo: true }]) {
      const antes = await counts();
      const res = await t.enviar(altaForm(t.payload(extra), [MEM]));
      expect(res.status).toBe(401);
      expect((await json(res)).message).toBe('Debe iniciar sesión para realizar esta operación');
      expect(await counts()).toEqual(antes);
    }
    // GEST_PROY reads requests (L) but does not register them: still not staff here.
    await expectRefused(
      altaForm(t.payload({ usuarioAdministrativoId: 1 }), [MEM]),
      'usuarioAdministrativoId',
      'Campo no permitido',
      await t.as('tutor'),
    );
  });

  it('malformed bodies: no solicitud part, broken JSON, an unknown part, another content type', async () => {
    const sinDatos = new FormData();
    sinDatos.append('contenidoBinario[0]', new File([SAMPLES.pdf as Uint8Array<ArrayBuffer>], 'a.pdf'));
    sinDatos.append('tipoClave[0]', 'MEM');
    await expectRefused(sinDatos, 'solicitud', 'Falta el campo solicitud con los datos de la solicitud');
    const roto = new FormData();
    roto.append('solicitud', '{no');
    await expectRefused(roto, 'solicitud', 'El campo solicitud no es un JSON válido');
    const extra = altaForm(t.payload(), [MEM]);
    extra.append('manualId', '1');
    await expectRefused(extra, 'manualId', 'Campo no permitido: manualId');
    const res = await t.app.request('/api/solicitudes', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
  });
});
