'use client';

import { Copy } from 'lucide-react';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/feedback.tsx';
import { useRouter } from '../ui/router.tsx';

/**
 * Clone a process: GET /procesos/{id} with every list and, only if that
 * answered 200/201, POST /procesos/importar with the record. Without a code the server names
 * the copy `<Codigo>-COPIA`; the copy's page then opens so its data can be reviewed.
 */
export function ClonarProceso(props: { procesoId: number; codigo: string }) {
  const router = useRouter();
  const action = useApiAction();
  async function clonar() {
    const leido = await action.run<Record<string, unknown>>('GET', `/procesos/${props.procesoId}`, undefined, { success: null });
    if (!leido.ok || (leido.status !== 200 && leido.status !== 201) || !leido.data) return;
    const { Id: _id, ...registro } = leido.data;
    const res = await action.run<{ Id: number }>('POST', '/procesos/importar', registro, { success: null });
    if (res.ok && res.data?.Id) await router.push(`/proceso/${res.data.Id}?clonado=1` as never);
  }
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" size="sm" onClick={clonar} disabled={action.busy} aria-label={t.clonarProceso(props.codigo)}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        {action.busy ? t.clonando : t.clonar}
      </Button>
      <ErrorBanner message={action.banner} onClose={action.clearBanner} />
    </div>
  );
}
