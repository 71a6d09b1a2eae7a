'use client';

import { Send } from 'lucide-react';
import { faltaParaPublicar } from '../../../domain/catalogo/manuales-requisitos.ts';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { ConfirmButton } from '../../ui/feedback.tsx';
import { useRouter } from '../../ui/router.tsx';

/**
 * Publishes a manual in edition after confirmation. What the page already knows is missing (its
 * file, any block) is said before asking; a refusal (an empty block…) shows the server's reason.
 */
export function PublicarButton({
  manualId,
  tieneFichero,
  bloques,
}: {
  manualId: number;
  tieneFichero: boolean;
  bloques: number;
}) {
  const router = useRouter();
  const action = useApiAction();
  async function publicar() {
    const res = await action.run('POST', `/manuales/${manualId}/publicar`, undefined, { success: t.publicado });
    if (res.ok) await router.reload();
  }
  return (
    <div className="flex flex-col gap-2">
      <ConfirmButton
        question={t.publicarPregunta}
        check={() => action.check(faltaParaPublicar({ tieneFichero, bloques }))}
        onConfirm={publicar}
        variant="primary"
        disabled={action.busy}
      >
        <Send aria-hidden="true" className="h-4 w-4" />
        {t.publicar}
      </ConfirmButton>
      <ActionFeedback action={action} />
    </div>
  );
}
