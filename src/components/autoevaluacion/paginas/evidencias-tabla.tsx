'use client';

import { Lock, LockOpen } from 'lucide-react';
import { useId } from 'react';
import { evidenciasUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { type Column, DataTable, rowLinkClass } from '../../ui/data-table.tsx';
import { DefinicionIconos, IconoCompartido } from '../../ui/icono-compartido.tsx';
import { Link } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';
import { TONO_ESTADO } from '../evid/estado.ts';

/** One row of the evidences list: only what its cells show. */
export interface FilaEvidencia {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  EstadoClave: string;
  Bloqueado: boolean;
  NumeroAreasMejora: number;
  NumeroFortalezas: number;
}

/** The ids of the padlocks' shared drawings (ui/icono-compartido.tsx), one per table. */
interface Candados {
  cerrado: string;
  abierto: string;
}

function columnas(base: string, candado: Candados): Column<FilaEvidencia>[] {
  return [
    {
      header: <span className="sr-only">{t.columnas.bloqueo}</span>,
      className: 'w-10',
      cell: (e) =>
        e.Bloqueado ? (
          <IconoCompartido id={candado.cerrado} etiqueta={t.bloqueada} className="h-4 w-4 text-slate-800" />
        ) : (
          <IconoCompartido id={candado.abierto} etiqueta={t.noBloqueada} className="h-4 w-4 text-slate-500" />
        ),
    },
    {
      header: t.columnas.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (e) => (
        <Link to={`${base}/evidencia/${e.Id}`} className={rowLinkClass}>
          {e.Codigo}
        </Link>
      ),
    },
    {
      header: t.columnas.descripcion,
      className: 'min-w-64',
      cell: (e) => (
        <span className="grid gap-1">
          <span>{e.Descripcion}</span>
          <span className="text-xs text-slate-700">{t.contadores(e.NumeroAreasMejora, e.NumeroFortalezas)}</span>
        </span>
      ),
    },
    { header: t.columnas.esencial, cell: (e) => (e.Esencial ? t.si : t.no) },
    {
      header: t.columnas.estado,
      cell: (e) => <StatusTag tone={TONO_ESTADO[e.EstadoClave] ?? 'neutro'}>{t.estadoNombre(e.EstadoClave)}</StatusTag>,
    },
    {
      header: <span className="sr-only">{t.columnas.enlace}</span>,
      cell: (e) => (
        <Link to={`${base}/evidencia/${e.Id}`} className={rowLinkClass} aria-label={t.abrir(e.Codigo)}>
          {t.ver}
        </Link>
      ),
    },
  ];
}

/**
 * The evidences table, rendered from its rows' data: a server component's table travels to the
 * browser twice, as HTML and as the element tree in the page's RSC payload (~1.4 KB a row); from
 * here the payload carries only the fields shown (~0.2 KB a row) and the HTML is the same.
 */
export function EvidenciasTabla(props: { base: string; filas: FilaEvidencia[]; filtered: boolean }) {
  const { base, filas, filtered } = props;
  const id = useId();
  const candado = { cerrado: `${id}cerrado`, abierto: `${id}abierto` };
  return (
    <>
      <DefinicionIconos iconos={{ [candado.cerrado]: Lock, [candado.abierto]: LockOpen }} />
      <DataTable
        caption={t.caption}
        columns={columnas(base, candado)}
        rows={filas}
        rowKey={(e) => e.Id}
        stacked
        filtered={filtered}
        empty={filtered ? undefined : t.sinEvidencias}
      />
    </>
  );
}
