import { unstable_redirect } from 'waku/router/server';
import { PendientesDe } from '../../../components/mis-proyectos/pendientes-de.tsx';
import { type ProyectoEleccion, ProyectoTarjeta } from '../../../components/mis-proyectos/proyecto-tarjeta.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { listAvisosMisProyectos } from '../../../domain/mis-proyectos/avisos-lectura.ts';
import { listEnlacesArea } from '../../../domain/mis-proyectos/enlace-area.ts';
import { destinoEntrada } from '../../../domain/mis-proyectos/entrada.ts';
import { listMisProyectos } from '../../../domain/mis-proyectos/mios.ts';
import { todayIso } from '../../../domain/shared/fechas.ts';
import { eleccionProyecto as t } from '../../../i18n/mis-proyectos.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { mayOpenPath } from '../../../platform/page-guard.ts';
import { logoutUrl } from '../../../platform/safe-path.ts';

const POR_PAGINA = 20;
const CAMPOS = ['Id', 'Codigo', 'Centro', 'Fase', 'Autoevaluacion', 'Perfiles', 'FechaLimite'];
const ENTRADA = '/autoevaluacion';

/**
 * `/autoevaluacion`, the self-assessment entry where sign-in sends team members: it reads the
 * user's own projects and, with one, opens its self-assessment (/autoevaluacion/{id}) or
 * evaluation (/evaluacion/{id}) area, or the root; without a project or a self-assessment it
 * ends the session (/logout) and shows why on /respuesta (src/domain/mis-proyectos/entrada.ts).
 * With several it is the chooser: each project with its phase, deadline, the user's profiles
 * and what needs them there (read for the whole page at once and streamed in), linked to its area
 * where the area lets them in, and said to be read-only where they change nothing there.
 */
export default async function AutoevaluacionEntrada({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const pedida = Number.parseInt(new URLSearchParams(query ?? '').get('pagina') ?? '1', 10);
  const pagina = Number.isInteger(pedida) && pedida > 0 ? pedida : 1;
  const lista = { pagina, registrosPorPagina: POR_PAGINA };
  const page = await listMisProyectos(ctx, { query: { ...lista, campos: CAMPOS } });
  const proyectos = page.records as ProyectoEleccion[];
  const destino = destinoEntrada(page.total, proyectos[0]);
  // One project or none: the spec's entry, decided on the first page.
  if (!('elegir' in destino) && pagina > 1) unstable_redirect(ENTRADA);
  if ('motivo' in destino) unstable_redirect(logoutUrl(`/respuesta?motivo=${destino.motivo}`));
  // Each project's link as the area's own gate answers for this user (never one it refuses),
  // read for the whole page at once.
  const enlaces = await listEnlacesArea(
    ctx,
    proyectos.map((p) => p.Autoevaluacion),
  );
  // Its only project opens straight away where the area lets the user in; where it refuses
  // them, the chooser shows that one project, saying so, rather than a page that refuses.
  if ('abrir' in destino && enlaces[0]) unstable_redirect(enlaces[0].ir);
  const porRegistro = new Map(
    proyectos.flatMap((p, i) => (p.Autoevaluacion ? [[p.Autoevaluacion.Id, enlaces[i] ?? null] as const] : [])),
  );
  const lectura = listAvisosMisProyectos(ctx, lista, porRegistro);
  const puedeAbrir = (href: string) => mayOpenPath(href, actor);
  const usuarioId = ctx.actor?.usuarioId ?? 0;
  const hoy = todayIso(ctx.clock.now());
  return (
    <div className="grid gap-6">
      <PageTitle>{t.titulo}</PageTitle>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t.titulo}</h1>
        <p className="text-slate-700">{t.intro(page.total)}</p>
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {puedeAbrir('/proyectos') ? (
            <Link to="/proyectos" className="font-semibold text-slate-900 underline underline-offset-4">
              {t.todosLosProyectos}
            </Link>
          ) : null}
          {(actor?.tiposPerfil?.length ?? 0) > 1 ? (
            <Link
              to={`/seleccionTipoPerfil?volver=${ENTRADA}`}
              className="font-semibold text-slate-900 underline underline-offset-4"
            >
              {t.cambiarTipo}
            </Link>
          ) : null}
        </p>
      </header>
      <ul aria-label={t.region} className="grid gap-4 md:grid-cols-2">
        {proyectos.map((p, i) => (
          <ProyectoTarjeta
            key={p.Id}
            proyecto={p}
            hoy={hoy}
            enlace={enlaces[i] ?? null}
            pendientes={<PendientesDe lectura={lectura} proyecto={p} usuarioId={usuarioId} puedeAbrir={puedeAbrir} />}
          />
        ))}
      </ul>
      <Pagination
        pagina={pagina}
        total={page.total}
        porPagina={POR_PAGINA}
        hrefFor={(n) => (n > 1 ? `${ENTRADA}?pagina=${n}` : ENTRADA)}
        totalText={t.totalProyectos}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
