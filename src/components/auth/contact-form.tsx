'use client';

import { type FormEvent, useRef, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { loginUrl } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { callApi } from './api.ts';
import { FormMessage, focusFirstInvalid, TextField } from './form-controls.tsx';
import { contactSchema, type FieldErrors, validate } from './schemas.ts';

const t = acceso.perfil;

/** The API reports errors under the name the client sent (PUT yo takes Email, Telefono). */
const fromServer = (errors: FieldErrors): FieldErrors => ({
  email: [...(errors.Email ?? []), ...(errors.email ?? [])],
  telefono: [...(errors.Telefono ?? []), ...(errors.telefono ?? [])],
});

/** Own e-mail and phone (PUT /api/yo with the spec's fields Email, Telefono). */
export function ContactForm({ email, telefono }: { email: string; telefono: string | null }) {
  const [values, setValues] = useState({ email, telefono: telefono ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]?.length) setErrors((e) => ({ ...e, [field]: [] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const checked = validate(contactSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setBusy(true);
    const reply = await callApi<{ message?: string; Email?: string; Telefono?: string | null }>('PUT', '/yo', {
      Email: checked.output.email,
      Telefono: checked.output.telefono ?? '',
    });
    setBusy(false);
    if (reply.status === 401) return window.location.assign(loginUrl('/perfil'));
    if (!reply.ok) {
      setErrors(fromServer(reply.fieldErrors));
      setOutcome({ kind: 'error', text: reply.message ?? '' });
      return;
    }
    setValues({ email: reply.data?.Email ?? checked.output.email, telefono: reply.data?.Telefono ?? '' });
    setOutcome({ kind: 'success', text: reply.data?.message ?? '' });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      <TextField
        id="perfil-email"
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
      <TextField
        id="perfil-telefono"
        name="telefono"
        type="tel"
        label={t.telefono}
        hint={t.telefonoAyuda}
        optional
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={9}
        value={values.telefono}
        onChange={set('telefono')}
        errors={errors.telefono}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t.guardando : t.guardar}
      </Button>
    </form>
  );
}
