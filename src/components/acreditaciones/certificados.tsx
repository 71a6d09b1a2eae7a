'use client';

import { useRouter } from 'waku';
import { acreditacionesUi } from '../../i18n/acreditaciones-gestion.ts';
import { type FicheroRef, FicheroUploader } from '../ficheros/fichero-uploader.tsx';

const t = acreditacionesUi.ficheros;

/**
 * The accreditation's two certificates (CER_PUB public, CER_PRV private), PDF only, one of
 * each: a new upload replaces the file after confirmation. The page reloads after each change
 * so the accreditation's own record (and the list's download link) name the new file.
 */
export function CertificadosAcreditacion(props: {
  acreditacionId: number;
  publico: FicheroRef | null;
  privado: FicheroRef | null;
  readOnly?: boolean;
}) {
  const router = useRouter();
  const reload = () => void router.reload();
  return (
    <section aria-labelledby="acreditacion-certificados" className="grid gap-4">
      <h2 id="acreditacion-certificados" className="text-xl font-semibold text-slate-900">
        {t.titulo}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FicheroUploader
          id="acreditacion-cer-pub"
          label={t.publico}
          owner={{ acreditacionId: props.acreditacionId }}
          tipoClave="CER_PUB"
          maxFiles={1}
          extensiones={['pdf']}
          existing={props.publico ? [props.publico] : []}
          onChange={reload}
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
          onChange={reload}
          readOnly={props.readOnly}
        />
      </div>
    </section>
  );
}
