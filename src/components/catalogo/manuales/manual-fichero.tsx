'use client';

import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { type FicheroRef, FicheroUploader } from '../../ficheros/fichero-uploader.tsx';
import { useRouter } from '../../ui/router.tsx';

/** The manual's MAN file: one slot (a new upload replaces it after confirmation). */
export function ManualFichero(props: { manualId: number; fichero: FicheroRef | null; readOnly?: boolean }) {
  const router = useRouter();
  return (
    <FicheroUploader
      id="manual-fichero"
      label={t.campos.fichero}
      hint={t.ayudaFichero}
      owner={{ manualId: props.manualId }}
      tipoClave="MAN"
      maxFiles={1}
      existing={props.fichero ? [props.fichero] : []}
      readOnly={props.readOnly}
      onChange={() => void router.reload()}
    />
  );
}
