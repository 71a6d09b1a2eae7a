'use client';

import { type FormEvent, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { afterLoginPath } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage, TextField } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';
import { useFormFields } from './use-form-fields.ts';

const t = acceso.login;

/**
 * User name (or e-mail) and password. POST /api/login sets the HttpOnly `sesion` cookie; the
 * browser then goes to the reply's `redireccion` (or the page it came from) with a full load,
 * so server components render with the new session.
 */
export function LoginForm({ volver }: { volver: string | null }) {
  const { values, setValues, set, errors, busy, setBusy, formRef, start } = useFormFields((s) => s.loginSchema, {
    username: '',
    password: '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    const output = await start(event);
    if (!output) return;
    const reply = await callApi<{ redireccion?: unknown }>('POST', '/login', {
      ...output,
      ...(volver ? { volver } : {}),
    });
    if (reply.ok) {
      window.location.assign(afterLoginPath(reply.data?.redireccion, volver));
      return;
    }
    setBusy(false);
    setFailure(reply.message);
    if (reply.status === 401) setValues((v) => ({ ...v, password: '' }));
  };

  return (
    <form ref={formRef} method="post" action="/api/login" noValidate onSubmit={submit} className="flex flex-col gap-5">
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <TextField
        id="login-usuario"
        name="username"
        label={t.usuario}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={256}
        value={values.username}
        onChange={set('username')}
        errors={errors.username}
      />
      <TextField
        id="login-contrasena"
        name="password"
        type="password"
        label={t.contrasena}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
        {busy ? t.entrando : t.entrar}
      </Button>
    </form>
  );
}
