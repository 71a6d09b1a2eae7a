import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { pageEquipoEvaluacionPagina, redirigeAPrimeraEvidencia } from '../../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/evidencia?estandarId=` (AE_APORTACION): as in the
 * self-assessment area, the first evidence of that standard, or the evidences list.
 */
export default async function EvidenciaDeEstandarEvaluacion(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const pagina = await pageEquipoEvaluacionPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const estandarId = idDe(new URLSearchParams(props.query ?? '').get('estandarId') ?? undefined);
  await redirigeAPrimeraEvidencia(pagina.ctx, 'evaluacion', pagina.id, estandarId);
  return <NotFound />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
