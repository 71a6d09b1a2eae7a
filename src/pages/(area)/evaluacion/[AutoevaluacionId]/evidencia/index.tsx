import { unstable_redirect } from 'waku/router/server';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { primeraEvidenciaDeEstandar } from '../../../../../domain/autoevaluacion/evidencias.ts';
import { isAppError } from '../../../../../domain/errors.ts';
import { pageAreaEvaluacion } from '../../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/evidencia?estandarId=` (AE_APORTACION): as in the
 * self-assessment area, the first evidence of that standard, or the evidences list.
 */
export default async function EvidenciaDeEstandarEvaluacion(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  const estandarId = idDe(new URLSearchParams(props.query ?? '').get('estandarId') ?? undefined);
  let primera: number | null = null;
  try {
    primera = estandarId ? await primeraEvidenciaDeEstandar(ctx, id, estandarId) : null;
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  if (primera) unstable_redirect(`/evaluacion/${id}/evidencia/${primera}`);
  unstable_redirect(`/evaluacion/${id}/evidencias${estandarId ? `?estandarId=${estandarId}` : ''}`);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
