'use client';

import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { RecordForm, useRecordForm } from '../comun/record-form.tsx';
import type { EjemploValues } from './form-values.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

type Errors = Partial<Record<keyof EjemploValues, string[]>>;

/** Only the title is required; the server checks everything again. */
const validateEjemplo = (v: EjemploValues): Errors => (v.titulo.trim() ? {} : { titulo: [validacion.required] });

/** Create (POST /ejemplos) or edit (PUT /ejemplos/{id}) an example; the description is rich text. */
export function EjemploForm(props: { ejemploId?: number; initial: EjemploValues; readOnly?: boolean }) {
  const f = useRecordForm({
    recordId: props.ejemploId,
    api: '/ejemplos',
    page: '/ejemplo',
    success: t.guardado,
    initial: props.initial,
    validate: validateEjemplo,
    payload: (values) => ({
      titulo: values.titulo,
      autor: values.autor || null,
      referencia: values.referencia || null,
      descripcion: values.descripcion || null,
      texto: values.texto || null,
    }),
  });
  const { alta } = f;

  return (
    <RecordForm form={f} legend={alta ? t.ejemplos.nuevo : t.ejemplos.editar} readOnly={props.readOnly} texts={t}>
      <TextField {...f.text('titulo')} label={t.ejemplos.campos.titulo} required maxLength={300} className="sm:col-span-2" />
      <TextField {...f.text('autor')} label={t.ejemplos.campos.autor} optional maxLength={300} />
      <TextField {...f.text('referencia')} label={t.ejemplos.campos.referencia} optional maxLength={1000} />
      <div className="sm:col-span-2">
        <RichTextEditor
          id={f.id('descripcion')}
          label={t.ejemplos.campos.descripcion}
          optional
          value={f.values.descripcion}
          onChange={(html) => f.set('descripcion', html)}
          errors={f.errs('descripcion')}
          disabled={props.readOnly}
        />
      </div>
      <TextAreaField {...f.text('texto')} label={t.ejemplos.campos.texto} optional className="sm:col-span-2" />
    </RecordForm>
  );
}
