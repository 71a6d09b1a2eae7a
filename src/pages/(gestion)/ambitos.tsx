import { Plus } from 'lucide-react';
import { NombreListaEditor } from '../../components/catalogo/manuales/nombre-lista-editor.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { ListFilters, SearchFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { listAmbitos } from '../../domain/catalogo/ambitos.ts';
import { listPaquetes } from '../../domain/catalogo/paquetes.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { manualesUi as t } from '../../i18n/catalogo-manuales.ts';
import { terminos } from '../../i18n/terminologia.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { etiquetasDeTipo } from '../../platform/page-opciones/catalogo.ts';

const FILTROS = { texto: 'texto' } as const;
const POR_PAGINA = 20;

type Ambito = { Id: number; Nombre: string };

/**
 * `/ambitos` (MANUALES): the scopes, plus two sections the spec gives no page of their own:
 * the packages of standards and the catalogue's tags (MAN manuals, EST standards), edited in place.
 */
export default async function AmbitosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const w = terminos(ctx.instancia);
  const [page, paquetes, man, est] = await Promise.all([
    listAmbitos(ctx, { query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA }, texto: params.texto || undefined }),
    listPaquetes(ctx, { query: ALL_ROWS }),
    etiquetasDeTipo(ctx, 'MAN'),
    etiquetasDeTipo(ctx, 'EST'),
  ]);
  const escribe = puede(actor, CATALOGO.escribe);
  const columnas: Column<Ambito>[] = [
    {
      header: t.nombre,
      rowHeader: true,
      cell: (r) => (
        <Link to={`/ambito/${r.Id}`} className={rowLinkClass}>
          {r.Nombre}
        </Link>
      ),
    },
  ];
  const etiquetas = [...man, ...est].sort(
    (a, b) => a.TipoClave.localeCompare(b.TipoClave) || a.Nombre.localeCompare(b.Nombre, 'es'),
  );
  return (
    <div className="grid gap-8">
      <TituloPagina>{t.ambitosTitulo}</TituloPagina>
      <section aria-labelledby="sec-ambitos" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sec-ambitos" className="text-2xl font-semibold text-slate-900">
            {t.ambitosSeccion}
          </h2>
          {escribe ? (
            <Link to="/ambito" className={buttonVariants({ variant: 'primary' })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t.nuevoAmbito}
            </Link>
          ) : null}
        </div>
        <ListFilters action="/ambitos">
          <SearchFilter id="ambitos-texto" value={params.texto} />
        </ListFilters>
        <DataTable
          caption={t.ambitosSeccion}
          columns={columnas}
          rows={page.records as Ambito[]}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
        />
        <ListPagination ruta={'/ambitos'} params={params} total={page.total} porPagina={POR_PAGINA} />
      </section>
      <section aria-labelledby="sec-paquetes" className="grid gap-3">
        <h2 id="sec-paquetes" className="text-2xl font-semibold text-slate-900">
          {`${t.paquetesSeccion} (${w.paquetes.toLowerCase()})`}
        </h2>
        <p className="text-sm text-slate-700">{t.paquetesAyuda}</p>
        <NombreListaEditor path="/paquetes" caption={t.paquetesSeccion} rows={paquetes.records as Ambito[]} disabled={!escribe} />
      </section>
      <section aria-labelledby="sec-etiquetas" className="grid gap-3">
        <h2 id="sec-etiquetas" className="text-2xl font-semibold text-slate-900">
          {t.etiquetasSeccion}
        </h2>
        <p className="text-sm text-slate-700">{t.etiquetasAyuda}</p>
        <NombreListaEditor
          path="/etiquetas"
          caption={t.etiquetasSeccion}
          rows={etiquetas.map((e) => ({ ...e, Nombre: e.Nombre }))}
          tipos={['MAN', 'EST'].map((k) => ({ value: k, label: t.tipos[k] ?? k }))}
          disabled={!escribe}
        />
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
