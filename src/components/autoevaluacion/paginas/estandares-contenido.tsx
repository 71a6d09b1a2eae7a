import { type EstandarAutoevaluacion, pasaFiltros } from '../../../domain/autoevaluacion/estandares.ts';
import type { EtiquetaAutoevaluacion } from '../../../domain/autoevaluacion/etiquetas.ts';
import type { ListParams } from '../../../domain/listas/params.ts';
import { estadosEstandar, estandaresUi as t } from '../../../i18n/autoevaluacion-area.ts';
import { TituloPagina } from '../../page/page-title.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../ui/list-filters.tsx';
import { hasFilters, listHref } from '../../ui/list-params.ts';
import { Pagination } from '../../ui/pagination.tsx';
import type { RaizArea } from '../area/menu.ts';
import { EstandaresTabla, type FilaEstandar } from './estandares-tabla.tsx';

const POR_PAGINA_ESTANDARES = 20;
export const FILTROS_ESTANDARES = {
  texto: 'texto',
  bloqueId: 'id',
  estado: 'clave',
  usuarioId: 'id',
  etiquetaId: 'id',
  esencial: 'bool',
} as const;

/** What the standards list filters and shows, read by the page (`loadListaEstandares`, src/platform/page-area-listas.ts). */
export interface ListaEstandares {
  params: ListParams<typeof FILTROS_ESTANDARES>;
  /** Every applicable standard: the list filters and pages them here. */
  estandares: Partial<EstandarAutoevaluacion>[];
  etiquetas: EtiquetaAutoevaluacion[];
}

/** A standard's shown fields: the table is a client component, so its rows travel as props. */
const filaDe = (r: EstandarAutoevaluacion): FilaEstandar => ({
  EstandarId: r.EstandarId,
  Codigo: r.Estandar.Codigo,
  Descripcion: r.Estandar.Descripcion,
  Esencial: r.Estandar.Esencial,
  Bloque: r.Estandar.Bloque.Codigo ?? r.Estandar.Bloque.Nombre,
  BloqueColor: r.Estandar.Bloque.Color,
  Estado: r.Estado.Nombre,
  EstadoColor: r.Estado.Color,
  Usuarios: r.Usuarios.map((u) => u.NombreCompleto),
  Etiquetas: r.Etiquetas.map((e) => ({ Id: e.Id, Nombre: e.Nombre, Color: e.Color })),
});

/**
 * The applicable standards with status, essential flag, assignees and tags; filters (text,
 * block, status, assigned user, tag, essential) in the URL; 20 a page. For the self-assessment
 * and evaluation areas (`raiz`); the page guards, restores the list's query and reads it first.
 */
export function EstandaresContenido(props: { path: string; id: number; lista: ListaEstandares; raiz?: RaizArea }) {
  const { path, id, raiz = 'autoevaluacion' } = props;
  const { params, etiquetas } = props.lista;
  const filtros = {
    texto: params.texto || undefined,
    bloqueId: params.bloqueId,
    estado: params.estado || undefined,
    usuarioId: params.usuarioId,
    etiquetaId: params.etiquetaId,
    esencial: params.esencial === '' ? undefined : params.esencial === 'true',
  };
  const lista = props.lista.estandares as EstandarAutoevaluacion[];
  const filtrados = lista.filter((e) => pasaFiltros(e, filtros));
  const pagina = Math.max(1, params.pagina);
  const filas = filtrados.slice((pagina - 1) * POR_PAGINA_ESTANDARES, pagina * POR_PAGINA_ESTANDARES);
  const bloques = [...new Map(lista.map((e) => [e.Estandar.Bloque.Id, e.Estandar.Bloque])).values()];
  const usuarios = [...new Map(lista.flatMap((e) => e.Usuarios).map((u) => [u.Id, u])).values()];
  const base = `/${raiz}/${id}`;
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <ListFilters action={path}>
        <SearchFilter id="f-texto" value={params.texto} />
        <SelectFilter
          id="f-bloque"
          label={t.bloque}
          name="bloqueId"
          value={params.bloqueId}
          options={bloques.map((b) => ({ value: String(b.Id), label: `${b.Codigo ?? ''} ${b.Nombre ?? ''}`.trim() }))}
        />
        <SelectFilter
          id="f-estado"
          label={t.estado}
          name="estado"
          value={params.estado}
          options={Object.entries(estadosEstandar).map(([value, label]) => ({ value, label }))}
        />
        <SelectFilter
          id="f-usuario"
          label={t.usuario}
          name="usuarioId"
          value={params.usuarioId}
          options={usuarios.map((u) => ({ value: String(u.Id), label: u.NombreCompleto }))}
        />
        <SelectFilter
          id="f-etiqueta"
          label={t.etiqueta}
          name="etiquetaId"
          value={params.etiquetaId}
          options={etiquetas.map((e) => ({ value: String(e.Id), label: e.Nombre }))}
        />
        <BoolFilter id="f-esencial" label={t.esencial} name="esencial" value={params.esencial} />
      </ListFilters>
      <EstandaresTabla base={base} filas={filas.map(filaDe)} filtered={hasFilters(params)} />
      <Pagination
        pagina={pagina}
        total={filtrados.length}
        porPagina={POR_PAGINA_ESTANDARES}
        hrefFor={(p) => listHref(path, params, p)}
        totalText={t.total}
      />
    </div>
  );
}
