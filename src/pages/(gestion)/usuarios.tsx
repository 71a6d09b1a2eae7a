import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { ActivoBadge, EtiquetaBadge, PerfilBadge } from '../../components/usuarios/badges.tsx';
import { USUARIOS_POR_PAGINA, type UsuariosParams, usuariosHref } from '../../components/usuarios/list-params.ts';
import { PersonasNav } from '../../components/usuarios/section-nav.tsx';
import { filtrosUsuarios } from '../../domain/listas/usuarios.ts';
import { PERSONAS } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { listEtiquetasUsuario } from '../../domain/usuarios/etiquetas.ts';
import type { EtiquetaRef, UsuarioRecord } from '../../domain/usuarios/list.ts';
import { listUsuarios } from '../../domain/usuarios/list.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

/** Search, active and tag filters as a GET form: the URL holds the query, no JavaScript needed. */
function Filtros({ params, etiquetas }: { params: UsuariosParams; etiquetas: EtiquetaRef[] }) {
  return (
    <ListFilters action="/usuarios">
      <SearchFilter id="usuarios-texto" value={params.texto} placeholder={t.textoBusqueda} />
      <SelectFilter
        id="usuarios-activo"
        label={t.estado}
        name="activo"
        value={params.activo}
        options={[
          { value: 'true', label: t.activos },
          { value: 'false', label: t.inactivos },
        ]}
      />
      <SelectFilter
        id="usuarios-etiqueta"
        label={t.etiqueta}
        name="etiquetaId"
        value={params.etiquetaId}
        all={t.todasEtiquetas}
        options={etiquetas.map((e) => ({ value: e.Id, label: e.Nombre }))}
      />
    </ListFilters>
  );
}

const COLUMNAS: Column<UsuarioRecord>[] = [
  {
    header: t.columnas.nombre,
    rowHeader: true,
    cell: (u) => (
      <Link to={`/usuario/${u.Id}`} className={rowLinkClass}>
        {u.NombreCompleto || u.UserName}
      </Link>
    ),
  },
  { header: t.columnas.email, className: 'break-all', cell: (u) => u.Email },
  {
    header: t.columnas.documento,
    className: 'whitespace-nowrap',
    cell: (u) => (u.DocumentoIdentidad ? `${u.TipoDocumentoIdentidadClave} ${u.DocumentoIdentidad}` : '—'),
  },
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

/** `/usuarios`: the users of the instance with search, filters and server-side paging (PERSONAS). */
export default async function UsuariosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosUsuarios(query);
  const [page, etiquetas] = await Promise.all([
    listUsuarios(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: USUARIOS_POR_PAGINA },
      filtros,
    }),
    listEtiquetasUsuario(ctx),
  ]);
  const registros = page.records as UsuarioRecord[];
  const puedeEditar = puede(actor, PERSONAS.escribe);
  return (
    <div>
      <CabeceraLista titulo={t.titulo} nuevo={puedeEditar ? { href: '/usuario', texto: t.nuevo } : null} margen />
      <PersonasNav current="usuarios" />
      <Filtros params={params} etiquetas={etiquetas} />
      <div className="mt-3">
        <ExportarLista lista="usuarios" params={params} />
      </div>
      <div className="mt-4">
        <DataTable caption={t.titulo} columns={COLUMNAS} rows={registros} rowKey={(u) => u.Id} empty={t.sinResultados} />
      </div>
      <Pagination
        pagina={params.pagina}
        total={page.total}
        porPagina={USUARIOS_POR_PAGINA}
        hrefFor={(p) => usuariosHref(params, p)}
        totalText={t.resultados}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
