'use client';

import { type FormEvent, useState } from 'react';
import { useRouter } from 'waku';
import { tareasUi } from '../../i18n/autoevaluacion-plan.ts';
import { validacion } from '../../i18n/validacion.ts';
import { ObservacionItem } from '../shared/observacion-item.tsx';
import { ActionFeedback, DeleteButton, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/fields.tsx';

const t = tareasUi.observaciones;

export interface ObservacionTarea {
  Id: number;
  Observacion: string;
  Auditoria: { Alta: { Nombre: string | null; Fecha: string | null } };
}

/** The task's observations; the team adds and deletes them while the self-assessment is open. */
export function TareaObservaciones(props: { tareaId: number; registros: ObservacionTarea[]; editable: boolean }) {
  const router = useRouter();
  const action = useApiAction();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string[] | undefined>();

  async function anadir(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setError([validacion.required]);
    const res = await action.run('POST', `/autoevaluaciones/tareas/${props.tareaId}/observaciones`, {
      observacion: texto.trim(),
    });
    if (!res.ok) return setError(res.fieldErrors.observacion);
    setTexto('');
    await router.reload();
  }

  return (
    <div className="grid gap-3">
      {props.registros.length === 0 ? (
        <p className="text-slate-700">{t.vacio}</p>
      ) : (
        <ol className="grid gap-2">
          {props.registros.map((o, i) => (
            <ObservacionItem key={o.Id} registro={o}>
              {props.editable ? (
                <DeleteButton path={`/autoevaluaciones/tareas/observaciones/${o.Id}`} ariaLabel={t.eliminar(i + 1)} />
              ) : null}
            </ObservacionItem>
          ))}
        </ol>
      )}
      {props.editable ? (
        <form noValidate onSubmit={anadir} className="grid gap-3" aria-busy={action.busy || undefined}>
          <TextAreaField
            id="tarea-observacion-nueva"
            label={t.nueva}
            required
            value={texto}
            errors={error}
            onChange={(e) => {
              setTexto(e.target.value);
              setError(undefined);
            }}
          />
          <div>
            <Button type="submit" disabled={action.busy}>
              {action.busy ? t.anadiendo : t.anadir}
            </Button>
          </div>
        </form>
      ) : null}
      <ActionFeedback action={action} />
    </div>
  );
}
