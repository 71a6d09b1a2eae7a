import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { StatusTag } from '../../components/ui/tag.tsx';
import { listPruebas, type PruebaRecord } from '../../domain/catalogo/pruebas.ts';
import { evidenciasOpciones, manualesOpciones, tiposPruebaOpciones } from '../../domain/catalogo/pruebas-opciones.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { paginasPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { manualLabel } from '../../platform/page-opciones/pruebas.ts';

const POR_PAGINA = 20;
const FILTROS = { texto: 'texto', manualId: 'id', evidenciaId: 'id', activo: 'bool', tipoClave: 'clave' } as const;

/** `/pruebas`: tests with search and manual, evidence, type and active filters (MANUALES). */
export default async function PruebasPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const [manuales, tipos, evidencias] = await Promise.all([
    manualesOpciones(ctx),
    tiposPruebaOpciones(ctx),
    params.manualId ? evidenciasOpciones(ctx, [params.manualId]) : Promise.resolve([]),
  ]);
  const page = await listPruebas(ctx, {
    query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
    filtros: {
      texto: params.texto || undefined,
      manualId: params.manualId,
      // An evidence only filters together with its manual (the select lists that manual's).
      evidenciaId: evidencias.some((e) => e.Id === params.evidenciaId) ? params.evidenciaId : undefined,
      activo: params.activo === '' ? undefined : params.activo === 'true',
      tipoClave: params.tipoClave || undefined,
    },
  });
  const rows = page.records as PruebaRecord[];
  const tipoNombre = new Map(tipos.map((tp) => [tp.clave, tp.nombre]));
  const puedeEditar = puede(actor, CATALOGO.escribe);
  return (
    <div>
      <CabeceraLista titulo={t.pruebas} nuevo={puedeEditar ? { href: '/prueba', texto: t.nuevaPrueba } : null} margen />
      <ListFilters action="/pruebas">
        <SearchFilter id="pruebas-texto" value={params.texto} />
        <SelectFilter
          id="pruebas-manual"
          label={t.manual}
          name="manualId"
          value={params.manualId}
          all={t.todosManuales}
          options={manuales.map((m) => ({ value: m.Id, label: manualLabel(m) }))}
        />
        {params.manualId ? (
          <SelectFilter
            id="pruebas-evidencia"
            label={t.evidencia}
            name="evidenciaId"
            value={params.evidenciaId}
            all={t.todasEvidencias}
            options={evidencias.map((e) => ({ value: e.Id, label: `${e.Codigo} · ${e.Descripcion}` }))}
          />
        ) : null}
        <SelectFilter
          id="pruebas-tipo"
          label={t.tipoPrueba}
          name="tipoClave"
          value={params.tipoClave}
          options={tipos.map((tp) => ({ value: tp.clave, label: tp.nombre }))}
        />
        <BoolFilter id="pruebas-activo" label={t.activa} name="activo" value={params.activo} />
      </ListFilters>
      <div className="mt-4" />
      <DataTable
        caption={t.pruebas}
        rows={rows}
        rowKey={(r) => r.Id}
        filtered={hasFilters(params)}
        columns={[
          {
            header: t.descripcion,
            rowHeader: true,
            cell: (r) => (
              <Link to={`/prueba/${r.Id}`} className={rowLinkClass}>
                {r.Descripcion}
              </Link>
            ),
          },
          { header: t.manual, cell: (r) => manualLabel(r.Manual) },
          { header: t.formulario, cell: (r) => r.Formulario.Titulo },
          { header: t.evidencias, cell: (r) => r.Evidencias.map((e) => e.Codigo).join(', ') || '—' },
          { header: t.tipoPrueba, cell: (r) => (r.TipoClave ? (tipoNombre.get(r.TipoClave) ?? r.TipoClave) : '—') },
          {
            header: t.estado,
            cell: (r) => <StatusTag tone={r.Activo ? 'positivo' : 'neutro'}>{r.Activo ? t.activa : t.inactiva}</StatusTag>,
          },
        ]}
      />
      <ListPagination ruta={'/pruebas'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
