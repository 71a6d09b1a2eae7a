'use client';

import { type FormEvent, useState } from 'react';
import { estadosEstandar, estandarUi as t } from '../../../i18n/autoevaluacion-area.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';

/**
 * The team's verdict on a standard: status (C, CUR, PTE, NC, not applicable) and
 * justification, saved with the version read. A 409 (someone saved in between) reloads the
 * page's record and says so; nothing is overwritten silently. The evaluation area passes its
 * own `opciones` (met, not met, not applicable: shown as radio buttons, arrow keys move between
 * them) and `textos` (labels), and saves through the same PATCH on its record.
 */
export function VeredictoForm(props: {
  autoevaluacionId: number;
  estandarId: number;
  estado: string;
  justificacion: string | null;
  version: number;
  editable: boolean;
  opciones?: Record<string, string>;
  textos?: { estado: string; justificacion: string };
}) {
  const textos = props.textos ?? { estado: t.estado, justificacion: t.justificacion };
  const router = useRouter();
  const action = useApiAction();
  const [estado, setEstado] = useState(props.estado);
  const [justificacion, setJustificacion] = useState(props.justificacion ?? '');
  const [aviso, setAviso] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAviso(null);
    const res = await action.run('PATCH', `/autoevaluaciones/${props.autoevaluacionId}/estandares/${props.estandarId}`, {
      estado,
      justificacion,
      version: props.version,
    });
    if (res.status === 409 || res.ok) {
      await router.reload();
      if (res.status === 409) {
        action.clearBanner();
        setAviso(t.recargado);
      }
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      {aviso ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {aviso}
        </p>
      ) : null}
      {props.opciones ? (
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-900">{textos.estado}</legend>
          <div className="flex flex-wrap gap-2">
            {Object.entries(props.opciones).map(([k, nombre]) => (
              <label
                key={k}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-slate-900 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-slate-900"
              >
                <input
                  type="radio"
                  name="veredicto-estado"
                  value={k}
                  checked={estado === k}
                  disabled={!props.editable}
                  onChange={() => setEstado(k)}
                  className="h-4 w-4 accent-slate-900"
                />
                {nombre}
              </label>
            ))}
          </div>
          <FieldErrors id="veredicto-estado" errors={action.fieldErrors.estado} />
        </fieldset>
      ) : (
        <div className="grid gap-1">
          <label htmlFor="veredicto-estado" className="font-semibold text-slate-900">
            {textos.estado}
          </label>
          <select
            id="veredicto-estado"
            value={estado}
            disabled={!props.editable}
            onChange={(e) => setEstado(e.target.value)}
            className={`${inputClass} max-w-xs`}
          >
            {Object.entries(estadosEstandar).map(([k, nombre]) => (
              <option key={k} value={k}>
                {nombre}
              </option>
            ))}
          </select>
          <FieldErrors id="veredicto-estado" errors={action.fieldErrors.estado} />
        </div>
      )}
      <div className="grid gap-1">
        <label htmlFor="veredicto-justificacion" className="font-semibold text-slate-900">
          {textos.justificacion}
        </label>
        <textarea
          id="veredicto-justificacion"
          rows={5}
          value={justificacion}
          readOnly={!props.editable}
          onChange={(e) => setJustificacion(e.target.value)}
          className={`${inputClass} h-auto min-h-28`}
        />
        <FieldErrors id="veredicto-justificacion" errors={action.fieldErrors.justificacion} />
      </div>
      {props.editable ? (
        <div>
          <Button type="submit" disabled={action.busy}>
            {t.guardar}
          </Button>
        </div>
      ) : null}
      <ActionFeedback action={action} />
    </form>
  );
}
