import { InformePagina } from '../../../../components/informes/informe-pagina.tsx';
import { guardPage } from '../../../../platform/page-auth.ts';

/** `/evaluacion/{AutoevaluacionId}/informe` (INF_EVAL): the evaluation report, printable and as PDF. */
export default async function InformeEvaluacionPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  return <InformePagina actor={actor} AutoevaluacionId={props.AutoevaluacionId} tipo="informe" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
