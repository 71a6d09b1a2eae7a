'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { loginUrl } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage, TextField } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';
import { CampoEmail } from './campos.tsx';
import type { FieldErrors } from './schemas.ts';
import { useFormFields } from './use-form-fields.ts';

const t = acceso.perfil;

/** The API reports errors under the name the client sent (PUT yo takes Email, Telefono). */
const fromServer = (errors: FieldErrors): FieldErrors => ({
  email: [...(errors.Email ?? []), ...(errors.email ?? [])],
  telefono: [...(errors.Telefono ?? []), ...(errors.telefono ?? [])],
});

/** Own e-mail and phone (PUT /api/yo with the spec's fields Email, Telefono). */
export function ContactForm({ email, telefono }: { email: string; telefono: string | null }) {
  const { values, setValues, set, errors, setErrors, busy, setBusy, formRef, start } = useFormFields((s) => s.contactSchema, {
    email,
    telefono: telefono ?? '',
  });
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    const output = await start(event);
    if (!output) return;
    const reply = await callApi<{ message?: string; Email?: string; Telefono?: string | null }>('PUT', '/yo', {
      Email: output.email,
      Telefono: output.telefono ?? '',
    });
    setBusy(false);
    if (reply.status === 401) return window.location.assign(loginUrl('/perfil'));
    if (!reply.ok) {
      setErrors(fromServer(reply.fieldErrors));
      setOutcome({ kind: 'error', text: reply.message ?? '' });
      return;
    }
    setValues({ email: reply.data?.Email ?? output.email, telefono: reply.data?.Telefono ?? '' });
    setOutcome({ kind: 'success', text: reply.data?.message ?? '' });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      <CampoEmail id="perfil-email" label={t.email} value={values.email} onChange={set('email')} errors={errors.email} />
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
