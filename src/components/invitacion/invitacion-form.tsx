'use client';

import { type ChangeEvent, type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { documentTypes } from '../../domain/validation/rules.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { errorMessage } from '../auth/api.ts';
import { CampoConfirmarContrasena } from '../auth/campos.tsx';
import { PasswordChecklist, policySummary } from '../auth/password-checklist.tsx';
import { Button } from '../ui/button.tsx';
import { FormMessage, inputClass, TextField } from '../ui/form-controls.tsx';
import { emptyNuevaCuenta, type FieldErrors, type NuevaCuentaValues } from './valores.ts';

/** The form's checks, fetched once after it paints; a submit before they arrive waits for them. */
let checks: Promise<typeof import('./validation.ts')> | null = null;
function loadChecks() {
  checks ??= import('./validation.ts').catch((e) => {
    checks = null;
    throw e;
  });
  return checks;
}

type InvitacionFormProps = {
  token: string;
  /** The invited e-mail already has an account: only its password is asked. */
  cuentaExistente: boolean;
  /** Value of the X-Instancia header. */
  instancia: string;
  /** What the inviter already gave of the person (a request's profile entry): the form starts with it. */
  inicial?: Partial<NuevaCuentaValues>;
};

type Field = keyof NuevaCuentaValues;
const fieldId = (field: string) => `invitacion-${field}`;
const labelOf = (field: string) => (t.campos as Record<string, string>)[field] ?? field;

/** Where the browser goes once the invitation is accepted if the server names no page: /login shows the success notice. */
const AFTER_ACCEPT = '/login?invitacion=1';

/** A path of this site (not //host or /\host, which a browser reads as another origin). */
const rutaPropia = (r: unknown): r is string => typeof r === 'string' && /^\/(?![/\\])/.test(r);

/** PUT /api/invitaciones/{token}; never throws. */
async function accept(token: string, instancia: string, body: unknown) {
  try {
    const res = await fetch(`/api/invitaciones/${encodeURIComponent(token)}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Instancia': instancia },
      body: JSON.stringify(body),
    });
    const data = await res.json().catch(() => null);
    const errors = (data && typeof data === 'object' && 'errors' in data ? data.errors : {}) as FieldErrors;
    const redireccion = data && typeof data === 'object' && 'redireccion' in data ? data.redireccion : null;
    return {
      ok: res.ok,
      status: res.status,
      message: res.ok ? null : errorMessage(data, res.status),
      errors: errors ?? {},
      redireccion: rutaPropia(redireccion) ? redireccion : null,
    };
  } catch {
    return { ok: false, status: 0, message: t.errorConexion, errors: {} as FieldErrors, redireccion: null };
  }
}

/** The list of problems above the form, each a link to its field (focused after a failed submit). */
function ErrorSummary({ errors, summaryRef }: { errors: FieldErrors; summaryRef: RefObject<HTMLElement | null> }) {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return null;
  return (
    <section
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby="invitacion-resumen-titulo"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-800"
    >
      <h2 id="invitacion-resumen-titulo" className="font-semibold">
        {t.resumenErrores(entries.length)}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {entries.map(([field, messages]) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              className="underline underline-offset-2"
              onClick={(e) => {
                const target = document.getElementById(fieldId(field));
                if (!target) return;
                e.preventDefault();
                target.focus();
              }}
            >
              {labelOf(field)}: {messages[0]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The acceptance form of the public invitation page: the password of the existing account,
 * or the data of a new one, pre-filled with what the inviter gave. Checked in the browser with
 * the spec's messages, then by the server, whose field messages are shown the same way. Once
 * accepted the session is open and the browser goes where the server says (the project's area).
 */
export function AceptarInvitacionForm({ token, cuentaExistente, instancia, inicial }: InvitacionFormProps) {
  const [values, setValues] = useState<NuevaCuentaValues>({ ...emptyNuevaCuenta, ...inicial });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    loadChecks().catch(() => {});
  }, []);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]?.length) setErrors((e) => ({ ...e, [field]: [] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    let found: FieldErrors;
    try {
      const c = await loadChecks();
      found = cuentaExistente ? c.checkCuentaExistente(values) : c.checkNuevaCuenta(values);
    } catch {
      setFailure(t.errorGenerico);
      return;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const reply = await accept(token, instancia, cuentaExistente ? { password: values.password } : values);
    if (reply.ok) {
      // Signed in by the acceptance: straight into the project's area (a full load, for the new session).
      window.location.assign(reply.redireccion ?? AFTER_ACCEPT);
      return;
    }
    setBusy(false);
    setFailure(reply.message ?? t.errorGenerico);
    if (Object.keys(reply.errors).length > 0) showErrors(reply.errors);
  };

  const text = (
    field: Field,
    props: { type?: string; autoComplete?: string; required?: boolean; maxLength?: number; inputMode?: 'numeric' | 'tel' },
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      type={props.type ?? 'text'}
      label={props.required ? labelOf(field) : `${labelOf(field)} ${t.opcional}`}
      autoComplete={props.autoComplete}
      required={props.required}
      maxLength={props.maxLength}
      inputMode={props.inputMode}
      value={values[field]}
      onChange={set(field)}
      errors={errors[field]}
    />
  );

  const password = (
    <TextField
      id={fieldId('password')}
      name="password"
      type="password"
      label={labelOf('password')}
      autoComplete={cuentaExistente ? 'current-password' : 'new-password'}
      required
      describedBy={cuentaExistente ? undefined : 'invitacion-politica'}
      value={values.password}
      onChange={set('password')}
      errors={cuentaExistente ? errors.password : policySummary(errors.password)}
    >
      {cuentaExistente ? null : <PasswordChecklist id="invitacion-politica" password={values.password} />}
    </TextField>
  );

  const documentTypeErrors = errors.tipoDocumentoIdentidadClave ?? [];
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-describedby="invitacion-instrucciones">
      <p id="invitacion-instrucciones" className="text-slate-700">
        {cuentaExistente ? t.cuentaExistenteTexto : t.cuentaNuevaTexto}
      </p>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <ErrorSummary errors={errors} summaryRef={summaryRef} />
      {cuentaExistente ? (
        password
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('nombre', { required: true, autoComplete: 'given-name', maxLength: 100 })}
            {text('apellido1', { required: true, autoComplete: 'family-name', maxLength: 100 })}
            {text('apellido2', { autoComplete: 'additional-name', maxLength: 100 })}
            {text('telefono', { type: 'tel', autoComplete: 'tel-national', maxLength: 9, inputMode: 'numeric' })}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fieldId('tipoDocumentoIdentidadClave')} className="text-sm font-semibold text-slate-900">
                {labelOf('tipoDocumentoIdentidadClave')}
                <span aria-hidden="true" className="text-red-800">
                  {' '}
                  *
                </span>
              </label>
              <select
                id={fieldId('tipoDocumentoIdentidadClave')}
                name="tipoDocumentoIdentidadClave"
                className={inputClass}
                required
                aria-required
                aria-invalid={documentTypeErrors.length ? true : undefined}
                aria-describedby={documentTypeErrors.length ? `${fieldId('tipoDocumentoIdentidadClave')}-error` : undefined}
                value={values.tipoDocumentoIdentidadClave}
                onChange={set('tipoDocumentoIdentidadClave')}
              >
                <option value="">{t.seleccione}</option>
                {documentTypes.map((k) => (
                  <option key={k} value={k}>
                    {t.tiposDocumento[k]}
                  </option>
                ))}
              </select>
              {documentTypeErrors.length ? (
                <ul id={`${fieldId('tipoDocumentoIdentidadClave')}-error`} className="text-sm font-medium text-red-800">
                  {documentTypeErrors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            {text('documentoIdentidad', { required: true, autoComplete: 'off', maxLength: 20 })}
          </div>
          {password}
          <CampoConfirmarContrasena
            id={fieldId('confirmPassword')}
            label={labelOf('confirmPassword')}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            errors={errors.confirmPassword}
          />
        </>
      )}
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t.enviando : cuentaExistente ? t.aceptar : t.crearYAceptar}
      </Button>
    </form>
  );
}
