'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { loginUrl } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage, focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';
import { CamposNuevaContrasena } from './campos.tsx';
import { useFormFields } from './use-form-fields.ts';

/** The ids of the new password's inputs and of its policy checklist. */
const IDS_NUEVA = { nueva: 'perfil-nueva', politica: 'perfil-nueva-politica', confirmar: 'perfil-confirmar' };
const t = acceso.perfil;
const EMPTY = { actual: '', password: '', confirmPassword: '' };

/**
 * Own password change (PUT /api/yo/contrasena). The server ends every session of the user
 * and opens a new one for this browser (new cookie), so the page stays signed in.
 */
export function PasswordChangeForm({ userName }: { userName: string }) {
  const { values, setValues, set, errors, setErrors, busy, setBusy, formRef, start } = useFormFields(
    (s) => s.changePasswordSchema,
    EMPTY,
  );
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    if (!(await start(event))) return;
    const reply = await callApi('PUT', '/yo/contrasena', values);
    setBusy(false);
    if (reply.status === 401) return window.location.assign(loginUrl('/perfil'));
    if (!reply.ok) {
      setErrors(reply.fieldErrors);
      setOutcome({ kind: 'error', text: reply.message ?? '' });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setValues(EMPTY);
    setOutcome({ kind: 'success', text: t.cambiada });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly value={userName} />
      <TextField
        id="perfil-actual"
        name="actual"
        type="password"
        label={t.actual}
        autoComplete="current-password"
        required
        value={values.actual}
        onChange={set('actual')}
        errors={errors.actual}
      />
      <CamposNuevaContrasena ids={IDS_NUEVA} labels={t} values={values} set={set} errors={errors} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t.guardando : t.cambiar}
      </Button>
    </form>
  );
}
