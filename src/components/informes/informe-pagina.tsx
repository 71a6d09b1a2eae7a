import type { InformeEvaluacion, TipoInforme } from '../../domain/informes/evaluacion.ts';
import { informesUi as t } from '../../i18n/informes.ts';
import { PageTitle } from '../page/page-title.tsx';
import { InformeVista } from './informe-vista.tsx';

const TITULOS: Record<TipoInforme, string> = { informe: t.informe, seguimiento: t.plantilla, tabla: t.tabla };
const PDF: Record<TipoInforme, string> = { informe: 'informe', seguimiento: 'plantilla-seguimiento', tabla: 'tabla' };

/**
 * A report page (`/evaluacion/{id}/informe`, `/evaluacion/{id}/plantilla-seguimiento`): the
 * printable view with its PDF link, of the report the page read (src/platform/page-informe.ts;
 * not found for outsiders and for members without the report's permission).
 */
export function InformePagina(props: { id: number; tipo: TipoInforme; informe: InformeEvaluacion; hoy: string }) {
  const { id, informe } = props;
  return (
    <>
      <PageTitle>{`${TITULOS[props.tipo]} · ${informe.Proyecto.Codigo}`}</PageTitle>
      <InformeVista
        informe={informe}
        tipo={props.tipo}
        pdf={`/api/autoevaluaciones/${id}/${PDF[props.tipo]}.pdf`}
        hoy={props.hoy}
      />
    </>
  );
}
