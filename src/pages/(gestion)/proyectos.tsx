import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { ConfigurarEnlace, FaseEstado } from '../../components/proyectos/celdas-estado.tsx';
import { SinEquipoEvaluacion } from '../../components/proyectos/equipo-evaluacion-aviso.tsx';
import { Etapa } from '../../components/proyectos/etapa.tsx';
import { ProyectosFiltros } from '../../components/proyectos/filtros.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import type { Option } from '../../components/ui/fields.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { ColorTag, StatusTag } from '../../components/ui/tag.tsx';
import { filtrosProyectos } from '../../domain/listas/proyectos.ts';
import { PROYECTOS } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { idsSinEquipoEvaluacion } from '../../domain/proyectos/equipo-evaluacion.ts';
import { opcionesFiltrosProyectos } from '../../domain/proyectos/filtros.ts';
import { listProyectos, type ProyectoResumen } from '../../domain/proyectos/listado.ts';
import { proyectosUi as t } from '../../i18n/proyectos.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

/** What the client cells need of a project (not the whole record). */
const celda = (p: ProyectoResumen) => ({
  Id: p.Id,
  Codigo: p.Codigo,
  Fase: { Nombre: p.Fase.Nombre },
  Estado: p.Estado,
  Configurar: p.Configurar,
});

function columnas(configura: boolean, estados: Option[], sinEquipo: Set<number>): Column<ProyectoResumen>[] {
  return [
    {
      header: t.columnas.proyecto,
      rowHeader: true,
      className: 'min-w-48',
      cell: (p) => (
        <span className="grid gap-1">
          <a href={`/proyecto/${p.Id}`} className={rowLinkClass}>
            {p.Codigo}
          </a>
          <span className="inline-flex flex-wrap items-center gap-2">
            {p.Centro}
            {p.Demo ? <StatusTag tone="progreso">{t.demo}</StatusTag> : null}
            {p.Etiquetas.map((e) => (
              <ColorTag key={e.Id} color={e.Color}>
                {e.Nombre}
              </ColorTag>
            ))}
          </span>
        </span>
      ),
    },
    { header: t.columnas.tutor, cell: (p) => p.Tutor?.NombreCompleto ?? t.sinEtapa },
    {
      header: t.columnas.fase,
      // The status dialog is offered on the list too; the row's status and Configurar change in place.
      cell: (p) => (
        <span className="grid justify-items-start gap-1">
          <FaseEstado proyecto={celda(p)} opciones={estados} editable={configura} />
          {sinEquipo.has(p.Id) ? <SinEquipoEvaluacion proyectoId={p.Id} /> : null}
        </span>
      ),
    },
    { header: t.columnas.autoevaluacion, cell: (p) => <Etapa e={p.Autoevaluacion} /> },
    { header: t.columnas.evaluacion, cell: (p) => <Etapa e={p.Evaluacion} /> },
    {
      header: t.columnas.resultado,
      cell: (p) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusTag tone={p.Resultado.Color ?? 'neutro'}>{p.Resultado.Nombre}</StatusTag>
          {configura ? <ConfigurarEnlace proyecto={celda(p)} /> : null}
        </span>
      ),
    },
  ];
}

/** `/proyectos` (HISTORICO): the projects with the spec's filters, by code. */
export default async function ProyectosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosProyectos(query);
  const listar = (pagina: number) =>
    listProyectos(ctx, {
      query: { pagina, registrosPorPagina: POR_PAGINA },
      filtros,
    });
  const [pedida, opciones] = await Promise.all([listar(params.pagina), opcionesFiltrosProyectos(ctx)]);
  // A page past the end (an old link, fewer records now) shows the last one, as the pager says.
  const ultima = Math.max(1, Math.ceil(pedida.total / POR_PAGINA));
  const page = pedida.records.length === 0 && params.pagina > ultima ? await listar(ultima) : pedida;
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <ProyectosFiltros params={params} {...opciones} />
      <ExportarLista lista="proyectos" params={params} />
      <DataTable
        caption={t.titulo}
        columns={columnas(
          puede(actor, PROYECTOS.escribe),
          opciones.estados,
          await idsSinEquipoEvaluacion(
            ctx,
            page.records.map((p) => p.Id as number),
          ),
        )}
        rows={page.records as ProyectoResumen[]}
        rowKey={(p) => p.Id}
        filtered={hasFilters(params)}
        empty={hasFilters(params) ? undefined : t.sinProyectos}
      />
      <ListPagination ruta={'/proyectos'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
