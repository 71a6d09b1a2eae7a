import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { USUARIOS_POR_PAGINA, type UsuariosParams, usuariosHref } from '../../components/usuarios/list-params.ts';
import { PersonasNav } from '../../components/usuarios/section-nav.tsx';
import { type FilaUsuario, UsuariosTabla } from '../../components/usuarios/usuarios-tabla.tsx';
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

/** What the table shows of a user (not the whole record). */
const fila = (u: UsuarioRecord): FilaUsuario => ({
  Id: u.Id,
  Nombre: u.NombreCompleto || u.UserName,
  Email: u.Email,
  Documento: u.DocumentoIdentidad ? `${u.TipoDocumentoIdentidadClave} ${u.DocumentoIdentidad}` : null,
  Perfiles: u.Perfiles.map((p) => ({ Id: p.Id, NombrePublico: p.NombrePublico, Proyecto: p.Proyecto })),
  Etiquetas: u.Etiquetas,
  Activo: u.Activo,
});

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
        <UsuariosTabla filas={registros.map(fila)} />
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
