import { unstable_redirect } from 'waku/router/server';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { primeraEvidenciaDeEstandar } from '../../../../../domain/autoevaluacion/evidencias.ts';
import { isAppError } from '../../../../../domain/errors.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/evidencia?estandarId=` (AE_APORTACION): the spec's
 * evidence route without an evidence opens the first evidence of that standard; without a
 * standard (or one without evidences) it goes to the evidences list, filtered by the standard.
 */
export default async function EvidenciaDeEstandar(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  const estandarId = idDe(new URLSearchParams(props.query ?? '').get('estandarId') ?? undefined);
  let primera: number | null = null;
  try {
    primera = estandarId ? await primeraEvidenciaDeEstandar(ctx, id, estandarId) : null;
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  if (primera) unstable_redirect(`/autoevaluacion/${id}/evidencia/${primera}`);
  unstable_redirect(`/autoevaluacion/${id}/evidencias${estandarId ? `?estandarId=${estandarId}` : ''}`);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
