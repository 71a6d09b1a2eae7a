import { AltaMiembroContenido } from '../../../../../components/autoevaluacion/equipo/miembro-contenido.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { loadEquipoPagina } from '../../../../../platform/page-equipo.ts';

/** `/autoevaluacion/{id}/usuario/alta` (AE_EQUIPO): the process manager invites a member (48 h invitation). */
export default async function AltaMiembroPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const datos = await loadEquipoPagina(await pageDomainContext(actor), id);
  if (!datos) return <NotFound />;
  return <AltaMiembroContenido datos={datos} id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
