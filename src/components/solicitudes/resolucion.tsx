'use client';

import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { faltasParaAceptar } from '../../domain/solicitudes/aceptable.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { CheckboxField } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';

/** What the buttons allow, from the number of non-conformities. */
export function resolucionPermitida(noConformidades: number) {
  return { aceptar: noConformidades === 0, rechazar: noConformidades > 0 };
}

/**
 * Accept (no non-conformities) or reject (some) a pending request, after a confirmation, with
 * the optional mail to the applicant. A request without its tutor or administrative responsible
 * is told so before the confirmation (faltasParaAceptar, the server's rule). The server decides
 * again: its 409/422 text is shown.
 */
export function ResolucionPanel(props: {
  solicitudId: number;
  noConformidades: number;
  /** The request's responsibles as saved (the form above saves and reloads the page). */
  tutorId: number | null;
  administrativoId: number | null;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [notificar, setNotificar] = useState(false);
  const id = useId();
  const puede = resolucionPermitida(props.noConformidades);
  async function resolver(accion: 'aceptar' | 'rechazar') {
    const res = await action.run('PUT', `/solicitudes/${props.solicitudId}/${accion}`, { notificar }, { success: null });
    // 409: someone changed the request meanwhile (a non-conformity added, already resolved):
    // the message stays and the page shows the request as it now is.
    if (res.ok || res.status === 409) await router.reload();
  }
  return (
    <div className="grid gap-4 rounded-lg border border-slate-200 p-5">
      <CheckboxField
        id={`${id}-notificar`}
        label={t.notificar}
        hint={t.notificarAyuda}
        checked={notificar}
        onChange={setNotificar}
      />
      <div className="flex flex-wrap items-start gap-3">
        <ConfirmButton
          variant="primary"
          size="md"
          question={t.confirmar(t.confirmarAceptar, notificar)}
          disabled={!puede.aceptar || action.busy}
          check={() => action.check(faltasParaAceptar({ tutorId: props.tutorId, administrativoId: props.administrativoId }))}
          onConfirm={() => resolver('aceptar')}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          {t.aceptar}
        </ConfirmButton>
        <ConfirmButton
          size="md"
          question={t.confirmar(t.confirmarRechazar, notificar)}
          disabled={!puede.rechazar || action.busy}
          onConfirm={() => resolver('rechazar')}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {t.rechazar}
        </ConfirmButton>
      </div>
      {/* Why a button is disabled, in words next to it. */}
      <p className="text-sm text-slate-800" id={`${id}-motivo`}>
        {puede.aceptar ? t.rechazarBloqueado : t.aceptarBloqueado}
      </p>
      <ActionFeedback action={action} />
    </div>
  );
}
