'use client';

import { proyectoUi } from '../../i18n/proyectos.ts';
import { type Observacion, ObservacionesLista } from '../shared/observaciones-lista.tsx';

const t = proyectoUi.observaciones;

export type ObservacionProyecto = Observacion;

/** The project's observations; holders of the write key add and delete them (delete asks first). */
export function ObservacionesProyecto(props: { proyectoId: number; registros: Observacion[]; editable: boolean }) {
  return (
    <ObservacionesLista
      idBase="proyecto-observacion"
      titulo={t.titulo}
      crear={`/proyectos/${props.proyectoId}/observaciones`}
      una={(id) => `/proyectos/observaciones/${id}`}
      registros={props.registros}
      editable={props.editable}
      textos={t}
    />
  );
}
