'use client';

import type { FormEvent } from 'react';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { TextField } from '../../ui/form-controls.tsx';
import { SaveFooter, useSaveRecord } from '../comun/record-form.tsx';
import { useFormFields } from '../comun/use-form-fields.ts';

/** Create (POST /ambitos) or rename (PUT /ambitos/{id}) a scope. */
export function AmbitoForm({ ambitoId, nombre = '' }: { ambitoId?: number; nombre?: string }) {
  const { action, save } = useSaveRecord({ recordId: ambitoId, api: '/ambitos', page: '/ambito', success: t.guardado });
  const f = useFormFields({ initial: { nombre }, action });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!f.values.nombre.trim()) return f.setErrors({ nombre: [validacion.required] });
    await save({ nombre: f.values.nombre.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-xl gap-4" aria-busy={action.busy || undefined}>
      <TextField {...f.text('nombre')} label={t.nombre} required maxLength={200} />
      <SaveFooter action={action} guardar={t.guardar} guardando={t.guardando} />
    </form>
  );
}
