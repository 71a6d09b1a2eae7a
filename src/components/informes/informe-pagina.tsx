import type { Actor } from '../../domain/context.ts';
import { isAppError } from '../../domain/errors.ts';
import { getInformeEvaluacion, type InformeEvaluacion, type TipoInforme } from '../../domain/informes/evaluacion.ts';
import { todayIso } from '../../domain/shared/fechas.ts';
import { informesUi as t } from '../../i18n/informes.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { PageTitle } from '../page/page-title.tsx';
import { idDe } from '../shared/route-params.ts';
import { NotFound } from '../status/not-found.tsx';
import { InformeVista } from './informe-vista.tsx';

const TITULOS: Record<TipoInforme, string> = { informe: t.informe, seguimiento: t.plantilla, tabla: t.tabla };
const PDF: Record<TipoInforme, string> = { informe: 'informe', seguimiento: 'plantilla-seguimiento', tabla: 'tabla' };

/**
 * A report page (`/evaluacion/{id}/informe`, `/evaluacion/{id}/plantilla-seguimiento`), after
 * the page's guard: the domain's read (not found for outsiders and for members without the
 * report's permission), then the printable view with its PDF link.
 */
export async function InformePagina(props: { actor: Actor | null; AutoevaluacionId: string; tipo: TipoInforme }) {
  const id = idDe(props.AutoevaluacionId);
  const ctx = await pageDomainContext(props.actor);
  let informe: InformeEvaluacion;
  try {
    informe = await getInformeEvaluacion(ctx, id, props.tipo);
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  return (
    <>
      <PageTitle>{`${TITULOS[props.tipo]} · ${informe.Proyecto.Codigo}`}</PageTitle>
      <InformeVista
        informe={informe}
        tipo={props.tipo}
        pdf={`/api/autoevaluaciones/${id}/${PDF[props.tipo]}.pdf`}
        hoy={todayIso(ctx.clock.now())}
      />
    </>
  );
}
