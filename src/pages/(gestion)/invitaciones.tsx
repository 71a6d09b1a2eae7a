import { PageTitle } from '../../components/page/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { CancelarInvitacion, InvitacionForm } from '../../components/usuarios/invitacion-form.tsx';
import { pageDomainContext } from '../../components/usuarios/page-context.ts';
import { PersonasNav } from '../../components/usuarios/section-nav.tsx';
import { ESTADOS_INVITACION, type EstadoInvitacion } from '../../domain/invitaciones/estado.ts';
import { type InvitacionRecord, listInvitaciones } from '../../domain/invitaciones/list.ts';
import { levelOf } from '../../domain/permisos/levels.ts';
import { listPerfiles } from '../../domain/usuarios/perfiles.ts';
import { invitacionesPagina as t } from '../../i18n/usuarios.ts';
import { guardPage } from '../../platform/page-auth.ts';

const POR_PAGINA = 20;

const fecha = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const ESTADO_CLASS: Record<string, string> = {
  PTE: 'bg-slate-200 text-slate-900',
  ACE: 'bg-emerald-100 text-emerald-900',
  CAD: 'bg-amber-100 text-amber-900',
  CAN: 'bg-red-100 text-red-900',
};

function parse(query: string | undefined) {
  const q = new URLSearchParams(query ?? '');
  const estado = q.get('estado') ?? '';
  const pagina = /^\d{1,9}$/.test(q.get('pagina') ?? '') ? Math.max(1, Number(q.get('pagina'))) : 1;
  return {
    estado: (ESTADOS_INVITACION as readonly string[]).includes(estado) ? (estado as EstadoInvitacion) : undefined,
    pagina,
  };
}

const href = (estado: string | undefined, pagina: number) => {
  const q = new URLSearchParams();
  if (estado) q.set('estado', estado);
  if (pagina > 1) q.set('pagina', String(pagina));
  const s = q.toString();
  return s ? `/invitaciones?${s}` : '/invitaciones';
};

/** `/invitaciones`: invitations sent (state, e-mail, profile, expiry) and the form to send one (PERSONAS). */
export default async function InvitacionesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parse(query);
  const [page, perfiles] = await Promise.all([
    listInvitaciones(ctx, { query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA }, estado: params.estado }),
    listPerfiles(ctx, { query: { pagina: 1, registrosPorPagina: 1000 } }),
  ]);
  const registros = page.records as InvitacionRecord[];
  const puedeEditar = levelOf(actor, 'PERSONAS') === 'E';
  const paginas = Math.max(1, Math.ceil(page.total / POR_PAGINA));
  const opciones = (perfiles.records as Array<{ Id: number; NombrePublico: string; General: boolean }>).map((p) => ({
    Id: p.Id,
    NombrePublico: p.NombrePublico,
    General: p.General,
  }));
  return (
    <div>
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="mb-4 text-3xl font-bold text-slate-900">{t.titulo}</h1>
      <PersonasNav current="invitaciones" />
      {puedeEditar ? (
        <section aria-labelledby="nueva-invitacion" className="mb-8">
          <h2 id="nueva-invitacion" className="mb-3 text-xl font-semibold text-slate-900">
            {t.nueva}
          </h2>
          <InvitacionForm perfiles={opciones} instancia={ctx.instancia.id} />
        </section>
      ) : null}
      <form method="get" action="/invitaciones" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="invitaciones-estado" className="text-sm font-semibold text-slate-900">
            {t.filtroEstado}
          </label>
          <select
            id="invitaciones-estado"
            name="estado"
            defaultValue={params.estado ?? ''}
            className="h-10 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900"
          >
            <option value="">{t.todas}</option>
            {ESTADOS_INVITACION.map((e) => (
              <option key={e} value={e}>
                {t.estados[e]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
          {t.filtrar}
        </button>
      </form>
      <p className="mt-4 text-sm text-slate-700">{t.resultados(page.total)}</p>
      {registros.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          {t.sinInvitaciones}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">{t.titulo}</caption>
            <thead className="bg-slate-100 text-left text-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.email}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.perfil}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.proyecto}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.estado}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t.columnas.expira}
                </th>
                {puedeEditar ? (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">{t.acciones}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {registros.map((i) => (
                <tr key={i.Id}>
                  <th scope="row" className="px-3 py-3 text-left font-medium break-all text-slate-900">
                    {i.DireccionEmail}
                  </th>
                  <td className="px-3 py-3 text-slate-800">{i.Perfil.NombrePublico}</td>
                  <td className="px-3 py-3 text-slate-800">{i.ProyectoId ?? '—'}</td>
                  <td className="px-3 py-3">
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${ESTADO_CLASS[i.Estado] ?? ''}`}
                    >
                      {t.estados[i.Estado] ?? i.Estado}
                    </span>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-800">
                    <time dateTime={i.ExpiraEn}>{fecha.format(new Date(i.ExpiraEn))}</time>
                  </td>
                  {puedeEditar ? (
                    <td className="px-3 py-3">
                      {i.Estado === 'PTE' ? (
                        <CancelarInvitacion id={i.Id} email={i.DireccionEmail} instancia={ctx.instancia.id} />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paginas > 1 ? (
        <nav aria-label="Paginación" className="mt-4 flex items-center justify-between gap-3">
          {params.pagina > 1 ? (
            <a href={href(params.estado, params.pagina - 1)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              Anterior
            </a>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">{`Página ${Math.min(params.pagina, paginas)} de ${paginas}`}</p>
          {params.pagina < paginas ? (
            <a href={href(params.estado, params.pagina + 1)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              Siguiente
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
