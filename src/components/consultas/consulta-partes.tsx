'use client';

import { consultasUi as t } from '../../i18n/consultas.ts';
import { type EtiquetaRef, EtiquetasRegistro } from '../shared/etiquetas-registro.tsx';
import { type Observacion, ObservacionesLista } from '../shared/observaciones-lista.tsx';

/** The enquiry's tags (type CON): POST consultas/{id}/etiquetas/reasignar. */
export function EtiquetasConsulta(props: {
  consultaId: number;
  asignadas: EtiquetaRef[];
  disponibles: EtiquetaRef[];
  editable: boolean;
}) {
  return (
    <EtiquetasRegistro
      idBase="consulta-etiquetas"
      ruta={`/consultas/${props.consultaId}/etiquetas/reasignar`}
      asignadas={props.asignadas}
      disponibles={props.disponibles}
      editable={props.editable}
      textos={t.etiquetas}
    />
  );
}

/** The enquiry's observations; writers add and delete them (delete asks first). */
export function ObservacionesConsulta(props: { consultaId: number; registros: Observacion[]; editable: boolean }) {
  return (
    <ObservacionesLista
      idBase="consulta-observacion"
      titulo={t.observaciones.titulo}
      crear={`/consultas/${props.consultaId}/observaciones`}
      una={(id) => `/consultas/observaciones/${id}`}
      registros={props.registros}
      editable={props.editable}
      textos={t.observaciones}
    />
  );
}
