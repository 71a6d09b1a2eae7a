import { HiloVista } from '../../../../../components/mensajes/hilo-vista.tsx';
import { TituloPagina } from '../../../../../components/page/page-title.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { Link } from '../../../../../components/ui/router.tsx';
import { getHilo } from '../../../../../domain/mensajes/lectura.ts';
import { mensajesUi as t } from '../../../../../i18n/mensajes.ts';
import { pageAreaPagina } from '../../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { orNotFound } from '../../../../../platform/page-not-found.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/hilo/{HiloId}` (COMUNIC): one of the project's threads
 * from the centre's side, with the reply form and the reads. A thread of another project is
 * not found here.
 */
export default async function HiloAreaPage(props: { path: string; AutoevaluacionId: string; HiloId: string }) {
  const actor = await guardPage(props.path);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  const hilo = await orNotFound(getHilo(ctx, idDe(props.HiloId), { proyectoId: area.Proyecto.Id }), [404, 403]);
  if (!hilo) return <NotFound />;
  const base = `/autoevaluacion/${id}`;
  return (
    <div className="grid gap-4">
      <p>
        <Link to={`${base}/mensajes`} className="text-slate-900 underline">
          {t.volver}
        </Link>
      </p>
      <TituloPagina>{hilo.Asunto}</TituloPagina>
      <HiloVista
        hilo={hilo}
        hiloBase={`${base}/hilo/`}
        estandarHref={hilo.Estandar ? `${base}/estandar/${hilo.Estandar.Id}` : undefined}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
