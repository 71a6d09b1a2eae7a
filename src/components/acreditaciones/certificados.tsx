'use client';

import { acreditacionesUi } from '../../i18n/acreditaciones-gestion.ts';
import { type FicheroRef, FicheroUploader } from '../ficheros/fichero-uploader.tsx';
import { Seccion } from '../shared/seccion.tsx';

const t = acreditacionesUi.ficheros;

/**
 * The accreditation's two certificates (CER_PUB public, CER_PRV private), PDF only, one of
 * each: a new upload replaces the file after confirmation. The uploader shows its own list; the
 * accreditation's row names the new file in the upload's batch (the list reads it from there).
 * No page reload per upload: the uploader's own list already shows the file. (Reloads no longer
 * break Waku's router when two overlap, ADR 0031; that was the first reason.)
 */
export function CertificadosAcreditacion(props: {
  acreditacionId: number;
  publico: FicheroRef | null;
  privado: FicheroRef | null;
  readOnly?: boolean;
}) {
  return (
    <Seccion id="acreditacion-certificados" titulo={t.titulo} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FicheroUploader
          id="acreditacion-cer-pub"
          label={t.publico}
          owner={{ acreditacionId: props.acreditacionId }}
          tipoClave="CER_PUB"
          maxFiles={1}
          extensiones={['pdf']}
          existing={props.publico ? [props.publico] : []}
          readOnly={props.readOnly}
        />
        <FicheroUploader
          id="acreditacion-cer-prv"
          label={t.privado}
          owner={{ acreditacionId: props.acreditacionId }}
          tipoClave="CER_PRV"
          maxFiles={1}
          extensiones={['pdf']}
          existing={props.privado ? [props.privado] : []}
          readOnly={props.readOnly}
        />
      </div>
    </Seccion>
  );
}
