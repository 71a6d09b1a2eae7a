'use client';

import { type FormEvent, useRef, useState } from 'react';
import { contactoUi as t } from '../../i18n/consultas.ts';
import { validacion } from '../../i18n/validacion.ts';
import { callApi } from '../api-client.ts';
import { Button } from '../ui/button.tsx';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../ui/fields.tsx';
import { FormMessage, focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { Link } from '../ui/router.tsx';

const VACIO = {
  nombre: '',
  tipoDocumentoIdentidadClave: '',
  documentoIdentidad: '',
  direccionEmail: '',
  telefono: '',
  texto: '',
};
type Campo = keyof typeof VACIO;

/**
 * The public contact form (POST /api/consultas). `marca` is the page's signed render time, sent
 * back with the enquiry; `sitioWeb` is a field people never see (off screen, out of the tab
 * order, hidden from screen readers) that programs filling every input give away with. The
 * server checks every field and answers the spec's messages, shown under each one.
 */
export function ContactoForm(props: { marca: string; tiposDocumento: Option[] }) {
  const [values, setValues] = useState(VACIO);
  const [acepta, setAcepta] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [enviada, setEnviada] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const trampaRef = useRef<HTMLInputElement>(null);

  const set = (campo: Campo) => (value: string) => setValues((v) => ({ ...v, [campo]: value }));

  async function enviar(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The server's rule, checked first here: nothing is sent without the notice accepted.
    if (!acepta) {
      setErrors({ aceptaPrivacidad: [validacion.acceptConditions] });
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    const reply = await callApi<{ message: string }>(
      'POST',
      '/consultas',
      { ...values, aceptaPrivacidad: acepta, sitioWeb: trampaRef.current?.value ?? '', marca: props.marca },
      { loginOn401: false },
    );
    setBusy(false);
    if (reply.ok) {
      setEnviada(reply.data?.message ?? '');
      return;
    }
    setErrors(reply.fieldErrors);
    setFailure(reply.message);
    queueMicrotask(() => focusFirstInvalid(formRef.current));
  }

  if (enviada !== null) {
    return (
      <div className="grid gap-4">
        <FormMessage kind="success">{enviada}</FormMessage>
        <p>
          <a href="/contacto" className="font-semibold text-slate-900 underline underline-offset-4">
            {t.otra}
          </a>
        </p>
      </div>
    );
  }

  const campo = (id: Campo, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`contacto-${id}`}
      name={id}
      label={label}
      value={values[id]}
      onChange={(e) => set(id)(e.target.value)}
      errors={errors[id]}
      required
      {...extra}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={enviar} className="grid gap-5" aria-busy={busy || undefined}>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      {campo('nombre', t.campos.nombre, { autoComplete: 'name', maxLength: 200 })}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="contacto-tipoDocumentoIdentidadClave"
          name="tipoDocumentoIdentidadClave"
          label={t.campos.tipoDocumento}
          options={props.tiposDocumento}
          placeholder={t.elegir}
          value={values.tipoDocumentoIdentidadClave}
          onChange={(e) => set('tipoDocumentoIdentidadClave')(e.target.value)}
          errors={errors.tipoDocumentoIdentidadClave}
          required
        />
        {campo('documentoIdentidad', t.campos.documento, { maxLength: 20 })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {campo('direccionEmail', t.campos.email, { type: 'email', autoComplete: 'email' })}
        {campo('telefono', t.campos.telefono, { type: 'tel', autoComplete: 'tel', inputMode: 'numeric', maxLength: 9 })}
      </div>
      <TextAreaField
        id="contacto-texto"
        name="texto"
        label={t.campos.texto}
        rows={6}
        maxLength={5000}
        value={values.texto}
        onChange={(e) => set('texto')(e.target.value)}
        errors={errors.texto}
        required
      />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contacto-sitioWeb">{t.campos.trampa}</label>
        <input ref={trampaRef} id="contacto-sitioWeb" name="sitioWeb" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <CheckboxField
        id="contacto-aceptaPrivacidad"
        name="aceptaPrivacidad"
        label={t.campos.privacidad}
        checked={acepta}
        onChange={setAcepta}
        errors={errors.aceptaPrivacidad}
        hint={
          <Link to="/privacidad" className="font-semibold text-slate-900 underline underline-offset-4">
            {t.campos.politica}
          </Link>
        }
      />
      {errors.marca?.length ? <FormMessage kind="error">{errors.marca[0]}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t.enviando : t.enviar}
      </Button>
    </form>
  );
}
