import { FILTROS_ESTANDARES, type ListaEstandares } from '../components/autoevaluacion/paginas/estandares-contenido.tsx';
import {
  FILTROS_EVIDENCIAS,
  type ListaEvidencias,
  POR_PAGINA_EVIDENCIAS,
} from '../components/autoevaluacion/paginas/evidencias-contenido.tsx';
import { listEstandaresAutoevaluacion } from '../domain/autoevaluacion/estandares.ts';
import { listEtiquetasAutoevaluacion } from '../domain/autoevaluacion/etiquetas.ts';
import { listEvidenciasAutoevaluacion } from '../domain/autoevaluacion/evidencias.ts';
import { getContextoEvidencias } from '../domain/autoevaluacion/evidencias-pagina.ts';
import type { DomainContext } from '../domain/context.ts';
import { parseListParams } from '../domain/listas/params.ts';
import { orNotFound } from './page-not-found.ts';

// The list pages of the self-assessment and evaluation areas: the page reads, the component
// (`EvidenciasContenido`, `EstandaresContenido`) only renders what it is given.

/**
 * The evidences list of self-assessment `id` at the URL's filters and page (the last page when
 * the URL asks past it); null, a 404 page, for outsiders and unknown ids.
 */
export async function loadListaEvidencias(
  ctx: DomainContext,
  id: number,
  query: string | undefined,
): Promise<ListaEvidencias | null> {
  const params = parseListParams(query, FILTROS_EVIDENCIAS);
  const listar = (pagina: number) =>
    listEvidenciasAutoevaluacion(ctx, id, {
      query: { pagina, registrosPorPagina: POR_PAGINA_EVIDENCIAS },
      filtros: {
        texto: params.texto || undefined,
        estandarId: params.estandarId,
        estadoClave: params.estadoClave || undefined,
        esencial: params.esencial === '' ? undefined : params.esencial === 'true',
      },
    });
  const leido = await orNotFound(Promise.all([getContextoEvidencias(ctx, id), listar(params.pagina)]), [403, 404]);
  if (!leido) return null;
  const [contexto, primera] = leido;
  const ultima = Math.max(1, Math.ceil(primera.total / POR_PAGINA_EVIDENCIAS));
  const page = primera.records.length === 0 && params.pagina > ultima ? await listar(ultima) : primera;
  return { params, contexto, page, ultima };
}

/** Every applicable standard of self-assessment `id` (the page filters them) and its tags. */
export async function loadListaEstandares(ctx: DomainContext, id: number, query: string | undefined): Promise<ListaEstandares> {
  const params = parseListParams(query, FILTROS_ESTANDARES);
  const [todos, etiquetas] = await Promise.all([
    listEstandaresAutoevaluacion(ctx, id, { query: { pagina: 1, registrosPorPagina: 10_000 }, filtros: {} }),
    listEtiquetasAutoevaluacion(ctx, id, 'EST'),
  ]);
  return { params, estandares: todos.records, etiquetas };
}
