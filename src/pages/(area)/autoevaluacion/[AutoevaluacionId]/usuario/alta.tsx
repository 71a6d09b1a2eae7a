import { AltaMiembroContenido } from '../../../../../components/autoevaluacion/equipo/miembro-contenido.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

/** `/autoevaluacion/{id}/usuario/alta` (AE_EQUIPO): the process manager invites a member (48 h invitation). */
export default async function AltaMiembroPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  return <AltaMiembroContenido ctx={await pageDomainContext(actor)} id={idDe(props.AutoevaluacionId)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
