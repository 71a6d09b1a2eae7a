import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { ConfigurarEnlace, FaseEstado } from '../../components/proyectos/celdas-estado.tsx';
import { ProyectosFiltros } from '../../components/proyectos/filtros.tsx';
import { type FilaProyecto, ProyectosTabla } from '../../components/proyectos/proyectos-tabla.tsx';
import type { Option } from '../../components/ui/fields.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
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

const etapa = (e: ProyectoResumen['Autoevaluacion']): FilaProyecto['Autoevaluacion'] =>
  e && { FechaInicio: e.FechaInicio, FechaLimite: e.FechaLimite, FechaFin: e.FechaFin, PorcentajeCumple: e.PorcentajeCumple };

/** What the client cells need of a project (not the whole record). */
const celda = (p: ProyectoResumen) => ({
  Id: p.Id,
  Codigo: p.Codigo,
  Fase: { Nombre: p.Fase.Nombre },
  Estado: p.Estado,
  Configurar: p.Configurar,
});

/**
 * What the table shows of a project (not the whole record). The status dialog is offered on the
 * list too (`configura`); the row's status and Configurar change in place.
 */
const fila = (p: ProyectoResumen, sinEquipo: Set<number>, configura: boolean, estados: Option[]): FilaProyecto => ({
  Id: p.Id,
  Codigo: p.Codigo,
  Centro: p.Centro,
  Demo: p.Demo,
  Etiquetas: p.Etiquetas.map((e) => ({ Id: e.Id, Nombre: e.Nombre, Color: e.Color })),
  Tutor: p.Tutor?.NombreCompleto ?? null,
  FaseEstado: <FaseEstado proyecto={celda(p)} opciones={estados} editable={configura} />,
  Configurar: configura ? <ConfigurarEnlace proyecto={celda(p)} /> : null,
  SinEquipo: sinEquipo.has(p.Id),
  Autoevaluacion: etapa(p.Autoevaluacion),
  Evaluacion: etapa(p.Evaluacion),
  Resultado: { Nombre: p.Resultado.Nombre, Color: p.Resultado.Color },
});

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
  const sinEquipo = await idsSinEquipoEvaluacion(
    ctx,
    page.records.map((p) => p.Id as number),
  );
  const configura = puede(actor, PROYECTOS.escribe);
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <ProyectosFiltros params={params} {...opciones} />
      <ExportarLista lista="proyectos" params={params} />
      <ProyectosTabla
        filas={(page.records as ProyectoResumen[]).map((p) => fila(p, sinEquipo, configura, opciones.estados))}
        filtered={hasFilters(params)}
      />
      <ListPagination ruta={'/proyectos'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
