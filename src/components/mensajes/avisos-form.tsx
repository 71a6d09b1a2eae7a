'use client';

import { useId, useState } from 'react';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';

/** The person's own choice: a mail on each new message in their projects, or not (PUT mensajes/avisos on change). */
export function AvisosMensajesForm({ correo }: { correo: boolean }) {
  const action = useApiAction();
  const id = useId();
  const [activo, setActivo] = useState(correo);
  const cambiar = async (valor: boolean) => {
    setActivo(valor);
    const res = await action.run('PUT', '/mensajes/avisos', { correo: valor });
    if (!res.ok) setActivo(!valor);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="h-6 w-6 accent-brand"
          checked={activo}
          disabled={action.busy}
          onChange={(e) => void cambiar(e.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t.avisosAyuda}
        </label>
      </div>
      <ActionFeedback action={action} />
    </div>
  );
}
