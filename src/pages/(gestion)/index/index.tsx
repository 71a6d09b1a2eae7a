import { ArrowRight, UserX } from 'lucide-react';
import { ListaEnlaces } from '../../../components/enlaces/lista-enlaces.tsx';
import { gestionMenu } from '../../../components/gestion/menu.ts';
import { PanelGestion } from '../../../components/informes/panel-gestion.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { DefinicionIconos, IconoCompartido } from '../../../components/ui/icono-compartido.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { getIndiceGestion } from '../../../domain/informes/indice.ts';
import { EQUIPO_PROYECTO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { contarSinEquipoEvaluacion } from '../../../domain/proyectos/equipo-evaluacion.ts';
import { acceso } from '../../../i18n/acceso.ts';
import { enlacesUi } from '../../../i18n/enlaces.ts';
import { equipoProyectoUi } from '../../../i18n/equipo-proyecto.ts';
import { indiceUi } from '../../../i18n/informes.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext, pageInstancia } from '../../../platform/page-context.ts';
import { loadEnlacesDe } from '../../../platform/page-enlaces.ts';

const t = acceso.gestion;
const e = equipoProyectoUi.evaluacionPendiente;

// styles.css: one class each for the utilities of the area cards and their links.
const cardClass = 'tarjeta-area';
const cardLink = 'enlace-tarjeta';
// Every card link's arrow shows this one drawing (ui/icono-compartido.tsx); the page renders it once.
const FLECHA = 'icono-flecha-area';

/** The management home (`/index`): a welcome, the charts and deadlines (PanelGestion) and one card per menu area the user may open. */
export default async function GestionIndexPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const [instancia, ctx] = await Promise.all([pageInstancia(), pageDomainContext(actor)]);
  const [indice, sinEquipo, enlaces] = await Promise.all([
    getIndiceGestion(ctx),
    puede(actor, EQUIPO_PROYECTO.lee) ? contarSinEquipoEvaluacion(ctx) : 0,
    loadEnlacesDe(actor, 'GESTION'),
  ]);
  const areas = gestionMenu(actor, instancia.terminologia).filter((item) => !(item.kind === 'link' && item.href === '/index'));
  return (
    <div>
      <DefinicionIconos iconos={{ [FLECHA]: ArrowRight }} />
      <PageTitle>{t.inicioTitulo}</PageTitle>
      <h1 className="text-3xl font-bold text-slate-900">{t.bienvenida(actor?.nombre ?? '')}</h1>
      <p className="mt-2 text-lg text-slate-700">{areas.length > 0 ? t.bienvenidaTexto : t.sinAreas}</p>
      {sinEquipo > 0 ? (
        <p
          role="status"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <UserX aria-hidden="true" className="h-5 w-5" />
          <span className="font-semibold">{e.inicio(sinEquipo)}</span>
          <Link to="/proyectos?sinEquipoEvaluacion=true" className={cardLink}>
            {e.inicioEnlace}
            <IconoCompartido id={FLECHA} className="h-4 w-4" />
          </Link>
        </p>
      ) : null}
      <PanelGestion indice={indice} />
      {enlaces.length > 0 ? (
        <section aria-labelledby="inicio-enlaces" className="mt-10 grid gap-4">
          <h2 id="inicio-enlaces" className="text-xl font-semibold text-slate-900">
            {enlacesUi.enlacesAgencia}
          </h2>
          <ListaEnlaces enlaces={enlaces} label={enlacesUi.enlacesAgencia} />
        </section>
      ) : null}
      {areas.length > 0 ? <h2 className="mt-10 text-xl font-semibold text-slate-900">{indiceUi.areas}</h2> : null}
      {areas.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((item, i) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <section aria-labelledby={`area-${i}`} className={cardClass}>
                  <h2 id={`area-${i}`} className="text-lg font-semibold text-slate-900">
                    {item.label}
                  </h2>
                  <Link to={item.href} className={cardLink}>
                    Abrir {item.label.toLocaleLowerCase('es-ES')}
                    <IconoCompartido id={FLECHA} className="h-4 w-4" />
                  </Link>
                </section>
              </li>
            ) : (
              <li key={item.label}>
                <section aria-labelledby={`area-${i}`} className={cardClass}>
                  <h2 id={`area-${i}`} className="text-lg font-semibold text-slate-900">
                    {item.label}
                  </h2>
                  <ul className="flex flex-col gap-2">
                    {item.links.map((l) => (
                      <li key={l.href}>
                        <Link to={l.href} className={cardLink}>
                          {l.label}
                          <IconoCompartido id={FLECHA} className="h-4 w-4" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
