import { Plus } from 'lucide-react';
import { Link } from 'waku';
import { PageTitle } from '../../components/page/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ActivoBadge, EtiquetaBadge, PerfilBadge } from '../../components/usuarios/badges.tsx';
import {
  parseUsuariosParams,
  USUARIOS_POR_PAGINA,
  type UsuariosParams,
  usuariosHref,
} from '../../components/usuarios/list-params.ts';
import { pageDomainContext } from '../../components/usuarios/page-context.ts';
import { PersonasNav } from '../../components/usuarios/section-nav.tsx';
import { levelOf } from '../../domain/permisos/levels.ts';
import { listEtiquetasUsuario } from '../../domain/usuarios/etiquetas.ts';
import type { EtiquetaRef, UsuarioRecord } from '../../domain/usuarios/list.ts';
import { listUsuarios } from '../../domain/usuarios/list.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { guardPage } from '../../platform/page-auth.ts';

const fieldClass =
  'h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2';

/** Search, active and tag filters as a GET form: the URL holds the query, no JavaScript needed. */
function Filtros({ params, etiquetas }: { params: UsuariosParams; etiquetas: EtiquetaRef[] }) {
  return (
    <search>
      <form
        method="get"
        action="/usuarios"
        className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="usuarios-texto" className="text-sm font-semibold text-slate-900">
            {t.buscar}
          </label>
          <input
            id="usuarios-texto"
            name="texto"
            type="search"
            defaultValue={params.texto}
            placeholder={t.textoBusqueda}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="usuarios-activo" className="text-sm font-semibold text-slate-900">
            {t.estado}
          </label>
          <select id="usuarios-activo" name="activo" defaultValue={params.activo} className={fieldClass}>
            <option value="">{t.todos}</option>
            <option value="true">{t.activos}</option>
            <option value="false">{t.inactivos}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="usuarios-etiqueta" className="text-sm font-semibold text-slate-900">
            {t.etiqueta}
          </label>
          <select id="usuarios-etiqueta" name="etiquetaId" defaultValue={params.etiquetaId ?? ''} className={fieldClass}>
            <option value="">{t.todasEtiquetas}</option>
            {etiquetas.map((e) => (
              <option key={e.Id} value={e.Id}>
                {e.Nombre}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonVariants({ variant: 'primary' })}>
            {t.filtrar}
          </button>
          <a href="/usuarios" className={buttonVariants({ variant: 'ghost' })}>
            {t.limpiar}
          </a>
        </div>
      </form>
    </search>
  );
}

function Paginacion({ params, total }: { params: UsuariosParams; total: number }) {
  const paginas = Math.max(1, Math.ceil(total / USUARIOS_POR_PAGINA));
  if (paginas === 1) return null;
  const linkClass = buttonVariants({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label={t.paginacion} className="mt-4 flex items-center justify-between gap-3">
      {params.pagina > 1 ? (
        <a href={usuariosHref(params, params.pagina - 1)} className={linkClass} rel="prev">
          {t.anterior}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700" aria-current="page">
        {t.pagina(Math.min(params.pagina, paginas), paginas)}
      </p>
      {params.pagina < paginas ? (
        <a href={usuariosHref(params, params.pagina + 1)} className={linkClass} rel="next">
          {t.siguiente}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Fila({ u }: { u: UsuarioRecord }) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-3 text-left font-medium">
        <Link
          to={`/usuario/${u.Id}`}
          className="text-slate-900 underline decoration-slate-400 underline-offset-4 hover:decoration-slate-900"
        >
          {u.NombreCompleto || u.UserName}
        </Link>
      </th>
      <td className="px-3 py-3 break-all text-slate-800">{u.Email}</td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-800">
        {u.DocumentoIdentidad ? `${u.TipoDocumentoIdentidadClave} ${u.DocumentoIdentidad}` : '—'}
      </td>
      <td className="px-3 py-3">
        <ul className="flex flex-wrap gap-1">
          {u.Perfiles.map((p) => (
            <li key={`${p.Id}-${p.Proyecto?.Id ?? 0}`}>
              <PerfilBadge perfil={p} />
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-3">
        <ul className="flex flex-wrap gap-1">
          {u.Etiquetas.map((e) => (
            <li key={e.Id}>
              <EtiquetaBadge etiqueta={e} />
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-3">
        <ActivoBadge activo={u.Activo} />
      </td>
    </tr>
  );
}

/** `/usuarios`: the users of the instance with search, filters and server-side paging (PERSONAS). */
export default async function UsuariosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseUsuariosParams(query);
  const [page, etiquetas] = await Promise.all([
    listUsuarios(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: USUARIOS_POR_PAGINA },
      filtros: {
        texto: params.texto || undefined,
        activo: params.activo === '' ? undefined : params.activo === 'true',
        etiquetaId: params.etiquetaId,
      },
    }),
    listEtiquetasUsuario(ctx),
  ]);
  const registros = page.records as UsuarioRecord[];
  const puedeEditar = levelOf(actor, 'PERSONAS') === 'E';
  return (
    <div>
      <PageTitle>{t.titulo}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.titulo}</h1>
        {puedeEditar ? (
          <Link to="/usuario" className={buttonVariants({ variant: 'primary' })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.nuevo}
          </Link>
        ) : null}
      </div>
      <PersonasNav current="usuarios" />
      <Filtros params={params} etiquetas={etiquetas} />
      <p className="mt-4 text-sm text-slate-700" role="status">
        {t.resultados(page.total)}
      </p>
      {registros.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          {t.sinResultados}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <caption className="sr-only">{t.titulo}</caption>
            <thead className="bg-slate-100 text-left text-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.nombre}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.email}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.documento}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.perfiles}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.etiquetas}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.estado}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {registros.map((u) => (
                <Fila key={u.Id} u={u} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Paginacion params={params} total={page.total} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
