'use client';

import { useState } from 'react';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { ConfirmButton, ErrorBanner } from '../ui/feedback.tsx';
import { useRouter } from '../ui/router.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import { callApi } from './api.ts';
import { ActivoBadge } from './badges.tsx';

/**
 * Activate or deactivate the account (PATCH { activo }), after a confirmation. The server
 * ends every session of a deactivated user; nobody can deactivate themselves.
 */
export function Activacion(props: { usuarioId: number; activo: boolean; propia: boolean; instancia: string }) {
  const router = useRouter();
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(activo: boolean) {
    setBusy(true);
    const res = await callApi('PATCH', `/usuarios/${props.usuarioId}`, { activo }, { instancia: props.instancia });
    setBusy(false);
    if (!res.ok) {
      setBanner(res.message ?? errores.generico);
      return;
    }
    setBanner(null);
    showSuccess();
    await router.reload();
  }

  return (
    <div className="grid gap-3" aria-busy={busy || undefined}>
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        <ActivoBadge activo={props.activo} />
        {props.activo ? t.cuentaActiva : t.cuentaInactiva}
      </p>
      {props.propia && props.activo ? null : (
        <div>
          <ConfirmButton
            question={props.activo ? t.confirmarDesactivar : t.confirmarActivar}
            onConfirm={() => change(!props.activo)}
            disabled={busy}
            size="md"
          >
            {props.activo ? t.desactivar : t.activar}
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}
