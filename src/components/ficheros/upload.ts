import { ACCEPT_ADMITIDOS, FICHERO_MAX_BYTES, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import { errores } from '../../i18n/errores.ts';
import { envelopeMessage } from '../avatar/upload.ts';

/** Exactly one owner id, as POST ficheros takes it. */
export type FicheroOwner =
  | { manualId: number }
  | { proyectoId: number }
  | { solicitudId: number }
  | { acreditacionId: number }
  | { actuacionId: number }
  | { mensajeId: number };

type UploadOutcome = { ok: true; ids: number[] } | { ok: false; message: string };

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The multipart fields of POST ficheros for `files`, in the spec's indexed form:
 * nombreFisico[i], tipoClave[i] and the owner id (contenidoBinario[i] is each file's part).
 */
export function uploadFields(files: ReadonlyArray<{ name: string }>, owner: FicheroOwner, tipoClave: string) {
  const [[campo, id]] = Object.entries(owner) as [[string, number]];
  const meta: Record<string, string> = { [campo]: String(id) };
  files.forEach((f, i) => {
    meta[`nombreFisico[${i}]`] = f.name;
    meta[`tipoClave[${i}]`] = tipoClave;
  });
  return meta;
}

/**
 * Sends `files` in one request with Uppy (core + XHR upload, bundled), reporting progress.
 * Uppy is loaded on first use, so pages that only show files never download it. One
 * request for all files: the server refuses them all or stores them all. No retries: a
 * refusal (413/415/422) will not change, and a repeated POST could store twice.
 */
export async function uploadFicheros(opts: {
  files: File[];
  owner: FicheroOwner;
  tipoClave: string;
  onProgress?: (percent: number) => void;
}): Promise<UploadOutcome> {
  const [{ default: Uppy }, { default: XHRUpload }, { default: es_ES }] = await Promise.all([
    import('@uppy/core'),
    import('@uppy/xhr-upload'),
    import('@uppy/locales/lib/es_ES'),
  ]);
  const uppy = new Uppy({
    locale: es_ES,
    autoProceed: false,
    // The same limits as the server; our own checks (checks.ts) ran first with our texts.
    restrictions: {
      maxFileSize: FICHERO_MAX_BYTES,
      maxNumberOfFiles: FICHEROS_MAX_POR_PETICION,
      allowedFileTypes: ACCEPT_ADMITIDOS,
    },
  });
  uppy.use(XHRUpload, {
    endpoint: '/api/ficheros',
    method: 'post',
    bundle: true,
    formData: true,
    allowedMetaFields: true,
    headers: { Accept: 'application/json' },
    shouldRetry: () => false,
    limit: 1,
    timeout: 120_000,
  });
  let failure: string | null = null;
  uppy.on('progress', (p) => opts.onProgress?.(p));
  uppy.on('upload-error', (_file, error) => {
    const xhr = (error as { request?: XMLHttpRequest }).request;
    failure ??= xhr && xhr.status > 0 ? envelopeMessage(parse(xhr.responseText), xhr.status) : errores.sinRespuesta;
  });
  try {
    // The global meta is exactly our fields: bundled uploads send the global meta, not the files'.
    uppy.setState({ meta: uploadFields(opts.files, opts.owner, opts.tipoClave) });
    opts.files.forEach((file, i) => {
      const id = uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
      uppy.setFileState(id, { xhrUpload: { endpoint: '/api/ficheros', fieldName: `contenidoBinario[${i}]` } });
    });
    const result = await uppy.upload();
    if (failure) return { ok: false, message: failure };
    const response = result?.successful?.[0]?.response;
    const body = response?.body as { statusCode?: unknown; data?: unknown } | undefined;
    if (response?.status === 201 && body?.statusCode === 201 && Array.isArray(body.data)) {
      return { ok: true, ids: body.data.filter((n): n is number => typeof n === 'number') };
    }
    return { ok: false, message: envelopeMessage(body, response?.status ?? 0) };
  } catch (err) {
    // addFile refuses what breaks the restrictions, with Uppy's Spanish text.
    return { ok: false, message: err instanceof Error && err.message ? err.message : errores.sinRespuesta };
  } finally {
    uppy.destroy();
  }
}

/** DELETE /api/ficheros/{id}: null when done, else the message to show. */
export async function deleteFicheroCall(id: number): Promise<string | null> {
  try {
    const res = await fetch(`/api/ficheros/${id}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (res.status === 204) return null;
    return envelopeMessage(await res.json().catch(() => null), res.status);
  } catch {
    return errores.sinRespuesta;
  }
}
