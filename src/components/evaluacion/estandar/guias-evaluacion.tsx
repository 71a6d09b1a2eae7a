'use client';

import { type FormEvent, useState } from 'react';
import { useRouter } from 'waku';
import type { GuiaEvaluacion } from '../../../domain/evaluacion/estandar.ts';
import { guiasUi as t } from '../../../i18n/evaluacion-area.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';

type Tipo = 'areasMejora' | 'fortalezas';

/**
 * The manual's evaluation guides of a standard. A guide that generates an improvement area or
 * a strength offers it in one click: an editable text (the guide's, to start with) saved on
 * the evaluation through the same call as the team's (POST autoevaluaciones/{id}/areasMejora |
 * fortalezas, linked to the standard).
 */
export function GuiasEvaluacion(props: {
  evaluacionId: number;
  estandarId: number;
  guias: GuiaEvaluacion[];
  editable: boolean;
  sinGuias: string;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [abierta, setAbierta] = useState<{ guia: number; tipo: Tipo } | null>(null);
  const [texto, setTexto] = useState('');

  const abrir = (g: GuiaEvaluacion, tipo: Tipo) => {
    setAbierta({ guia: g.Id, tipo });
    setTexto(g.Descripcion);
  };

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    if (!abierta) return;
    const res = await action.run(
      'POST',
      `/autoevaluaciones/${props.evaluacionId}/${abierta.tipo}`,
      { descripcion: texto, estandarId: props.estandarId },
      { success: t.creada },
    );
    if (res.ok) {
      setAbierta(null);
      await router.reload();
    }
  };

  if (props.guias.length === 0) return <p className="text-slate-800">{props.sinGuias}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {props.guias.map((g) => (
          <li key={g.Id} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <p className="text-slate-900">{g.Descripcion}</p>
            {props.editable && (g.GeneraAreaMejora || g.GeneraFortaleza) ? (
              <div className="flex flex-wrap gap-2">
                {g.GeneraAreaMejora ? (
                  <Button type="button" variant="secondary" onClick={() => abrir(g, 'areasMejora')}>
                    {t.proponerArea}
                  </Button>
                ) : null}
                {g.GeneraFortaleza ? (
                  <Button type="button" variant="secondary" onClick={() => abrir(g, 'fortalezas')}>
                    {t.proponerFortaleza}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {abierta?.guia === g.Id ? (
              <form onSubmit={guardar} className="grid gap-2">
                <label htmlFor={`guia-${g.Id}-texto`} className="font-semibold text-slate-900">
                  {abierta.tipo === 'areasMejora' ? t.textoArea : t.textoFortaleza}
                </label>
                <textarea
                  id={`guia-${g.Id}-texto`}
                  rows={3}
                  value={texto}
                  onChange={(e) => setTexto(e.target.value)}
                  className={`${inputClass} h-auto min-h-20`}
                  // biome-ignore lint/a11y/noAutofocus: the text opens on the user's own click, ready to edit
                  autoFocus
                />
                <FieldErrors id={`guia-${g.Id}-texto`} errors={action.fieldErrors.descripcion} />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={action.busy}>
                    {t.guardar}
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setAbierta(null)}>
                    {t.cancelar}
                  </Button>
                </div>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <ActionFeedback action={action} />
    </div>
  );
}
