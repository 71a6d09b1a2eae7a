'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';
import { CampoEmail, CamposNuevaContrasena } from './campos.tsx';
import { useFormFields } from './use-form-fields.ts';

/** The ids of the new password's inputs and of its policy checklist. */
const IDS_NUEVA = { nueva: 'restablecer-nueva', politica: 'restablecer-politica', confirmar: 'restablecer-confirmar' };
const t = acceso.restablecer;

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** Asks for a reset link (POST /api/login/PeticionRestablecerContrasena) and shows the server's message. */
export function ResetRequestForm() {
  const { values, set, errors, setErrors, busy, setBusy, formRef, start } = useFormFields((s) => s.resetRequestSchema, {
    email: '',
  });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    const output = await start(event);
    if (!output) return;
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
      <CampoEmail id="restablecer-email" label={t.email} value={values.email} onChange={set('email')} errors={errors.email} />
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t.enviando : t.enviar}
      </Button>
    </form>
  );
}

/** Sets the new password with the mailed token (POST /api/login/RestablecerContrasena), then to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { values, set, errors, setErrors, busy, setBusy, formRef, start } = useFormFields((s) => s.resetPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    if (!(await start(event))) return;
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
      <CamposNuevaContrasena ids={IDS_NUEVA} labels={t} values={values} set={set} errors={errors} />
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t.guardando : t.guardar}
      </Button>
    </form>
  );
}
