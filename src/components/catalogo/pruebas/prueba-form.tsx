'use client';

import type { FormEvent } from 'react';
import type { EvidenciaOpcion } from '../../../domain/catalogo/pruebas-opciones.ts';
import { catalogoPruebas as api, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, FieldErrors, type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { useRouter } from '../../ui/router.tsx';
import { useFormFields } from '../comun/use-form-fields.ts';
import { focusFirst, validarPrueba } from './validar.ts';

interface PruebaValues {
  descripcion: string;
  aclaraciones: string;
  manualId: string;
  formularioId: string;
  tipoClave: string;
  activo: boolean;
  evidencias: number[];
}

/** Element ids of the fields whose id is not `prueba-<field>`. */
const IDS: Record<string, string> = { manualId: 'prueba-manual', formularioId: 'prueba-formulario', tipoClave: 'prueba-tipo' };

/**
 * A test: new (POST /pruebas with its evidences at once) or edit (PUT, then
 * POST …/evidencias/reasignar when the evidences changed). The evidences offered are those of
 * the chosen manual; the manual of an existing test is fixed.
 */
export function PruebaForm(props: {
  pruebaId?: number;
  initial: PruebaValues;
  manuales: Option[];
  formularios: Option[];
  tipos: Option[];
  evidencias: EvidenciaOpcion[];
  readOnly?: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const f = useFormFields({
    initial: props.initial,
    action,
    idOf: (k) => IDS[k] ?? `prueba-${k}`,
    alsoSet: (k) => (k === 'manualId' ? { evidencias: [] } : {}),
  });
  const v = f.values;
  const evidenciasManual = props.evidencias.filter((e) => String(e.ManualId) === v.manualId);
  const toggle = (id: number, on: boolean) =>
    f.setValues((s) => ({ ...s, evidencias: on ? [...s.evidencias, id] : s.evidencias.filter((x) => x !== id) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validarPrueba(v);
    f.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirst(errors, f.id);
    const { evidencias, ...campos } = v;
    const body = {
      ...campos,
      manualId: v.manualId || null,
      formularioId: v.formularioId || null,
      tipoClave: v.tipoClave || null,
    };
    if (!props.pruebaId) {
      const res = await action.run<{ Id: number }>('POST', '/pruebas', { ...body, evidencias }, { success: api.pruebaCreada });
      if (res.ok && res.data) await router.push(`/prueba/${res.data.Id}` as never);
      return;
    }
    const changed = [...evidencias].sort().join() !== [...props.initial.evidencias].sort().join();
    const res = await action.run('PUT', `/pruebas/${props.pruebaId}`, body, { success: changed ? null : t.guardado });
    if (!res.ok) return;
    if (changed)
      await action.run('POST', `/pruebas/${props.pruebaId}/evidencias/reasignar`, { evidencias }, { success: t.guardado });
    await router.reload();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset disabled={props.readOnly || action.busy} className="contents">
        <TextAreaField {...f.text('descripcion')} label={t.descripcion} rows={2} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...f.text('manualId')}
            label={t.manual}
            options={props.manuales}
            disabled={!!props.pruebaId || props.readOnly}
            hint={props.pruebaId ? undefined : t.soloManualesEdicion}
            required
          />
          <SelectField {...f.text('formularioId')} label={t.formulario} options={props.formularios} required />
          <SelectField {...f.text('tipoClave')} label={t.tipoPrueba} options={props.tipos} placeholder={t.sinTipo} optional />
          <div className="flex items-end pb-2">
            <CheckboxField {...f.check('activo')} label={t.activa} />
          </div>
        </div>
        <TextAreaField {...f.text('aclaraciones')} label={t.aclaraciones} rows={3} optional />
        <fieldset className="flex flex-col gap-2" aria-describedby="prueba-evidencias-ayuda">
          <legend className="text-sm font-semibold text-slate-900">{t.evidencias}</legend>
          <p id="prueba-evidencias-ayuda" className="text-sm text-slate-700">
            {!v.manualId ? t.eligeManual : evidenciasManual.length === 0 ? t.sinEvidenciasManual : t.evidenciasAyuda}
          </p>
          <div className="grid gap-1 sm:grid-cols-2">
            {evidenciasManual.map((e) => (
              <CheckboxField
                key={e.Id}
                id={`prueba-evidencia-${e.Id}`}
                label={`${e.Codigo} · ${e.Descripcion}`}
                checked={v.evidencias.includes(e.Id)}
                onChange={(on) => toggle(e.Id, on)}
              />
            ))}
          </div>
          <FieldErrors id="prueba-evidencias" errors={f.errs('evidencias')} />
        </fieldset>
        {props.readOnly ? null : (
          <div>
            <Button type="submit" variant="primary">
              {props.pruebaId ? t.guardar : t.crear}
            </Button>
          </div>
        )}
      </fieldset>
      <ActionFeedback action={action} />
    </form>
  );
}
