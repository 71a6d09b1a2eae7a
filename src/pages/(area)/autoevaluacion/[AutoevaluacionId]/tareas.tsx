import { PageTitle } from '../../../../components/page/page-title.tsx';
import { PlanCabecera } from '../../../../components/planificacion/plan-cabecera.tsx';
import { FILTROS_TAREAS, TareasFiltros } from '../../../../components/planificacion/tareas-filtros.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { type Column, DataTable, rowLinkClass } from '../../../../components/ui/data-table.tsx';
import { FormMessage } from '../../../../components/ui/form-controls.tsx';
import { hasFilters, parseListParams } from '../../../../components/ui/list-params.ts';
import { ListPagination } from '../../../../components/ui/pagination.tsx';
import { ColorTag, StatusTag } from '../../../../components/ui/tag.tsx';
import { isAppError } from '../../../../domain/errors.ts';
import type { EstadoTarea } from '../../../../domain/planificacion/estado.ts';
import { listTareas, type TareaRecord } from '../../../../domain/planificacion/lectura.ts';
import { opcionesPlan } from '../../../../domain/planificacion/opciones.ts';
import { fechaEs, toIsoDate } from '../../../../domain/shared/fechas.ts';
import { tareasUi as t } from '../../../../i18n/autoevaluacion-plan.ts';
import { validacion } from '../../../../i18n/validacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { restoreListQuery } from '../../../../platform/page-list-memory.ts';

const POR_PAGINA = 20;
const TONO: Record<EstadoTarea, string> = { PTE: 'pendiente', FIN: 'positivo', RET: 'negativo' };

const columnas = (base: string): Column<TareaRecord>[] => [
  {
    header: t.columnas.titulo,
    rowHeader: true,
    className: 'min-w-48',
    cell: (r) => (
      <span className="grid gap-1">
        <a href={`${base}/tarea/${r.Id}`} className={rowLinkClass}>
          {r.Titulo}
        </a>
        {r.Etiquetas.length > 0 ? (
          <span className="inline-flex flex-wrap gap-1">
            {r.Etiquetas.map((e) => (
              <ColorTag key={e.Id} color={e.Color}>
                {e.Nombre}
              </ColorTag>
            ))}
          </span>
        ) : null}
      </span>
    ),
  },
  { header: t.columnas.fechaLimite, cell: (r) => fechaEs(r.FechaLimite) },
  { header: t.columnas.responsable, cell: (r) => r.Responsable?.NombreCompleto ?? '—' },
  { header: t.columnas.estandar, cell: (r) => r.Estandar?.Codigo ?? '—' },
  { header: t.columnas.estado, cell: (r) => <StatusTag tone={TONO[r.Estado.Clave]}>{r.Estado.Nombre}</StatusTag> },
];

/** `/autoevaluacion/{id}/tareas` (AE_APORTACION): the self-assessment's tasks, filters in the URL, by deadline. */
export default async function TareasPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  const base = `/autoevaluacion/${id}`;
  const params = parseListParams(props.query, FILTROS_TAREAS);
  const desde = toIsoDate(params.desde);
  const hasta = toIsoDate(params.hasta);
  try {
    const opciones = await opcionesPlan(ctx, id);
    const listar = (pagina: number) =>
      listTareas(ctx, id, {
        query: { pagina, registrosPorPagina: POR_PAGINA },
        filtros: {
          texto: params.texto || undefined,
          estado: (['PTE', 'FIN', 'RET'] as const).find((e) => e === params.estado),
          usuarioId: params.usuarioId,
          etiquetaId: params.etiquetaId,
          desde: desde ?? undefined,
          hasta: hasta ?? undefined,
        },
      });
    const pedida = await listar(params.pagina);
    const ultima = Math.max(1, Math.ceil(pedida.total / POR_PAGINA));
    const page = pedida.records.length === 0 && params.pagina > ultima ? await listar(ultima) : pedida;
    return (
      <div className="grid gap-4">
        <PageTitle>{t.titulo}</PageTitle>
        <PlanCabecera
          autoevaluacionId={id}
          titulo={t.titulo}
          actual="tareas"
          editable={opciones.editable}
          soloLectura={opciones.soloLectura}
        />
        <TareasFiltros
          action={`${base}/tareas`}
          params={params}
          responsables={opciones.responsables}
          etiquetas={opciones.etiquetas}
        />
        {desde === undefined || hasta === undefined ? <FormMessage kind="error">{validacion.date}</FormMessage> : null}
        <DataTable
          caption={t.titulo}
          columns={columnas(base)}
          rows={page.records as TareaRecord[]}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
          empty={hasFilters(params) ? undefined : t.sinTareas}
        />
        <ListPagination ruta={`${base}/tareas`} params={params} total={page.total} porPagina={POR_PAGINA} />
      </div>
    );
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
