import { HilosLista } from '../../../../components/mensajes/hilos-lista.tsx';
import { CabeceraLista } from '../../../../components/page/cabecera-lista.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { parseListParams } from '../../../../components/ui/list-params.ts';
import { ListPagination } from '../../../../components/ui/pagination.tsx';
import { listHilos } from '../../../../domain/mensajes/lectura.ts';
import { MENSAJES_PROYECTO } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { mensajesUi as t } from '../../../../i18n/mensajes.ts';
import { pageAreaPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { orNotFound } from '../../../../platform/page-not-found.ts';

const POR_PAGINA = 20;

/**
 * `/autoevaluacion/{AutoevaluacionId}/mensajes` (COMUNIC): the project's threads with the
 * agency, last message first, unread ones marked. Only the centre's team of this project (and
 * the agency) gets here; anyone else gets the 404 page.
 */
export default async function MensajesAreaPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  const params = parseListParams(props.query, {});
  const page = await orNotFound(
    listHilos(ctx, { proyectoId: area.Proyecto.Id }, { pagina: params.pagina, registrosPorPagina: POR_PAGINA }),
    [404, 403],
  );
  if (!page) return <NotFound />;
  const base = `/autoevaluacion/${id}`;
  const escribe = puede(area.sujeto, MENSAJES_PROYECTO.equipoEscribe);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.tituloArea} nuevo={escribe ? { href: `${base}/mensaje`, texto: t.nuevo } : null} />
      <HilosLista hilos={page.records} hiloBase={`${base}/hilo/`} caption={t.tituloArea} filtered={false} conProyecto={false} />
      <ListPagination ruta={`${base}/mensajes`} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
