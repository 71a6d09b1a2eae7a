import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ficheros, usuarios } from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { systemClock } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { newStorageKey } from '../../src/domain/shared/storage.ts';
import { SAMPLES, text } from '../fixtures/ficheros.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let files: TestStorage;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  files = await useTestStorage();
  await seedDemoUsuarios(t.db);
  for (const userName of ['admin', 'gestor', 'evaluador', 'superadmin']) {
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
    if (!u) throw new Error(`falta el usuario ${userName}`);
    ids[userName] = u.id;
  }
});
afterAll(async () => {
  await files.cleanup();
});

async function bearer(userName: string) {
  const { token } = await createSession(t.db, { usuarioId: ids[userName] as number, clock: systemClock });
  return { authorization: `Bearer ${token}` };
}

/** A file of `size` bytes that starts like `sample` (the sniffer reads only the head). */
const padded = (sample: Uint8Array, size: number) => {
  const out = new Uint8Array(size);
  out.set(sample.subarray(0, size));
  return out;
};

function form(bytes: Uint8Array, name: string, opts: { nombreFisico?: string; field?: string; type?: string } = {}) {
  const fd = new FormData();
  if (opts.nombreFisico !== undefined) fd.set('nombreFisico', opts.nombreFisico);
  fd.set(
    opts.field ?? 'contenidoBinario',
    new File([bytes as Uint8Array<ArrayBuffer>], name, { type: opts.type ?? 'image/png' }),
  );
  return fd;
}

const put = async (userName: string | null, body: FormData | string, headers: Record<string, string> = {}) =>
  t.app.request('/api/yo/avatar', {
    method: 'PUT',
    headers: { ...(userName ? await bearer(userName) : {}), ...headers },
    body,
  });

const avatarOf = async (userName: string) =>
  (
    await t.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.id, ids[userName] as number))
  )[0]?.ficheroAvatarId ?? null;
const row = async (id: number) => (await t.db.select().from(ficheros).where(eq(ficheros.id, id)))[0];

