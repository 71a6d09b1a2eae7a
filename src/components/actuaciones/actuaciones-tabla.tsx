import type { ActuacionRecord } from '../../domain/actuaciones/lectura.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { actuacionesUi as t } from '../../i18n/actuaciones.ts';
import { type Column, DataTable, rowLinkClass } from '../ui/data-table.tsx';
import { Link } from '../ui/router.tsx';
import { ColorTag } from '../ui/tag.tsx';

const periodo = (a: ActuacionRecord) =>
  a.FechaFin && a.FechaFin !== a.FechaInicio ? `${fechaEs(a.FechaInicio)} – ${fechaEs(a.FechaFin)}` : fechaEs(a.FechaInicio);

/**
 * Actuaciones as a table: each links to its record; `sinProyecto` leaves out the project
 * column (a project's own page lists only its own).
 */
export function ActuacionesTabla(props: {
  caption: string;
  rows: ActuacionRecord[];
  filtered?: boolean;
  sinProyecto?: boolean;
  empty?: string;
}) {
  const columnas: Column<ActuacionRecord>[] = [
    { header: t.columnas.fecha, cell: periodo },
    {
      header: t.columnas.titulo,
      rowHeader: true,
      cell: (a) => (
        <Link to={`/actuacion/${a.Id}`} className={rowLinkClass}>
          {a.Titulo || a.Descripcion.slice(0, 80) || t.sinTitulo}
        </Link>
      ),
    },
    { header: t.columnas.tipo, cell: (a) => a.Tipo.Nombre },
    ...(props.sinProyecto
      ? []
      : [
          {
            header: t.columnas.proyecto,
            cell: (a: ActuacionRecord) => (a.Proyecto ? <Link to={`/proyecto/${a.Proyecto.Id}`}>{a.Proyecto.Codigo}</Link> : '—'),
            className: 'hidden md:table-cell',
          },
        ]),
    {
      header: t.columnas.centros,
      cell: (a) => a.Centros.map((c) => c.Nombre).join(', ') || '—',
      className: 'hidden lg:table-cell',
    },
    {
      header: t.columnas.etiquetas,
      cell: (a) => (
        <span className="flex flex-wrap gap-1">
          {a.Etiquetas.map((e) => (
            <ColorTag key={e.Id} color={e.Color}>
              {e.Nombre}
            </ColorTag>
          ))}
        </span>
      ),
      className: 'hidden lg:table-cell',
    },
    { header: t.columnas.ficheros, cell: (a) => a.Ficheros.length },
  ];
  return (
    <DataTable
      caption={props.caption}
      columns={columnas}
      rows={props.rows}
      rowKey={(a) => a.Id}
      filtered={props.filtered}
      empty={props.empty}
    />
  );
}
