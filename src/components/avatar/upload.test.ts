import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAvatar, envelopeMessage, uploadAvatar } from './upload.ts';

/** Enough of XMLHttpRequest to drive uploadAvatar: records the call and replays a reply. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor(private reply: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.reply(this));
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cara.png', { type: 'image/png' });
const factory = (xhr: FakeXhr) => () => xhr as unknown as XMLHttpRequest;

afterEach(() => vi.unstubAllGlobals());

describe('uploadAvatar', () => {
  it('PUTs multipart nombreFisico + contenidoBinario, reports progress and reads statusCode 201', async () => {
    const progress: number[] = [];
    const xhr = new FakeXhr((x) => {
      x.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      x.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      x.status = 201;
      x.responseText = JSON.stringify({ statusCode: 201, ficheroId: 7, message: 'ok' });
      x.onload?.();
    });
    const result = await uploadAvatar(png, { onProgress: (p) => progress.push(p), xhr: factory(xhr) });
    expect(result).toEqual({ ok: true, status: 201, ficheroId: 7, message: null });
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/yo/avatar']);
    const form = xhr.body as FormData;
    expect(form.get('nombreFisico')).toBe('cara.png');
    expect((form.get('contenidoBinario') as File).name).toBe('cara.png');
    expect(progress).toEqual([25, 100]);
  });

  it('turns an error envelope into its first field message', async () => {
    const xhr = new FakeXhr((x) => {
      x.status = 415;
      x.responseText = JSON.stringify({
        status: 415,
        message: 'Solo se admiten imágenes JPG, GIF o PNG',
        errors: { contenidoBinario: ['Solo se admiten imágenes JPG, GIF o PNG'] },
      });
      x.onload?.();
    });
    expect(await uploadAvatar(png, { xhr: factory(xhr) })).toMatchObject({
      ok: false,
      status: 415,
      message: 'Solo se admiten imágenes JPG, GIF o PNG',
    });
  });

  it('reports a network failure in Spanish and stays quiet when aborted', async () => {
    const down = new FakeXhr((x) => x.onerror?.());
    expect((await uploadAvatar(png, { xhr: factory(down) })).message).toBe(
      'Se ha producido un error. No se ha podido contactar con el servidor.',
    );
    const controller = new AbortController();
    const slow = new FakeXhr(() => controller.abort());
    expect(await uploadAvatar(png, { xhr: factory(slow), signal: controller.signal })).toMatchObject({
      ok: false,
      message: null,
    });
    expect(slow.aborted).toBe(true);
  });
});

describe('deleteAvatar', () => {
  it('DELETEs /api/yo/avatar and takes 204 as success', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await deleteAvatar()).toMatchObject({ ok: true, status: 204 });
    expect(fetchMock).toHaveBeenCalledWith('/api/yo/avatar', expect.objectContaining({ method: 'DELETE' }));
  });

  it('passes the server message on failure', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 401, message: 'Debe iniciar sesión' }, { status: 401 }));
    expect(await deleteAvatar()).toMatchObject({ ok: false, status: 401, message: 'Debe iniciar sesión' });
  });
});

describe('envelopeMessage', () => {
  it('falls back to a generic text with the status', () => {
    expect(envelopeMessage(null, 502)).toBe('Se ha producido un error. (502)');
  });
});
