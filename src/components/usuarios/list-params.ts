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
