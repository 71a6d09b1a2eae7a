import { EquipoContenido } from '../../../../components/autoevaluacion/equipo/equipo-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/** `/autoevaluacion/{id}/equipo` (AE_EQUIPO): members, invitations, dates; the process manager changes them. */
export default async function EquipoPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  return <EquipoContenido ctx={await pageDomainContext(actor)} id={idDe(props.AutoevaluacionId)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
