'use client';

import { fechaEs } from '../../../domain/shared/fechas.ts';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { RecordForm, useRecordForm } from '../comun/record-form.tsx';
import type { ManualValues } from './valores.ts';

type Errors = Partial<Record<keyof ManualValues, string[]>>;

/** The browser's first pass with the spec's messages; the server checks everything again. */
function validateManual(v: ManualValues): Errors {
  const e: Errors = {};
  for (const k of ['codigo', 'nombre', 'version', 'mapaId'] as const) if (!v[k].trim()) e[k] = [validacion.required];
  return e;
}

/** States a manual may be put in from this form: its own, and obsoleto once vigente. */
const estadosPosibles = (actual: string) => (actual === 'vigente' ? ['vigente', 'obsoleto'] : [actual]);

/**
 * Create (POST /manuales) or edit (PUT /manuales/{id}) a manual. On a published manual the
 * identity fields are read-only (the server refuses them anyway, ADR 0010).
 */
export function ManualForm(props: {
  manualId?: number;
  initial: ManualValues;
  mapas: Option[];
  /** The stored state (edit only); drives what is frozen. */
  estadoActual?: string;
  fechaPublicacion?: string | null;
  readOnly?: boolean;
}) {
  const f = useRecordForm({
    recordId: props.manualId,
    api: '/manuales',
    page: '/manual/gestion',
    success: t.guardado,
    initial: props.initial,
    validate: validateManual,
    payload: (values, alta) => ({
      codigo: values.codigo.trim(),
      nombre: values.nombre.trim(),
      version: values.version.trim(),
      mapaId: Number(values.mapaId),
      ...(alta ? {} : { estadoClave: values.estadoClave }),
      descripcion: values.descripcion || null,
      enlace: values.enlace.trim() || null,
      fechaCierre: values.fechaCierre || null,
      publico: values.publico,
    }),
  });
  const { alta } = f;
  const publicado = !alta && props.estadoActual !== 'edicion';

  return (
    <RecordForm form={f} legend={alta ? t.altaManual : t.manual} readOnly={props.readOnly} texts={t}>
      <TextField {...f.text('codigo')} label={t.campos.codigo} required maxLength={50} readOnly={publicado} />
      <TextField {...f.text('version')} label={t.campos.version} required maxLength={20} readOnly={publicado} />
      <TextField
        {...f.text('nombre')}
        label={t.campos.nombre}
        required
        maxLength={200}
        className="sm:col-span-2"
        readOnly={publicado}
      />
      <SelectField {...f.text('mapaId')} label={t.campos.mapaId} required disabled={publicado} options={props.mapas} />
      {alta ? null : (
        <SelectField
          {...f.text('estadoClave')}
          label={t.campos.estadoClave}
          placeholder={false}
          options={estadosPosibles(props.estadoActual ?? 'edicion').map((e) => ({ value: e, label: t.estados[e] ?? e }))}
        />
      )}
      <TextAreaField {...f.text('descripcion')} label={t.campos.descripcion} optional className="sm:col-span-2" />
      <TextField {...f.text('enlace')} label={t.campos.enlace} optional type="url" maxLength={500} />
      <TextField {...f.text('fechaCierre')} label={t.campos.fechaCierre} optional type="date" />
      {alta ? null : (
        <TextField
          id={f.id('fechaPublicacion')}
          label={t.campos.fechaPublicacion}
          hint={t.ayudaFechaPublicacion}
          readOnly
          value={fechaEs(props.fechaPublicacion)}
        />
      )}
      <CheckboxField {...f.check('publico')} label={t.campos.publico} />
    </RecordForm>
  );
}
