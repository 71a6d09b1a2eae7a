/**
 * The avatar's limits (behaviour: "avatar upload ≤1024 KB JPG/GIF/PNG"), shared by the API
 * and the browser's checks. Pure: safe to import from client components.
 */

/** 1024 KB, with KB = 1024 bytes. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const NOMBRE_FISICO_MAX = 100;
export const AVATAR_MIME: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif']);
export const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.gif', '.png'] as const;

/**
 * The name to show: the last path segment (browsers on Windows used to send full paths)
 * without control characters. It is only ever displayed or put in Content-Disposition.
 */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Length in characters as a person counts them (code points, so "ñ" or an emoji is one). */
export const characterCount = (s: string) => [...s].length;

/**
 * Uploads through POST ficheros: each file at most FICHERO_MAX_KB
 * (KB = 1024 bytes), at most 10 per request, names of at most 100 characters, and only
 * these extensions, whose content must match (src/domain/ficheros/sniff.ts). Every check,
 * body limit and message about an upload's size reads the limit from here.
 */
export const FICHERO_MAX_KB = 2048;
export const FICHERO_MAX_BYTES = FICHERO_MAX_KB * 1024;
export const FICHEROS_MAX_POR_PETICION = 10;
/** Default cap of files of one type on one owner (the spec's "up to 10 files"). */
export const FICHEROS_MAX_POR_PROPIETARIO = 10;
export const DESCRIPCION_MAX = 500;
export const EXTENSIONES_ADMITIDAS = ['bmp', 'gif', 'jpg', 'jpeg', 'tiff', 'tif', 'pdf', 'png', 'zip', 'rar'] as const;
/** For <input accept> and Uppy's allowedFileTypes. */
export const ACCEPT_ADMITIDOS = EXTENSIONES_ADMITIDAS.map((e) => `.${e}`);

/** The extension of a name, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const m = /\.([^./\\]+)$/.exec(name);
  return m ? (m[1] as string).toLowerCase() : '';
}

/** Sizes are shown as bytes / 1024 rounded down. */
export const kbOf = (bytes: number) => Math.floor(bytes / 1024);
export const formatKb = (bytes: number) => `${kbOf(bytes)} KB`;
