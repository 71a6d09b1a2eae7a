import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { redirigeAPrimeraEvidencia } from '../../../../../platform/page-area-pagina.ts';
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
  await redirigeAPrimeraEvidencia(ctx, 'autoevaluacion', id, estandarId);
  return <NotFound />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
