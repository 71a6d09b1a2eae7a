'use client';

import { type FormEvent, useState } from 'react';
import type { ConsultaRecord } from '../../domain/consultas/lectura.ts';
import { consultasUi as t } from '../../i18n/consultas.ts';
import { EnviarFila } from '../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { type Option, SelectField, TextAreaField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';

type Valores = Record<
  | 'nombre'
  | 'tipoDocumentoIdentidadClave'
  | 'documentoIdentidad'
  | 'direccionEmail'
  | 'telefono'
  | 'texto'
  | 'origen'
  | 'estadoClave'
  | 'fechaResolucion'
  | 'respuesta'
  | 'usuarioResponsableId',
  string
>;

const valoresDe = (c: ConsultaRecord): Valores => ({
  nombre: c.Nombre,
  tipoDocumentoIdentidadClave: c.TipoDocumentoIdentidadClave,
  documentoIdentidad: c.DocumentoIdentidad,
  direccionEmail: c.DireccionEmail,
  telefono: c.Telefono,
  texto: c.Texto,
  origen: c.Origen,
  estadoClave: c.Estado?.Clave ?? '',
  fechaResolucion: c.FechaResolucion ?? '',
  respuesta: c.Respuesta ?? '',
  usuarioResponsableId: c.Responsable ? String(c.Responsable.Id) : '',
});

/**
 * An enquiry as staff edit it (PUT /api/consultas/{id}, the whole record): who asked, its
 * status, responsible, resolution date and answer. Empty selects clear the status or the
 * responsible; saving with a resolution date and an answer mails the answer to the enquirer.
 */
export function ConsultaForm(props: {
  consulta: ConsultaRecord;
  tiposDocumento: Option[];
  origenes: Option[];
  estados: Option[];
  responsables: Option[];
}) {
  const router = useRouter();
  const action = useApiAction();
  const [v, setV] = useState(() => valoresDe(props.consulta));
  const e = action.fieldErrors;
  const set = (k: keyof Valores) => (value: string) => {
    setV((old) => ({ ...old, [k]: value }));
    action.clearField(k);
  };
  const texto = (k: keyof Valores, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`consulta-${k}`}
      label={label}
      value={v[k]}
      onChange={(ev) => set(k)(ev.target.value)}
      errors={e[k]}
      {...extra}
    />
  );
  const select = (k: keyof Valores, label: string, options: Option[], placeholder: string | false) => (
    <SelectField
      id={`consulta-${k}`}
      label={label}
      options={options}
      placeholder={placeholder}
      value={v[k]}
      onChange={(ev) => set(k)(ev.target.value)}
      errors={e[k]}
    />
  );

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...v,
      estadoClave: v.estadoClave || null,
      fechaResolucion: v.fechaResolucion || null,
      respuesta: v.respuesta.trim() || null,
      usuarioResponsableId: v.usuarioResponsableId ? Number(v.usuarioResponsableId) : null,
    };
    const res = await action.run<ConsultaRecord>('PUT', `/consultas/${props.consulta.Id}`, body);
    if (res.ok && res.data) {
      setV(valoresDe(res.data));
      await router.reload();
    }
  }

  return (
    <form noValidate onSubmit={guardar} className="grid gap-6" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t.secciones.gestion}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {select('estadoClave', t.campos.estado, props.estados, t.sinEstado)}
          {select('usuarioResponsableId', t.campos.responsable, props.responsables, t.sinResponsable)}
          {texto('fechaResolucion', t.campos.fechaResolucion, { type: 'date', optional: true })}
          {select('origen', t.campos.origen, props.origenes, false)}
        </div>
        <TextAreaField
          id="consulta-respuesta"
          label={t.campos.respuesta}
          hint={t.campos.respuestaAyuda}
          optional
          rows={6}
          value={v.respuesta}
          onChange={(ev) => set('respuesta')(ev.target.value)}
          errors={e.respuesta}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t.secciones.consulta}</legend>
        {texto('nombre', t.campos.nombre, { required: true })}
        <div className="grid gap-4 sm:grid-cols-2">
          {select('tipoDocumentoIdentidadClave', t.campos.tipoDocumento, props.tiposDocumento, false)}
          {texto('documentoIdentidad', t.campos.documento, { required: true })}
          {texto('direccionEmail', t.campos.email, { type: 'email', required: true })}
          {texto('telefono', t.campos.telefono, { type: 'tel', required: true })}
        </div>
        <TextAreaField
          id="consulta-texto"
          label={t.campos.texto}
          rows={6}
          required
          value={v.texto}
          onChange={(ev) => set('texto')(ev.target.value)}
          errors={e.texto}
        />
      </fieldset>
      <ActionFeedback action={action} />
      <EnviarFila busy={action.busy} texto={t.guardar} enviando={t.guardando} />
    </form>
  );
}
