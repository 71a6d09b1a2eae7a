'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import * as val from '../../domain/validation/valibot.ts';
import { acreditacionesApi, acreditacionesUi as t } from '../../i18n/acreditaciones-gestion.ts';
import { validacion } from '../../i18n/validacion.ts';
import { SaveFooter } from '../catalogo/comun/record-form.tsx';
import { type FieldErrors, useFormFields } from '../catalogo/comun/use-form-fields.ts';
import { ProyectoCombobox, type ProyectoOpcion } from '../proyectos/proyecto-combobox.tsx';
import { useApiAction } from '../ui/api-action.tsx';
import { SelectField } from '../ui/fields.tsx';
import { FormMessage, focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { OPCIONES_ESTADO } from './filtros.tsx';

interface AcreditacionValues {
  proyectoId: number | null;
  codigo: string;
  /** dd/mm/yyyy as typed. */
  fechaPublicacion: string;
  fechaVigencia: string;
  fechaRevocacion: string;
  fechaSuspension: string;
  /** '' = by the dates. */
  estado: string;
}

// The browser's first check, with the server's rules and messages (src/domain/validation).
const campos = v.object({
  codigo: val.requiredText(50),
  fechaPublicacion: val.date(),
  fechaVigencia: val.date({ required: false }),
  fechaRevocacion: val.date({ required: false }),
  fechaSuspension: val.date({ required: false }),
});

const iso = (s: string) => {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

function validateAcreditacion(values: AcreditacionValues): FieldErrors<AcreditacionValues> {
  const e: FieldErrors<AcreditacionValues> = {};
  const result = v.safeParse(campos, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof AcreditacionValues | undefined;
      if (key && !e[key]) e[key] = [issue.message];
    }
  }
  if (!values.proyectoId) e.proyectoId = [validacion.required];
  const pub = iso(values.fechaPublicacion);
  const antes = (k: 'fechaVigencia' | 'fechaRevocacion' | 'fechaSuspension', m: string) => {
    const d = iso(values[k]);
    if (pub && d && d < pub && !e[k]) e[k] = [m];
  };
  antes('fechaVigencia', acreditacionesApi.vigenciaAnterior);
  antes('fechaRevocacion', acreditacionesApi.revocacionAnterior);
  antes('fechaSuspension', acreditacionesApi.suspensionAnterior);
  return e;
}

/**
 * Create (POST acreditaciones) or edit (PUT acreditaciones/{id}, with the Version read) an
 * accreditation. When someone else saved it meanwhile (409) the page reloads its data and says so.
 */
export function AcreditacionForm(props: {
  acreditacionId?: number;
  version?: string;
  instancia: string;
  initial: AcreditacionValues;
  proyecto?: ProyectoOpcion | null;
  readOnly?: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const f = useFormFields<AcreditacionValues>({ initial: props.initial, action });
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [recargada, setRecargada] = useState(false);
  const alta = props.acreditacionId === undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  // A new Version from the server (after a save, or the reload after a 409): show what is stored.
  const { setValues } = f;
  const initial = useRef(props.initial);
  initial.current = props.initial;
  useEffect(() => {
    if (props.version) setValues(initial.current);
  }, [props.version, setValues]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRecargada(false);
    const found = validateAcreditacion(f.values);
    f.setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const x = f.values;
    const payload = {
      proyectoId: x.proyectoId,
      codigo: x.codigo.trim(),
      fechaPublicacion: x.fechaPublicacion.trim(),
      fechaVigencia: x.fechaVigencia.trim() || null,
      fechaRevocacion: x.fechaRevocacion.trim() || null,
      fechaSuspension: x.fechaSuspension.trim() || null,
      estado: x.estado || null,
      ...(alta ? {} : { version: props.version }),
    };
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/acreditaciones' : `/acreditaciones/${props.acreditacionId}`,
      payload,
      // A new accreditation's page says it was created (`?guardado=1`): the toast is for changes.
      { success: alta ? null : acreditacionesApi.guardada },
    );
    if (res.ok) {
      if (alta && res.data?.Id) await router.push(`/acreditacion/gestion/${res.data.Id}?guardado=1` as never);
      else await router.reload();
      return;
    }
    if (res.status === 409 && !alta && res.message === acreditacionesApi.cambiada) {
      // Someone else saved first: show their version (the form remounts with it) and say so.
      setRecargada(true);
      await router.reload();
      return;
    }
    setAttempt((n) => n + 1);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-busy={action.busy || undefined}>
      {recargada ? <FormMessage kind="info">{t.recargada}</FormMessage> : null}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{alta ? t.nueva : t.editar}</legend>
        <div className="sm:col-span-2">
          <ProyectoCombobox
            key={props.proyecto?.Id ?? 'nuevo'}
            id={f.id('proyectoId')}
            label={t.campos.proyecto}
            instancia={props.instancia}
            ruta="/acreditaciones/proyectosElegibles"
            hint={t.campos.proyectoAyuda}
            inicial={props.proyecto}
            required
            disabled={props.readOnly}
            errors={f.errs('proyectoId')}
            onChange={(id) => f.set('proyectoId', id)}
          />
        </div>
        <TextField {...f.text('codigo')} label={t.campos.codigo} required maxLength={50} autoComplete="off" />
        <SelectField
          {...f.text('estado')}
          label={t.campos.estado}
          options={OPCIONES_ESTADO}
          placeholder={t.campos.estadoAuto}
          optional
        />
        <TextField {...f.text('fechaPublicacion')} label={t.campos.fechaPublicacion} required hint={t.campos.formatoFecha} />
        <TextField
          {...f.text('fechaVigencia')}
          label={t.campos.fechaVigencia}
          optional
          hint={`${t.campos.formatoFecha}. ${t.campos.fechaVigenciaAyuda}`}
        />
        <TextField {...f.text('fechaRevocacion')} label={t.campos.fechaRevocacion} optional hint={t.campos.formatoFecha} />
        <TextField {...f.text('fechaSuspension')} label={t.campos.fechaSuspension} optional hint={t.campos.formatoFecha} />
      </fieldset>
      <SaveFooter action={action} readOnly={props.readOnly} guardar={t.guardar} guardando={t.guardando} />
    </form>
  );
}
