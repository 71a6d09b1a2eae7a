'use client';

import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { FICHERO_MAX_BYTES } from '../../../domain/ficheros/limites.ts';
import { publicacionApi, resultadoUi as t } from '../../../i18n/evaluacion-resultado.ts';
import { DEFAULT_INSTANCIA } from '../../api-client.ts';
import { ConfirmDialog } from '../../avatar/confirm-dialog.tsx';
import { envelopeMessage } from '../../avatar/upload.ts';
import { checkFichero } from '../../ficheros/checks.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorBanner, Toast } from '../../ui/feedback.tsx';

/**
 * Attaches the evaluation's report (POST /api/autoevaluaciones/{id}/informe, multipart): one
 * PDF, checked in the browser with the upload rules the server applies (checkFichero) before
 * it is sent; replacing an attached report asks first. The page reloads afterwards.
 */
export function InformeForm(props: { autoevaluacionId: number; hayInforme: boolean }) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmar, setConfirmar] = useState(false);

  async function enviar() {
    const file = input.current?.files?.[0];
    if (!file) return setError(publicacionApi.informeObligatorio);
    setBusy(true);
    const form = new FormData();
    form.append('contenidoBinario', file, file.name);
    form.append('nombreFisico', file.name);
    try {
      const res = await fetch(`/api/autoevaluaciones/${props.autoevaluacionId}/informe`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Instancia': DEFAULT_INSTANCIA },
        body: form,
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) return setError(envelopeMessage(body, res.status));
      setToast(publicacionApi.informeGuardado);
      if (input.current) input.current.value = '';
      await router.reload();
    } catch {
      setError(envelopeMessage(null, 0));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const file = input.current?.files?.[0];
    if (!file) return setError(publicacionApi.informeObligatorio);
    const problema = await checkFichero(file, FICHERO_MAX_BYTES, ['pdf']);
    if (problema) return setError(problema);
    if (props.hayInforme) return setConfirmar(true);
    await enviar();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={busy || undefined}>
      <div className="grid gap-1">
        <label htmlFor={`${id}-informe`} className="font-semibold text-slate-900">
          {t.ficheroEtiqueta}
        </label>
        <input
          ref={input}
          id={`${id}-informe`}
          type="file"
          accept=".pdf,application/pdf"
          aria-describedby={`${id}-ayuda`}
          onChange={() => setError(null)}
          className="block w-full max-w-md rounded-md border border-slate-400 bg-white p-2 text-sm text-slate-900 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
        />
        <p id={`${id}-ayuda`} className="text-sm text-slate-700">
          {t.informeAyuda}
        </p>
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {busy ? t.adjuntando : t.adjuntar}
        </Button>
      </div>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <Toast message={toast} onDone={() => setToast(null)} />
      <ConfirmDialog
        open={confirmar}
        message={t.confirmarSustituir}
        onConfirm={() => {
          setConfirmar(false);
          void enviar();
        }}
        onCancel={() => setConfirmar(false)}
      />
    </form>
  );
}
