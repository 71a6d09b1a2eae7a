import { MensajeForm } from '../../../../components/mensajes/mensaje-form.tsx';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { getFichaEstandar } from '../../../../domain/autoevaluacion/estandar-ficha.ts';
import { requireMensajesProyecto } from '../../../../domain/mensajes/acceso.ts';
import { mensajesUi as t } from '../../../../i18n/mensajes.ts';
import { pageAreaPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { orNotFound } from '../../../../platform/page-not-found.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/mensaje` (COMUNIC): a new message from the centre's team
 * to the agency; with `?estandarId=` a question about that standard (the "Preguntar sobre este
 * estándar" action of the standard's page), said above the form.
 */
export default async function MensajeAreaPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  if (!(await orNotFound(requireMensajesProyecto(ctx, area.Proyecto.Id, 'E'), [404, 403]))) return <NotFound />;
  const estandarId = idDe(new URLSearchParams(props.query ?? '').get('estandarId') ?? undefined);
  const ficha = estandarId ? await orNotFound(getFichaEstandar(ctx, id, estandarId), [404, 403]) : null;
  const estandar = ficha?.estandar.Estandar;
  return (
    <div className="grid max-w-3xl gap-4">
      <TituloPagina>{t.tituloNuevo}</TituloPagina>
      {estandar ? (
        <p className="text-slate-900">
          <span className="font-semibold">{t.sobreEstandar(estandar.Codigo)}</span>: {estandar.Descripcion}
        </p>
      ) : null}
      <MensajeForm
        proyectoId={area.Proyecto.Id}
        estandarId={estandarId || undefined}
        asunto={estandar ? t.sobreEstandar(estandar.Codigo) : ''}
        hiloBase={`/autoevaluacion/${id}/hilo/`}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
