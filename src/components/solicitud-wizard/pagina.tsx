import type { Actor } from '../../domain/context.ts';
import { listProcesosAbiertos } from '../../domain/procesos-abiertos/abiertos.ts';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { TituloPagina } from '../page/page-title.tsx';
import { Seccion } from '../shared/seccion.tsx';
import { listasWizard, procesoWizard } from './datos-servidor.ts';
import { SolicitudWizard } from './wizard.tsx';

const enlace = 'font-semibold text-brand underline';

/**
 * Server part of /solicitud and /solicitud/alta: which process (from ?procesoId=, else the
 * only open one, else a chooser), the lists the selects need, then the client wizard.
 */
export async function PaginaSolicitud(props: { actor: Actor | null; path: string; query?: string; staff: boolean }) {
  const ctx = await pageDomainContext(props.actor);
  const titulo = props.staff ? t.tituloAlta : t.titulo;
  const raw = new URLSearchParams(props.query ?? '').get('procesoId');
  let procesoId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  let aviso: string | null = raw !== null && procesoId === null ? t.procesoNoAbierto : null;
  const abiertos = procesoId === null && !aviso ? await listProcesosAbiertos(ctx) : [];
  if (procesoId === null && abiertos.length === 1) procesoId = abiertos[0]?.Id ?? null;
  const proceso = procesoId === null ? null : await procesoWizard(ctx, procesoId);
  if (procesoId !== null && !proceso) aviso = t.procesoNoAbierto;
  const listas = proceso ? await listasWizard(ctx, props.staff) : null;

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