describe('PUT /api/yo/avatar', () => {
  it('stores a PNG, records it and points the user at it (201 with ficheroId)', async () => {
    const res = await put('admin', form(SAMPLES.png, 'foto.png', { nombreFisico: 'Mi foto.png' }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 201, message: 'La imagen se ha guardado correctamente' });
    expect(body.ficheroId).toBeGreaterThan(0);
    expect(await avatarOf('admin')).toBe(body.ficheroId);
    const f = await row(body.ficheroId);
    expect(f).toMatchObject({
      nombreFisico: 'Mi foto.png',
      tipoContenido: 'image/png',
      tipoClave: 'AVATAR',
      bytes: SAMPLES.png.length,
    });
    expect(f?.usuarioId).toBe(ids.admin);
    // Stored under a random key, never under the client's name.
    expect(f?.claveAlmacen).toMatch(/^[0-9a-f]{32}$/);
    expect(await files.has(f?.claveAlmacen ?? '')).toBe(true);
  });

  it('accepts a single `file` field, names it after the file, and takes GIF and JPEG', async () => {
    const gif = await put('gestor', form(SAMPLES.gif, 'C:\\fakepath\\cara.gif', { field: 'file', type: 'image/gif' }));
    expect(gif.status).toBe(201);
    expect((await row((await gif.json()).ficheroId))?.nombreFisico).toBe('cara.gif');
    const jpg = await put('gestor', form(SAMPLES.jpeg, 'cara.jpg', { type: 'image/jpeg' }));
    expect(jpg.status).toBe(201);
    expect((await row((await jpg.json()).ficheroId))?.tipoContenido).toBe('image/jpeg');
  });

  it('takes exactly 1024 KB, even though the multipart body passes the 1 MiB JSON limit', async () => {
    const res = await put('evaluador', form(padded(SAMPLES.png, 1024 * 1024), 'grande.png'));
    expect(res.status).toBe(201);
  });

  it('refuses more than 1024 KB with 413', async () => {
    const res = await put('evaluador', form(padded(SAMPLES.png, 1024 * 1024 + 1), 'grande.png'));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('La imagen no puede superar los 1024 KB');
    const huge = await put('evaluador', form(padded(SAMPLES.png, 3 * 1024 * 1024), 'enorme.png'));
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe('La imagen no puede superar los 1024 KB');
  });

  it('refuses what is not a JPG, GIF or PNG by content with 415, whatever the name and type say', async () => {
    for (const bytes of [text('esto no es una imagen'), SAMPLES.pdf, SAMPLES.svg, SAMPLES.webp, SAMPLES.bmp]) {
      const res = await put('evaluador', form(bytes, 'foto.png', { type: 'image/png' }));
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBe('Solo se admiten imágenes JPG, GIF o PNG');
    }
  });

  it('refuses names over 100 characters with 422 and accepts 100', async () => {
    const long = await put('evaluador', form(SAMPLES.png, 'x.png', { nombreFisico: `${'ñ'.repeat(97)}.png` }));
    expect(long.status).toBe(422);
    const body = await long.json();
    expect(body.message).toBe('El nombre del fichero no puede superar los 100 caracteres');
    expect(body.errors.nombreFisico).toEqual(['El nombre del fichero no puede superar los 100 caracteres']);
    expect((await put('evaluador', form(SAMPLES.png, `${'a'.repeat(96)}.png`))).status).toBe(201);
  });

  it('answers 422 without a file, 415 for a non-multipart body, 400 for broken multipart', async () => {
    const empty = new FormData();
    empty.set('nombreFisico', 'nada.png');
    expect((await put('evaluador', empty)).status).toBe(422);
    expect((await put('evaluador', '{}', { 'content-type': 'application/json' })).status).toBe(415);
    const broken = await put('evaluador', '--x\r\nbasura', { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('El cuerpo multipart de la petición no es válido');
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const first = (await (await put('gestor', form(SAMPLES.png, 'a.png'))).json()).ficheroId as number;
    const firstKey = (await row(first))?.claveAlmacen ?? '';
    expect(await files.has(firstKey)).toBe(true);
    const second = (await (await put('gestor', form(SAMPLES.gif, 'b.gif'))).json()).ficheroId as number;
    expect(await avatarOf('gestor')).toBe(second);
    expect(await row(first)).toBeUndefined();
    expect(await files.has(firstKey)).toBe(false);
    const avatars = await t.db
      .select()
      .from(ficheros)
      .where(eq(ficheros.usuarioId, ids.gestor as number));
    expect(avatars.map((f) => f.id)).toEqual([second]);
    expect((await t.app.request(`/api/ficheros/${first}`, { headers: await bearer('gestor') })).status).toBe(404);
  });

  it('is refused to anonymous callers (401)', async () => {
    const res = await put(null, form(SAMPLES.png, 'a.png'));
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/yo/avatar', () => {
  it('clears the avatar and deletes its file (204), and again is harmless', async () => {
    const id = (await (await put('evaluador', form(SAMPLES.png, 'a.png'))).json()).ficheroId as number;
    const key = (await row(id))?.claveAlmacen ?? '';
    const res = await t.app.request('/api/yo/avatar', { method: 'DELETE', headers: await bearer('evaluador') });
    expect(res.status).toBe(204);
    expect(await avatarOf('evaluador')).toBeNull();
    expect(await row(id)).toBeUndefined();
    expect(await files.has(key)).toBe(false);
    const again = await t.app.request('/api/yo/avatar', { method: 'DELETE', headers: await bearer('evaluador') });
    expect(again.status).toBe(204);
    expect((await t.app.request('/api/yo/avatar', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('GET /api/ficheros/{ficheroId}', () => {
  /** A non-avatar file of `owner`, written the way later issues will (row + stored bytes). */
  async function otherFile(owner: string, bytes: Uint8Array, mime: string, nombre: string) {
    const key = newStorageKey();
    await files.storage.put(key, bytes, mime);
    const [f] = await t.db
      .insert(ficheros)
      .values({
        instanciaId: 'soludable',
        nombreFisico: nombre,
        claveAlmacen: key,
        tipoContenido: mime,
        bytes: bytes.length,
        tipoClave: 'PRY',
        usuarioId: ids[owner] as number,
        altaFecha: new Date().toISOString(),
      })
      .returning();
    return f?.id as number;
  }

  it('serves an avatar to any signed-in user with its sniffed type and safe headers', async () => {
    const id = (await (await put('admin', form(SAMPLES.png, 'Fotografía.png', { type: 'text/html' }))).json()).ficheroId;
    const res = await t.app.request(`/api/ficheros/${id}`, { headers: await bearer('evaluador') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Fotograf_a.png"; filename*=UTF-8''Fotograf%C3%ADa.png`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(SAMPLES.png);
  });

  it('serves other files only to their owner or a super administrator (403 otherwise)', async () => {
    const id = await otherFile('gestor', SAMPLES.pdf, 'application/pdf', 'informe.pdf');
    const own = await t.app.request(`/api/ficheros/${id}`, { headers: await bearer('gestor') });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toMatch(/^inline;/);
    const other = await t.app.request(`/api/ficheros/${id}`, { headers: await bearer('evaluador') });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe('No tiene permiso para ver este fichero');
    expect((await t.app.request(`/api/ficheros/${id}`, { headers: await bearer('superadmin') })).status).toBe(200);
  });

  it('sends SVG as a download, never inline', async () => {
    const id = await otherFile('gestor', SAMPLES.svg, 'image/svg+xml', 'dibujo.svg');
    const res = await t.app.request(`/api/ficheros/${id}`, { headers: await bearer('gestor') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 in Spanish for a missing file, 400 for a bad id and 401 without a session whether the file exists or not', async () => {
    const missing = await t.app.request('/api/ficheros/999999', { headers: await bearer('admin') });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('No se ha encontrado el fichero');
    expect((await t.app.request('/api/ficheros/abc', { headers: await bearer('admin') })).status).toBe(400);
    // Reading is open at the route (public manual files); the domain answers 401 for the rest.
    const avatar = (await (await put('admin', form(SAMPLES.png, 'a.png'))).json()).ficheroId;
    const anonymous = await t.app.request(`/api/ficheros/${avatar}`);
    expect(anonymous.status).toBe(401);
    // Without a session a missing id gets the same answer as an existing one: nothing is learnt.
    const anonymousMissing = await t.app.request('/api/ficheros/999999');
    expect(anonymousMissing.status).toBe(401);
    const { requestId: _a, ...missingBody } = await anonymousMissing.json();
    const { requestId: _b, ...existingBody } = await (await t.app.request(`/api/ficheros/${avatar}`)).json();
    expect(missingBody).toEqual(existingBody);
  });
});
