import type { Etapa as EtapaDatos } from '../../domain/proyectos/etapas.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { proyectosUi as t } from '../../i18n/proyectos.ts';

/** Start, progress and end of a self-assessment or evaluation, in one cell (list and project page). */
export function Etapa({ e }: { e: Omit<EtapaDatos, 'Id'> | null }) {
  if (!e) return <>{t.sinEtapa}</>;
  return (
    <span className="whitespace-nowrap">
      {fechaEs(e.FechaInicio)} · <strong>{t.progreso(e.PorcentajeCumple)}</strong> · {fechaEs(e.FechaFin ?? e.FechaLimite)}
    </span>
  );
}
