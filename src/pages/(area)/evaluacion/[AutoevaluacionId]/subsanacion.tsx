import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { AbrirSubsanacionDialog } from '../../../../components/subsanacion/abrir-dialog.tsx';
import { HistorialSubsanacion } from '../../../../components/subsanacion/historial.tsx';
import { FormMessage } from '../../../../components/ui/form-controls.tsx';
import { isAppError } from '../../../../domain/errors.ts';
import { getPaginaSubsanacionEvaluacion, type PaginaSubsanacionEvaluacion } from '../../../../domain/subsanacion/pagina.ts';
import { subsanacionPaginas as t } from '../../../../i18n/autoevaluacion-subsanacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { loadRondasVisibles } from '../../../../platform/page-subsanacion.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/subsanacion` (AE): the evaluation's correction rounds. The
 * head of evaluation (INF_EVAL at E) returns the evaluation to the centre from a dialog
 * (standards with comments, deadline); everyone on the evaluation reads every round's
 * comments beside the centre's answers. Lives in the evaluation area's folder; its menu entry
 * is the area's menu.
 */
export default async function SubsanacionEvaluacionPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const ctx = await pageDomainContext(actor);
  let pagina: PaginaSubsanacionEvaluacion;
  try {
    pagina = await getPaginaSubsanacionEvaluacion(ctx, id);
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  return (
    <div className="grid gap-6">
      <TituloPagina>{t.tituloEvaluacion}</TituloPagina>
      <p className="text-slate-800">{t.introEvaluacion}</p>
      {pagina.puedeAbrir ? (
        <div>
          <AbrirSubsanacionDialog evaluacionId={id} estandares={pagina.estandares} fechaPorDefecto={pagina.fechaPorDefecto} />
        </div>
      ) : pagina.motivo ? (
        <FormMessage kind="info">{pagina.motivo}</FormMessage>
      ) : null}
      <HistorialSubsanacion rondas={await loadRondasVisibles(ctx, id)} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
