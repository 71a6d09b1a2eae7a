import { errores } from '../../i18n/errores.ts';

interface AvatarCallResult {
  ok: boolean;
  /** HTTP status; 0 when the server could not be reached or the upload was aborted. */
  status: number;
  ficheroId: number | null;
  /** What to tell the user when it failed, else null. */
  message: string | null;
}

/** The first field message of the error envelope, else its message, else a generic text. */
export function envelopeMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: Record<string, unknown> };
    const first = b.errors && Object.values(b.errors).flat()[0];
    if (typeof first === 'string' && first) return first;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return status ? `${errores.otroFallo} (${status})` : errores.sinRespuesta;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

type XhrFactory = () => XMLHttpRequest;

/**
 * PUT /api/yo/avatar as multipart (nombreFisico, contenidoBinario) with upload progress.
 * XMLHttpRequest rather than fetch: fetch still reports no upload progress in browsers.
 * The session cookie goes along (same origin, the deployment's default instance, as for
 * every call of the pages); success is the spec's statusCode 201.
 */
export function uploadAvatar(
  file: File,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal; xhr?: XhrFactory } = {},
): Promise<AvatarCallResult> {
  return new Promise((resolve) => {
    const xhr = (opts.xhr ?? (() => new XMLHttpRequest()))();
    const form = new FormData();
    form.set('nombreFisico', file.name);
    form.set('contenidoBinario', file, file.name);
    xhr.open('PUT', '/api/yo/avatar');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText) as { statusCode?: unknown; ficheroId?: unknown } | null;
      if (xhr.status === 201 && body?.statusCode === 201 && typeof body.ficheroId === 'number') {
        resolve({ ok: true, status: 201, ficheroId: body.ficheroId, message: null });
      } else {
        resolve({ ok: false, status: xhr.status, ficheroId: null, message: envelopeMessage(body, xhr.status) });
      }
    };
    const failed = () => resolve({ ok: false, status: 0, ficheroId: null, message: errores.sinRespuesta });
    xhr.onerror = failed;
    xhr.onabort = () => resolve({ ok: false, status: 0, ficheroId: null, message: null });
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** DELETE /api/yo/avatar (204). */
export async function deleteAvatar(): Promise<AvatarCallResult> {
  try {
    const res = await fetch('/api/yo/avatar', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (res.status === 204) return { ok: true, status: 204, ficheroId: null, message: null };
    return {
      ok: false,
      status: res.status,
      ficheroId: null,
      message: envelopeMessage(await res.json().catch(() => null), res.status),
    };
  } catch {
    return { ok: false, status: 0, ficheroId: null, message: errores.sinRespuesta };
  }
}

/** Where the browser reads a stored file (the API checks who may). */
export const ficheroUrl = (ficheroId: number) => `/api/ficheros/${ficheroId}`;
