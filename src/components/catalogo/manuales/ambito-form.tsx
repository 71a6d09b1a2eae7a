'use client';

import { type FormEvent, useId, useState } from 'react';
import { useRouter } from 'waku';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-controls.tsx';

/** Create (POST /ambitos) or rename (PUT /ambitos/{id}) a scope. */
export function AmbitoForm({ ambitoId, nombre: initial = '' }: { ambitoId?: number; nombre?: string }) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const [nombre, setNombre] = useState(initial);
  const [error, setError] = useState<string[] | undefined>();
  const alta = ambitoId === undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!nombre.trim()) return setError([validacion.required]);
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/ambitos' : `/ambitos/${ambitoId}`,
      { nombre: nombre.trim() },
      {
        success: t.guardado,
      },
    );
    if (!res.ok) return;
    if (alta && res.data?.Id) await router.push(`/ambito/${res.data.Id}?guardado=1`);
    else await router.reload();
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-xl gap-4" aria-busy={action.busy || undefined}>
      <TextField
        id={`${base}-nombre`}
        label={t.nombre}
        required
        maxLength={200}
        value={nombre}
        onChange={(e) => {
          setNombre(e.target.value);
          setError(undefined);
          action.clearField('nombre');
        }}
        errors={error ?? action.fieldErrors.nombre}
      />
      <div>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? t.guardando : t.guardar}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </form>
  );
}
