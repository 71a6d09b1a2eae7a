'use client';

import { tareasUi } from '../../i18n/autoevaluacion-plan.ts';
import { type Observacion, ObservacionesLista } from '../shared/observaciones-lista.tsx';

/** The task's observations; the team adds and deletes them while the self-assessment is open. */
export function TareaObservaciones(props: { tareaId: number; registros: Observacion[]; editable: boolean }) {
  return (
    <ObservacionesLista
      idBase="tarea-observacion"
      crear={`/autoevaluaciones/tareas/${props.tareaId}/observaciones`}
      una={(id) => `/autoevaluaciones/tareas/observaciones/${id}`}
      registros={props.registros}
      editable={props.editable}
      textos={tareasUi.observaciones}
    />
  );
}
