'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage, TextField } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';
import { PasswordChecklist, policySummary } from './password-checklist.tsx';
import { resetPasswordSchema, resetRequestSchema } from './schemas.ts';
import { useFormFields } from './use-form-fields.ts';

const t = acceso.restablecer;

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** Asks for a reset link (POST /api/login/PeticionRestablecerContrasena) and shows the server's message. */
export function ResetRequestForm() {
  const { values, set, errors, setErrors, busy, setBusy, formRef, check } = useFormFields(resetRequestSchema, {
    email: '',
  });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const output = check();
    if (!output) return;
    setBusy(true);
    const reply = await callApi<{ message?: string }>('POST', '/login/PeticionRestablecerContrasena', output);
    setBusy(false);
    if (!reply.ok) {
      setErrors(reply.fieldErrors);
      setOutcome({ kind: 'error', text: reply.message ?? '' });
      return;
    }
    setOutcome({ kind: 'success', text: reply.data?.message ?? '' });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-slate-700">{t.pedirTexto}</p>
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      <TextField
        id="restablecer-email"
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        required
        maxLength={256}
        value={values.email}
        onChange={set('email')}
        errors={errors.email}
      />
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t.enviando : t.enviar}
      </Button>
    </form>
  );
}

/** Sets the new password with the mailed token (POST /api/login/RestablecerContrasena), then to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { values, set, errors, setErrors, busy, setBusy, formRef, check } = useFormFields(resetPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!check()) return;
    setBusy(true);
    const reply = await callApi('POST', '/login/RestablecerContrasena', { token, ...values });
    if (reply.ok) {
      window.location.assign('/login?restablecida=1');
      return;
    }
    setBusy(false);
    setErrors(reply.fieldErrors);
    setFailure(reply.message);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-slate-700">{t.nuevaTexto}</p>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <TextField
        id="restablecer-nueva"
        name="password"
        type="password"
        label={t.nueva}
        autoComplete="new-password"
        required
        describedBy="restablecer-politica"
        value={values.password}
        onChange={set('password')}
        errors={policySummary(errors.password)}
      >
        <PasswordChecklist id="restablecer-politica" password={values.password} />
      </TextField>
      <TextField
        id="restablecer-confirmar"
        name="confirmPassword"
        type="password"
        label={t.confirmar}
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errors={errors.confirmPassword}
      />
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t.guardando : t.guardar}
      </Button>
    </form>
  );
}
