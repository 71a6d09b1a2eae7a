import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultaObservaciones, consultas } from '../../src/db/schema/index.ts';
import { consulta, createConsultasTestApp } from './consultas-helpers.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createConsultasTestApp>>;
let t: T;
let tutor: Record<string, string>;
let gestor: Record<string, string>;
beforeAll(async () => {
  t = await createConsultasTestApp();
  tutor = await t.as('tutor');
  gestor = await t.as('gestor');
});

const crear = async (over: Record<string, unknown> = {}) => {
  const res = await t.enviar(consulta(over), { ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as { Id: number; Referencia: string };
};

/** The PUT body: the record as it is, with `over` changed. */
const datos = async (id: number, over: Record<string, unknown> = {}) => {
  const c = await json(await t.send('GET', `/api/consultas/${id}`, tutor));
  return {
    nombre: c.Nombre,
    tipoDocumentoIdentidadClave: c.TipoDocumentoIdentidadClave,
    documentoIdentidad: c.DocumentoIdentidad,
    direccionEmail: c.DireccionEmail,
    telefono: c.Telefono,
    texto: c.Texto,
    estadoClave: c.Estado?.Clave ?? null,
    fechaResolucion: c.FechaResolucion,
    respuesta: c.Respuesta,
    usuarioResponsableId: c.Responsable?.Id ?? null,
    ...over,
  };
};
const put = async (id: number, over: Record<string, unknown>, auth = tutor) =>
  t.send('PUT', `/api/consultas/${id}`, auth, await datos(id, over));

describe('answering an enquiry', () => {
  it('a resolution date with an answer resolves it and mails the answer (escaped) to the enquirer, once', async () => {
    const { Id, Referencia } = await crear({ direccionEmail: 'pedro@example.es', nombre: 'Pedro' });
    const respuesta = 'El estándar 1.2 pide <b>sombra</b> en el patio.\nUn saludo.';
    const res = await put(Id, { fechaResolucion: '02/03/2026', respuesta, usuarioResponsableId: await t.idOf('gestor') });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      Estado: { Clave: 'resuelta', Nombre: 'Resuelta' },
      FechaResolucion: '2026-03-02',
      Respuesta: respuesta,
      Responsable: { Id: await t.idOf('gestor') },
      message: 'La operación se ha realizado correctamente',
    });
    const [mail, ...otros] = await t.correosDe('pedro@example.es', 'consulta-respuesta');
    expect(otros).toEqual([]);
    expect(mail?.asunto).toBe(`Respuesta a su consulta ${Referencia}`);
    expect(mail?.texto).toContain('El estándar 1.2 pide <b>sombra</b> en el patio.');
    expect(mail?.html).toContain('El estándar 1.2 pide &lt;b&gt;sombra&lt;/b&gt; en el patio.');
    expect(mail?.html).not.toContain('<b>sombra');

    // Saving again without changing the answer sends nothing; a rewritten answer is sent.
    expect((await put(Id, { telefono: '912345678' })).status).toBe(200);
    expect(await t.correosDe('pedro@example.es', 'consulta-respuesta')).toHaveLength(1);
    expect((await put(Id, { respuesta: 'Corrección: el estándar 1.3.' })).status).toBe(200);
    expect(await t.correosDe('pedro@example.es', 'consulta-respuesta')).toHaveLength(2);
  });

  it('"resuelta" without a date resolves it today; without an answer nothing is mailed', async () => {
    const { Id } = await crear({ direccionEmail: 'sin-respuesta@example.es' });
    const body = await json(await put(Id, { estadoClave: 'resuelta' }));
    expect(body).toMatchObject({ Estado: { Clave: 'resuelta' }, FechaResolucion: '2026-03-02', Respuesta: null });
    expect(await t.correosDe('sin-respuesta@example.es', 'consulta-respuesta')).toEqual([]);
  });

  it('status and responsible can be cleared; a date resolves whatever status comes with it', async () => {
    const { Id } = await crear();
    expect((await json(await put(Id, { usuarioResponsableId: await t.idOf('tutor') }))).Responsable).not.toBeNull();
    const limpia = await json(await put(Id, { estadoClave: null, usuarioResponsableId: null }));
    expect(limpia).toMatchObject({ Estado: null, Responsable: null, FechaResolucion: null });
    for (const estadoClave of [null, 'pendiente']) {
      const conFecha = await json(await put(Id, { fechaResolucion: '2026-03-01', estadoClave }));
      expect(conFecha.Estado.Clave).toBe('resuelta');
    }
    const reabierta = await json(await put(Id, { fechaResolucion: null, estadoClave: 'pendiente' }));
    expect(reabierta).toMatchObject({ Estado: { Clave: 'pendiente' }, FechaResolucion: null });
  });

  it('refuses a future date, a responsible without GEST_CONSULTAS and bad fields, changing nothing', async () => {
    const { Id } = await crear();
    const [antes] = await t.db.select().from(consultas).where(eq(consultas.id, Id));
    const casos: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ fechaResolucion: '2026-03-03' }, { fechaResolucion: ['La fecha de resolución no puede ser posterior a hoy'] }],
      [{ fechaResolucion: '31/02/2026' }, { fechaResolucion: ['Formato fecha no válido'] }],
      [{ estadoClave: 'cerrada' }, { estadoClave: ['Estado de la consulta no válido'] }],
      [
        { usuarioResponsableId: await t.idOf('representante') },
        { usuarioResponsableId: ['El responsable debe ser un usuario con permiso de gestión de consultas'] },
      ],
      [
        { direccionEmail: 'x', documentoIdentidad: 'Y1234567A', tipoDocumentoIdentidadClave: 'NIE' },
        { direccionEmail: ['Email no válido'], documentoIdentidad: ['NIE no válido'] },
      ],
      [{ respuesta: 'a\u0000b' }, { respuesta: ['El texto contiene caracteres de control no permitidos'] }],
    ];
    for (const [over, errors] of casos) {
      const res = await put(Id, over);
      expect(res.status, JSON.stringify(over)).toBe(422);
      const e = (await json(res)).errors;
      for (const [k, v] of Object.entries(errors)) expect(e[k], k).toEqual(v);
    }
    const [despues] = await t.db.select().from(consultas).where(eq(consultas.id, Id));
    expect(despues).toEqual(antes);
  });

  it('only GEST_CONSULTAS at E writes; 404 for an enquiry that is not there', async () => {
    const { Id } = await crear();
    expect((await put(Id, {}, await t.as('representante'))).status).toBe(403);
    expect((await t.send('PUT', '/api/consultas/999999', tutor, await datos(Id))).status).toBe(404);
    expect((await t.send('GET', '/api/consultas/999999', tutor)).status).toBe(404);
  });
});

