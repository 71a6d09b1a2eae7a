import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correos, estandares, mensajePendientes, procesos, proyectos } from '../../src/db/schema/index.ts';
import { contextoDemoComo } from '../../src/db/seed/contexto-demo.ts';
import { listOpcionesBandeja } from '../../src/domain/mensajes/bandeja.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Messages between a project's centre team and the agency: who sees a project's threads (its
// team with COMUNIC, the agency with GEST_COMUNIC; no other centre, no evaluator), the unread
// counts per person, replies, the reads, tags, the mail to the other side and its opt-out.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let proyectoId: number;
let otroId: number;
let evaId: number;
let estandarId: number;

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);
const noLeidos = async (who: string, proyecto?: number) =>
  (await json(await send('GET', `/mensajes/noLeidos${proyecto ? `?proyectoId=${proyecto}` : ''}`, who))).Total as number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  proyectoId = (await t.proyecto(DEMO.AUT)).id;
  otroId = (await t.proyecto(DEMO.OTRO)).id;
  evaId = (await t.proyecto(DEMO.EVA)).id;
  const [e] = await t.db
    .select({ id: estandares.id })
    .from(proyectos)
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(estandares, eq(estandares.manualId, procesos.manualId))
    .where(eq(proyectos.id, proyectoId))
    .limit(1);
  if (!e) throw new Error('no standard');
  estandarId = e.id;
}, 120_000);

