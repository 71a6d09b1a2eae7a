import { InformePagina } from '../../../../components/informes/informe-pagina.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { guardPage } from '../../../../platform/page-auth.ts';
import { loadInforme } from '../../../../platform/page-informe.ts';

/** `/evaluacion/{AutoevaluacionId}/plantilla-seguimiento` (INF_EVALUACION): the follow-up template, printable and as PDF. */
export default async function PlantillaSeguimientoPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const datos = await loadInforme(actor, id, 'seguimiento');
  if (!datos) return <NotFound />;
  return <InformePagina id={id} tipo="seguimiento" informe={datos.informe} hoy={datos.hoy} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
