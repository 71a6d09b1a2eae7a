import { ConHistorial } from '../../../components/auditoria/historial.tsx';
import { Aviso, PieEliminar } from '../../../components/catalogo/comun/ficha.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { opcionesResponsable } from '../../../components/shared/responsables.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { Seccion } from '../../../components/shared/seccion.tsx';
import { DatosSolicitud, PersonasSolicitud, ProyectoLink, ResumenSolicitud } from '../../../components/solicitudes/datos.tsx';
import { FicherosSolicitud } from '../../../components/solicitudes/ficheros.tsx';
import { ObservacionesSeccion } from '../../../components/solicitudes/observaciones.tsx';
import { ResolucionPanel } from '../../../components/solicitudes/resolucion.tsx';
import { SolicitudForm } from '../../../components/solicitudes/solicitud-form.tsx';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-controls.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { isAppError } from '../../../domain/errors.ts';
import { SOLICITUDES } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { getProceso } from '../../../domain/procesos/procesos.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { getSolicitud, type SolicitudDetalle } from '../../../domain/solicitudes/detalle.ts';
import { listResponsables } from '../../../domain/solicitudes/responsables.ts';
import { solicitudesGestionUi as t } from '../../../i18n/solicitudes-gestion.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { loadHistorial } from '../../../platform/page-historial.ts';

const inicial = (s: SolicitudDetalle) => ({
  nombre: s.Solicitante.Nombre,
  cif: s.CIF ?? '',
  direccion: s.Direccion ?? '',
  codigoPostal: s.CodigoPostal ?? '',
  ubicacion: { provinciaId: s.Provincia?.Id, municipioId: s.Municipio?.Id, localidadId: s.Localidad?.Id },
  ambitoId: s.Ambito ? String(s.Ambito.Id) : '',
  fechaInicio: s.FechaInicio ? fechaEs(s.FechaInicio) : '',
  fechaLimite: s.FechaLimite ? fechaEs(s.FechaLimite) : '',
  fechaVisita: s.FechaVisita ? fechaEs(s.FechaVisita) : '',
  matricula: s.Matricula ?? '',
  observaciones: s.Observaciones ?? '',
  // Stored "41,43"; shown as the field's hint writes it.
  nica: s.NICA?.split(',').join(', ') ?? '',
  usuarioTutorId: s.Tutor ? String(s.Tutor.Id) : '',
  usuarioAdministrativoId: s.Administrativo ? String(s.Administrativo.Id) : '',
  notificar: false,
});

/**
 * `/solicitudes/{SolicitudId}` (GEST_SOLICITUDES): a request with its people, files, observations
 * and non-conformities; staff with E edit, resolve or delete it while pending. Read-only at L or
 * once resolved.
 */
export default async function SolicitudPage(props: { path: string; query?: string; SolicitudId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  let s: SolicitudDetalle;
  try {
    s = await getSolicitud(ctx, idDe(props.SolicitudId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const pendiente = s.Estado.Clave === 'PTE';
  const editable = pendiente && puede(actor, SOLICITUDES.escribe);
  const [proceso, tutores, administrativos] = await Promise.all([
    getProceso(ctx, s.Proceso.Id, {
      perfiles: false,
      tiposFichero: true,
      fasesProyecto: false,
      ambitos: true,
      plantillasNotificaciones: false,
    }),
    editable ? listResponsables(ctx, 'GEST_PROY') : Promise.resolve([]),
    editable ? listResponsables(ctx, 'GEST_SOLIC') : Promise.resolve([]),
  ]);
  const ambitos = (proceso.Ambitos ?? []).map((a) => ({ value: a.Id, label: a.Nombre }));
  if (s.Ambito && !ambitos.some((a) => a.value === s.Ambito?.Id)) ambitos.push({ value: s.Ambito.Id, label: s.Ambito.Nombre });
  return (
    <div key={`solicitud-${s.Id}`} className="grid max-w-5xl gap-8">
      <div className="grid gap-4">
        <PageTitle>{`${t.solicitud} ${s.Referencia}`}</PageTitle>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* The reference never breaks at its hyphens on a phone. */}
          <h1 className="text-3xl font-bold text-slate-900">
            {t.solicitud} <span className="whitespace-nowrap">{s.Referencia}</span>
          </h1>
          <Link to="/solicitudes" className={buttonVariants({ variant: 'ghost' })}>
            {t.volver}
          </Link>
        </div>
        {!pendiente ? (
          // Accepted is good news; not accepted is stated plainly, not in green.
          <Aviso kind={s.Estado.Clave === 'ACE' ? 'success' : 'info'}>
            {t.resuelta(s.Estado.Nombre, fechaEs(s.FechaResolucion))}{' '}
            {s.Proyecto ? (
              <>
                {t.proyectoCreado} <ProyectoLink proyecto={s.Proyecto} />
              </>
            ) : null}
          </Aviso>
        ) : null}
        {pendiente && !editable ? <FormMessage kind="info">{t.sinPermisoEscritura}</FormMessage> : null}
        <ResumenSolicitud s={s} />
      </div>
      <ConHistorial
        path={props.path}
        entidad="solicitud"
        entidadId={s.Id}
        historial={await loadHistorial(ctx, 'solicitud', s.Id, props.query)}
      >
        <Seccion id="solicitud-datos" titulo={t.secciones.datos} className="grid gap-3">
          {editable ? (
            <SolicitudForm
              solicitudId={s.Id}
              instancia={ctx.instancia.id}
              initial={inicial(s)}
              ambitos={ambitos}
              tutores={opcionesResponsable(tutores, s.Tutor)}
              administrativos={opcionesResponsable(administrativos, s.Administrativo)}
            />
          ) : (
            <DatosSolicitud s={s} />
          )}
        </Seccion>
        <Seccion id="solicitud-personas" titulo={t.secciones.personas} className="grid gap-3">
          <PersonasSolicitud personas={s.Perfiles} />
        </Seccion>
        <Seccion id="solicitud-ficheros" titulo={t.secciones.ficheros} className="grid gap-3">
          <FicherosSolicitud solicitudId={s.Id} tipos={proceso.TiposFichero ?? []} ficheros={s.Ficheros} editable={editable} />
        </Seccion>
        <ObservacionesSeccion solicitudId={s.Id} tipo="NC" registros={s.NoConformidades} editable={editable} />
        <ObservacionesSeccion solicitudId={s.Id} tipo="OBS" registros={s.ListaObservaciones} editable={editable} />
        {editable ? (
          <Seccion id="solicitud-resolucion" titulo={t.secciones.resolucion} className="grid gap-3">
            <ResolucionPanel
              solicitudId={s.Id}
              noConformidades={s.NoConformidades.length}
              tutorId={s.Tutor?.Id ?? null}
              administrativoId={s.Administrativo?.Id ?? null}
            />
          </Seccion>
        ) : null}
        {editable ? <PieEliminar path={`/solicitudes/${s.Id}`} redirectTo="/solicitudes" /> : null}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
