import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ficheros, manuales, usuarios } from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { systemClock } from '../../src/domain/context.ts';
import { PROPIETARIOS } from '../../src/domain/ficheros/propietarios.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { SAMPLES, text } from '../fixtures/ficheros.ts';
import { memoryBucket } from '../fixtures/solicitudes-alta.ts';
import { createTestApi } from '../runtime/api.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let files: TestStorage;
const ids: Record<string, number> = {};
const manual: Record<'edicion' | 'publico' | 'publicoEnEdicion', number> = { edicion: 0, publico: 0, publicoEnEdicion: 0 };

async function addManual(codigo: string, estadoClave: 'edicion' | 'vigente', publico: boolean) {
  const [m] = await t.db
    .insert(manuales)
    .values({
      instanciaId: 'soludable',
      codigo,
      nombre: codigo,
      version: '1',
      estadoClave,
      mapaId: 1,
      publico,
      altaFecha: '2026-01-01',
    })
    .returning({ id: manuales.id });
  return m?.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  files = await useTestStorage();
  await seedDemoUsuarios(t.db);
  for (const userName of ['admin', 'tutor', 'gestor', 'superadmin']) {
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
    if (!u) throw new Error(`falta el usuario ${userName}`);
    ids[userName] = u.id;
  }
  // Someone signed in with no profile at all: no catalogue right.
  const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.userName, 'admin'));
  const { id: _id, ...rest } = admin as typeof usuarios.$inferSelect;
  const [nadie] = await t.db
    .insert(usuarios)
    .values({ ...rest, userName: 'nadie', email: 'nadie@soludable.demo', documentoIdentidad: null, ficheroAvatarId: null })
    .returning({ id: usuarios.id });
  ids.nadie = nadie?.id as number;
  manual.edicion = await addManual('M-EDICION', 'edicion', false);
  manual.publico = await addManual('M-PUBLICO', 'vigente', true);
  manual.publicoEnEdicion = await addManual('M-PUB-EDIC', 'edicion', true);
});
afterAll(async () => {
  await files.cleanup();
});

async function auth(userName: string | null): Promise<Record<string, string>> {
  if (!userName) return {};
  const { token } = await createSession(t.db, { usuarioId: ids[userName] as number, clock: systemClock });
  return { authorization: `Bearer ${token}` };
}

interface Part {
  bytes: Uint8Array;
  name: string;
  tipoClave?: string;
  nombreFisico?: string;
}

/** The spec's indexed form: nombreFisico[i], contenidoBinario[i], tipoClave[i], plus the owner. */
function form(parts: Part[], owner: Record<string, string | number> = { manualId: manual.edicion }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(owner)) fd.append(k, String(v));
  parts.forEach((p, i) => {
    fd.append(`nombreFisico[${i}]`, p.nombreFisico ?? p.name);
    fd.append(`tipoClave[${i}]`, p.tipoClave ?? 'MAN');
    fd.append(`contenidoBinario[${i}]`, new File([p.bytes as Uint8Array<ArrayBuffer>], p.name));
  });
  return fd;
}

const post = async (userName: string | null, body: FormData, env?: Record<string, unknown>) =>
  t.app.request('/api/ficheros', { method: 'POST', headers: await auth(userName), body }, env);

const storedObjects = () => files.keys();
const rowsOf = (manualId: number) => t.db.select().from(ficheros).where(eq(ficheros.manualId, manualId));
const allRows = () => t.db.select().from(ficheros);

/** A file of exactly `size` bytes that starts like `sample`. */
const padded = (sample: Uint8Array, size: number) => {
  const out = new Uint8Array(size);
  out.set(sample.subarray(0, size));
  return out;
};

// The real project owner, put back after each test: test files share loaded modules (vitest
// isolate: false), so a later file must find PROPIETARIOS as the app defines it.
const proyectoReal = PROPIETARIOS.proyectoId;

/** Replaces, for one test, the project owner with one that holds up to 10 PRY files for project 77 only. */
function withTestOwner() {
  PROPIETARIOS.proyectoId = {
    tipos: { PRY: { max: 10 } },
    cargar: async (_ctx, id) => (id === 77 ? { id } : null),
    puedeEscribir: (actor) => actor.esSuperAdmin,
    puedeLeer: (actor) => Boolean(actor?.esSuperAdmin),
    noExiste: 'El proyecto indicado no existe',
  };
}
afterEach(() => {
  PROPIETARIOS.proyectoId = proyectoReal;
});

