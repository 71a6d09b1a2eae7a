import { PageTitle } from '../../../../../components/page/page-title.tsx';
import { PlanCabecera } from '../../../../../components/planificacion/plan-cabecera.tsx';
import { TareaForm } from '../../../../../components/planificacion/tarea-form.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { isAppError } from '../../../../../domain/errors.ts';
import { opcionesPlan } from '../../../../../domain/planificacion/opciones.ts';
import { tareasUi as t } from '../../../../../i18n/autoevaluacion-plan.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

/** `/autoevaluacion/{id}/tarea` (AE_APORTACION): a new task (`?estandarId=` preselects a standard). */
export default async function NuevaTareaPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  try {
    const o = await opcionesPlan(ctx, id);
    const estandarId = idDe(new URLSearchParams(props.query ?? '').get('estandarId') ?? undefined) || undefined;
    return (
      <div className="grid max-w-3xl gap-6">
        <PageTitle>{t.nueva}</PageTitle>
        <PlanCabecera autoevaluacionId={id} titulo={t.nueva} actual="tarea" editable={o.editable} soloLectura={o.soloLectura} />
        {o.editable ? (
          <TareaForm autoevaluacionId={id} estandares={o.estandares} responsables={o.responsables} estandarId={estandarId} />
        ) : null}
      </div>
    );
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
