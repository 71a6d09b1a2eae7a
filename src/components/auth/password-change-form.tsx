'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { loginUrl } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage, focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';
import { PasswordChecklist, policySummary } from './password-checklist.tsx';
import { changePasswordSchema } from './schemas.ts';
import { useFormFields } from './use-form-fields.ts';

const t = acceso.perfil;
const EMPTY = { actual: '', password: '', confirmPassword: '' };

/**
 * Own password change (PUT /api/yo/contrasena). The server ends every session of the user
 * and opens a new one for this browser (new cookie), so the page stays signed in.
 */
export function PasswordChangeForm({ userName }: { userName: string }) {
  const { values, setValues, set, errors, setErrors, busy, setBusy, formRef, check } = useFormFields(changePasswordSchema, EMPTY);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!check()) return;
    setBusy(true);
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
      <TextField
        id="perfil-nueva"
        name="password"
        type="password"
        label={t.nueva}
        autoComplete="new-password"
        required
        describedBy="perfil-nueva-politica"
        value={values.password}
        onChange={set('password')}
        errors={policySummary(errors.password)}
      >
        <PasswordChecklist id="perfil-nueva-politica" password={values.password} />
      </TextField>
      <TextField
        id="perfil-confirmar"
        name="confirmPassword"
        type="password"
        label={t.confirmar}
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errors={errors.confirmPassword}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t.guardando : t.cambiar}
      </Button>
    </form>
  );
}
