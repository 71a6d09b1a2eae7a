'use client';

import type { FormEvent } from 'react';
import { catalogoPruebas as api, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';
import { useFormFields } from '../comun/use-form-fields.ts';
import { focusFirst, validarFormulario } from './validar.ts';

interface FormularioValues {
  titulo: string;
  aclaraciones: string;
  minimo: string;
}

/** The form's own fields (title, clarifications, minimum): POST on /formulario, PUT on its page. */
export function FormularioForm(props: { formularioId?: number; initial?: FormularioValues; readOnly?: boolean }) {
  const router = useRouter();
  const action = useApiAction();
  const f = useFormFields({
    initial: props.initial ?? { titulo: '', aclaraciones: '', minimo: '0' },
    action,
    idOf: (k) => `formulario-${k}`,
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validarFormulario(f.values);
    f.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirst(errors, f.id);
    if (props.formularioId) {
      await action.run('PUT', `/formularios/${props.formularioId}`, f.values, { success: t.guardado });
      return;
    }
    const res = await action.run<{ Id: number }>('POST', '/formularios', f.values, { success: api.formularioCreado });
    if (res.ok && res.data) await router.push(`/formulario/${res.data.Id}` as never);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset disabled={props.readOnly || action.busy} className="contents">
        <TextField {...f.text('titulo')} label={t.titulo} required />
        <TextAreaField {...f.text('aclaraciones')} label={t.aclaraciones} optional rows={3} />
        <TextField
          {...f.text('minimo')}
          label={t.minimoFormulario}
          hint={t.minimoFormularioAyuda}
          inputMode="numeric"
          className="max-w-xs"
        />
        {props.readOnly ? null : (
          <div>
            <Button type="submit" variant="primary">
              {props.formularioId ? t.guardar : t.crear}
            </Button>
          </div>
        )}
      </fieldset>
      <ActionFeedback action={action} />
    </form>
  );
}

/**
 * Clone: GET formularios/{id}, and only if that answers 200 or 201, POST
 * formularios/importar with the same JSON without its Id; then open the clone.
 */
export function ClonarFormulario({ formularioId, titulo }: { formularioId: number; titulo: string }) {
  const router = useRouter();
  const action = useApiAction();
  async function clonar() {
    const read = await action.run<Record<string, unknown>>('GET', `/formularios/${formularioId}`, undefined, { success: null });
    if (!(read.status === 200 || read.status === 201) || !read.data) return;
    const { Id: _, ...payload } = read.data;
    const res = await action.run<{ Id: number }>('POST', '/formularios/importar', payload, { success: t.clonado });
    if (res.ok && res.data) await router.push(`/formulario/${res.data.Id}` as never);
  }
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={clonar}
        disabled={action.busy}
        aria-label={t.clonarFormulario(titulo)}
      >
        {t.clonar}
      </Button>
      <ActionFeedback action={action} />
    </>
  );
}
