import { puedeAbrir } from '../../../../components/autoevaluacion/area/menu.ts';
import { AccionesImpresion } from '../../../../components/informes/acciones-impresion.tsx';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { DataTable, rowLinkClass } from '../../../../components/ui/data-table.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { ColorTag, StatusTag } from '../../../../components/ui/tag.tsx';
import { type EstandarAutoevaluacion, listEstandaresAutoevaluacion } from '../../../../domain/autoevaluacion/estandares.ts';
import { estandaresUi as e, recursosUi as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/tabla` (AE): every applicable standard in one table,
 * block by block, with its status, essential flag, the manual's minimum and assignees.
 */
export default async function TablaAutoevaluacionPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageArea(id);
  if (!('area' in acceso)) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  const page = await listEstandaresAutoevaluacion(ctx, id, { query: { pagina: 1, registrosPorPagina: 10_000 }, filtros: {} });
  const filas = page.records as EstandarAutoevaluacion[];
  const enlaza = puedeAbrir(acceso.area.sujeto, 'estandar/{EstandarId}');
  return (
    <div id="informe" className="grid gap-4">
      <PageTitle>{t.tabla}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.tabla}</h1>
        <AccionesImpresion pdf={`/api/autoevaluaciones/${id}/tabla.pdf`} />
      </div>
      <DataTable
        caption={t.tablaCaption}
        rows={filas}
        rowKey={(r) => r.EstandarId}
        empty={e.vacio}
        columns={[
          {
            header: e.bloque,
            cell: (r) => (
              <ColorTag color={r.Estandar.Bloque.Color}>{r.Estandar.Bloque.Codigo ?? r.Estandar.Bloque.Nombre}</ColorTag>
            ),
          },
          {
            header: e.codigo,
            rowHeader: true,
            cell: (r) =>
              enlaza ? (
                <Link to={`/autoevaluacion/${id}/estandar/${r.EstandarId}`} className={rowLinkClass}>
                  {r.Estandar.Codigo}
                </Link>
              ) : (
                r.Estandar.Codigo
              ),
          },
          { header: e.descripcion, cell: (r) => r.Estandar.Descripcion },
          { header: e.esencial, cell: (r) => (r.Estandar.Esencial ? e.si : e.no) },
          { header: t.minimo, className: 'text-right', cell: (r) => r.Estandar.Minimo },
          { header: e.estado, cell: (r) => <StatusTag tone={r.Estado.Color ?? 'neutro'}>{r.Estado.Nombre}</StatusTag> },
          {
            header: e.asignados,
            className: 'hidden md:table-cell',
            cell: (r) => (r.Usuarios.length > 0 ? r.Usuarios.map((u) => u.NombreCompleto).join(', ') : e.ninguno),
          },
        ]}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
