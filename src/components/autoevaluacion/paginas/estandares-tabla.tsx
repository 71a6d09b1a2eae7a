'use client';

import { estandaresUi as t } from '../../../i18n/autoevaluacion-area.ts';
import { DataTable, rowLinkClass } from '../../ui/data-table.tsx';
import { Link } from '../../ui/router.tsx';
import { ColorTag, StatusTag } from '../../ui/tag.tsx';

/** One row of the standards list: only what its cells show. */
export interface FilaEstandar {
  EstandarId: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  /** The block's code, or its name when it has none. */
  Bloque: string | null;
  BloqueColor: string | null;
  Estado: string;
  EstadoColor: string | null;
  /** The assignees' names. */
  Usuarios: string[];
  Etiquetas: Array<{ Id: number; Nombre: string; Color: string }>;
}

/**
 * The standards table, rendered from its rows' data: a server component's table travels to the
 * browser twice, as HTML and as the element tree in the page's RSC payload (~1.2 KB a row); from
 * here the payload carries only the fields shown and the HTML is the same.
 */
export function EstandaresTabla(props: { base: string; filas: FilaEstandar[]; filtered: boolean }) {
  const { base, filas, filtered } = props;
  return (
    <DataTable
      caption={t.caption}
      rows={filas}
      rowKey={(r) => r.EstandarId}
      filtered={filtered}
      empty={filtered ? undefined : t.vacio}
      columns={[
        {
          header: t.codigo,
          rowHeader: true,
          cell: (r) => (
            <Link to={`${base}/estandar/${r.EstandarId}`} className={rowLinkClass}>
              {r.Codigo}
            </Link>
          ),
        },
        { header: t.descripcion, cell: (r) => r.Descripcion },
        {
          header: t.bloque,
          className: 'hidden md:table-cell',
          cell: (r) => <ColorTag color={r.BloqueColor}>{r.Bloque}</ColorTag>,
        },
        {
          header: t.esencial,
          cell: (r) => (r.Esencial ? <StatusTag tone="negativo">{t.si}</StatusTag> : t.no),
        },
        { header: t.estado, cell: (r) => <StatusTag tone={r.EstadoColor ?? 'neutro'}>{r.Estado}</StatusTag> },
        {
          header: t.asignados,
          className: 'hidden lg:table-cell',
          cell: (r) => (r.Usuarios.length > 0 ? r.Usuarios.join(', ') : t.ninguno),
        },
        {
          header: t.etiquetas,
          className: 'hidden lg:table-cell',
          cell: (r) =>
            r.Etiquetas.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {r.Etiquetas.map((e) => (
                  <ColorTag key={e.Id} color={e.Color}>
                    {e.Nombre}
                  </ColorTag>
                ))}
              </span>
            ) : (
              t.ninguno
            ),
        },
      ]}
    />
  );
}
