import { AltaMiembroContenido } from '../../../../../components/autoevaluacion/equipo/miembro-contenido.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { pageAreaEvaluacion } from '../../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { loadEquipoPagina } from '../../../../../platform/page-equipo.ts';

/** `/evaluacion/{id}/usuario/alta` (AE_EQUIPO): the head of evaluation invites an evaluator (48 h invitation). */
export default async function AltaMiembroEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const datos = await loadEquipoPagina(await pageDomainContext(actor), id);
  if (!datos) return <NotFound />;
  return <AltaMiembroContenido datos={datos} id={id} raiz="evaluacion" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
