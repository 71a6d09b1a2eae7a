import type { HiloResumen } from '../../domain/mensajes/lectura.ts';
import { formatDateTime } from '../../domain/shared/mail/dates.ts';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { type Column, DataTable, rowLinkClass } from '../ui/data-table.tsx';
import { Link } from '../ui/router.tsx';
import { StatusTag } from '../ui/tag.tsx';

/** A list of threads, last message first: each links to its page under `hiloBase`; unread ones say how many. */
export function HilosLista(props: {
  hilos: HiloResumen[];
  hiloBase: string;
  caption: string;
  filtered: boolean;
  conProyecto: boolean;
}) {
  const columnas: Column<HiloResumen>[] = [
    {
      header: t.asunto,
      rowHeader: true,
      cell: (h) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={`${props.hiloBase}${h.Id}`} className={`${rowLinkClass} ${h.NoLeidos > 0 ? 'font-bold' : ''}`}>
            {h.Asunto}
          </Link>
          {h.NoLeidos > 0 ? <StatusTag tone="progreso">{t.noLeidos(h.NoLeidos)}</StatusTag> : null}
        </span>
      ),
    },
    ...(props.conProyecto
      ? [
          { header: t.proyecto, cell: (h: HiloResumen) => h.Proyecto.Codigo },
          { header: t.centro, cell: (h: HiloResumen) => h.Centro.Nombre },
        ]
      : []),
    { header: t.estandar, cell: (h) => h.Estandar?.Codigo ?? '—' },
    { header: t.mensajes, cell: (h) => h.Mensajes },
    { header: t.ultimo, className: 'whitespace-nowrap', cell: (h) => formatDateTime(h.UltimoEn) },
  ];
  return (
    <DataTable caption={props.caption} columns={columnas} rows={props.hilos} rowKey={(h) => h.Id} filtered={props.filtered} />
  );
}
