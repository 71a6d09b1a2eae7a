'use client';

import { type FormEvent, useId, useState } from 'react';
import { subsanacionPaginas as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { FieldErrors } from '../ui/fields.tsx';
import { inputClass } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';

/** The team's answer to the evaluator's comment on one returned standard. */
export function RespuestaForm(props: {
  subsanacionId: number;
  estandarId: number;
  codigo: string;
  respuesta: string | null;
  version: number;
}) {
  const router = useRouter();
  const action = useApiAction();
  const id = useId();
  const [respuesta, setRespuesta] = useState(props.respuesta ?? '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await action.run(
      'PATCH',
      `/autoevaluaciones/subsanaciones/${props.subsanacionId}/estandares/${props.estandarId}`,
      { respuesta, version: props.version },
    );
    // On 409 the banner keeps the server's reason and the page shows the colleague's answer.
    if (res.ok || res.status === 409) await router.reload();
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="font-semibold text-slate-900">
        {t.tuRespuesta} ({props.codigo})
      </label>
      <textarea
        id={id}
        rows={3}
        value={respuesta}
        onChange={(e) => setRespuesta(e.target.value)}
        className={`${inputClass} h-auto min-h-20`}
      />
      <FieldErrors id={id} errors={action.fieldErrors.respuesta} />
      <div>
        {/* One per returned standard on the page: the name says which (it keeps the visible words, WCAG 2.5.3). */}
        <Button type="submit" variant="secondary" disabled={action.busy} aria-label={`${t.guardarRespuesta} (${props.codigo})`}>
          {t.guardarRespuesta}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </form>
  );
}

/** Resubmits the round (confirmation first): the round closes and the evaluation resumes. */
export function ReenviarButton(props: { subsanacionId: number }) {
  const router = useRouter();
  const action = useApiAction();
  async function reenviar() {
    const res = await action.run('POST', `/autoevaluaciones/subsanaciones/${props.subsanacionId}/reenviar`, undefined, {
      success: null,
    });
    if (res.ok || res.status === 409) await router.reload();
  }
  return (
    <div className="flex flex-col gap-2">
      <div>
        <ConfirmButton question={t.reenviarConfirmar} onConfirm={reenviar} variant="primary" size="md" disabled={action.busy}>
          {action.busy ? t.enviando : t.reenviar}
        </ConfirmButton>
      </div>
      <ActionFeedback action={action} />
    </div>
  );
}
