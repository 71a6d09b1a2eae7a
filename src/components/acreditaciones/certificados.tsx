'use client';

import { acreditacionesUi } from '../../i18n/acreditaciones-gestion.ts';
import { type FicheroRef, FicheroUploader } from '../ficheros/fichero-uploader.tsx';
import { Seccion } from '../shared/seccion.tsx';

const t = acreditacionesUi.ficheros;

/** The two certificates, in the order the page shows them. */
const CERTIFICADOS = [
  { campo: 'publico', id: 'acreditacion-cer-pub', tipoClave: 'CER_PUB' },
  { campo: 'privado', id: 'acreditacion-cer-prv', tipoClave: 'CER_PRV' },
] as const;

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
        {CERTIFICADOS.map((c) => {
          const actual = props[c.campo];
          return (
            <FicheroUploader
              key={c.tipoClave}
              id={c.id}
              label={t[c.campo]}
              owner={{ acreditacionId: props.acreditacionId }}
              tipoClave={c.tipoClave}
              maxFiles={1}
              extensiones={['pdf']}
              existing={actual ? [actual] : []}
              readOnly={props.readOnly}
            />
          );
        })}
      </div>
    </Seccion>
  );
}
