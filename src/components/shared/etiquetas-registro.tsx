'use client';

import { type FormEvent, useState } from 'react';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { useRouter } from '../ui/router.tsx';
import { ColorTag } from '../ui/tag.tsx';
import { CasillasEtiquetas } from './casillas-etiquetas.tsx';
import { EnviarFila } from './enviar-fila.tsx';

export interface EtiquetaRef {
  Id: number;
  Nombre: string;
  Color: string;
}

/** The texts one area gives the editor (each area keeps them in its own catalogue). */
export interface EtiquetasTextos {
  titulo: string;
  vacio: string;
  sinDisponibles: string;
  leyenda: string;
  guardar: string;
  guardando: string;
  guardadas: string;
}

/**
 * A record's tags (a project's PRY, an enquiry's CON…). Writers tick the ones it carries and
 * save them all at once (POST `ruta`, the record's …/etiquetas/reasignar, replaces the set);
 * readers see them.
 */
export function EtiquetasRegistro(props: {
  /** The heading's id: unique on the page. */
  idBase: string;
  ruta: string;
  asignadas: EtiquetaRef[];
  disponibles: EtiquetaRef[];
  editable: boolean;
  textos: EtiquetasTextos;
}) {
  const t = props.textos;
  const router = useRouter();
  const action = useApiAction();
  const [elegidas, setElegidas] = useState(() => new Set(props.asignadas.map((e) => e.Id)));

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const res = await action.run('POST', props.ruta, { etiquetas: [...elegidas] }, { success: t.guardadas });
    if (res.ok) await router.reload();
  }

  const titulo = (
    <h2 id={props.idBase} className="text-xl font-semibold text-slate-900">
      {t.titulo}
    </h2>
  );
  if (!props.editable) {
    return (
      <section aria-labelledby={props.idBase} className="grid gap-3">
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
    <section aria-labelledby={props.idBase} className="grid gap-3">
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
