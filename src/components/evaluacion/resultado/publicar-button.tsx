'use client';

import { Send } from 'lucide-react';
import { publicacionApi, resultadoUi as t } from '../../../i18n/evaluacion-resultado.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { ConfirmButton } from '../../ui/feedback.tsx';
import { useRouter } from '../../ui/router.tsx';

/**
 * Publishes the evaluation after a confirmation that says what will happen (the spec's finish
 * call on the evaluation record: PUT /autoevaluaciones/{id}/finalizar). A refusal (what is
 * missing, already published) shows the server's Spanish message; success reloads the page,
 * which is then read-only.
 */
export function PublicarButton(props: { autoevaluacionId: number; resultado: string; nivel: string | null }) {
  const router = useRouter();
  const action = useApiAction();
  async function publicar() {
    const res = await action.run('PUT', `/autoevaluaciones/${props.autoevaluacionId}/finalizar`, undefined, {
      success: publicacionApi.publicada,
    });
    if (res.ok) await router.reload();
  }
  return (
    <div className="grid gap-2">
      <div>
        <ConfirmButton
          variant="primary"
          size="md"
          question={t.confirmarPublicar(props.resultado, props.nivel)}
          onConfirm={publicar}
          disabled={action.busy}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {action.busy ? t.publicando : t.publicar}
        </ConfirmButton>
      </div>
      <ActionFeedback action={action} />
    </div>
  );
}
