import { Lock, LockOpen } from 'lucide-react';
import type { EvidenciaAutoevaluacion } from '../../../domain/autoevaluacion/evidencias.ts';
import type { ContextoEvidencias } from '../../../domain/autoevaluacion/evidencias-pagina.ts';
import type { ListParams } from '../../../domain/listas/params.ts';
import type { Page } from '../../../domain/listing.ts';
import { evidenciasUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { TituloPagina } from '../../page/page-title.tsx';
import { type Column, DataTable, rowLinkClass } from '../../ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../ui/list-filters.tsx';
import { hasFilters, listHref } from '../../ui/list-params.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { Link } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';
import type { RaizArea } from '../area/menu.ts';
import { AvisoSoloLectura } from '../evid/aviso-solo-lectura.tsx';
import { TONO_ESTADO } from '../evid/estado.ts';

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

function columnas(base: string): Column<EvidenciaAutoevaluacion>[] {
  return [
    {
      header: <span className="sr-only">{t.columnas.bloqueo}</span>,
      className: 'w-10',
      cell: (e) =>
        e.Bloqueado ? (
          <Lock role="img" aria-label={t.bloqueada} className="h-4 w-4 text-slate-800" />
        ) : (
          <LockOpen role="img" aria-label={t.noBloqueada} className="h-4 w-4 text-slate-500" />
        ),
    },
    {
      header: t.columnas.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (e) => (
        <Link to={`${base}/evidencia/${e.Id}`} className={rowLinkClass}>
          {e.Evidencia.Codigo}
        </Link>
      ),
    },
    {
      header: t.columnas.descripcion,
      className: 'min-w-64',
      cell: (e) => (
        <span className="grid gap-1">
          <span>{e.Evidencia.Descripcion}</span>
          <span className="text-xs text-slate-700">{t.contadores(e.NumeroAreasMejora, e.NumeroFortalezas)}</span>
        </span>
      ),
    },
    { header: t.columnas.esencial, cell: (e) => (e.Evidencia.Esencial ? t.si : t.no) },
    {
      header: t.columnas.estado,
      cell: (e) => <StatusTag tone={TONO_ESTADO[e.Estado.Clave] ?? 'neutro'}>{t.estadoNombre(e.Estado.Clave)}</StatusTag>,
    },
    {
      header: <span className="sr-only">{t.columnas.enlace}</span>,
      cell: (e) => (
        <Link to={`${base}/evidencia/${e.Id}`} className={rowLinkClass} aria-label={t.abrir(e.Evidencia.Codigo)}>
          {t.ver}
        </Link>
      ),
    },
  ];
}

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
      <DataTable
        caption={t.caption}
        columns={columnas(base)}
        rows={page.records as EvidenciaAutoevaluacion[]}
        rowKey={(e) => e.Id}
        stacked
        filtered={hasFilters(params)}
        empty={hasFilters(params) ? undefined : t.sinEvidencias}
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
