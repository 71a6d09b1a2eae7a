'use client';

import { proyectoFicha } from '../../i18n/autoevaluacion-proy.ts';
import { type EtiquetaRef, EtiquetasRegistro } from '../shared/etiquetas-registro.tsx';

export type { EtiquetaRef } from '../shared/etiquetas-registro.tsx';

/** The project's tags (type PRY): POST proyectos/{id}/etiquetas/reasignar. */
export function EtiquetasProyecto(props: {
  proyectoId: number;
  asignadas: EtiquetaRef[];
  disponibles: EtiquetaRef[];
  editable: boolean;
}) {
  return (
    <EtiquetasRegistro
      idBase="proyecto-etiquetas"
      ruta={`/proyectos/${props.proyectoId}/etiquetas/reasignar`}
      asignadas={props.asignadas}
      disponibles={props.disponibles}
      editable={props.editable}
      textos={proyectoFicha.etiquetas}
    />
  );
}
