'use client';

import { type FormEvent, useEffect, useState } from 'react';
import { evidenciasUi, evidenciaUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { EnviarFila } from '../../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { TextAreaField } from '../../ui/fields.tsx';
import { useRouter } from '../../ui/router.tsx';

/**
 * The team's verdict on an evidence: status (C, PTE, NC, or NA for not applicable) and
 * justification, sent with the version read. A 409 (someone changed it meanwhile) reloads the
 * page's record and says so, so nobody overwrites a colleague's change without seeing it. The
 * evaluation area passes its own `opciones` (met, not met, not applicable) and `etiqueta` for
 * the text (the evaluator's comment), and saves through the same PATCH on its record.
 */
export function ValoracionForm(props: {
  autoevaluacionId: number;
  evidenciaId: number;
  estado: string;
  justificacion: string | null;
  version: number;
  readOnly: boolean;
  opciones?: Record<string, string>;
  etiqueta?: string;
  etiquetaEstado?: string;
}) {
  const opciones = props.opciones ?? Object.fromEntries(evidenciasUi.estados.map((c) => [c, evidenciasUi.estadoNombre(c)]));
  const router = useRouter();
  const action = useApiAction();
  const [estado, setEstado] = useState(props.estado);
  const [justificacion, setJustificacion] = useState(props.justificacion ?? '');
  // A reload (after saving, or after a 409) brings the stored record: the form takes it.
  useEffect(() => {
    setEstado(props.estado);
    setJustificacion(props.justificacion ?? '');
  }, [props.estado, props.justificacion]);

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const res = await action.run('PATCH', `/autoevaluaciones/${props.autoevaluacionId}/evidencias/${props.evidenciaId}`, {
      estado,
      justificacion: justificacion.trim() || null,
      version: props.version,
    });
    // On 409 the banner keeps the server's explanation while the page reloads the record.
    if (res.ok || res.status === 409) await router.reload();
  }

  return (
    <form noValidate onSubmit={guardar} className="grid gap-4" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-slate-900">{props.etiquetaEstado ?? t.estado}</legend>
        <div className="flex flex-wrap gap-4">
          {Object.entries(opciones).map(([c, nombre]) => (
            <label key={c} className="inline-flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name="estado"
                value={c}
                checked={estado === c}
                disabled={props.readOnly}
                onChange={() => setEstado(c)}
                className="h-5 w-5 accent-brand"
              />
              {nombre}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id="evidencia-justificacion"
        label={props.etiqueta ?? t.justificacion}
        optional
        rows={4}
        maxLength={4000}
        value={justificacion}
        disabled={props.readOnly}
        errors={action.fieldErrors.justificacion}
        onChange={(e) => setJustificacion(e.target.value)}
      />
      {props.readOnly ? null : <EnviarFila busy={action.busy} texto={t.guardar} enviando={t.guardando} />}
      <ActionFeedback action={action} />
    </form>
  );
}
