import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditoria, consultas, correos } from '../../src/db/schema/index.ts';
import { CONTACTO_IP_LIMIT } from '../../src/domain/consultas/limite.ts';
import { consulta, createConsultasTestApp } from './consultas-helpers.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createConsultasTestApp>>;
let t: T;
beforeEach(async () => {
  t = await createConsultasTestApp();
});

const nada = async () => {
  expect(await t.db.$count(consultas)).toBe(0);
  expect(await t.db.$count(correos)).toBe(0);
};

describe('POST /api/consultas from the contact form', () => {
  it('records a pending enquiry from the form and mails its reference to the enquirer, in one go', async () => {
    const res = await t.enviar(consulta());
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.Referencia).toMatch(/^CON-2026-[A-Z2-9]{6}$/);
    expect(body.message).toContain(body.Referencia);
    const [row] = await t.db.select().from(consultas).where(eq(consultas.id, body.Id));
    expect(row).toMatchObject({
      origen: 'contacto',
      estadoClave: 'pendiente',
      direccionEmail: 'ana.gomez@example.es',
      documentoIdentidad: '12345678Z',
      altaUsuarioId: null,
      altaUsuarioNombre: 'Ana Gómez',
    });
    const [mail] = await t.correosA('ana.gomez@example.es');
    expect(mail?.plantilla).toBe('consulta-recibida');
    expect(mail?.asunto).toBe(`Consulta ${body.Referencia} recibida`);
    expect(mail?.texto).toContain(body.Referencia);
    expect(mail?.texto).toContain('¿Qué significa el estándar 1.2?');
    const entradas = await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'consulta'));
    expect(entradas.map((e) => [e.accion, e.entidadId])).toEqual([['CREAR', String(body.Id)]]);
  });

  it('escapes what the enquirer typed in the acknowledgement', async () => {
    const res = await t.enviar(consulta({ nombre: '<b>Ana</b>', texto: '<script>alert(1)</script>' }));
    expect(res.status).toBe(201);
    const [mail] = await t.correosA('ana.gomez@example.es');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
  });

  it("answers the spec's messages for each wrong field, and writes nothing", async () => {
    const res = await t.enviar({
      nombre: '',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678A',
      direccionEmail: 'ana@',
      telefono: '512345678',
      texto: '',
      aceptaPrivacidad: true,
    });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors).toMatchObject({
      nombre: ['Este campo es obligatorio'],
      documentoIdentidad: ['DNI no válido'],
      direccionEmail: ['Email no válido'],
      telefono: ['Teléfono no válido'],
      texto: ['Este campo es obligatorio'],
    });
    for (const [tipo, numero, mensaje] of [
      ['NIE', 'X1234567A', 'NIE no válido'],
      ['PAS', '12', 'Pasaporte no válido'],
      [undefined, '12345678Z', 'Este campo es obligatorio'],
    ] as const) {
      const r = await t.enviar(consulta({ tipoDocumentoIdentidadClave: tipo, documentoIdentidad: numero }));
      expect(r.status).toBe(422);
      const e = (await json(r)).errors;
      expect(e.documentoIdentidad ?? e.tipoDocumentoIdentidadClave).toEqual([mensaje]);
    }
    const sinDocumento = await t.enviar(consulta({ documentoIdentidad: '' }));
    expect((await json(sinDocumento)).errors.documentoIdentidad).toEqual(['Este campo es obligatorio']);
    await nada();
  });

  it('needs the privacy notice accepted', async () => {
    const res = await t.enviar(consulta({ aceptaPrivacidad: false }));
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ aceptaPrivacidad: ['Se requiere aceptar las condiciones'] });
    await nada();
  });

  it('refuses the filled honeypot, a form sent too fast, a forged or stale stamp, and none at all', async () => {
    const trampa = await t.enviar(consulta({ sitioWeb: 'http://spam.example' }));
    expect(trampa.status).toBe(422);
    expect((await json(trampa)).message).toBe('No se ha podido enviar la consulta. Recargue la página e inténtelo de nuevo.');

    const rapido = await t.enviar(consulta(), { segundos: 1 });
    expect(rapido.status).toBe(422);
    expect((await json(rapido)).errors.marca).toEqual([
      'Ha enviado el formulario demasiado rápido. Revise los datos y vuelva a enviarlo en unos segundos.',
    ]);

    const m = await t.marca();
    t.time.now += 20_000;
    const [ms, firma] = m.split('.');
    const caducado = 'El formulario ha caducado. Recargue la página e inténtelo de nuevo.';
    // A client moving its own stamp back in time breaks the signature.
    for (const marca of [`${Number(ms) - 60_000}.${firma}`, `${ms}.x${firma}`, '', 'abc']) {
      const r = await t.send('POST', '/api/consultas', {}, { ...consulta(), marca });
      expect(r.status, marca).toBe(422);
      expect((await json(r)).message).toBe(caducado);
    }
    const sinMarca = await t.send('POST', '/api/consultas', {}, consulta());
    expect((await json(sinMarca)).message).toBe(caducado);

    const viejo = await t.enviar(consulta(), { segundos: 25 * 60 * 60 });
    expect((await json(viejo)).message).toBe(caducado);
    await nada();
  });

  it(`takes ${CONTACTO_IP_LIMIT.max} an hour from one address, then 429 with Retry-After and nothing written`, async () => {
    const ip = '203.0.113.9';
    // A typo costs nothing; a program refused as automated counts.
    expect((await t.enviar(consulta({ telefono: '1' }), { ip })).status).toBe(422);
    expect((await t.enviar(consulta({ sitioWeb: 'x' }), { ip })).status).toBe(422);
    for (let i = 1; i < CONTACTO_IP_LIMIT.max; i++) expect((await t.enviar(consulta(), { ip })).status, `envío ${i}`).toBe(201);
    const antes = { consultas: await t.db.$count(consultas), correos: await t.db.$count(correos) };
    const tope = await t.enviar(consulta(), { ip, segundos: 5 });
    expect(tope.status).toBe(429);
    expect((await json(tope)).message).toBe(
      'Se han enviado demasiadas consultas desde esta conexión. Inténtelo de nuevo dentro de una hora.',
    );
    expect(Number(tope.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(tope.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect({ consultas: await t.db.$count(consultas), correos: await t.db.$count(correos) }).toEqual(antes);
    // Other addresses, and staff from the same one, go on.
    expect((await t.enviar(consulta(), { ip: '203.0.113.10' })).status).toBe(201);
    const tutor = await t.as('tutor');
    expect((await t.enviar(consulta(), { ip, auth: tutor })).status).toBe(201);
    // An hour later the address may write again.
    t.time.now += CONTACTO_IP_LIMIT.lockMs;
    expect((await t.enviar(consulta(), { ip })).status).toBe(201);
  });
});

describe('POST /api/consultas by staff', () => {
  it('records an enquiry that came another way, with its origin, without the form checks', async () => {
    const gestor = await t.as('gestor');
    const res = await t.send('POST', '/api/consultas', gestor, {
      ...consulta({ aceptaPrivacidad: undefined }),
      origen: 'telefono',
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.message).toBe(`Consulta registrada correctamente con la referencia ${body.Referencia}`);
    const [row] = await t.db.select().from(consultas).where(eq(consultas.id, body.Id));
    expect(row).toMatchObject({ origen: 'telefono', estadoClave: 'pendiente', altaUsuarioId: await t.idOf('gestor') });
    expect(await t.correosDe('ana.gomez@example.es', 'consulta-recibida')).toHaveLength(1);

    // Without the stamp, anyone else is the contact form's and refused.
    const repre = await t.as('representante');
    const otro = await t.send('POST', '/api/consultas', repre, { ...consulta(), origen: 'telefono' });
    expect(otro.status).toBe(422);
  });
});

describe('POST /api/consultas by staff, with the spec\'s consulta form', () => {
  const formulario = (over: Record<string, unknown> = {}) => ({
    nombre: 'Luis Pardo',
    documentoIdentidad: '12345678Z',
    tipoDocumentoIdentidadClave: 'DNI',
    direccionEmail: 'luis.pardo@example.es',
    telefono: '612345678',
    texto: '¿Cuándo abre la convocatoria?',
    ...over,
  });

  it('takes estadoClave and no origen: recorded by staff (gestion), pending', async () => {
    const gestor = await t.as('gestor');
    const res = await t.send('POST', '/api/consultas', gestor, formulario({ estadoClave: 'pendiente' }));
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const [row] = await t.db.select().from(consultas).where(eq(consultas.id, body.Id));
    expect(row).toMatchObject({ origen: 'gestion', estadoClave: 'pendiente', fechaResolucion: null, respuesta: null });
  });

  it('recorded already answered (ISO date), it is resolved and the answer is mailed with the acknowledgement', async () => {
    const gestor = await t.as('gestor');
    const res = await t.send(
      'POST',
      '/api/consultas',
      gestor,
      formulario({
        direccionEmail: 'resuelta@example.es',
        estadoClave: 'pendiente',
        fechaResolucion: '2026-01-02',
        respuesta: 'En marzo.',
        usuarioResponsableId: await t.idOf('gestor'),
        origen: 'correo',
      }),
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const [row] = await t.db.select().from(consultas).where(eq(consultas.id, body.Id));
    expect(row).toMatchObject({ origen: 'correo', estadoClave: 'resuelta', fechaResolucion: '2026-01-02', respuesta: 'En marzo.' });
    expect(await t.correosDe('resuelta@example.es', 'consulta-recibida')).toHaveLength(1);
    expect(await t.correosDe('resuelta@example.es', 'consulta-respuesta')).toHaveLength(1);
  });

  it('refuses a responsible without the enquiries permission and writes nothing', async () => {
    const gestor = await t.as('gestor');
    const antes = (await t.db.select().from(consultas)).length;
    const res = await t.send(
      'POST',
      '/api/consultas',
      gestor,
      formulario({ usuarioResponsableId: await t.idOf('representante') }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors)).toEqual(['usuarioResponsableId']);
    expect((await t.db.select().from(consultas)).length).toBe(antes);
  });

  it('the contact form may not set what staff keep', async () => {
    const res = await t.enviar(consulta({ estadoClave: 'resuelta', respuesta: 'x' }), { ip: '198.51.100.250' });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ estadoClave: ['Campo no permitido'], respuesta: ['Campo no permitido'] });
  });
});
