'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { afterLoginPath, loginUrl } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';

const t = acceso.tipoPerfil;

/**
 * The choice of profile type (PUT /api/yo/tiposPerfil). Permissions change with it, so the
 * browser reloads fully at the server's `redireccion`: the page it was going to when the new
 * type opens it, else the home page.
 */
export function TipoPerfilForm(props: { tipos: string[]; actual: string | null; volver: string | null }) {
  const [value, setValue] = useState(props.actual && props.tipos.includes(props.actual) ? props.actual : (props.tipos[0] ?? ''));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    const reply = await callApi<{ redireccion?: unknown }>('PUT', '/yo/tiposPerfil', {
      tipoPerfil: value,
      ...(props.volver ? { volver: props.volver } : {}),
    });
    if (reply.status === 401) return window.location.assign(loginUrl('/seleccionTipoPerfil'));
    if (!reply.ok) {
      setBusy(false);
      setFailure(reply.message);
      return;
    }
    // The server's redireccion is `volver` when the new type may open it, else the home page.
    window.location.assign(afterLoginPath(reply.data?.redireccion, '/index'));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t.leyenda}</legend>
        {props.tipos.map((tipo) => (
          <label
            key={tipo}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-3 text-slate-900 has-[:checked]:border-slate-900 has-[:checked]:bg-brand-soft"
          >
            <input
              type="radio"
              name="tipoPerfil"
              value={tipo}
              checked={value === tipo}
              onChange={() => setValue(tipo)}
              className="h-4 w-4 accent-slate-900"
            />
            <span className="font-medium">{t.nombres[tipo] ?? tipo}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="lg" disabled={busy || value === ''} className="self-start">
        {busy ? t.guardando : t.continuar}
      </Button>
    </form>
  );
}
