import type { EvidenciaAutoevaluacion } from '../../../domain/autoevaluacion/evidencias.ts';
import type { ContextoEvidencias } from '../../../domain/autoevaluacion/evidencias-pagina.ts';
import type { ListParams } from '../../../domain/listas/params.ts';
import type { Page } from '../../../domain/listing.ts';
import { evidenciasUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { TituloPagina } from '../../page/page-title.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../ui/list-filters.tsx';
import { hasFilters, listHref } from '../../ui/list-params.ts';
import { Pagination } from '../../ui/pagination.tsx';
import type { RaizArea } from '../area/menu.ts';
import { AvisoSoloLectura } from '../evid/aviso-solo-lectura.tsx';
import { EvidenciasTabla, type FilaEvidencia } from './evidencias-tabla.tsx';

export const POR_PAGINA_EVIDENCIAS = 20;
export const FILTROS_EVIDENCIAS = { texto: 'texto', estandarId: 'id', estadoClave: 'clave', esencial: 'bool' } as const;

/** What the evidences list shows, read by the page (`loadListaEvidencias`, src/platform/page-area-listas.ts). */
export interface ListaEvidencias {
  params: ListParams<typeof FILTROS_EVIDENCIAS>;
  contexto: ContextoEvidencias;
  page: Page<Partial<EvidenciaAutoevaluacion>>;
  /** The last page there is; the URL's page is shown as at most this one. */
  ultima: number;
}

/** A record's shown fields: the table is a client component, so its rows travel as props. */
const filaDe = (e: EvidenciaAutoevaluacion): FilaEvidencia => ({
  Id: e.Id,
  Codigo: e.Evidencia.Codigo,
  Descripcion: e.Evidencia.Descripcion,
  Esencial: e.Evidencia.Esencial,
  EstadoClave: e.Estado.Clave,
  Bloqueado: e.Bloqueado,
  NumeroAreasMejora: e.NumeroAreasMejora,
  NumeroFortalezas: e.NumeroFortalezas,
});

/**
 * The evidences list (filters in the URL, 20 a page) for the self-assessment and
 * evaluation areas (`raiz`); the page guards, restores the list's query and reads it first.
 */
export function EvidenciasContenido(props: { path: string; id: number; lista: ListaEvidencias; raiz?: RaizArea }) {
  const { id, raiz = 'autoevaluacion' } = props;
  const { params, contexto, page, ultima } = props.lista;
  const base = `/${raiz}/${id}`;
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <AvisoSoloLectura motivo={contexto.soloLectura} />
      <ListFilters action={props.path}>
        <SearchFilter id="evidencias-texto" value={params.texto} placeholder={t.filtros.texto} />
        <SelectFilter
          id="evidencias-estandar"
          label={t.filtros.estandar}
          name="estandarId"
          value={params.estandarId}
          all={t.filtros.todos}
          options={contexto.estandares.map((e) => ({ value: e.Id, label: `${e.Codigo} ${e.Descripcion.slice(0, 60)}` }))}
        />
        <SelectFilter
          id="evidencias-estado"
          label={t.filtros.estado}
          name="estadoClave"
          value={params.estadoClave}
          all={t.filtros.todos}
          options={t.estados.map((c) => ({ value: c, label: t.estadoNombre(c) }))}
        />
        <BoolFilter id="evidencias-esencial" label={t.filtros.esencial} name="esencial" value={params.esencial} />
      </ListFilters>
      <EvidenciasTabla
        base={base}
        filas={(page.records as EvidenciaAutoevaluacion[]).map(filaDe)}
        filtered={hasFilters(params)}
      />
      <Pagination
        pagina={Math.min(params.pagina, ultima)}
        total={page.total}
        porPagina={POR_PAGINA_EVIDENCIAS}
        hrefFor={(p) => listHref(props.path, params, p)}
      />
    </div>
  );
}
