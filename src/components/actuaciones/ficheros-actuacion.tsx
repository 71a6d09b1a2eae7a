'use client';

import { actuacionesUi as t } from '../../i18n/actuaciones.ts';
import { type FicheroRef, FicheroUploader } from '../ficheros/fichero-uploader.tsx';
import { Seccion } from '../shared/seccion.tsx';

/** An actuación's files (type ACT): listed, added and deleted with the upload rules of every file. */
export function FicherosActuacion(props: { actuacionId: number; ficheros: FicheroRef[]; readOnly?: boolean }) {
  return (
    <Seccion id="actuacion-ficheros" titulo={t.campos.ficheros} className="grid gap-4">
      <FicheroUploader
        id="actuacion-ficheros-subida"
        label={t.anadirFicheros}
        owner={{ actuacionId: props.actuacionId }}
        tipoClave="ACT"
        existing={props.ficheros}
        hint={t.ficherosAyuda}
        readOnly={props.readOnly}
      />
    </Seccion>
  );
}
