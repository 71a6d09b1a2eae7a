import { AcreditacionItem } from '../../../components/acreditaciones/registro/acreditacion-item.tsx';
import { FILTROS_REGISTRO, RegistroFiltros } from '../../../components/acreditaciones/registro/registro-filtros.tsx';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { RememberListQuery } from '../../../components/ui/list-memory-client.tsx';
import { hasFilters, listHref, parseListParams } from '../../../components/ui/list-params.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { rutaDatos } from '../../../domain/acreditaciones/datos-abiertos/descargas.ts';
import { LICENCIA_URL } from '../../../domain/acreditaciones/datos-abiertos/formato.ts';
import { listRegistro } from '../../../domain/acreditaciones/registro.ts';
import { opcionesRegistro } from '../../../domain/acreditaciones/registro-filtros.ts';
import { fechaEs, todayIso } from '../../../domain/shared/fechas.ts';
import { datosAbiertos as d } from '../../../i18n/acreditaciones-datos.ts';
import { registroUi as t } from '../../../i18n/acreditaciones-registro.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { restoreListQuery } from '../../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

/**
 * `/acreditaciones/publico`: the public register, accreditations in force today only, by
 * centre name; filters and page in the URL. Public: everyone sees the same (no session read).
 */
export default async function RegistroPublicoPage({ path, query }: { path: string; query?: string }) {
  // The spec's list memory: a bare path reopens the last search of this browser.
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(null);
  const leidos = parseListParams(query, FILTROS_REGISTRO);
  const opciones = await opcionesRegistro(ctx, leidos.provinciaId);
  // A municipality of another province (the province changed in the form) is no filter.
  const params = opciones.Municipios.some((m) => m.Id === leidos.municipioId) ? leidos : { ...leidos, municipioId: undefined };
  const filtros = {
    texto: params.texto || undefined,
    provinciaId: params.provinciaId,
    municipioId: params.municipioId,
    ambitoId: params.ambitoId,
  };
  const listar = (pagina: number) => listRegistro(ctx, filtros, { pagina, registrosPorPagina: POR_PAGINA });
  const pedida = await listar(params.pagina);
  // A page past the end (an old link) shows the last one, as the pager says.
  const ultima = Math.max(1, Math.ceil(pedida.total / POR_PAGINA));
  const page = pedida.records.length === 0 && params.pagina > ultima ? await listar(ultima) : pedida;
  const filtrado = hasFilters(params);
  return (
    <div className="grid max-w-5xl gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="text-lg text-slate-700">{t.intro}</p>
      <RegistroFiltros params={params} opciones={opciones} />
      <RememberListQuery path={path} />
      <p className="text-sm font-semibold text-slate-700" aria-live="polite">
        {t.resultados(page.total)}
      </p>
      {page.records.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {filtrado ? t.vacio : t.vacioSinFiltros}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t.titulo}>
          {page.records.map((a) => (
            <li key={a.Id}>
              <AcreditacionItem a={a} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        pagina={page.pagina}
        total={page.total}
        porPagina={POR_PAGINA}
        hrefFor={(p) => listHref('/acreditaciones/publico', params, p)}
      />
      {/* The whole register as open data: files, not pages, so plain links (no client navigation). */}
      <section aria-labelledby="datos-abiertos" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="datos-abiertos" className="text-lg font-semibold text-slate-900">
          {d.seccion}
        </h2>
        <p className="mt-1 text-slate-700">{d.explicacion(fechaEs(todayIso(ctx.clock.now())))}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              [rutaDatos('csv'), d.enlaceCsv],
              [rutaDatos('json'), d.enlaceJson],
              [rutaDatos('atom'), d.enlaceAtom],
              [rutaDatos('dcat'), d.enlaceCatalogo],
              [LICENCIA_URL, d.enlaceLicencia],
            ] as const
          ).map(([href, texto]) => (
            <li key={href}>
              <a href={href} className="inline-block py-1 text-blue-800 underline underline-offset-2 hover:text-blue-950">
                {texto}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