/** Every refusal: its status, a Spanish message naming the problem, and nothing stored at all. */
async function expectRefused(send: () => Promise<Response>, status: number, message: string | RegExp) {
  const before = { objects: await storedObjects(), rows: (await allRows()).length };
  const res = await send();
  const body = await res.json();
  expect(res.status).toBe(status);
  expect(body.message).toMatch(message);
  expect(await storedObjects()).toEqual(before.objects);
  expect((await allRows()).length).toBe(before.rows);
}

describe('POST /api/ficheros: the acceptance refusals (nothing stored)', () => {
  it('a 2049 KB file (413), while 2048 KB is accepted', async () => {
    const objects = await storedObjects();
    await expectRefused(
      () => post('admin', form([{ bytes: padded(SAMPLES.pdf, 2049 * 1024), name: 'grande.pdf' }])),
      413,
      'El fichero «grande.pdf» supera los 2048 KB',
    );
    expect(await storedObjects()).toEqual(objects);
    expect(await rowsOf(manual.edicion)).toEqual([]);
    const ok = await post('admin', form([{ bytes: padded(SAMPLES.pdf, 2048 * 1024), name: 'justo.pdf' }]));
    expect(ok.status).toBe(201);
  });

  it('an 11th file in one request (422)', async () => {
    withTestOwner();
    const parts = Array.from({ length: 11 }, (_, i) => ({ bytes: SAMPLES.png, name: `f${i}.png`, tipoClave: 'PRY' }));
    await expectRefused(
      () => post('superadmin', form(parts, { proyectoId: 77 })),
      422,
      'No se pueden subir más de 10 ficheros a la vez',
    );
  });

  it('an 11th file of the same owner and type (422), after 10 accepted', async () => {
    withTestOwner();
    const ten = Array.from({ length: 10 }, (_, i) => ({ bytes: SAMPLES.png, name: `f${i}.png`, tipoClave: 'PRY' }));
    const res = await post('superadmin', form(ten, { proyectoId: 77 }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.data).toHaveLength(10);
    await expectRefused(
      () => post('superadmin', form([{ bytes: SAMPLES.gif, name: 'once.gif', tipoClave: 'PRY' }], { proyectoId: 77 })),
      422,
      'Como máximo se admiten 10 ficheros de tipo PRY',
    );
    await t.db.delete(ficheros).where(eq(ficheros.proyectoId, 77));
  });

  it('a 101-character name (422), while 100 is accepted', async () => {
    const name = `${'ñ'.repeat(97)}.pdf`;
    await expectRefused(
      () => post('admin', form([{ bytes: SAMPLES.pdf, name }])),
      422,
      `El nombre del fichero «${name}» supera los 100 caracteres`,
    );
    expect((await post('admin', form([{ bytes: SAMPLES.pdf, name: `${'a'.repeat(96)}.pdf` }]))).status).toBe(201);
  });

  it('an .exe renamed .pdf (415), also with a PDF header hidden after the MZ stub', async () => {
    const exe = text(`MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.\r\n`);
    await expectRefused(
      () => post('admin', form([{ bytes: exe, name: 'factura.pdf' }])),
      415,
      /«factura\.pdf» no es de un tipo admitido/,
    );
    const polyglot = text(`MZ${'\x00'.repeat(100)}%PDF-1.4\n`);
    await expectRefused(() => post('admin', form([{ bytes: polyglot, name: 'factura.pdf' }])), 415, /no es de un tipo admitido/);
  });

  it('content that does not match its extension, and types we do not take (415)', async () => {
    await expectRefused(
      () => post('admin', form([{ bytes: SAMPLES.png, name: 'informe.pdf' }])),
      415,
      'El contenido del fichero «informe.pdf» no corresponde a su extensión (es un PNG)',
    );
    await expectRefused(
      () => post('admin', form([{ bytes: SAMPLES.svg, name: 'dibujo.svg' }])),
      415,
      /no es de un tipo admitido/,
    );
    await expectRefused(
      () => post('admin', form([{ bytes: SAMPLES.pdf, name: 'sin-extension' }])),
      415,
      /no es de un tipo admitido/,
    );
    await expectRefused(
      () => post('admin', form([{ bytes: new Uint8Array(), name: 'vacio.pdf' }])),
      422,
      'El fichero «vacio.pdf» está vacío',
    );
  });

  it('a zip bomb (422): 100 MB of zeros in a 100 KB archive, and archives nested in archives', async () => {
    const bomb = zipSync({ 'ceros.bin': new Uint8Array(100 * 1024 * 1024) }, { level: 1 });
    expect(bomb.length).toBeLessThan(2048 * 1024);
    await expectRefused(
      () => post('admin', form([{ bytes: bomb, name: 'datos.zip' }])),
      422,
      'El archivo «datos.zip» ocupa más de 50 MB descomprimido',
    );
    const nested = zipSync({ 'a.zip': zipSync({ 'b.zip': zipSync({ 'c.txt': text('hola') }) }) });
    await expectRefused(
      () => post('admin', form([{ bytes: nested, name: 'capas.zip' }])),
      422,
      /archivos comprimidos dentro de otros/,
    );
  });

  it('one bad file among good ones stores none of them', async () => {
    withTestOwner();
    const parts = [
      { bytes: SAMPLES.png, name: 'a.png', tipoClave: 'PRY' },
      { bytes: SAMPLES.pdf, name: 'b.pdf', tipoClave: 'PRY' },
      { bytes: padded(SAMPLES.gif, 2049 * 1024), name: 'c.gif', tipoClave: 'PRY' },
    ];
    await expectRefused(() => post('superadmin', form(parts, { proyectoId: 77 })), 413, /«c\.gif» supera los 2048 KB/);
  });

  it('a storage failure midway deletes what was written and records nothing', async () => {
    withTestOwner();
    const { bucket, objects, puts } = memoryBucket({ failPutAt: 3 });
    const stored = await storedObjects();
    const parts = ['a', 'b', 'c', 'd'].map((n) => ({ bytes: SAMPLES.png, name: `${n}.png`, tipoClave: 'PRY' }));
    const before = (await allRows()).length;
    const res = await post('superadmin', form(parts, { proyectoId: 77 }), { FICHEROS: bucket });
    expect(res.status).toBe(500);
    expect(puts()).toBe(3);
    expect(objects.size).toBe(0);
    expect(await storedObjects()).toEqual(stored);
    expect((await allRows()).length).toBe(before);
  });

  it('a body over 10 × 2048 KB is cut short with 413', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ bytes: padded(SAMPLES.pdf, 2048 * 1024), name: `g${i}.pdf` }));
    await expectRefused(
      () => post('admin', form(parts)),
      413,
      'La petición es demasiado grande: como máximo 10 ficheros de 2048 KB cada uno',
    );
  });
});

