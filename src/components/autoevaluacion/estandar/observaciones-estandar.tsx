'use client';

import { type FormEvent, useState } from 'react';
import { useRouter } from 'waku';
import type { ObservacionEstandar } from '../../../domain/autoevaluacion/estandares-observaciones.ts';
import { estandarUi as t } from '../../../i18n/autoevaluacion-area.ts';
import { ObservacionItem } from '../../shared/observacion-item.tsx';
import { ActionFeedback, DeleteButton, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';

/** The team's observations on a standard: the list, a new one, and deleting one's own (after confirming). */
export function ObservacionesEstandar(props: {
  autoevaluacionId: number;
  estandarId: number;
  registros: ObservacionEstandar[];
  editable: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [texto, setTexto] = useState('');

  const anadir = async (e: FormEvent) => {
    e.preventDefault();
    const res = await action.run(
      'POST',
      `/autoevaluaciones/${props.autoevaluacionId}/estandares/${props.estandarId}/observaciones`,
      { observacion: texto },
      { success: t.observacionAnadida },
    );
    if (res.ok) {
      setTexto('');
      await router.reload();
    }
  };

  return (
    <div className="grid gap-3">
      {props.registros.length === 0 ? (
        <p className="text-slate-800">{t.sinObservaciones}</p>
      ) : (
        <ul className="grid gap-2">
          {props.registros.map((r) => (
            <ObservacionItem key={r.Id} registro={r}>
              {props.editable && r.EsAutor ? (
                <DeleteButton path={`/autoevaluaciones/estandares/observaciones/${r.Id}`} label={t.eliminar} />
              ) : null}
            </ObservacionItem>
          ))}
        </ul>
      )}
      {props.editable ? (
        <form onSubmit={anadir} className="grid gap-2">
          <label htmlFor="observacion-nueva" className="font-semibold text-slate-900">
            {t.nuevaObservacion}
          </label>
          <textarea
            id="observacion-nueva"
            rows={3}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            className={inputClass}
          />
          <FieldErrors id="observacion-nueva" errors={action.fieldErrors.observacion} />
          <div>
            <Button type="submit" variant="secondary" disabled={action.busy}>
              {t.anadir}
            </Button>
          </div>
        </form>
      ) : null}
      <ActionFeedback action={action} />
    </div>
  );
}
