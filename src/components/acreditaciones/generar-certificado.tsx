'use client';

import { FileSignature } from 'lucide-react';
import { useId, useState } from 'react';
import { certificado as t } from '../../i18n/acreditaciones-certificado.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { useRouter } from '../ui/router.tsx';

type Destino = 'CER_PUB' | 'CER_PRV';

/**
 * For the accreditation's management page (GEST_CERT_ACRED at E): generates and signs the
 * certificate and stores it as the public and/or private file, after a confirmation when it
 * replaces one already there; then reloads the page so the new files show.
 */
export function GenerarCertificado(props: { acreditacionId: number; tienePublico: boolean; tienePrivado: boolean }) {
  const action = useApiAction();
  const router = useRouter();
  const id = useId();
  const [destinos, setDestinos] = useState<Destino[]>(['CER_PUB', 'CER_PRV']);
  const toggle = (d: Destino, on: boolean) => setDestinos((ds) => (on ? [...new Set([...ds, d])] : ds.filter((x) => x !== d)));
  const reemplaza = (destinos.includes('CER_PUB') && props.tienePublico) || (destinos.includes('CER_PRV') && props.tienePrivado);
  const generar = async () => {
    const res = await action.run(
      'POST',
      `/acreditaciones/${props.acreditacionId}/certificado`,
      { destinos },
      { success: t.generado },
    );
    if (res.ok) await router.reload();
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t.generarTitulo}</legend>
      <p className="text-sm text-slate-700">{t.generarAyuda}</p>
      {(['CER_PUB', 'CER_PRV'] as const).map((d) => (
        <label key={d} htmlFor={`${id}-${d}`} className="flex items-center gap-2 text-sm text-slate-900">
          <input
            id={`${id}-${d}`}
            type="checkbox"
            className="h-6 w-6"
            checked={destinos.includes(d)}
            onChange={(e) => toggle(d, e.currentTarget.checked)}
          />
          {t.destinos[d]}
        </label>
      ))}
      {action.fieldErrors.destinos?.length ? (
        <p className="text-sm font-medium text-red-800">{action.fieldErrors.destinos[0]}</p>
      ) : null}
      <div>
        <ConfirmButton
          variant="primary"
          size="md"
          disabled={action.busy || destinos.length === 0}
          question={reemplaza ? t.confirmarSustituir : t.confirmarGenerar}
          onConfirm={generar}
        >
          <FileSignature aria-hidden="true" className="h-4 w-4" />
          {action.busy ? t.generando : t.generar}
        </ConfirmButton>
      </div>
      <ActionFeedback action={action} />
    </fieldset>
  );
}
