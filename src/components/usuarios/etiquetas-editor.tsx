'use client';

import { type FormEvent, useId, useState } from 'react';
import type { EtiquetaRef } from '../../domain/usuarios/list.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { conMarca } from '../shared/casillas-etiquetas.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/feedback.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import { callApi } from './api.ts';
import { EtiquetaBadge } from './badges.tsx';

/** The user's tags as checkboxes; saving sends the whole set (etiquetas/reasignar). */
export function EtiquetasEditor(props: { usuarioId: number; todas: EtiquetaRef[]; actuales: number[]; instancia: string }) {
  const base = useId();
  const [selected, setSelected] = useState<Set<number>>(new Set(props.actuales));
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (props.todas.length === 0) return <p className="text-slate-700">{t.sinEtiquetas}</p>;

  const toggle = (id: number, on: boolean) => setSelected((s) => conMarca(s, id, on));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const res = await callApi(
      'POST',
      `/usuarios/${props.usuarioId}/etiquetas/reasignar`,
      { etiquetas: [...selected] },
      {
        instancia: props.instancia,
      },
    );
    setBusy(false);
    if (res.ok) {
      setBanner(null);
      showSuccess();
    } else setBanner(res.message ?? errores.generico);
  }

  return (
    <form noValidate onSubmit={save} className="grid gap-4" aria-busy={busy || undefined}>
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      <fieldset>
        <legend className="sr-only">{t.etiquetas}</legend>
        <ul className="flex flex-wrap gap-4">
          {props.todas.map((e) => (
            <li key={e.Id} className="flex items-center gap-2">
              <input
                id={`${base}-${e.Id}`}
                type="checkbox"
                className="h-6 w-6 accent-brand"
                checked={selected.has(e.Id)}
                onChange={(ev) => toggle(e.Id, ev.target.checked)}
              />
              <label htmlFor={`${base}-${e.Id}`}>
                <span className="sr-only">{e.Nombre}</span>
                <span aria-hidden="true">
                  <EtiquetaBadge etiqueta={e} />
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t.guardarEtiquetas}
        </Button>
      </div>
    </form>
  );
}