describe('POST /api/ficheros: accepted uploads', () => {
  it('takes every allowed type by content in one request and answers the ids in order', async () => {
    withTestOwner();
    const parts: Part[] = [
      { bytes: SAMPLES.bmp, name: 'a.bmp' },
      { bytes: SAMPLES.gif, name: 'b.GIF' },
      { bytes: SAMPLES.jpeg, name: 'c.jpg' },
      { bytes: SAMPLES.jpeg, name: 'd.jpeg' },
      { bytes: SAMPLES.tiff, name: 'e.tif' },
      { bytes: SAMPLES.tiff, name: 'f.tiff' },
      { bytes: SAMPLES.pdf, name: 'g.pdf' },
      { bytes: SAMPLES.png, name: 'h.png' },
      { bytes: SAMPLES.zip, name: 'i.zip' },
      { bytes: SAMPLES.rar, name: 'j.rar' },
    ].map((p) => ({ ...p, tipoClave: 'PRY' }));
    const res = await post('superadmin', form(parts, { proyectoId: 77 }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 201, message: 'Se han guardado 10 ficheros' });
    expect(body.Id).toBe(body.data[0]);
    const rows = await t.db.select().from(ficheros).where(eq(ficheros.proyectoId, 77));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect((body.data as number[]).map((id) => [byId.get(id)?.nombreFisico, byId.get(id)?.tipoContenido])).toEqual([
      ['a.bmp', 'image/bmp'],
      ['b.GIF', 'image/gif'],
      ['c.jpg', 'image/jpeg'],
      ['d.jpeg', 'image/jpeg'],
      ['e.tif', 'image/tiff'],
      ['f.tiff', 'image/tiff'],
      ['g.pdf', 'application/pdf'],
      ['h.png', 'image/png'],
      ['i.zip', 'application/zip'],
      ['j.rar', 'application/vnd.rar'],
    ]);
    expect(rows.every((r) => r.altaUsuarioId === ids.superadmin && /^[0-9a-f]{32}$/.test(r.claveAlmacen))).toBe(true);
    await t.db.delete(ficheros).where(eq(ficheros.proyectoId, 77));
  });

  it("a manual's file (MAN): one slot, a new upload replaces the old row and bytes", async () => {
    const m = await addManual('M-SLOT', 'edicion', false);
    const first = await (await post('admin', form([{ bytes: SAMPLES.pdf, name: 'manual.pdf' }], { manualId: m }))).json();
    expect(first).toMatchObject({ statusCode: 201, message: 'El fichero se ha guardado correctamente' });
    const [old] = await rowsOf(m);
    expect(old).toMatchObject({ id: first.Id, tipoClave: 'MAN', manualId: m, nombreFisico: 'manual.pdf' });
    const second = await post('admin', form([{ bytes: SAMPLES.png, name: 'portada.png' }], { 'manualId[0]': m }));
    expect(second.status).toBe(201);
    const rows = await rowsOf(m);
    expect(rows.map((r) => r.nombreFisico)).toEqual(['portada.png']);
    expect(await storedObjects()).not.toContain(old?.claveAlmacen);
    const two = [
      { bytes: SAMPLES.png, name: 'a.png' },
      { bytes: SAMPLES.png, name: 'b.png' },
    ];
    await expectRefused(() => post('admin', form(two, { manualId: m })), 422, 'Solo se admite un fichero de tipo MAN');
  });

  it('uses the file part name when nombreFisico is missing, and keeps descripcion', async () => {
    const m = await addManual('M-DESC', 'edicion', false);
    const fd = new FormData();
    fd.append('manualId', String(m));
    fd.append('tipoClave[0]', 'man');
    fd.append('descripcion[0]', '  Versión firmada ');
    fd.append('contenidoBinario[0]', new File([SAMPLES.pdf as Uint8Array<ArrayBuffer>], 'C:\\docs\\firmado.pdf'));
    expect((await post('admin', fd)).status).toBe(201);
    expect((await rowsOf(m))[0]).toMatchObject({ nombreFisico: 'firmado.pdf', descripcion: 'Versión firmada', tipoClave: 'MAN' });
  });

  it('refuses a control character in descripcion with the shared rule (422), and stores nothing', async () => {
    const m = await addManual('M-DESC-NUL', 'edicion', false);
    const fd = new FormData();
    fd.append('manualId', String(m));
    fd.append('tipoClave[0]', 'MAN');
    fd.append('descripcion[0]', 'Versión\u0000firmada');
    fd.append('contenidoBinario[0]', new File([SAMPLES.pdf as Uint8Array<ArrayBuffer>], 'firmado.pdf'));
    await expectRefused(() => post('admin', fd), 422, 'El texto contiene caracteres de control no permitidos');
    expect(await rowsOf(m)).toEqual([]);
  });

  it('survives a restart: a second app over the same database and storage folder serves it', async () => {
    const m = await addManual('M-REINICIO', 'edicion', false);
    const { Id } = await (await post('admin', form([{ bytes: SAMPLES.png, name: 'logo.png' }], { manualId: m }))).json();
    const restarted = createTestApi({ db: t.db });
    const res = await restarted.request(`/api/ficheros/${Id}`, { headers: await auth('admin') });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(SAMPLES.png);
    const [row] = await rowsOf(m);
    expect((await files.storage.get(row?.claveAlmacen ?? ''))?.bytes).toEqual(SAMPLES.png);
  });
});

