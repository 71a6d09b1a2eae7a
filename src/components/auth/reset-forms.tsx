'use client';

import { type FormEvent, useRef, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { Button } from '../ui/button.tsx';
import { callApi } from './api.ts';
import { FormMessage, focusFirstInvalid, TextField } from './form-controls.tsx';
import { PasswordChecklist, policySummary } from './password-checklist.tsx';
import { type FieldErrors, resetPasswordSchema, resetRequestSchema, validate } from './schemas.ts';

const t = acceso.restablecer;

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** Asks for a reset link (POST /api/login/PeticionRestablecerContrasena) and shows the server's message. */
export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const checked = validate(resetRequestSchema, { email });
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setBusy(true);
    const reply = await callApi<{ message?: string }>('POST', '/login/PeticionRestablecerContrasena', checked.output);
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
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (errors.email?.length) setErrors({});
        }}
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
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]?.length) setErrors((e) => ({ ...e, [field]: [] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(resetPasswordSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
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
