'use client';

import { type FormEvent, useId } from 'react';
import type { PlantillaRecord } from '../../domain/procesos/lectura.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { recordatoriosTextos } from '../../i18n/recordatorios.ts';
import { useFormFields } from '../catalogo/comun/use-form-fields.ts';
import { useApiAction } from '../ui/api-action.tsx';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { PieSubformulario } from './pie-subformulario.tsx';
import { DESCRIPCION_MAX, plantillaPayload, plantillaValues, validarPlantilla } from './valores.ts';

export interface OpcionesPlantilla {
  tiposHito: Option[];
  medios: Option[];
  perfiles: Option[];
  fases: Option[];
}

/**
 * Create (POST /procesos/{id}/plantillasNotificaciones) or edit (PUT
 * /procesos/plantillasNotificaciones/{id}) a notification template. The description counts its
 * characters as they are typed (at most 255; longer is refused with the spec's message on save).
 */
export function PlantillaForm(props: {
  procesoId: number;
  plantilla?: PlantillaRecord;
  opciones: OpcionesPlantilla;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const action = useApiAction();
  const base = useId();
  const f = useFormFields({ initial: plantillaValues(props.plantilla), action, idOf: (k) => `${base}-pl-${k}` });
  const alta = props.plantilla === undefined;
  const titulo = alta ? t.plantillas.nueva : t.plantillas.editar(props.plantilla?.Asunto ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validarPlantilla(f.values);
    f.setErrors(found);
    if (Object.keys(found).length) return document.getElementById(f.id(Object.keys(found)[0] as string))?.focus();
    const body = plantillaPayload(f.values);
    const res = alta
      ? await action.run('POST', `/procesos/${props.procesoId}/plantillasNotificaciones`, body, { success: null })
      : await action.run('PUT', `/procesos/plantillasNotificaciones/${props.plantilla?.Id}`, body, { success: null });
    if (res.ok) props.onSaved(alta ? t.plantillas.creada : t.guardado);
  }

  const largo = f.values.descripcion.length;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-5 sm:grid-cols-2"
      aria-label={titulo}
      aria-busy={action.busy || undefined}
    >
      <h3 className="text-lg font-semibold text-slate-900 sm:col-span-2">{titulo}</h3>
      <TextField {...f.text('asunto')} label={t.plantillas.asunto} required maxLength={300} className="sm:col-span-2" />
      <TextAreaField
        {...f.text('cuerpo')}
        label={t.plantillas.cuerpo}
        hint={recordatoriosTextos.ayudaMarcadores}
        required
        rows={6}
        className="sm:col-span-2"
      />
      <SelectField {...f.text('tipoHitoClave')} label={t.plantillas.tipoHitoClave} required options={props.opciones.tiposHito} />
      <SelectField
        {...f.text('medioNotificacionClave')}
        label={t.plantillas.medioNotificacionClave}
        required
        options={props.opciones.medios}
      />
      <TextAreaField
        {...f.text('descripcion')}
        label={t.plantillas.descripcion}
        optional
        rows={2}
        className="sm:col-span-2"
        hint={
          <span aria-live="polite" className={largo > DESCRIPCION_MAX ? 'font-semibold text-red-800' : undefined}>
            {t.plantillas.caracteres(largo, DESCRIPCION_MAX)}
          </span>
        }
      />
      <TextField
        {...f.text('direccionesEmail')}
        label={t.plantillas.direccionesEmail}
        hint={t.plantillas.ayudaDirecciones}
        optional
        className="sm:col-span-2"
      />
      <TextField {...f.text('dias')} label={t.plantillas.dias} hint={t.plantillas.ayudaDias} optional inputMode="numeric" />
      <SelectField {...f.text('perfilId')} label={t.plantillas.perfilId} optional options={props.opciones.perfiles} />
      <SelectField
        {...f.text('faseProyectoClave')}
        label={t.plantillas.faseProyectoClave}
        optional
        options={props.opciones.fases}
      />
      <div className="self-end pb-2">
        <CheckboxField {...f.check('activo')} label={t.plantillas.activo} />
      </div>
      <PieSubformulario action={action} onCancel={props.onCancel} />
    </form>
  );
}
