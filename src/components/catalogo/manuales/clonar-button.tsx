'use client';

import { Copy } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { errores } from '../../../i18n/errores.ts';
import { listas } from '../../../i18n/listas.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { callApi } from '../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorBanner } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';
import { useModal } from '../../ui/use-modal.ts';

/**
 * Clone a manual: a dialog asks for the new version (and code), then
 * GET /manuales/{id}/exportacion and, only if that answered 200/201, POST /manuales/importar
 * with the document. On success it opens the copy's page.
 */
export function ClonarButton(props: { manualId: number; codigo: string; version: string; size?: 'sm' | 'md' }) {
  const router = useRouter();
  const base = useId();
  const [open, setOpen] = useState(false);
  const [codigo, setCodigo] = useState(props.codigo);
  const [version, setVersion] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const dialog = useModal(open);

  async function clonar(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    if (!codigo.trim()) found.codigo = [validacion.required];
    if (!version.trim()) found.version = [validacion.required];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setBanner(null);
    const doc = await callApi<Record<string, unknown>>('GET', `/manuales/${props.manualId}/exportacion`, undefined, {
      loginOn401: true,
    });
    if (!doc.ok || (doc.status !== 200 && doc.status !== 201) || !doc.data) {
      setBusy(false);
      setBanner(doc.ok ? errores.generico : doc.message);
      return;
    }
    const res = await callApi<{ Id: number }>(
      'POST',
      '/manuales/importar',
      { ...doc.data, codigo: codigo.trim(), version: version.trim() },
      { loginOn401: true },
    );
    setBusy(false);
    if (!res.ok || !res.data?.Id) {
      setErrors(res.ok ? {} : res.fieldErrors);
      setBanner(res.ok ? null : res.message);
      return;
    }
    setOpen(false);
    await router.push(`/manual/gestion/${res.data.Id}?clonado=1`);
  }

  return (
    <>
      <Button
        variant="secondary"
        size={props.size ?? 'sm'}
        onClick={() => setOpen(true)}
        aria-label={t.clonarManual(props.codigo)}
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
        {t.clonar}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${base}-titulo`}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(90vw,30rem)] rounded-lg border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <form noValidate onSubmit={clonar} className="grid gap-4" aria-busy={busy || undefined}>
          <h2 id={`${base}-titulo`} className="text-lg font-semibold text-slate-900">
            {t.clonarManual(`${props.codigo} v${props.version}`)}
          </h2>
          <p className="text-sm text-slate-700">{t.clonarPregunta}</p>
          <TextField
            id={`${base}-codigo`}
            label={t.nuevoCodigo}
            required
            value={codigo}
            maxLength={50}
            onChange={(e) => setCodigo(e.target.value)}
            errors={errors.codigo}
          />
          <TextField
            id={`${base}-version`}
            label={t.nuevaVersion}
            required
            value={version}
            maxLength={20}
            onChange={(e) => setVersion(e.target.value)}
            errors={errors.version}
          />
          <ErrorBanner message={banner} onClose={() => setBanner(null)} />
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {listas.cancelar}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t.clonando : t.clonar}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
