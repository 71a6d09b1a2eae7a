import { InformePagina } from '../../../../components/informes/informe-pagina.tsx';
import { guardPage } from '../../../../platform/page-auth.ts';

/** `/evaluacion/{AutoevaluacionId}/plantilla-seguimiento` (INF_EVALUACION): the follow-up template, printable and as PDF. */
export default async function PlantillaSeguimientoPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  return <InformePagina actor={actor} AutoevaluacionId={props.AutoevaluacionId} tipo="seguimiento" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
