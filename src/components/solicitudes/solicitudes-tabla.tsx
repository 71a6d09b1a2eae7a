'use client';

import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { type Column, DataTable, rowLinkClass } from '../ui/data-table.tsx';
import { Link } from '../ui/router.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { DemoTag, EstadoTag } from './estado.tsx';

/** One row of the requests list: only what its cells show. */
export interface FilaSolicitud {
  Id: number;
  Referencia: string;
  /** The registration day, as shown (dd/mm/yyyy, Madrid). */
  Fecha: string;
  Solicitante: { Id: number; Nombre: string };
  Demo: boolean;
  Proceso: string;
  Ambito: string | null;
  Provincia: string | null;
  Estado: { Clave: string; Nombre: string };
  Proyecto: { Id: number; Codigo: string } | null;
}

function columnas(verCentros: boolean): Column<FilaSolicitud>[] {
  return [
    {
      header: t.columnas.referencia,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (s) => (
        <Link to={`/solicitudes/${s.Id}`} className={rowLinkClass}>
          {s.Referencia}
        </Link>
      ),
    },
    { header: t.columnas.fecha, className: 'whitespace-nowrap', cell: (s) => s.Fecha },
    {
      header: t.columnas.centro,
      // Room for the name on a phone, where the table scrolls sideways.
      className: 'min-w-48',
      cell: (s) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {verCentros ? (
            <Link to={`/solicitante/${s.Solicitante.Id}`} className="underline underline-offset-4">
              {s.Solicitante.Nombre}
            </Link>
          ) : (
            s.Solicitante.Nombre
          )}
          {s.Demo ? <DemoTag /> : null}
        </span>
      ),
    },
    { header: t.columnas.proceso, className: 'whitespace-nowrap', cell: (s) => s.Proceso },
    { header: t.columnas.ambito, cell: (s) => (s.Ambito ? <StatusTag tone="neutro">{s.Ambito}</StatusTag> : '—') },
    { header: t.columnas.provincia, cell: (s) => s.Provincia ?? '—' },
    { header: t.columnas.estado, className: 'whitespace-nowrap', cell: (s) => <EstadoTag estado={s.Estado} /> },
    {
      header: t.columnas.proyecto,
      className: 'whitespace-nowrap',
      cell: (s) =>
        s.Proyecto ? (
          <a href={`/proyecto/${s.Proyecto.Id}`} className="underline underline-offset-4">
            {s.Proyecto.Codigo}
          </a>
        ) : (
          '—'
        ),
    },
  ];
}

/**
 * The requests table, rendered from its rows' data: a server component's table travels to the
 * browser twice, as HTML and as the element tree in the page's RSC payload (~1.6 KB a row); from
 * here the payload carries only the fields shown (~0.3 KB a row) and the HTML is the same.
 */
export function SolicitudesTabla(props: {
  filas: FilaSolicitud[];
  /** The user may open the applicant's record (the centre's name is a link). */
  verCentros: boolean;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption={t.titulo}
      columns={columnas(props.verCentros)}
      rows={props.filas}
      rowKey={(s) => s.Id}
      filtered={props.filtered}
      empty={props.filtered ? undefined : t.sinSolicitudes}
    />
  );
}
