'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/feedback.tsx';
import { focusFirstInvalid, inputClass, TextField } from '../ui/form-controls.tsx';
import { Link, useRouter } from '../ui/router.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import { callApi } from './api.ts';
import { EMPTY_USUARIO, type FormErrors, type UsuarioFormValues, usuarioPayload, validateUsuario } from './usuario-schema.ts';

type Option = { value: string; label: string };

type UsuarioFormProps = {
  mode: 'alta' | 'edicion';
  usuarioId?: number;
  initial?: Partial<UsuarioFormValues>;
  tiposDocumento: Option[];
  sexos: Option[];
  provincias: Option[];
  /** Profiles for the whole system, offered as the initial profile of a new user. */
  perfiles: Option[];
  instancia: string;
  /** Shown once when the page opens (e.g. after being created and sent here). */
  initialMessage?: string;
};

function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  errors?: string[];
  required?: boolean;
  emptyLabel?: string;
}) {
  const errorId = props.errors?.length ? `${props.id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-semibold text-slate-900">
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="text-red-800">
            {' '}
            *
          </span>
        ) : (
          <>
            {' '}
            <span className="font-normal text-slate-700">{t.opcional}</span>
          </>
        )}
      </label>
      <select
        id={props.id}
        className={inputClass}
        value={props.value}
        required={props.required}
        aria-required={props.required || undefined}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.required ? null : <option value="">{props.emptyLabel ?? t.seleccione}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.errors?.length ? (
        <ul id={errorId} className="flex flex-col gap-0.5 text-sm font-medium text-red-800">
          {props.errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Check(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={props.id}
        type="checkbox"
        className="h-6 w-6 rounded border-slate-400 accent-brand"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id} className="text-sm font-medium text-slate-900">
        {props.label}
      </label>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Create (POST /usuarios) or edit (PUT /usuarios/{id}) a user. Checked in the browser with
 * the spec's messages first; what the server still rejects is shown under its field.
 */
export function UsuarioForm(props: UsuarioFormProps) {
  const base = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<UsuarioFormValues>({ ...EMPTY_USUARIO, ...props.initial });
  const [errors, setErrors] = useState<FormErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The page's toast, once, for a user just created and sent here.
  const inicial = useRef(props.initialMessage);
  useEffect(() => {
    if (inicial.current) showSuccess(inicial.current);
  }, []);

  // After a failed submit, move the focus to the first field to fix.
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set =
    <K extends keyof UsuarioFormValues>(key: K) =>
    (value: UsuarioFormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    };
  const id = (key: string) => `${base}-${key}`;
  const text = (key: keyof UsuarioFormValues, extra: Record<string, unknown> = {}) => ({
    id: id(key),
    value: values[key] as string,
    errors: errors[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value as never),
    ...extra,
  });
  const select = (key: 'sexoId' | 'tipoDocumentoIdentidadClave' | 'provinciaId' | 'perfilId') => ({
    id: id(key),
    label: t.campos[key],
    value: values[key],
    onChange: set(key),
    errors: errors[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    const found = validateUsuario(values, props.mode);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    const alta = props.mode === 'alta';
    const res = await callApi<{ Id?: number; message?: string }>(
      alta ? 'POST' : 'PUT',
      alta ? '/usuarios' : `/usuarios/${props.usuarioId}`,
      usuarioPayload(values, props.mode),
      { instancia: props.instancia },
    );
    setSending(false);
    if (!res.ok) {
      setErrors(res.fieldErrors as FormErrors);
      setBanner(res.message ?? errores.generico);
      setAttempt((n) => n + 1);
      return;
    }
    if (alta && res.data?.Id) {
      await router.push(`/usuario/${res.data.Id}?guardado=1`);
      return;
    }
    setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
    showSuccess();
    await router.reload();
  }

  const alta = props.mode === 'alta';
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-busy={sending || undefined}>
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      <p className="text-sm text-slate-700">
        Los campos marcados con <span aria-hidden="true">*</span>
        <span className="sr-only">asterisco</span> son obligatorios.
      </p>
      <Section title={t.datosPersonales}>
        <TextField label={t.campos.nombre} autoComplete="off" maxLength={100} {...text('nombre')} />
        <TextField label={t.campos.apellido1} required maxLength={100} {...text('apellido1')} />
        <TextField label={t.campos.apellido2} maxLength={100} {...text('apellido2')} />
        <SelectField {...select('sexoId')} options={props.sexos} />
        <SelectField {...select('tipoDocumentoIdentidadClave')} options={props.tiposDocumento} required />
        <TextField
          label={t.campos.documentoIdentidad}
          maxLength={10}
          autoCapitalize="characters"
          {...text('documentoIdentidad')}
        />
        <SelectField {...select('provinciaId')} options={props.provincias} />
      </Section>
      <Section title={t.cuenta}>
        <TextField label={t.campos.email} type="email" required autoComplete="off" {...text('email')} />
        <TextField label={t.campos.telefono} type="tel" inputMode="numeric" maxLength={9} {...text('telefono')} />
        <TextField label={t.campos.username} hint={t.ayudaUsername} autoComplete="off" maxLength={100} {...text('username')} />
        {alta ? (
          <>
            <SelectField {...select('perfilId')} options={props.perfiles} emptyLabel={t.ninguno} />
            <TextField
              label={t.campos.password}
              type="password"
              autoComplete="new-password"
              hint={t.ayudaPassword}
              {...text('password')}
            />
            <TextField
              label={t.campos.confirmPassword}
              type="password"
              autoComplete="new-password"
              {...text('confirmPassword')}
            />
          </>
        ) : null}
        <div className="grid gap-3 sm:col-span-2">
          <Check id={id('esPersona')} label={t.campos.esPersona} checked={values.esPersona} onChange={set('esPersona')} />
          {alta ? <Check id={id('activo')} label={t.campos.activo} checked={values.activo} onChange={set('activo')} /> : null}
        </div>
      </Section>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t.guardando : t.guardar}
        </Button>
        <Link
          to="/usuarios"
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold text-slate-800 underline"
        >
          {t.volver}
        </Link>
      </div>
    </form>
  );
}
