import { AvisoSoloLectura } from '../../../../components/autoevaluacion/evid/aviso-solo-lectura.tsx';
import { type MejoraFila, MejorasEditor } from '../../../../components/autoevaluacion/evid/mejoras-editor.tsx';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { ListFilters, SelectFilter } from '../../../../components/ui/list-filters.tsx';
import { parseListParams } from '../../../../components/ui/list-params.ts';
import { ListPagination } from '../../../../components/ui/pagination.tsx';
import { TabNav } from '../../../../components/ui/tab-nav.tsx';
import { listEvidenciasAutoevaluacion } from '../../../../domain/autoevaluacion/evidencias.ts';
import { getContextoEvidencias } from '../../../../domain/autoevaluacion/evidencias-pagina.ts';
import { listMejoras } from '../../../../domain/autoevaluacion/mejoras.ts';
import { isAppError } from '../../../../domain/errors.ts';
import { evidenciasUi, mejorasUi as t } from '../../../../i18n/autoevaluacion-evid.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { restoreListQuery } from '../../../../platform/page-list-memory.ts';

const POR_PAGINA = 20;
const FILTROS = { tipo: 'clave', evidenciaId: 'id' } as const;
/** Every evidence of a manual fits in one read (the demo manual has a few dozen). */
const TODAS = 1000;

/**
 * `/autoevaluacion/{AutoevaluacionId}/areasMejora` (AE): the improvement areas (with their
 * implantation flag) and strengths, one tab each, filtered by evidence in the URL and paged;
 * contributors (AE_APORTACION) add, edit and delete them while the self-assessment is open.
 */
export default async function AreasMejoraPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  const params = parseListParams(props.query, FILTROS);
  const tipo = params.tipo === 'fortalezas' ? 'fortaleza' : 'areaMejora';
  let datos: [
    Awaited<ReturnType<typeof getContextoEvidencias>>,
    Awaited<ReturnType<typeof listMejoras>>,
    Awaited<ReturnType<typeof listEvidenciasAutoevaluacion>>,
  ];
  try {
    datos = await Promise.all([
      getContextoEvidencias(ctx, id),
      listMejoras(ctx, tipo, id, {
        query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
        filtros: { evidenciaId: params.evidenciaId },
      }),
      listEvidenciasAutoevaluacion(ctx, id, { query: { pagina: 1, registrosPorPagina: TODAS, campos: ['Id', 'Evidencia'] } }),
    ]);
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  const [contexto, page, evs] = datos;
  const evidencias = evs.records.map((e) => ({ Id: e.Id as number, Codigo: e.Evidencia?.Codigo ?? '' }));
  const filtro = params.evidenciaId ? `&evidenciaId=${params.evidenciaId}` : '';
  const tabs = [
    { key: 'areaMejora', href: `${props.path}?tipo=areas${filtro}`, label: t.areas },
    { key: 'fortaleza', href: `${props.path}?tipo=fortalezas${filtro}`, label: t.fortalezas },
  ];
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <AvisoSoloLectura motivo={contexto.soloLectura} />
      <ListFilters action={props.path}>
        <input type="hidden" name="tipo" value={tipo === 'fortaleza' ? 'fortalezas' : 'areas'} />
        <SelectFilter
          id="mejoras-evidencia"
          label={t.evidencia}
          name="evidenciaId"
          value={params.evidenciaId}
          all={evidenciasUi.filtros.todos}
          options={evidencias.map((e) => ({ value: e.Id, label: e.Codigo }))}
        />
      </ListFilters>
      <div>
        <TabNav label={t.titulo} current={tipo} tabs={tabs} />
        <MejorasEditor
          key={`${tipo}-${params.evidenciaId ?? 0}`}
          tipo={tipo}
          autoevaluacionId={id}
          registros={page.records as MejoraFila[]}
          evidencias={evidencias}
          evidenciaId={params.evidenciaId}
          editable={contexto.editableMejoras}
        />
      </div>
      <ListPagination ruta={props.path} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