describe('POST /api/ficheros: owners and permissions', () => {
  it('refuses no owner, two, unknown projects/accreditations/requests/manuals and bad ids (422)', async () => {
    const png = [{ bytes: SAMPLES.png, name: 'a.png', tipoClave: 'PRY' }];
    await expectRefused(() => post('admin', form(png, { proyectoId: 999999 })), 422, 'El proyecto no existe');
    await expectRefused(() => post('admin', form(png, { acreditacionId: 999999 })), 422, 'La acreditación no existe');
    await expectRefused(() => post('admin', form(png, { solicitudId: 999999 })), 422, 'La solicitud indicada no existe');
    await expectRefused(() => post('admin', form(png, {})), 422, /Indique a qué pertenecen/);
    await expectRefused(
      () => post('admin', form(png, { manualId: manual.edicion, proyectoId: 1 })),
      422,
      'Los ficheros deben pertenecer a un único propietario',
    );
    await expectRefused(
      () => post('admin', form([{ bytes: SAMPLES.png, name: 'a.png' }], { manualId: 999999 })),
      422,
      'El manual indicado no existe',
    );
    await expectRefused(
      () => post('admin', form([{ bytes: SAMPLES.png, name: 'a.png' }], { manualId: 'uno' })),
      422,
      'Solo números enteros positivos',
    );
    await expectRefused(() => post('admin', form(png)), 422, 'El tipo de fichero PRY no es válido para este propietario');
  });

  it('refuses unknown fields, no files, a non-multipart body and broken multipart', async () => {
    const fd = form([{ bytes: SAMPLES.png, name: 'a.png' }]);
    fd.append('ruta', '../../etc');
    await expectRefused(() => post('admin', fd), 422, 'Campo no permitido: ruta');
    const empty = new FormData();
    empty.append('manualId', String(manual.edicion));
    await expectRefused(() => post('admin', empty), 422, 'Seleccione al menos un fichero');
    const json = await t.app.request('/api/ficheros', {
      method: 'POST',
      headers: { ...(await auth('admin')), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const broken = await t.app.request('/api/ficheros', {
      method: 'POST',
      headers: { ...(await auth('admin')), 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--x\r\nbasura',
    });
    expect(broken.status).toBe(400);
  });

  it('needs MANUALES at E: 401 without a session, 403 with read only, nothing stored', async () => {
    const part = [{ bytes: SAMPLES.pdf, name: 'a.pdf' }];
    await expectRefused(() => post(null, form(part)), 401, /.+/);
    await expectRefused(() => post('tutor', form(part)), 403, 'No tiene permiso para modificar los ficheros de este propietario');
    await expectRefused(() => post('nadie', form(part)), 403, /No tiene permiso/);
    // A published manual's file stays editable (ADR 0010).
    expect((await post('admin', form(part, { manualId: manual.publico }))).status).toBe(201);
  });
});

describe('GET and DELETE /api/ficheros/{ficheroId} by owner', () => {
  const upload = async (manualId: number, name = 'doc.pdf', bytes = SAMPLES.pdf) =>
    (await (await post('admin', form([{ bytes, name }], { manualId }))).json()).Id as number;
  const get = async (id: number, userName: string | null, query = '') =>
    t.app.request(`/api/ficheros/${id}${query}`, { headers: await auth(userName) });

  it('a public, published manual file is public (anonymous 200, inline; descarga=1 forces download)', async () => {
    const id = await upload(manual.publico, 'Guía pública.pdf');
    const res = await get(id, null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="Gu_a p_blica.pdf"/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(SAMPLES.pdf);
    expect((await get(id, null, '?descarga=1')).headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('other manual files: 401 anonymous, 403 without catalogue read, 200 for readers', async () => {
    for (const m of [manual.edicion, manual.publicoEnEdicion]) {
      const id = await upload(m);
      const anon = await get(id, null);
      expect(anon.status).toBe(401);
      const nadie = await get(id, 'nadie');
      expect(nadie.status).toBe(403);
      expect((await nadie.json()).message).toBe('No tiene permiso para ver este fichero');
      for (const reader of ['tutor', 'gestor', 'admin', 'superadmin']) expect((await get(id, reader)).status).toBe(200);
    }
  });

  it('missing files are 404 for every session and 401 without one (as an existing file); bad ids 400', async () => {
    expect((await get(999999, null)).status).toBe(401);
    expect((await get(999999, 'admin')).status).toBe(404);
    expect((await t.app.request('/api/ficheros/abc')).status).toBe(400);
  });

  it('DELETE: MANUALES E removes row and bytes (204); 401, 403, 404 otherwise', async () => {
    const id = await upload(manual.edicion, 'borrar.pdf');
    const [row] = await t.db.select().from(ficheros).where(eq(ficheros.id, id));
    const del = (userName: string | null, fid = id) =>
      auth(userName).then((h) => t.app.request(`/api/ficheros/${fid}`, { method: 'DELETE', headers: h }));
    expect((await del(null)).status).toBe(401);
    const ro = await del('tutor');
    expect(ro.status).toBe(403);
    expect((await ro.json()).message).toBe('No tiene permiso para eliminar este fichero');
    expect(await storedObjects()).toContain(row?.claveAlmacen);
    expect((await del('admin')).status).toBe(204);
    expect(await t.db.select().from(ficheros).where(eq(ficheros.id, id))).toEqual([]);
    expect(await storedObjects()).not.toContain(row?.claveAlmacen);
    expect((await del('admin')).status).toBe(404);
    expect((await get(id, 'admin')).status).toBe(404);
  });

  it('DELETE of an avatar goes through yo/avatar (422)', async () => {
    const fd = new FormData();
    fd.set('contenidoBinario', new File([SAMPLES.png as Uint8Array<ArrayBuffer>], 'yo.png'));
    const { ficheroId } = await (
      await t.app.request('/api/yo/avatar', { method: 'PUT', headers: await auth('admin'), body: fd })
    ).json();
    const res = await t.app.request(`/api/ficheros/${ficheroId}`, { method: 'DELETE', headers: await auth('admin') });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('La imagen de perfil se elimina desde el perfil');
  });
});
