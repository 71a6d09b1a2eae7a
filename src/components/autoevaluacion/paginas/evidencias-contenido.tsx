import { Lock, LockOpen } from 'lucide-react';
import { type EvidenciaAutoevaluacion, listEvidenciasAutoevaluacion } from '../../../domain/autoevaluacion/evidencias.ts';
import { getContextoEvidencias } from '../../../domain/autoevaluacion/evidencias-pagina.ts';
import { isAppError } from '../../../domain/errors.ts';
import { evidenciasUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { TituloPagina } from '../../page/page-title.tsx';
import { NotFound } from '../../status/not-found.tsx';
import { type Column, DataTable, rowLinkClass } from '../../ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../ui/list-filters.tsx';
import { hasFilters, listHref, parseListParams } from '../../ui/list-params.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { Link } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';
import { AvisoSoloLectura } from '../evid/aviso-solo-lectura.tsx';
import { TONO_ESTADO } from '../evid/estado.ts';

const POR_PAGINA = 20;
const FILTROS = { texto: 'texto', estandarId: 'id', estadoClave: 'clave', esencial: 'bool' } as const;

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

import type { DomainContext } from '../../../domain/context.ts';
import type { RaizArea } from '../area/menu.ts';
/**
 * The evidences list (filters in the URL, 20 a page) for the self-assessment and
 * evaluation areas (`raiz`); the page guards and restores the list's query first.
 */
export async function EvidenciasContenido(props: {
  path: string;
  query?: string;
  id: number;
  ctx: DomainContext;
  raiz?: RaizArea;
}) {
  const { ctx, id, raiz = 'autoevaluacion' } = props;
  const params = parseListParams(props.query, FILTROS);
  const base = `/${raiz}/${id}`;
  const listar = (pagina: number) =>
    listEvidenciasAutoevaluacion(ctx, id, {
      query: { pagina, registrosPorPagina: POR_PAGINA },
      filtros: {
        texto: params.texto || undefined,
        estandarId: params.estandarId,
        estadoClave: params.estadoClave || undefined,
        esencial: params.esencial === '' ? undefined : params.esencial === 'true',
      },
    });
  let contexto: Awaited<ReturnType<typeof getContextoEvidencias>>;
  let page: Awaited<ReturnType<typeof listar>>;
  try {
    [contexto, page] = await Promise.all([getContextoEvidencias(ctx, id), listar(params.pagina)]);
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  const ultima = Math.max(1, Math.ceil(page.total / POR_PAGINA));
  if (page.records.length === 0 && params.pagina > ultima) page = await listar(ultima);
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
        filtered={hasFilters(params)}
        empty={hasFilters(params) ? undefined : t.sinEvidencias}
      />
      <Pagination
        pagina={Math.min(params.pagina, ultima)}
        total={page.total}
        porPagina={POR_PAGINA}
        hrefFor={(p) => listHref(props.path, params, p)}
      />
    </div>
  );
}
