import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actuaciones, auditoria, centros, etiquetas, ficheros, usuarios } from '../../src/db/schema/index.ts';
import { SAMPLES, text } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { type Json, json } from './helpers.ts';

// Actuaciones (ACTUACIONES): the tutor and the administrative responsible write them; a
// centre's team never sees them. The calls of the spec: multipart POST actuaciones with
// Ficheros[i][ContenidoBinario], POST …/ficheros, PUT, DELETE …/usuarios/{id}, …/etiquetas/reasignar.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let tutor: Record<string, string>;
let gestor: Record<string, string>;
let repre: Record<string, string>;
let proyectoId: number;
let centroId: number;
let otroCentroId: number;
let tutorId: number;
let gestorId: number;
let etiquetaAct: number;
let etiquetaUsu: number;
let files: TestStorage;

const pdf = text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
  tutor = await t.as('tutor');
  gestor = await t.as('gestor');
  repre = await t.as('representante');
  proyectoId = (await t.proyecto(DEMO.AUT)).id;
  const cs = await t.db.select({ id: centros.id }).from(centros).limit(2);
  centroId = cs[0]?.id as number;
  otroCentroId = cs[1]?.id as number;
  tutorId = await t.idOf('tutor');
  gestorId = await t.idOf('gestor');
  const [a] = await t.db
    .insert(etiquetas)
    .values({ instanciaId: 'soludable', nombre: 'Seguimiento', color: '#2563eb', tipoClave: 'ACT', altaFecha: '2026-01-01' })
    .returning({ id: etiquetas.id });
  etiquetaAct = a?.id as number;
  const [u] = await t.db.select({ id: etiquetas.id }).from(etiquetas).where(eq(etiquetas.tipoClave, 'USU')).limit(1);
  etiquetaUsu = u?.id as number;
});
afterAll(async () => {
  await files.cleanup();
});

const multipart = (
  campos: Record<string, string | string[]>,
  ficherosSubidos: Array<{ nombre: string; bytes: Uint8Array }> = [],
) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(campos)) for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x);
  ficherosSubidos.forEach((f, i) => {
    fd.append(`Ficheros[${i}][NombreFisico]`, f.nombre);
    fd.append(`Ficheros[${i}][ContenidoBinario]`, new File([f.bytes as Uint8Array<ArrayBuffer>], f.nombre));
  });
  return fd;
};
const post = (headers: Record<string, string>, body: FormData) =>
  t.app.request('/api/actuaciones', { method: 'POST', headers, body });
const leer = async (id: number): Promise<Json> => json(await t.send('GET', `/api/actuaciones/${id}`, gestor));
const cuantas = async () => (await t.db.select({ id: actuaciones.id }).from(actuaciones)).length;

