/** The /usuarios filters as the URL carries them (a GET form: the list works without JavaScript). */
export interface UsuariosParams {
  texto: string;
  /** '' all, 'true' active, 'false' inactive. */
  activo: '' | 'true' | 'false';
  etiquetaId: number | undefined;
  pagina: number;
}

export const USUARIOS_POR_PAGINA = 20;

const positive = (raw: string | null): number | undefined => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/** Reads the page's query string; anything malformed falls back to "no filter" or page 1. */
export function parseUsuariosParams(query: string | undefined): UsuariosParams {
  const q = new URLSearchParams(query ?? '');
  const activo = q.get('activo');
  return {
    texto: (q.get('texto') ?? '').trim().slice(0, 200),
    activo: activo === 'true' || activo === 'false' ? activo : '',
    etiquetaId: positive(q.get('etiquetaId')),
    pagina: positive(q.get('pagina')) ?? 1,
  };
}

/** The URL of a list page with these filters (empty ones left out). */
export function usuariosHref(params: Omit<UsuariosParams, 'pagina'>, pagina = 1): string {
  const q = new URLSearchParams();
  if (params.texto) q.set('texto', params.texto);
  if (params.activo) q.set('activo', params.activo);
  if (params.etiquetaId !== undefined) q.set('etiquetaId', String(params.etiquetaId));
  if (pagina > 1) q.set('pagina', String(pagina));
  const s = q.toString();
  return s ? `/usuarios?${s}` : '/usuarios';
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#000000';
  const n = Number.parseInt(m[1] as string, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // Contrast with black (l + 0.05) / 0.05 against white 1.05 / (l + 0.05): equal at l ≈ 0.179.
  return l > 0.179 ? '#000000' : '#ffffff';
}
