import type { ReactNode } from 'react';
import { Link } from 'waku';
import { HistorialTabla, PESTANA_HISTORIAL, pestanaDe } from '../../../components/auditoria/historial.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { AutoevaluacionesProyecto, DatosProyecto } from '../../../components/proyectos/ficha.tsx';
import { ObservacionesProyecto, type ObservacionProyecto } from '../../../components/proyectos/observaciones.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { type Tab, TabNav } from '../../../components/ui/tab-nav.tsx';
import { type AutoevaluacionRecord, listAutoevaluacionesProyecto } from '../../../domain/autoevaluacion/lectura.ts';
import { isAppError } from '../../../domain/errors.ts';
import { AUDITORIA, PROYECTOS } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { getProyecto, listObservacionesProyecto } from '../../../domain/proyectos/edicion.ts';
import type { ProyectoResumen } from '../../../domain/proyectos/listado.ts';
import { auditoria } from '../../../i18n/auditoria.ts';
import { proyectoUi as t } from '../../../i18n/proyectos.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

// A project has few self-assessments (one per phase): one page of them is all of them.
const TODAS = 100;

/**
 * `/proyecto/{ProyectoId}` (HISTORICO): a project with its tabs (`pestana`): Datos,
 * Autoevaluaciones with their figures, Observaciones (added and deleted with the write key)
 * and, for holders of AUDITORIA, its Historial.
 */
export default async function ProyectoPage(props: { path: string; query?: string; ProyectoId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.ProyectoId);
  let p: ProyectoResumen;
  try {
    p = await getProyecto(ctx, id);
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const pestana = new URLSearchParams(props.query ?? '').get('pestana');
  const conHistorial = puede(actor, AUDITORIA.lee);
  const tabs: Tab[] = [
    { key: 'datos', href: props.path, label: t.pestanas.datos },
    { key: 'autoevaluaciones', href: `${props.path}?pestana=autoevaluaciones`, label: t.pestanas.autoevaluaciones },
    { key: 'observaciones', href: `${props.path}?pestana=observaciones`, label: t.pestanas.observaciones },
    ...(conHistorial
      ? [{ key: PESTANA_HISTORIAL, href: `${props.path}?pestana=${PESTANA_HISTORIAL}`, label: auditoria.historial }]
      : []),
  ];
  // An unknown tab (or FIN-INI, whose configuration is not built yet) shows the data.
  const actual = tabs.some((tab) => tab.key === pestana) ? (pestana as string) : 'datos';

  let contenido: ReactNode;
  if (actual === 'autoevaluaciones') {
    const page = await listAutoevaluacionesProyecto(ctx, id, { query: { pagina: 1, registrosPorPagina: TODAS } });
    contenido = <AutoevaluacionesProyecto registros={page.records as AutoevaluacionRecord[]} />;
  } else if (actual === 'observaciones') {
    const registros = await listObservacionesProyecto(ctx, id);
    contenido = (
      <ObservacionesProyecto
        proyectoId={id}
        registros={registros as ObservacionProyecto[]}
        editable={puede(actor, PROYECTOS.escribe)}
      />
    );
  } else if (actual === PESTANA_HISTORIAL) {
    contenido = (
      <HistorialTabla
        ctx={ctx}
        path={props.path}
        query={props.query}
        entidad="proyecto"
        entidadId={id}
        pagina={pestanaDe(props.query).pagina}
      />
    );
  } else {
    contenido = <DatosProyecto p={p} />;
  }

  return (
    <div key={`proyecto-${p.Id}`} className="grid max-w-5xl gap-6">
      <PageTitle>{`${t.proyecto} ${p.Codigo}`}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          {t.proyecto} <span className="whitespace-nowrap">{p.Codigo}</span>
        </h1>
        <Link to="/proyectos" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </div>
      <p className="text-lg text-slate-800">{p.Centro}</p>
      <div>
        <TabNav label={t.pestanas.titulo} current={actual} tabs={tabs} />
        {contenido}
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
