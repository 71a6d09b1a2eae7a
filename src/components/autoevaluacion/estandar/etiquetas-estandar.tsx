'use client';

import { type FormEvent, useState } from 'react';
import { estandarUi as t } from '../../../i18n/autoevaluacion-area.ts';
import { CasillasEtiquetas } from '../../shared/casillas-etiquetas.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';
import { ColorTag } from '../../ui/tag.tsx';

type Etiqueta = { Id: number; Nombre: string; Color: string };

/** The standard's tags among the self-assessment's own (checkboxes, saved through reasignar), and a new tag. */
export function EtiquetasEstandar(props: {
  autoevaluacionId: number;
  estandarId: number;
  todas: Etiqueta[];
  puestas: number[];
  editable: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const nueva = useApiAction();
  const [marcadas, setMarcadas] = useState(new Set(props.puestas));
  const [nombre, setNombre] = useState('');
  const [color, setColor] = useState('#1d4ed8');

  if (!props.editable) {
    const puestas = props.todas.filter((e) => props.puestas.includes(e.Id));
    return puestas.length === 0 ? (
      <p className="text-slate-800">{t.sinEtiquetas}</p>
    ) : (
      <p className="flex flex-wrap gap-1">
        {puestas.map((e) => (
          <ColorTag key={e.Id} color={e.Color}>
            {e.Nombre}
          </ColorTag>
        ))}
      </p>
    );
  }

  const guardar = async () => {
    const res = await action.run(
      'POST',
      `/autoevaluaciones/${props.autoevaluacionId}/estandares/${props.estandarId}/etiquetas/reasignar`,
      { etiquetas: [...marcadas] },
    );
    if (res.ok) await router.reload();
  };

  const crear = async (e: FormEvent) => {
    e.preventDefault();
    const res = await nueva.run('POST', `/autoevaluaciones/${props.autoevaluacionId}/etiquetas`, { nombre, color });
    if (res.ok) {
      setNombre('');
      await router.reload();
    }
  };

  return (
    <div className="grid gap-3">
      {props.todas.length === 0 ? (
        <p className="text-slate-800">{t.sinEtiquetas}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t.etiquetas}</legend>
          <div className="flex flex-wrap gap-3">
            <CasillasEtiquetas
              etiquetas={props.todas}
              marcadas={marcadas}
              onChange={setMarcadas}
              claseEtiqueta="inline-flex items-center gap-2 text-sm"
            />
          </div>
          <div>
            <Button type="button" variant="secondary" size="sm" disabled={action.busy} onClick={() => void guardar()}>
              {t.guardarEtiquetas}
            </Button>
          </div>
        </fieldset>
      )}
      <form onSubmit={crear} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor="etiqueta-nombre" className="text-sm font-semibold text-slate-900">
            {t.nuevaEtiqueta}: {t.nombreEtiqueta}
          </label>
          <input id="etiqueta-nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} className={inputClass} />
          <FieldErrors id="etiqueta-nombre" errors={nueva.fieldErrors.nombre} />
        </div>
        <div className="grid gap-1">
          <label htmlFor="etiqueta-color" className="text-sm font-semibold text-slate-900">
            {t.colorEtiqueta}
          </label>
          <input
            id="etiqueta-color"
            type="color"
            value={color}
            onChange={(e) => setColor(e.target.value)}
            className="h-10 w-16"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" disabled={nueva.busy}>
          {t.crearEtiqueta}
        </Button>
      </form>
      <ActionFeedback action={action} />
      <ActionFeedback action={nueva} />
    </div>
  );
}
