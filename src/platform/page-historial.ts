import { HISTORIAL_POR_PAGINA, type Historial, pestanaDe } from '../components/auditoria/historial.tsx';
import { historialDe } from '../domain/auditoria/busqueda.ts';
import type { DomainContext } from '../domain/context.ts';
import { AUDITORIA } from '../domain/permisos/politicas.ts';
import { puede } from '../domain/permisos/regla.ts';

/**
 * The Historial tab of a record page (`ConHistorial`): null for a caller who may not read the
 * audit log (the page shows no tabs); otherwise the tab the URL asks for and, when it is the
 * Historial, that page of the record's audit entries. Reads are the page's, not the component's.
 */
export async function loadHistorial(
  ctx: DomainContext,
  entidad: string,
  entidadId: number | string,
  query: string | undefined,
): Promise<Historial | null> {
  if (!puede(ctx.actor, AUDITORIA.lee)) return null;
  const { historial, pagina } = pestanaDe(query);
  const page = historial
    ? await historialDe(ctx, entidad, entidadId, { pagina, registrosPorPagina: HISTORIAL_POR_PAGINA })
    : null;
  return { abierta: historial, pagina, page };
}
