'use client';

import { acreditacionesApi, acreditacionesUi } from '../../i18n/acreditaciones-gestion.ts';
import { type Observacion, ObservacionesLista } from '../shared/observaciones-lista.tsx';

const t = acreditacionesUi.observaciones;

/** The accreditation's observations; staff who write accreditations add, edit and delete them (delete asks first). */
export function ObservacionesAcreditacion(props: { acreditacionId: number; registros: Observacion[]; editable: boolean }) {
  return (
    <ObservacionesLista
      idBase="acreditacion-observacion"
      titulo={t.titulo}
      crear={`/acreditaciones/${props.acreditacionId}/observaciones`}
      una={(id) => `/acreditaciones/observaciones/${id}`}
      registros={props.registros}
      editable={props.editable}
      textos={{
        vacio: t.ninguna,
        nueva: t.nueva,
        anadir: t.anadir,
        eliminar: (n) => `${t.eliminar} (${n})`,
        edicion: { editar: t.editar, etiqueta: (n) => `${t.editar} (${n})`, guardar: t.guardar, cancelar: t.cancelar },
        creada: acreditacionesApi.observacionCreada,
        guardada: acreditacionesApi.guardada,
      }}
    />
  );
}
