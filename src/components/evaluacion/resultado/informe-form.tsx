'use client';

import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FICHERO_MAX_BYTES } from '../../../domain/ficheros/limites.ts';
import { DEFAULT_INSTANCIA } from '../../../domain/shared/instancia.ts';
import { publicacionApi, resultadoUi as t } from '../../../i18n/evaluacion-resultado.ts';
import { ConfirmDialog } from '../../avatar/confirm-dialog.tsx';
import { envelopeMessage } from '../../avatar/upload.ts';
import { checkFichero } from '../../ficheros/checks.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorBanner } from '../../ui/feedback.tsx';
import { useRouter } from '../../ui/router.tsx';
import { showSuccess } from '../../ui/toast-store.ts';

/**
 * Attaches the evaluation's report (POST /api/autoevaluaciones/{id}/informe, multipart) as soon
 * as it is chosen: one PDF, checked in the browser with the upload rules the server applies
 * (checkFichero) before it is sent; replacing an attached report asks first. The page reloads
 * afterwards.
 */
export function InformeForm(props: { autoevaluacionId: number; hayInforme: boolean }) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const elegido = useRef<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmar, setConfirmar] = useState(false);

  async function enviar() {
    const file = elegido.current;
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
      showSuccess();
      elegido.current = null;
      await router.reload();
    } catch {
      setError(envelopeMessage(null, 0));
    } finally {
      setBusy(false);
    }
  }

  /** Checks the chosen file with the upload rules, asks before replacing, then sends it. */
  async function elegir(file: File | undefined) {
    setError(null);
    if (!file) return setError(publicacionApi.informeObligatorio);
    const problema = await checkFichero(file, FICHERO_MAX_BYTES, ['pdf']);
    if (problema) return setError(problema);
    elegido.current = file;
    if (props.hayInforme) return setConfirmar(true);
    await enviar();
  }

  // The native file input stays hidden (its button would speak the browser's language, not the
  // page's); the visible button opens it, as the product's other uploaders do.
  return (
    <div className="grid gap-3" aria-busy={busy || undefined}>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept=".pdf,application/pdf"
        data-informe-fichero=""
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void elegir(file);
        }}
      />
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          aria-describedby={`${id}-ayuda`}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" className="h-4 w-4" />
          {busy ? t.adjuntando : props.hayInforme ? t.sustituir : t.adjuntar}
        </Button>
      </div>
      <p id={`${id}-ayuda`} className="text-sm text-slate-700">
        {t.informeAyuda}
      </p>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <ConfirmDialog
        open={confirmar}
        message={t.confirmarSustituir}
        onConfirm={() => {
          setConfirmar(false);
          void enviar();
        }}
        onCancel={() => setConfirmar(false)}
      />
    </div>
  );
}
