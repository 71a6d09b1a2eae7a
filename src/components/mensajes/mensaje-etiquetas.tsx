'use client';

import { useState } from 'react';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { CasillasEtiquetas } from '../shared/casillas-etiquetas.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { useRouter } from '../ui/router.tsx';

type Etiqueta = { Id: number; Nombre: string; Color: string };

/** The agency's tags (type MEN) of one message: reasignar replaces the whole set. */
export function MensajeEtiquetas(props: { mensajeId: number; asunto: string; disponibles: Etiqueta[]; actuales: number[] }) {
  const router = useRouter();
  const action = useApiAction();
  const [marcadas, setMarcadas] = useState(new Set(props.actuales));
  if (props.disponibles.length === 0) return null;
  const guardar = async () => {
    const res = await action.run('POST', `/mensajes/${props.mensajeId}/etiquetas/reasignar`, { etiquetas: [...marcadas] });
    if (res.ok) await router.reload();
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">
        {t.etiquetas}: {props.asunto}
      </legend>
      <CasillasEtiquetas
        etiquetas={props.disponibles}
        marcadas={marcadas}
        onChange={setMarcadas}
        claseEtiqueta="inline-flex items-center gap-1 text-sm"
        claseCasilla="h-4 w-4 accent-brand"
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={guardar}
        disabled={action.busy}
        aria-label={`${t.guardar} ${t.etiquetas}: ${props.asunto}`}
      >
        {t.guardar}
      </Button>
      <ActionFeedback action={action} />
    </fieldset>
  );
}
