import type { ReactNode } from 'react';
import { ActuacionesDe } from '../../../components/actuaciones/actuaciones-de.tsx';
import { HISTORIAL_POR_PAGINA, HistorialTabla, PESTANA_HISTORIAL, pestanaDe } from '../../../components/auditoria/historial.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { FaseEstado } from '../../../components/proyectos/celdas-estado.tsx';
import { DocumentosProyecto, EquipoProyecto } from '../../../components/proyectos/equipo-documentos.tsx';
import { EquipoEvaluacion } from '../../../components/proyectos/equipo-evaluacion.tsx';
import { EtiquetasProyecto } from '../../../components/proyectos/etiquetas.tsx';
import { AutoevaluacionesProyecto, DatosProyecto } from '../../../components/proyectos/ficha.tsx';
import { InvitacionesProyecto, InvitarProyecto } from '../../../components/proyectos/invitaciones-proyecto.tsx';
import { ObservacionesProyecto, type ObservacionProyecto } from '../../../components/proyectos/observaciones.tsx';
import { ResponsablesProyecto } from '../../../components/proyectos/responsables.tsx';
import { ConfigurarSeguimiento } from '../../../components/proyectos/seguimiento.tsx';
import { opcionesResponsable } from '../../../components/shared/responsables.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import type { Option } from '../../../components/ui/fields.tsx';
import { FormMessage } from '../../../components/ui/form-controls.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { type Tab, TabNav } from '../../../components/ui/tab-nav.tsx';
import { historialDe } from '../../../domain/auditoria/busqueda.ts';
import { type AutoevaluacionRecord, listAutoevaluacionesProyecto } from '../../../domain/autoevaluacion/lectura.ts';
import { getConfiguracionSeguimiento } from '../../../domain/autoevaluacion/seguimiento.ts';
import { isAppError } from '../../../domain/errors.ts';
import { ALL_ROWS } from '../../../domain/listing.ts';
import { listSexos, listTiposDocumentoIdentidad } from '../../../domain/lookups/catalogos.ts';
import { ACTUACIONES, AUDITORIA, EQUIPO_PROYECTO, PROYECTOS } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { getProyecto, listObservacionesProyecto } from '../../../domain/proyectos/edicion.ts';
import { daComoAgencia } from '../../../domain/proyectos/equipo-acceso.ts';
import { perfilesPorClave, perfilesQueDa } from '../../../domain/proyectos/equipo-evaluacion.ts';
import {
  listDocumentosProyecto,
  listEquipoProyecto,
  listEtiquetasProyectoDisponibles,
  listResponsablesProyecto,
  opcionesEstadoProyecto,
} from '../../../domain/proyectos/ficha.ts';
import { listInvitacionesProyecto } from '../../../domain/proyectos/invitaciones.ts';
import type { ProyectoResumen } from '../../../domain/proyectos/listado.ts';
import { actuacionesUi } from '../../../i18n/actuaciones.ts';
import { auditoria } from '../../../i18n/auditoria.ts';
import { proyectoFicha as f } from '../../../i18n/autoevaluacion-proy.ts';
import { proyectoUi as t } from '../../../i18n/proyectos.ts';
import { loadActuacionesDe } from '../../../platform/page-actuaciones.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext, pageInstancia } from '../../../platform/page-context.ts';

// A project has few self-assessments (one per phase): one page of them is all of them.
const TODAS = 100;

