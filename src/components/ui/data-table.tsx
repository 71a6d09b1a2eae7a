import type { ReactNode } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { cn } from './cn.ts';
import { ZonaDesplazable } from './zona-desplazable.tsx';

export interface Column<T> {
  /** Column heading (visible text). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a <th scope="row">); usually the first, with the link. */
  rowHeader?: boolean;
  /** Extra classes for the header and cells, e.g. 'w-24 text-right' or 'hidden md:table-cell'. */
  className?: string;
}

/**
 * A list table that renders on the server (no JavaScript needed): caption for screen readers,
 * column headings, one row header per row, and an empty state instead of an empty table.
 * Filters and paging live in the URL (ListFilters, Pagination).
 */
export function DataTable<T>(props: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the table when there are no rows (defaults to a generic text). */
  empty?: ReactNode;
  /** Whether a filter is applied: the empty text then says no record matches. */
  filtered?: boolean;
  /**
   * Below the `md` breakpoint each row becomes a card of "heading: value" lines instead of a
   * row that scrolls sideways: for the main work lists, read on a phone (styles.css).
   */
  stacked?: boolean;
}) {
  const { caption, columns, rows, rowKey, empty, filtered, stacked } = props;
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
        {empty ?? (filtered ? t.sinResultados : t.sinRegistros)}
      </p>
    );
  }
  // Each column's cell attributes are worked out once, not once per cell, and a cell carries
  // data-etiqueta only when it has one: an absent attribute is no "$undefined" in every cell
  // of the flight data.
  const cells = columns.map((col) => {
    const label = etiqueta(col, stacked);
    const className = cn(col.rowHeader ? 'celda-fila' : 'celda', col.className);
    return { col, props: label === undefined ? { className } : { className, 'data-etiqueta': label } };
  });
  return (
    <ZonaDesplazable etiqueta={caption} className="rounded-lg border border-slate-200 bg-white">
      <table className={cn('w-full border-collapse text-sm', stacked && 'tabla-apilada')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            {columns.map((col, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
              <th key={i} scope="col" className={cn('px-3 py-2 font-semibold', col.className)}>
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
              {cells.map(({ col, props }, i) =>
                col.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                  <th key={i} scope="row" {...props}>
                    {col.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                  <td key={i} {...props}>
                    {col.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ZonaDesplazable>
  );
}

/** The heading a stacked cell repeats before its value (only a visible, text heading). */
const etiqueta = <T,>(col: Column<T>, stacked: boolean | undefined) =>
  stacked && typeof col.header === 'string' ? col.header : undefined;

/** The link style of a row's main cell (styles.css). */
export const rowLinkClass = 'enlace-fila';
