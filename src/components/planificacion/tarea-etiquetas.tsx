'use client';

import { useState } from 'react';
import { tareasUi } from '../../i18n/autoevaluacion-plan.ts';
import { CasillasEtiquetas } from '../shared/casillas-etiquetas.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { useRouter } from '../ui/router.tsx';
import { ColorTag } from '../ui/tag.tsx';

const t = tareasUi.etiquetas;

/** The task's tags among the self-assessment's task tags (reasignar replaces the whole set). */
export function TareaEtiquetas(props: {
  tareaId: number;
  disponibles: Array<{ Id: number; Nombre: string; Color: string }>;
  actuales: number[];
  editable: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [marcadas, setMarcadas] = useState(new Set(props.actuales));
  if (props.disponibles.length === 0) return <p className="text-slate-700">{t.vacio}</p>;
  if (!props.editable) {
    const propias = props.disponibles.filter((e) => props.actuales.includes(e.Id));
    return (
      <ul className="flex flex-wrap gap-2">
        {propias.map((e) => (
          <li key={e.Id}>
            <ColorTag color={e.Color}>{e.Nombre}</ColorTag>
          </li>
        ))}
      </ul>
    );
  }
  async function guardar() {
    const res = await action.run('POST', `/autoevaluaciones/tareas/${props.tareaId}/etiquetas/reasignar`, {
      etiquetas: [...marcadas],
    });
    if (res.ok) await router.reload();
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t.titulo}</legend>
      <div className="flex flex-wrap gap-4">
        <CasillasEtiquetas
          etiquetas={props.disponibles}
          marcadas={marcadas}
          onChange={setMarcadas}
          claseEtiqueta="inline-flex items-center gap-2"
          claseCasilla="h-5 w-5 accent-brand"
        />
      </div>
      <div>
        <Button variant="secondary" onClick={guardar} disabled={action.busy}>
          {t.guardar}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </fieldset>
  );
}