/**
 * `/proyecto/{ProyectoId}` (HISTORICO): a project with its tabs (`pestana` in the URL): Datos
 * (with its tutor and administrative), Equipo, Autoevaluaciones with their figures, Documentos
 * (files of type PRY, read-only), Observaciones, Etiquetas, FIN-INI (Configurar, while the
 * project is in FIN-INI and in progress) and, for holders of AUDITORIA, its Historial. Holders
 * of the write key change responsibles, status, tags and observations; readers only read.
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
  const editable = puede(actor, PROYECTOS.escribe);
  const conHistorial = puede(actor, AUDITORIA.lee);
  const tab = (key: string, label: string): Tab => ({ key, href: `${props.path}?pestana=${key}`, label });
  const tabs: Tab[] = [
    { key: 'datos', href: props.path, label: t.pestanas.datos },
    tab('equipo', f.pestanas.equipo),
    tab('autoevaluaciones', t.pestanas.autoevaluaciones),
    tab('documentos', f.pestanas.documentos),
    tab('observaciones', t.pestanas.observaciones),
    tab('etiquetas', f.pestanas.etiquetas),
    // The spec's link to configure a project (pestana=FIN-INI), offered where the list offers it.
    ...(p.Configurar && editable ? [tab('FIN-INI', f.pestanas.seguimiento)] : []),
    ...(puede(actor, ACTUACIONES.lee) ? [tab('actuaciones', actuacionesUi.titulo)] : []),
    ...(conHistorial ? [tab(PESTANA_HISTORIAL, auditoria.historial)] : []),
  ];
  // An unknown tab (or FIN-INI once the project has left it) shows the data.
  const actual = tabs.some((x) => x.key === pestana) ? (pestana as string) : 'datos';
  const contenido = await pestanaContenido(actual);

  async function pestanaContenido(clave: string): Promise<ReactNode> {
    switch (clave) {
      case 'equipo':
        return equipo();
      case 'autoevaluaciones': {
        const page = await listAutoevaluacionesProyecto(ctx, id, { query: { pagina: 1, registrosPorPagina: TODAS } });
        return <AutoevaluacionesProyecto registros={page.records as AutoevaluacionRecord[]} plazos={editable} />;
      }
      case 'documentos':
        return <DocumentosProyecto documentos={await listDocumentosProyecto(ctx, id)} />;
      case 'observaciones': {
        const registros = await listObservacionesProyecto(ctx, id);
        return <ObservacionesProyecto proyectoId={id} registros={registros as ObservacionProyecto[]} editable={editable} />;
      }
      case 'etiquetas':
        return (
          <EtiquetasProyecto
            proyectoId={id}
            asignadas={p.Etiquetas}
            disponibles={editable ? await listEtiquetasProyectoDisponibles(ctx) : []}
            editable={editable}
          />
        );
      case 'FIN-INI':
        return (
          <ConfigurarSeguimiento configuracion={await getConfiguracionSeguimiento(ctx, id)} proyectoId={id} codigo={p.Codigo} />
        );
      case 'actuaciones': {
        const page = await loadActuacionesDe(ctx, { proyectoId: id });
        return page ? (
          <ActuacionesDe titulo={actuacionesUi.seccionProyecto} page={page} filtro={`proyectoId=${id}`} sinProyecto />
        ) : null;
      }
      case PESTANA_HISTORIAL: {
        const { pagina } = pestanaDe(props.query);
        const page = await historialDe(ctx, 'proyecto', id, { pagina, registrosPorPagina: HISTORIAL_POR_PAGINA });
        return <HistorialTabla path={props.path} entidad="proyecto" entidadId={id} pagina={pagina} page={page} />;
      }
      default: {
        if (!editable) return <DatosProyecto p={p} />;
        const { tutores, administrativos } = await listResponsablesProyecto(ctx);
        return (
          <div className="grid gap-8">
            <DatosProyecto p={p} />
            <ResponsablesProyecto
              proyectoId={id}
              initial={{
                usuarioTutorId: p.Tutor ? String(p.Tutor.Id) : '',
                usuarioAdministrativoId: p.Administrativo ? String(p.Administrativo.Id) : '',
              }}
              tutores={opcionesResponsable(tutores, p.Tutor)}
              administrativos={opcionesResponsable(administrativos, p.Administrativo)}
            />
          </div>
        );
      }
    }
  }

  /**
   * Equipo: who holds a profile, the evaluation team and who was invited; the tutor and staff
   * who write projects (EQUIPO_PROYECTO) invite, resend and choose the evaluators.
   */
  async function equipo(): Promise<ReactNode> {
    const gestiona = daComoAgencia(actor, { tutorId: p.Tutor?.Id ?? null });
    const [miembros, invitaciones, instancia, invitables, evaluacion, queDa, sexos, tipos] = await Promise.all([
      listEquipoProyecto(ctx, id),
      listInvitacionesProyecto(ctx, id),
      pageInstancia(),
      gestiona ? perfilesPorClave(ctx, EQUIPO_PROYECTO.invitables) : [],
      perfilesPorClave(ctx, EQUIPO_PROYECTO.evaluacion),
      perfilesQueDa(ctx, id),
      gestiona ? listSexos({ db: ctx.db, query: ALL_ROWS }) : null,
      gestiona ? listTiposDocumentoIdentidad({ db: ctx.db, query: ALL_ROWS }) : null,
    ]);
    const puestos = miembros.flatMap((m) =>
      m.Perfiles.filter((x) => evaluacion.some((e) => e.Id === x.Id)).map((x) => ({ ...m, Perfil: x })),
    );
    const opciones = <T,>(page: { records: unknown[] } | null, f: (r: T) => Option) =>
      (page?.records as T[] | undefined)?.map(f) ?? [];
    return (
      <div className="grid gap-10">
        <EquipoProyecto miembros={miembros} />
        <EquipoEvaluacion proyectoId={id} instancia={instancia.id} puestos={puestos} perfiles={queDa} />
        <InvitacionesProyecto proyectoId={id} invitaciones={invitaciones} puedeInvitar={gestiona} />
        {gestiona ? (
          <InvitarProyecto
            proyectoId={id}
            perfiles={invitables.map((x) => ({ value: x.Id, label: x.NombrePublico }))}
            sexos={opciones<{ Id: number; Nombre: string }>(sexos, (r) => ({ value: String(r.Id), label: r.Nombre }))}
            tiposDocumento={opciones<{ Clave: string; Nombre: string }>(tipos, (r) => ({ value: r.Clave, label: r.Nombre }))}
          />
        ) : null}
      </div>
    );
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
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-slate-800">{p.Centro}</p>
        <FaseEstado
          proyecto={{ Id: p.Id, Codigo: p.Codigo, Fase: { Nombre: p.Fase.Nombre }, Estado: p.Estado, Configurar: p.Configurar }}
          opciones={editable ? await opcionesEstadoProyecto(ctx) : []}
          editable={editable}
          recargar
        />
      </div>
      {editable ? null : <FormMessage kind="info">{f.soloLectura}</FormMessage>}
      <div>
        <TabNav label={t.pestanas.titulo} current={actual} tabs={tabs} />
        {contenido}
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
