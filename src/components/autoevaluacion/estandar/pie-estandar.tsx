import type { ObservacionEstandar } from '../../../domain/autoevaluacion/estandares-observaciones.ts';
import type { Ronda } from '../../../domain/subsanacion/lectura.ts';
import { estandarUi } from '../../../i18n/autoevaluacion-area.ts';
import { evaluacionEstandar } from '../../../i18n/evaluacion-area.ts';
import { HistorialSubsanacion } from '../../subsanacion/historial.tsx';
import { SeccionTarjeta } from '../inicio/tarjetas.tsx';
import { ObservacionesEstandar } from './observaciones-estandar.tsx';

/**
 * The end of a standard's page in the self-assessment area or, with `raiz` "evaluacion", the
 * evaluation area: the team's observations and the history of the correction rounds (`rondas`,
 * read by the page: src/platform/page-subsanacion.ts).
 */
export function PieEstandar(props: {
  autoevaluacionId: number;
  estandarId: number;
  observaciones: ObservacionEstandar[];
  editable: boolean;
  rondas: Ronda[] | null;
  raiz?: 'autoevaluacion' | 'evaluacion';
}) {
  const { autoevaluacionId, estandarId } = props;
  const evaluacion = props.raiz === 'evaluacion';
  return (
    <>
      <SeccionTarjeta
        id={evaluacion ? 'observaciones' : 'ficha-observaciones'}
        titulo={evaluacion ? evaluacionEstandar.observaciones : estandarUi.observaciones}
      >
        <ObservacionesEstandar
          autoevaluacionId={autoevaluacionId}
          estandarId={estandarId}
          registros={props.observaciones}
          editable={props.editable}
        />
      </SeccionTarjeta>
      <HistorialSubsanacion rondas={props.rondas} estandarId={estandarId} />
    </>
  );
}
