import { unstable_redirect } from 'waku/router/server';
import type { AreaAutoevaluacion } from '../domain/autoevaluacion/area.ts';
import { primeraEvidenciaDeEstandar } from '../domain/autoevaluacion/evidencias.ts';
import type { Actor, DomainContext } from '../domain/context.ts';
import { isAppError } from '../domain/errors.ts';
import type { AreaEvaluacion } from '../domain/evaluacion/area.ts';
import { pageArea } from './page-area.ts';
import { pageAreaEvaluacion } from './page-area-evaluacion.ts';
import { pageDomainContext } from './page-context.ts';

/** What a page of an area works with once the area lets the caller in. */
interface PaginaArea<A> {
  id: number;
  area: A;
  ctx: DomainContext;
}

/**
 * Self-assessment `id` for a page of its area opened by `actor` (already through the page
 * guard): the area and the domain context, or null when the area keeps the caller out (the page
 * answers 404).
 */
export async function pageAreaPagina(actor: Actor | null, id: number): Promise<PaginaArea<AreaAutoevaluacion> | null> {
  const acceso = await pageArea(id);
  if (!('area' in acceso)) return null;
  return { id, area: acceso.area, ctx: await pageDomainContext(actor) };
}

/**
 * Evaluation `id` for a page of its area that only the evaluation team opens: as
 * pageAreaPagina, and null too for a member of the project outside that team.
 */
export async function pageEquipoEvaluacionPagina(actor: Actor | null, id: number): Promise<PaginaArea<AreaEvaluacion> | null> {
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return null;
  return { id, area: acceso.area, ctx: await pageDomainContext(actor) };
}

/**
 * An area's evidence route without an evidence (`/{raiz}/{id}/evidencia?estandarId=`): sends the
 * user to the first evidence of that standard, or, without a standard (or one without
 * evidences), to the evidences list filtered by it. Returns only when the standard is not the
 * caller's to see (the page answers 404).
 */
export async function redirigeAPrimeraEvidencia(ctx: DomainContext, raiz: string, id: number, estandarId: number): Promise<void> {
  let primera: number | null = null;
  try {
    primera = estandarId ? await primeraEvidenciaDeEstandar(ctx, id, estandarId) : null;
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return;
    throw err;
  }
  if (primera) unstable_redirect(`/${raiz}/${id}/evidencia/${primera}`);
  unstable_redirect(`/${raiz}/${id}/evidencias${estandarId ? `?estandarId=${estandarId}` : ''}`);
}
