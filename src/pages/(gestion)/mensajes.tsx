import { HilosLista } from '../../components/mensajes/hilos-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { boolFiltro } from '../../domain/listas/params.ts';
import { esAgencia } from '../../domain/mensajes/acceso.ts';
import { listOpcionesBandeja } from '../../domain/mensajes/bandeja.ts';
import { listHilos } from '../../domain/mensajes/lectura.ts';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;
const FILTROS = { texto: 'texto', proyectoId: 'id', centroId: 'id', etiquetaId: 'id', noLeidos: 'bool' } as const;

/**
 * `/mensajes` (GEST_COMUNIC): the agency's inbox, every project's threads last message first,
 * filtered by words (subject, project code, centre name), project, centre, tag and unread, with
 * the unread count of each. Past the shared limit of a drop-down the project and centre are found
 * by the words (shared/opciones-filtro.ts).
 */
export default async function MensajesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const [page, opciones] = await Promise.all([
    listHilos(
      ctx,
      {
        proyectoId: params.proyectoId,
        centroId: params.centroId,
        etiquetaId: params.etiquetaId,
        noLeidos: boolFiltro(params.noLeidos),
        texto: params.texto,
      },
      { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
    ),
    listOpcionesBandeja(ctx),
  ]);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.tituloBandeja} nuevo={esAgencia(actor, 'E') ? { href: '/mensaje', texto: t.nuevo } : null} />
      <ListFilters action="/mensajes">
        <SearchFilter id="mensajes-texto" value={params.texto} placeholder={t.buscarPlaceholder} />
        <SelectFilter
          id="mensajes-proyecto"
          label={t.proyecto}
          name="proyectoId"
          value={params.proyectoId}
          all={t.todos}
          options={opciones.proyectos}
        />
        <SelectFilter
          id="mensajes-centro"
          label={t.centro}
          name="centroId"
          value={params.centroId}
          all={t.todos}
          options={opciones.centros}
        />
        <SelectFilter
          id="mensajes-etiqueta"
          label={t.etiqueta}
          name="etiquetaId"
          value={params.etiquetaId}
          all={t.todas}
          options={opciones.etiquetas}
        />
        <BoolFilter id="mensajes-noleidos" label={t.soloNoLeidos} name="noLeidos" value={params.noLeidos} />
      </ListFilters>
      <HilosLista hilos={page.records} hiloBase="/hilo/" caption={t.tituloBandeja} filtered={hasFilters(params)} conProyecto />
      <ListPagination ruta="/mensajes" params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
