import type { ProcesoAbierto } from '../../domain/procesos-abiertos/abiertos.ts';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { TituloPagina } from '../page/page-title.tsx';
import { Seccion } from '../shared/seccion.tsx';
import type { Listas, ProcesoWizard } from './modelo.ts';
import { SolicitudWizard } from './wizard.tsx';

const enlace = 'font-semibold text-brand underline';

/** What the wizard's pages read (`loadPaginaSolicitud`, src/platform/page-solicitud.ts). */
export interface DatosSolicitud {
  /** The open processes to choose from when the URL names none (empty when it does). */
  abiertos: ProcesoAbierto[];
  proceso: ProcesoWizard | null;
  listas: Listas | null;
  /** Why there is no wizard for the process the URL names. */
  aviso: string | null;
}

/**
 * Server part of /solicitud and /solicitud/alta: the wizard for the page's process, else a
 * chooser among the open ones, else a notice; the page reads which first.
 */
export function PaginaSolicitud(props: { path: string; staff: boolean; datos: DatosSolicitud }) {
  const { abiertos, proceso, listas, aviso } = props.datos;
  const titulo = props.staff ? t.tituloAlta : t.titulo;

  return (
    <div className="max-w-4xl space-y-6">
      <TituloPagina>{titulo}</TituloPagina>
      {proceso && listas ? (
        <>
          <p className="text-lg text-slate-700">{t.intro(proceso.Nombre)}</p>
          <SolicitudWizard proceso={proceso} listas={listas} staff={props.staff} />
        </>
      ) : abiertos.length > 1 ? (
        <Seccion id="elegir-proceso" titulo={t.elegirProceso} className="space-y-3">
          <ul className="list-disc space-y-2 pl-6">
            {abiertos.map((p) => (
              <li key={p.Id}>
                <a className={enlace} href={`${props.path}?procesoId=${p.Id}`}>
                  {p.Nombre}
                </a>{' '}
                {/* Two calls may share a name (a clone): the code and closing date tell them apart. */}
                <span className="text-slate-700">{t.procesoDetalle(p.Codigo, p.FechaCierre)}</span>
              </li>
            ))}
          </ul>
        </Seccion>
      ) : (
        <div className="space-y-3">
          <p className="text-lg text-slate-700">{aviso ?? t.sinProcesos}</p>
          <a className={enlace} href="/procesosAbiertos">
            {t.verProcesos}
          </a>
        </div>
      )}
    </div>
  );
}
