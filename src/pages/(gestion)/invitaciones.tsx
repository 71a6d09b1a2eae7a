import { TituloPagina } from '../../components/page/page-title.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { ListFilters, SelectFilter } from '../../components/ui/list-filters.tsx';
import { listHref, parseListParams } from '../../components/ui/list-params.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { StatusTag, type Tone } from '../../components/ui/tag.tsx';
import { CancelarInvitacion, EnviarInvitacionForm } from '../../components/usuarios/invitacion-form.tsx';
import { PersonasNav } from '../../components/usuarios/section-nav.tsx';
import { ESTADOS_INVITACION, type EstadoInvitacion } from '../../domain/invitaciones/estado.ts';
import { type InvitacionRecord, listInvitaciones } from '../../domain/invitaciones/list.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { PERSONAS } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { SPAIN_TIME_ZONE } from '../../domain/shared/fechas.ts';
import { listPerfiles } from '../../domain/usuarios/perfiles.ts';
import { nombreProyecto } from '../../domain/usuarios/proyecto-nombre.ts';
import { invitacionesPagina as t } from '../../i18n/usuarios.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

const fecha = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const TONO: Record<string, Tone> = { PTE: 'neutro', ACE: 'positivo', CAD: 'progreso', CAN: 'negativo' };

function parse(query: string | undefined) {
  const params = parseListParams(query, { estado: 'clave' } as const);
  const estado = (ESTADOS_INVITACION as readonly string[]).includes(params.estado)
    ? (params.estado as EstadoInvitacion)
    : undefined;
  return { estado, pagina: params.pagina };
}

function columnas(puedeEditar: boolean, instancia: string): Column<InvitacionRecord>[] {
  const cols: Column<InvitacionRecord>[] = [
    { header: t.columnas.email, rowHeader: true, className: 'break-all', cell: (i) => i.DireccionEmail },
    { header: t.columnas.perfil, cell: (i) => i.Perfil.NombrePublico },
    { header: t.columnas.proyecto, cell: (i) => (i.Proyecto ? nombreProyecto(i.Proyecto) : '—') },
    {
      header: t.columnas.estado,
      cell: (i) => <StatusTag tone={TONO[i.Estado] ?? 'neutro'}>{t.estados[i.Estado] ?? i.Estado}</StatusTag>,
    },
    {
      header: t.columnas.expira,
      className: 'whitespace-nowrap',
      cell: (i) => <time dateTime={i.ExpiraEn}>{fecha.format(new Date(i.ExpiraEn))}</time>,
    },
  ];
  if (puedeEditar) {
    cols.push({
      header: <span className="sr-only">{t.acciones}</span>,
      cell: (i) => (i.Estado === 'PTE' ? <CancelarInvitacion id={i.Id} email={i.DireccionEmail} instancia={instancia} /> : null),
    });
  }
  return cols;
}

/** `/invitaciones`: invitations sent (state, e-mail, profile, expiry) and the form to send one (PERSONAS). */
export default async function InvitacionesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parse(query);
  const [page, perfiles] = await Promise.all([
    listInvitaciones(ctx, { query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA }, estado: params.estado }),
    listPerfiles(ctx, { query: ALL_ROWS }),
  ]);
  const registros = page.records as InvitacionRecord[];
  const puedeEditar = puede(actor, PERSONAS.escribe);
  const opciones = (perfiles.records as Array<{ Id: number; NombrePublico: string; General: boolean }>).map((p) => ({
    Id: p.Id,
    NombrePublico: p.NombrePublico,
    General: p.General,
  }));
  return (
    <div>
      <TituloPagina margen="mb-4">{t.titulo}</TituloPagina>
      <PersonasNav current="invitaciones" />
      {puedeEditar ? (
        <section aria-labelledby="nueva-invitacion" className="mb-8">
          <h2 id="nueva-invitacion" className="mb-3 text-xl font-semibold text-slate-900">
            {t.nueva}
          </h2>
          <EnviarInvitacionForm perfiles={opciones} instancia={ctx.instancia.id} />
        </section>
      ) : null}
      <ListFilters action="/invitaciones">
        <SelectFilter
          id="invitaciones-estado"
          label={t.filtroEstado}
          name="estado"
          value={params.estado}
          all={t.todas}
          options={ESTADOS_INVITACION.map((e) => ({ value: e, label: t.estados[e] ?? e }))}
        />
      </ListFilters>
      <div className="mt-4">
        <DataTable
          caption={t.titulo}
          columns={columnas(puedeEditar, ctx.instancia.id)}
          rows={registros}
          rowKey={(i) => i.Id}
          empty={t.sinInvitaciones}
        />
      </div>
      <Pagination
        pagina={params.pagina}
        total={page.total}
        porPagina={POR_PAGINA}
        hrefFor={(p) => listHref('/invitaciones', { estado: params.estado }, p)}
        totalText={t.resultados}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
