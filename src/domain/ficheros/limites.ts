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
