'use client';

import { type FormEvent, useState } from 'react';
import { proyectoFicha } from '../../i18n/autoevaluacion-proy.ts';
import { CasillasEtiquetas } from '../shared/casillas-etiquetas.tsx';
import { EnviarFila } from '../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { useRouter } from '../ui/router.tsx';
import { ColorTag } from '../ui/tag.tsx';

const t = proyectoFicha.etiquetas;

export interface EtiquetaRef {
  Id: number;
  Nombre: string;
  Color: string;
}

/**
 * The project's tags (type PRY). Writers tick the ones it carries and save them all at once
 * (POST proyectos/{id}/etiquetas/reasignar replaces the set); readers see them.
 */
export function EtiquetasProyecto(props: {
  proyectoId: number;
  asignadas: EtiquetaRef[];
  disponibles: EtiquetaRef[];
  editable: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [elegidas, setElegidas] = useState(() => new Set(props.asignadas.map((e) => e.Id)));

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(
      'POST',
      `/proyectos/${props.proyectoId}/etiquetas/reasignar`,
      { etiquetas: [...elegidas] },
      { success: t.guardadas },
    );
    if (res.ok) await router.reload();
  }

  const titulo = (
    <h2 id="proyecto-etiquetas" className="text-xl font-semibold text-slate-900">
      {t.titulo}
    </h2>
  );
  if (!props.editable) {
    return (
      <section aria-labelledby="proyecto-etiquetas" className="grid gap-3">
        {titulo}
        {props.asignadas.length === 0 ? (
          <p className="text-slate-700">{t.vacio}</p>
        ) : (
          <ul aria-label={t.leyenda} className="flex flex-wrap gap-2">
            {props.asignadas.map((e) => (
              <li key={e.Id}>
                <ColorTag color={e.Color}>{e.Nombre}</ColorTag>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="proyecto-etiquetas" className="grid gap-3">
      {titulo}
      {props.disponibles.length === 0 ? (
        <p className="text-slate-700">{t.sinDisponibles}</p>
      ) : (
        <form noValidate onSubmit={guardar} className="grid gap-4" aria-busy={action.busy || undefined}>
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t.leyenda}</legend>
            <CasillasEtiquetas
              etiquetas={props.disponibles}
              marcadas={elegidas}
              onChange={setElegidas}
              claseEtiqueta="inline-flex items-center gap-2 text-sm text-slate-900"
              claseCasilla="h-5 w-5 rounded border-slate-400 accent-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2"
            />
          </fieldset>
          <EnviarFila busy={action.busy} texto={t.guardar} enviando={t.guardando} />
        </form>
      )}
      <ActionFeedback action={action} />
    </section>
  );
}
