import { CalendarioPagina } from '../../../../../components/planificacion/calendario-pagina.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { isAppError } from '../../../../../domain/errors.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { loadCalendario } from '../../../../../platform/page-calendario.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

/** `/autoevaluacion/{id}/calendario` (AE_APORTACION): the month view, the calendar's default. */
export default async function CalendarioPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  try {
    return <CalendarioPagina {...(await loadCalendario(ctx, idDe(props.AutoevaluacionId), 'mensual', props.query))} />;
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
