'use client';

import type { EtiquetaRef, PerfilRef } from '../../domain/usuarios/record.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { type Column, DataTable, rowLinkClass } from '../ui/data-table.tsx';
import { Link } from '../ui/router.tsx';
import { ActivoBadge, EtiquetaBadge, PerfilBadge } from './badges.tsx';

/** One row of the users list: only what its cells show. */
export interface FilaUsuario {
  Id: number;
  /** The full name, or the user name when there is none. */
  Nombre: string;
  Email: string;
  /** Type and number of the identity document, as shown; null without one. */
  Documento: string | null;
  Perfiles: Pick<PerfilRef, 'Id' | 'NombrePublico' | 'Proyecto'>[];
  Etiquetas: EtiquetaRef[];
  Activo: boolean;
}

const COLUMNAS: Column<FilaUsuario>[] = [
  {
    header: t.columnas.nombre,
    rowHeader: true,
    cell: (u) => (
      <Link to={`/usuario/${u.Id}`} className={rowLinkClass}>
        {u.Nombre}
      </Link>
    ),
  },
  { header: t.columnas.email, className: 'break-all', cell: (u) => u.Email },
  { header: t.columnas.documento, className: 'whitespace-nowrap', cell: (u) => u.Documento ?? '—' },
  {
    header: t.columnas.perfiles,
    cell: (u) => (
      <ul className="flex flex-wrap gap-1">
        {u.Perfiles.map((p) => (
          <li key={`${p.Id}-${p.Proyecto?.Id ?? 0}`}>
            <PerfilBadge perfil={p} />
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: t.columnas.etiquetas,
    cell: (u) => (
      <ul className="flex flex-wrap gap-1">
        {u.Etiquetas.map((e) => (
          <li key={e.Id}>
            <EtiquetaBadge etiqueta={e} />
          </li>
        ))}
      </ul>
    ),
  },
  { header: t.columnas.estado, cell: (u) => <ActivoBadge activo={u.Activo} /> },
];

/**
 * The users table, rendered from its rows' data: a server component's table travels to the
 * browser twice, as HTML and as the element tree in the page's RSC payload (up to ~3 KB a row
 * with many profiles); from here the payload carries only the fields shown and the HTML is the same.
 */
export function UsuariosTabla({ filas }: { filas: FilaUsuario[] }) {
  return <DataTable caption={t.titulo} columns={COLUMNAS} rows={filas} rowKey={(u) => u.Id} empty={t.sinResultados} />;
}
