'use client';

import { procesosUi as t } from '../../i18n/procesos.ts';
import type { useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/feedback.tsx';

/** Guardar / Cancelar and the error banner closing a process's inline forms (file types, templates). */
export function PieSubformulario(props: { action: ReturnType<typeof useApiAction>; onCancel: () => void }) {
  const { action } = props;
  return (
    <>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={action.busy}>
          {action.busy ? t.guardando : t.guardar}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t.cancelar}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <ErrorBanner message={action.banner} onClose={action.clearBanner} />
      </div>
    </>
  );
}