describe('tags, observations and deletion', () => {
  it('takes tags of type CON only, and replaces the set', async () => {
    const { Id } = await crear();
    const urgente = await t.etiqueta('Urgente');
    const web = await t.etiqueta('Web');
    const deUsuario = await t.etiqueta('Formación', 'USU');
    const ok = await t.send('POST', `/api/consultas/${Id}/etiquetas/reasignar`, tutor, { etiquetas: [web, urgente] });
    expect(ok.status).toBe(200);
    expect((await json(ok)).Etiquetas.map((e: { Nombre: string }) => e.Nombre)).toEqual(['Urgente', 'Web']);
    const mal = await t.send('POST', `/api/consultas/${Id}/etiquetas/reasignar`, tutor, { etiquetas: [urgente, deUsuario] });
    expect(mal.status).toBe(422);
    expect((await json(mal)).errors.etiquetas).toEqual([`Etiquetas no válidas (deben ser de consultas): ${deUsuario}`]);
    const spec = await t.send('POST', `/api/consultas/${Id}/etiquetas/reasignar`, tutor, { objetoEtiquetas: [urgente] });
    expect((await json(spec)).Etiquetas).toHaveLength(1);
  });

  it('observations are added, changed and deleted, and shown with the enquiry', async () => {
    const { Id } = await crear();
    const creada = await t.send('POST', `/api/consultas/${Id}/observaciones`, gestor, { observacion: 'Llamar por la tarde' });
    expect(creada.status).toBe(201);
    const obsId = (await json(creada)).Id;
    expect((await t.send('POST', `/api/consultas/${Id}/observaciones`, gestor, { observacion: '' })).status).toBe(422);
    const cambiada = await t.send('PUT', `/api/consultas/observaciones/${obsId}`, gestor, {
      observacion: 'Llamar por la mañana',
    });
    expect((await json(cambiada)).Observacion).toBe('Llamar por la mañana');
    const ficha = await json(await t.send('GET', `/api/consultas/${Id}`, gestor));
    expect(ficha.Observaciones.map((o: { Observacion: string }) => o.Observacion)).toEqual(['Llamar por la mañana']);
    expect((await json(await t.send('GET', `/api/consultas/${Id}/observaciones`, gestor))).Registros).toHaveLength(1);
    expect((await t.send('DELETE', `/api/consultas/observaciones/${obsId}`, gestor)).status).toBe(204);
    expect((await t.send('DELETE', `/api/consultas/observaciones/${obsId}`, gestor)).status).toBe(404);
  });

  it('deleting removes the enquiry with its tags and observations', async () => {
    const { Id } = await crear();
    await t.send('POST', `/api/consultas/${Id}/observaciones`, gestor, { observacion: 'x' });
    expect((await t.send('DELETE', `/api/consultas/${Id}`, gestor)).status).toBe(204);
    expect((await t.send('GET', `/api/consultas/${Id}`, gestor)).status).toBe(404);
    expect(await t.db.$count(consultaObservaciones, eq(consultaObservaciones.consultaId, Id))).toBe(0);
  });
});