describe('POST actuaciones (multipart with Ficheros[i][ContenidoBinario])', () => {
  it('creates the record with its people, centres, tags and files in one go, audited', async () => {
    const res = await post(
      tutor,
      multipart(
        {
          descripcion: 'Visita al centro para revisar la autoevaluación',
          titulo: 'Visita de seguimiento',
          fechaInicio: '02/03/2026',
          fechaFin: '2026-03-03',
          tipoClave: 'VISITA',
          proyectoId: String(proyectoId),
          usuarios: [String(tutorId), String(gestorId)],
          'centros[0]': String(centroId),
          'etiquetas[0]': String(etiquetaAct),
        },
        [
          { nombre: 'acta.pdf', bytes: pdf },
          { nombre: 'foto.png', bytes: SAMPLES.png },
        ],
      ),
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const a = await leer(body.Id);
    expect(a).toMatchObject({
      Titulo: 'Visita de seguimiento',
      FechaInicio: '2026-03-02',
      FechaFin: '2026-03-03',
      Tipo: { Clave: 'VISITA', Nombre: 'Visita' },
      Proyecto: { Id: proyectoId },
      Centros: [{ Id: centroId }],
      Etiquetas: [{ Id: etiquetaAct, Nombre: 'Seguimiento' }],
    });
    expect(a.Usuarios.map((u: Json) => u.Id).sort()).toEqual([tutorId, gestorId].sort());
    expect(a.Ficheros.map((f: Json) => f.NombreFisico)).toEqual(['acta.pdf', 'foto.png']);
    const rows = await t.db.select().from(ficheros).where(eq(ficheros.actuacionId, body.Id));
    expect(rows.every((f) => f.tipoClave === 'ACT')).toBe(true);
    for (const f of rows) expect(await files.has(f.claveAlmacen)).toBe(true);
    const audit = await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'actuacion'));
    expect(audit.some((e) => e.accion === 'CREAR' && e.entidadId === String(body.Id))).toBe(true);
    // The files download for the staff, not for a centre's team.
    const id = a.Ficheros[0].Id;
    expect((await t.send('GET', `/api/ficheros/${id}`, gestor)).status).toBe(200);
    expect([403, 404]).toContain((await t.send('GET', `/api/ficheros/${id}`, repre)).status);
  });

  it('accepts JSON without files', async () => {
    const res = await t.send('POST', '/api/actuaciones', gestor, { descripcion: 'Llamada al centro', tipoClave: 'LLAMADA' });
    expect(res.status).toBe(201);
  });

  it('bad input: the spec message per field, and nothing is written (no row, no bytes)', async () => {
    const antes = await cuantas();
    const sinCampos = await post(tutor, multipart({ titulo: 'x' }, [{ nombre: 'acta.pdf', bytes: pdf }]));
    expect(sinCampos.status).toBe(422);
    const e = (await json(sinCampos)).errors;
    expect(e.descripcion).toEqual(['Este campo es obligatorio']);
    expect(e.tipoClave).toEqual(['Este campo es obligatorio']);

    const fechas = await post(
      tutor,
      multipart({ descripcion: 'd', tipoClave: 'VISITA', fechaInicio: '05/03/2026', fechaFin: '01/03/2026' }),
    );
    expect(fechas.status).toBe(422);
    expect((await json(fechas)).errors.fechaFin).toEqual(['La fecha de fin no puede ser anterior a la de inicio']);

    const fecha = await post(tutor, multipart({ descripcion: 'd', tipoClave: 'VISITA', fechaInicio: '31/02/2026' }));
    expect((await json(fecha)).errors.fechaInicio).toEqual(['Formato fecha no válido']);

    const refs = await post(
      tutor,
      multipart({
        descripcion: 'd',
        tipoClave: 'PASEO',
        proyectoId: '999999',
        usuarios: '999999',
        etiquetas: String(etiquetaUsu),
      }),
    );
    expect(refs.status).toBe(422);
    const r = (await json(refs)).errors;
    expect(r.tipoClave).toEqual(['Tipo de actuación no válido']);
    expect(r.proyectoId).toEqual(['El proyecto no existe']);
    expect(r.usuarios).toHaveLength(1);
    expect(r.etiquetas).toHaveLength(1);

    const control = await post(tutor, multipart({ descripcion: 'a\u0007b', tipoClave: 'VISITA' }));
    expect(control.status).toBe(422);

    const exe = await post(
      tutor,
      multipart({ descripcion: 'd', tipoClave: 'VISITA' }, [{ nombre: 'virus.pdf', bytes: text('MZ\x90\x00') }]),
    );
    expect(exe.status).toBe(415);
    const grande = await post(
      tutor,
      multipart({ descripcion: 'd', tipoClave: 'VISITA' }, [{ nombre: 'g.pdf', bytes: new Uint8Array(2049 * 1024) }]),
    );
    expect(grande.status).toBe(413);
    const desconocido = await post(tutor, multipart({ descripcion: 'd', tipoClave: 'VISITA', otro: '1' }));
    expect(desconocido.status).toBe(422);
    const texto = await t.app.request('/api/actuaciones', {
      method: 'POST',
      headers: { ...tutor, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(texto.status).toBe(415);
    expect(await cuantas()).toBe(antes);
    expect((await t.db.select().from(ficheros).where(eq(ficheros.nombreFisico, 'g.pdf'))).length).toBe(0);
  });

  it('a centre team gets 403 and writes nothing; without a session 401', async () => {
    const antes = await cuantas();
    expect((await post(repre, multipart({ descripcion: 'd', tipoClave: 'VISITA' }))).status).toBe(403);
    expect(
      (await t.app.request('/api/actuaciones', { method: 'POST', body: multipart({ descripcion: 'd', tipoClave: 'VISITA' }) }))
        .status,
    ).toBe(401);
    expect((await t.send('GET', '/api/actuaciones', repre)).status).toBe(403);
    expect(await cuantas()).toBe(antes);
  });
});

describe('the other calls of 7.2', () => {
  const crear = async () => {
    const res = await t.send('POST', '/api/actuaciones', tutor, {
      descripcion: 'Reunión de arranque',
      tipoClave: 'REUNION',
      usuarios: [tutorId, gestorId],
      centros: [centroId],
    });
    return (await json(res)).Id as number;
  };

  it('POST …/ficheros adds ACT files with the upload rules (415 for another content)', async () => {
    const id = await crear();
    const fd = new FormData();
    fd.append('Ficheros[0][ContenidoBinario]', new File([pdf as Uint8Array<ArrayBuffer>], 'informe.pdf'));
    const res = await t.app.request(`/api/actuaciones/${id}/ficheros`, { method: 'POST', headers: tutor, body: fd });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toHaveLength(1);
    const mal = new FormData();
    mal.append('contenidoBinario[0]', new File([text('hola')], 'nota.pdf'));
    expect((await t.app.request(`/api/actuaciones/${id}/ficheros`, { method: 'POST', headers: tutor, body: mal })).status).toBe(
      415,
    );
    expect((await leer(id)).Ficheros).toHaveLength(1);
    const nada = await t.app.request('/api/actuaciones/999999/ficheros', { method: 'POST', headers: tutor, body: fd });
    expect(nada.status).toBe(404);
  });

  it('PUT replaces the fields and the sets sent; DELETE …/usuarios/{id} removes one person', async () => {
    const id = await crear();
    const put = await t.send('PUT', `/api/actuaciones/${id}`, gestor, {
      descripcion: 'Reunión de arranque (acta corregida)',
      tipoClave: 'FORMACION',
      centros: [otroCentroId],
    });
    expect(put.status).toBe(200);
    const a = await json(put);
    expect(a).toMatchObject({
      Descripcion: 'Reunión de arranque (acta corregida)',
      Tipo: { Clave: 'FORMACION' },
      Centros: [{ Id: otroCentroId }],
    });
    expect(a.Usuarios).toHaveLength(2);
    const del = await t.send('DELETE', `/api/actuaciones/${id}/usuarios/${gestorId}`, gestor);
    expect(del.status).toBe(200);
    expect((await json(del)).Usuarios.map((u: Json) => u.Id)).toEqual([tutorId]);
    expect((await t.send('DELETE', `/api/actuaciones/${id}/usuarios/${gestorId}`, gestor)).status).toBe(404);
    expect((await t.send('PUT', '/api/actuaciones/999999', gestor, { descripcion: 'x', tipoClave: 'VISITA' })).status).toBe(404);
  });

  it('etiquetas/reasignar takes tags of type ACT only', async () => {
    const id = await crear();
    const ok = await t.send('POST', `/api/actuaciones/${id}/etiquetas/reasignar`, tutor, { etiquetas: [etiquetaAct] });
    expect(ok.status).toBe(200);
    expect((await json(ok)).Etiquetas.map((e: Json) => e.Id)).toEqual([etiquetaAct]);
    const otra = await t.send('POST', `/api/actuaciones/${id}/etiquetas/reasignar`, tutor, { objetoEtiquetas: [etiquetaUsu] });
    expect(otra.status).toBe(422);
    expect((await leer(id)).Etiquetas).toHaveLength(1);
  });

  it('the list filters by project, centre (its own or its projects’), person, type and text; tiposActuacion is a lookup', async () => {
    const porProyecto = await json(await t.send('GET', `/api/actuaciones?proyectoId=${proyectoId}`, gestor));
    expect(porProyecto.Registros.length).toBeGreaterThan(0);
    expect(porProyecto.Registros.every((r: Json) => r.Proyecto?.Id === proyectoId)).toBe(true);
    const porTipo = await json(await t.send('GET', '/api/actuaciones?tipoClave=LLAMADA', gestor));
    expect(porTipo.Registros.every((r: Json) => r.Tipo.Clave === 'LLAMADA')).toBe(true);
    const texto = await json(await t.send('GET', '/api/actuaciones?texto=revisar%20autoevaluacion', gestor));
    expect(texto.Registros.map((r: Json) => r.Titulo)).toContain('Visita de seguimiento');
    const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'tutor'));
    const porPersona = await json(await t.send('GET', `/api/actuaciones?usuarioId=${u?.id}`, gestor));
    expect(porPersona.NumeroRegistros).toBeGreaterThan(0);
    const tipos = await json(await t.app.request('/api/tiposActuacion'));
    expect(tipos.Registros.map((r: Json) => r.Clave)).toEqual(['VISITA', 'REUNION', 'LLAMADA', 'FORMACION', 'INCIDENCIA']);
  });
});
