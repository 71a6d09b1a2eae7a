'use client';

import type { ObservacionEstandar } from '../../../domain/autoevaluacion/estandares-observaciones.ts';
import { estandarUi as t } from '../../../i18n/autoevaluacion-area.ts';
import { ObservacionesLista } from '../../shared/observaciones-lista.tsx';

/** The team's observations on a standard: the list, a new one, and deleting one's own (after confirming). */
export function ObservacionesEstandar(props: {
  autoevaluacionId: number;
  estandarId: number;
  registros: ObservacionEstandar[];
  editable: boolean;
}) {
  return (
    <ObservacionesLista
      idBase="observacion"
      crear={`/autoevaluaciones/${props.autoevaluacionId}/estandares/${props.estandarId}/observaciones`}
      una={(id) => `/autoevaluaciones/estandares/observaciones/${id}`}
      registros={props.registros}
      editable={props.editable}
      soloAutor
      textos={{
        vacio: t.sinObservaciones,
        nueva: t.nuevaObservacion,
        anadir: t.anadir,
        eliminar: t.eliminarObservacion,
        creada: t.observacionAnadida,
      }}
    />
  );
}