describe('GET /api/consultas', () => {
  it('filters by text, dates, status, responsible and tag, newest first, with paging', async () => {
    const t0 = t.time.now;
    const a = await crear({ nombre: 'Lucía Fernández', texto: 'Duda sobre la crema solar' });
    t.time.now += 2 * 24 * 3600 * 1000;
    const b = await crear({ nombre: 'Mario Ruiz', texto: 'Plazos del proceso' });
    const etiqueta = await t.etiqueta('Plazos');
    await t.send('POST', `/api/consultas/${b.Id}/etiquetas/reasignar`, tutor, { etiquetas: [etiqueta] });
    await put(b.Id, { fechaResolucion: null, estadoClave: null, usuarioResponsableId: await t.idOf('gestor') });
    const ids = async (q: string) =>
      (await json(await t.send('GET', `/api/consultas?${q}`, tutor))).Registros.map((r: { Id: number }) => r.Id);
    expect(await ids('texto=lucia%20crema')).toEqual([a.Id]);
    expect(await ids(`texto=${a.Referencia}`)).toEqual([a.Id]);
    expect(await ids(`etiquetaId=${etiqueta}`)).toEqual([b.Id]);
    expect(await ids(`usuarioResponsableId=${await t.idOf('gestor')}&estadoClave=sin`)).toEqual([b.Id]);
    expect(await ids('estadoClave=pendiente&texto=lucia')).toEqual([a.Id]);
    const dia = new Date(t.time.now).toISOString().slice(0, 10);
    expect(await ids(`fechaDesde=${dia}&texto=mario`)).toEqual([b.Id]);
    expect(await ids(`fechaHasta=${new Date(t0).toISOString().slice(0, 10)}&texto=mario`)).toEqual([]);
    const pagina = await json(await t.send('GET', '/api/consultas?registrosPorPagina=1', tutor));
    expect(pagina.Registros[0].Id).toBe(b.Id);
    expect(pagina.NumeroRegistros).toBeGreaterThanOrEqual(2);
    const mal = await t.send('GET', '/api/consultas?fechaDesde=2026-13-01', tutor);
    expect(mal.status).toBe(422);
    expect((await t.send('GET', '/api/consultas?estadoClave=x', tutor)).status).toBe(400);
  });

  it('the possible responsibles are the active holders of GEST_CONSULTAS', async () => {
    const res = await json(await t.send('GET', '/api/consultas/responsables', tutor));
    const ids = res.Registros.map((r: { Id: number }) => r.Id);
    for (const u of ['admin', 'gestor', 'tutor', 'superadmin']) expect(ids).toContain(await t.idOf(u));
    expect(ids).not.toContain(await t.idOf('representante'));
  });

  it('downloads as CSV with the same filters as the page', async () => {
    const { Referencia } = await crear({ nombre: 'Exportada Prueba', texto: 'Para el fichero' });
    const res = await t.send('GET', '/api/exportaciones/consultas?formato=csv&texto=exportada', tutor);
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv.split('\n')[0]).toContain('Referencia');
    expect(csv).toContain(Referencia);
    expect(csv).toContain('Formulario de contacto');
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect((await t.send('GET', '/api/exportaciones/consultas?formato=csv', await t.as('representante'))).status).toBe(403);
  });
});