describe('POST mensajes and the threads', () => {
  let hiloId: number;
  let mensajeId: number;

  it('the representative asks about a standard: 201, the spec message, a thread about it', async () => {
    const tutorAntes = await noLeidos('tutor');
    const res = await send('POST', '/mensajes', 'representante', {
      proyectoId,
      asunto: '¿Qué cuenta como evidencia?',
      cuerpo: 'Línea 1\n<b>no es HTML</b>',
      estandarId,
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.message).toBe('Mensaje enviado con éxito');
    hiloId = body.HiloId;
    mensajeId = body.Id;
    const hilo = await json(await send('GET', `/mensajes/hilos/${hiloId}`, 'representante'));
    expect(hilo.Estandar.Id).toBe(estandarId);
    expect(hilo.Mensajes[0]).toMatchObject({ Cuerpo: 'Línea 1\n<b>no es HTML</b>', Lado: 'CEN', Nuevo: false });
    expect(await noLeidos('tutor')).toBe(tutorAntes + 1);
    // The author's own message is not unread for them; their team mate has it unread.
    expect(await noLeidos('representante', proyectoId)).toBe(0);
    expect(await noLeidos('autoevaluador', proyectoId)).toBeGreaterThanOrEqual(1);
  });

  it('mails the project tutor with a link to the thread, the text escaped', async () => {
    const mails = await t.db.select().from(correos).where(eq(correos.plantilla, 'mensaje-nuevo'));
    const delHilo = mails.filter((m) => m.texto.includes(`/hilo/${hiloId}\n`) || m.texto.endsWith(`/hilo/${hiloId}`));
    expect(delHilo.map((m) => m.para)).toEqual(['tutor@soludable.demo']);
    expect(delHilo[0]?.html).not.toContain('__HILO__');
    expect(delHilo[0]?.html).not.toContain('<b>');
  });

  it('the agency sees it in its inbox, unread, filtered by project, centre and unread', async () => {
    const bandeja = await json(await send('GET', `/mensajes?proyectoId=${proyectoId}&noLeidos=true`, 'tutor'));
    expect(bandeja.Registros.map((h: { Id: number }) => h.Id)).toContain(hiloId);
    expect(bandeja.Registros.find((h: { Id: number }) => h.Id === hiloId).NoLeidos).toBe(1);
    const todas = await json(await send('GET', '/mensajes', 'tutor'));
    expect(todas.NumeroRegistros).toBeGreaterThanOrEqual(1);
    const otroCentro = await json(await send('GET', `/mensajes?proyectoId=${otroId}`, 'tutor'));
    expect(otroCentro.Registros.map((h: { Id: number }) => h.Id)).not.toContain(hiloId);
  });

  it("finds threads by words of the subject, the project's code or the centre's name", async () => {
    const [p] = await t.db.select({ codigo: proyectos.codigo }).from(proyectos).where(eq(proyectos.id, proyectoId));
    const porCodigo = await json(await send('GET', `/mensajes?texto=${encodeURIComponent(p?.codigo ?? '')}`, 'tutor'));
    expect(porCodigo.Registros.map((h: { Id: number }) => h.Id)).toContain(hiloId);
    expect(porCodigo.Registros.every((h: { Proyecto: { Codigo: string } }) => h.Proyecto.Codigo.includes(p?.codigo ?? ''))).toBe(
      true,
    );
    expect(porCodigo.NumeroRegistros).toBe(porCodigo.Registros.length);
    const porAsunto = await json(await send('GET', '/mensajes?texto=EVIDENCIA%20cuenta', 'tutor'));
    expect(porAsunto.Registros.map((h: { Id: number }) => h.Id)).toContain(hiloId);
    const ninguno = await json(await send('GET', '/mensajes?texto=zzzz-no-existe', 'tutor'));
    expect(ninguno.NumeroRegistros).toBe(0);
  });

  it("offers the projects and centres with threads as choices, and none past the drop-down's limit", async () => {
    const ctx = await contextoDemoComo(t.db, 'tutor', t.clock.now());
    const opciones = await listOpcionesBandeja(ctx);
    expect(opciones.proyectos?.map((o) => Number(o.value))).toContain(proyectoId);
    const n = opciones.proyectos?.length ?? 0;
    expect((await listOpcionesBandeja(ctx, n)).proyectos).toEqual(opciones.proyectos);
    expect((await listOpcionesBandeja(ctx, n - 1)).proyectos).toBeNull();
    const c = opciones.centros?.length ?? 0;
    expect((await listOpcionesBandeja(ctx, c - 1)).centros).toBeNull();
    expect((await listOpcionesBandeja(ctx, c - 1)).etiquetas).toEqual(opciones.etiquetas);
  });

  it('the tutor reads it (the reads dialog names them) and replies; the reply is unread for the centre', async () => {
    const leido = await json(await send('POST', `/mensajes/hilos/${hiloId}/leido`, 'tutor'));
    expect(leido.Leidos).toBe(1);
    const lecturas = await json(await send('GET', `/mensajes/${mensajeId}/lecturas`, 'representante'));
    expect(lecturas.Registros.map((l: { Usuario: { NombreCompleto: string } }) => l.Usuario.NombreCompleto)).toEqual([
      'Tomás Referente',
    ]);
    const res = await send('POST', '/mensajes', 'tutor', {
      proyectoId,
      asunto: 'Re: evidencia',
      cuerpo: 'Vale una circular',
      mensajePadreId: mensajeId,
    });
    expect(res.status).toBe(201);
    expect((await json(res)).HiloId).toBe(hiloId);
    expect(await noLeidos('representante', proyectoId)).toBe(1);
    const mails = await t.db.select().from(correos).where(eq(correos.plantilla, 'mensaje-nuevo'));
    const alCentro = mails.filter((m) => m.para === 'representante@soludable.demo' && m.texto.includes(`/hilo/${hiloId}`));
    expect(alCentro).toHaveLength(1);
    expect(alCentro[0]?.texto).toMatch(new RegExp(`/autoevaluacion/\\d+/hilo/${hiloId}`));
    await send('POST', `/mensajes/hilos/${hiloId}/leido`, 'representante');
    expect(await noLeidos('representante', proyectoId)).toBe(0);
  });

  it('another centre, an evaluator and a stranger to the project see nothing of it', async () => {
    expect((await send('GET', `/mensajes/hilos/${hiloId}`, 'representante2')).status).toBe(404);
    expect((await send('GET', `/mensajes?proyectoId=${proyectoId}`, 'representante2')).status).toBe(404);
    expect((await send('GET', `/mensajes/${mensajeId}/lecturas`, 'representante2')).status).toBe(404);
    expect((await send('POST', `/mensajes/hilos/${hiloId}/leido`, 'representante2')).status).toBe(404);
    // The centre's team does not read the agency's inbox across projects.
    expect((await send('GET', '/mensajes', 'representante')).status).toBe(403);
    expect((await send('GET', `/mensajes/hilos/${hiloId}`, 'evaluador')).status).toBe(404);
    const pendientes = await t.db.select().from(mensajePendientes).where(eq(mensajePendientes.hiloId, hiloId));
    const ids = new Set(pendientes.map((p) => p.usuarioId));
    expect(ids.has(await t.idOf('representante2'))).toBe(false);
    expect(ids.has(await t.idOf('evaluador'))).toBe(false);
  });

  it('GET mensajes/{id}: the message as its thread shows it, to who reads the thread; 404 to others', async () => {
    const res = await send('GET', `/mensajes/${mensajeId}`, 'representante');
    expect(res.status).toBe(200);
    const hilo = await json(await send('GET', `/mensajes/hilos/${hiloId}`, 'representante'));
    expect(await json(res)).toEqual({ ...hilo.Mensajes[0], HiloId: hiloId, ProyectoId: proyectoId });
    expect((await send('GET', `/mensajes/${mensajeId}`, 'tutor')).status).toBe(200);
    expect((await send('GET', `/mensajes/${mensajeId}`, 'representante2')).status).toBe(404);
    expect((await send('GET', `/mensajes/${mensajeId}`, 'evaluador')).status).toBe(404);
    expect((await send('GET', '/mensajes/999999', 'tutor')).status).toBe(404);
    expect((await t.app.request(`/api/mensajes/${mensajeId}`)).status).toBe(401);
    // The fixed sub-paths are still theirs, not taken for an id.
    expect((await send('GET', '/mensajes/noLeidos', 'tutor')).status).toBe(200);
  });

  it('an evaluator of a project holds COMUNIC there but is refused its threads (403), by the policy', async () => {
    const res = await send('POST', '/mensajes', 'evaluador', { proyectoId: evaId, asunto: 'Hola', cuerpo: 'x' });
    expect(res.status).toBe(403);
  });

  it('a message to a project the sender is not in: 404, nothing written', async () => {
    const antes = (await t.db.select().from(correos)).length;
    const res = await send('POST', '/mensajes', 'representante2', { proyectoId, asunto: 'Intruso', cuerpo: 'x' });
    expect(res.status).toBe(404);
    expect((await t.db.select().from(correos)).length).toBe(antes);
  });

  it('bad input: the spec messages in Spanish, 422, nothing written', async () => {
    const vacio = await send('POST', '/mensajes', 'representante', { proyectoId, asunto: '', cuerpo: 'x\u0000' });
    expect(vacio.status).toBe(422);
    const e = await json(vacio);
    expect(e.errors.asunto).toEqual(['Este campo es obligatorio']);
    expect(e.errors.cuerpo[0]).toMatch(/caracteres de control/i);
    const ajeno = await send('POST', '/mensajes', 'representante', {
      proyectoId,
      asunto: 'a',
      cuerpo: 'b',
      mensajePadreId: 999_999,
    });
    expect(ajeno.status).toBe(422);
    const estandar = await send('POST', '/mensajes', 'representante', {
      proyectoId,
      asunto: 'a',
      cuerpo: 'b',
      estandarId: 999_999,
    });
    expect(estandar.status).toBe(422);
  });

  it('tags of type MEN: the agency reassigns them; the centre cannot', async () => {
    const tag = await send('POST', '/etiquetas', 'tutor', { nombre: 'Dudas de evidencias', color: '#123456', tipoClave: 'MEN' });
    expect(tag.status).toBe(201);
    const etiquetaId = (await json(tag)).Id;
    const ok = await send('POST', `/mensajes/${mensajeId}/etiquetas/reasignar`, 'tutor', { etiquetas: [etiquetaId] });
    expect(ok.status).toBe(200);
    expect((await json(ok)).Etiquetas.map((e: { Id: number }) => e.Id)).toEqual([etiquetaId]);
    const filtrado = await json(await send('GET', `/mensajes?etiquetaId=${etiquetaId}`, 'tutor'));
    expect(filtrado.Registros.map((h: { Id: number }) => h.Id)).toEqual([hiloId]);
    expect((await send('POST', `/mensajes/${mensajeId}/etiquetas/reasignar`, 'representante', { etiquetas: [] })).status).toBe(
      403,
    );
  });

  it('a person who turns the mail off gets none; the others still do', async () => {
    expect((await json(await send('GET', '/mensajes/avisos', 'tutor'))).Correo).toBe(true);
    expect((await send('PUT', '/mensajes/avisos', 'tutor', { correo: 'no' })).status).toBe(422);
    expect((await send('PUT', '/mensajes/avisos', 'tutor', { correo: false })).status).toBe(200);
    const antes = (await t.db.select().from(correos).where(eq(correos.para, 'tutor@soludable.demo'))).length;
    expect((await send('POST', '/mensajes', 'autoevaluador', { proyectoId, asunto: 'Otra', cuerpo: 'duda' })).status).toBe(201);
    expect((await t.db.select().from(correos).where(eq(correos.para, 'tutor@soludable.demo'))).length).toBe(antes);
  });

  it('attachments (type ZC): the author adds them under the upload rules; the other side reads them; nobody else', async () => {
    const subir = async (who: string, bytes: Uint8Array, name: string, tipo = 'ZC') => {
      const fd = new FormData();
      fd.append('mensajeId', String(mensajeId));
      fd.append('nombreFisico[0]', name);
      fd.append('tipoClave[0]', tipo);
      fd.append('contenidoBinario[0]', new File([bytes as Uint8Array<ArrayBuffer>], name));
      return t.app.request('/api/ficheros', { method: 'POST', headers: await t.as(who), body: fd });
    };
    const ok = await subir('representante', SAMPLES.pdf, 'acta.pdf');
    expect(ok.status, await ok.clone().text()).toBe(201);
    const hilo = await json(await send('GET', `/mensajes/hilos/${hiloId}`, 'tutor'));
    const adjunto = hilo.Mensajes[0].Adjuntos[0];
    expect(adjunto.NombreFisico).toBe('acta.pdf');
    expect((await send('GET', `/ficheros/${adjunto.Id}`, 'tutor')).status).toBe(200);
    // Another centre gets what a file that does not exist gets: nothing tells it the file is there.
    expect((await send('GET', `/ficheros/${adjunto.Id}`, 'representante2')).status).toBe(404);
    expect((await send('GET', '/ficheros/99999999', 'representante2')).status).toBe(404);
    // Only the author attaches; a refused type or size gets the upload rules' answer.
    expect((await subir('autoevaluador', SAMPLES.pdf, 'otro.pdf')).status).toBe(403);
    expect((await subir('representante', SAMPLES.pdf, 'x.pdf', 'PRY')).status).toBe(422);
    const exe = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.\r\n');
    expect((await subir('representante', exe, 'factura.pdf')).status).toBe(415);
    const grande = new Uint8Array(2049 * 1024);
    grande.set(SAMPLES.pdf.subarray(0, Math.min(SAMPLES.pdf.length, grande.length)));
    expect((await subir('representante', grande, 'grande.pdf')).status).toBe(413);
  });
});
