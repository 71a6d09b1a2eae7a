'use client';

import { type FormEvent, useState } from 'react';
import type { GuiaEvaluacion } from '../../../domain/evaluacion/estandar.ts';
import { guiasUi as t } from '../../../i18n/evaluacion-area.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';

type Tipo = 'areasMejora' | 'fortalezas';

/** One source of a proposal: a guide, or the evaluator's own verdict and comment. */
interface Origen {
  clave: string;
  texto: string;
  /** What is shown (the guide's text, or the verdict with its comment). */
  titulo: string;
  tipos: Tipo[];
}

const origenDeGuia = (g: GuiaEvaluacion): Origen => ({
  clave: `guia-${g.Id}`,
  texto: g.Descripcion,
  titulo: g.Descripcion,
  tipos: [...(g.GeneraAreaMejora ? (['areasMejora'] as const) : []), ...(g.GeneraFortaleza ? (['fortalezas'] as const) : [])],
});

/**
 * The manual's evaluation guides of a standard. A guide that generates an improvement area or
 * a strength offers it in one click: an editable text (the guide's, to start with) saved on
 * the evaluation through the same call as the team's (POST autoevaluaciones/{id}/areasMejora |
 * fortalezas, linked to the standard). The verdict itself turns into one too: a standard judged
 * not met offers an improvement area, one judged met a strength, starting from the comment.
 */
export function GuiasEvaluacion(props: {
  evaluacionId: number;
  estandarId: number;
  guias: GuiaEvaluacion[];
  editable: boolean;
  sinGuias: string;
  /** The saved verdict (C or NC) and its comment, when there is one. */
  veredicto?: { estado: string; nombre: string; comentario: string | null } | null;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [abierta, setAbierta] = useState<{ clave: string; tipo: Tipo } | null>(null);
  const [texto, setTexto] = useState('');
  const v = props.veredicto;
  const desdeVeredicto: Origen[] =
    v && (v.estado === 'C' || v.estado === 'NC')
      ? [
          {
            clave: 'veredicto',
            texto: v.comentario ?? '',
            titulo: t.desdeVeredicto(v.nombre, v.comentario),
            tipos: [v.estado === 'NC' ? 'areasMejora' : 'fortalezas'],
          },
        ]
      : [];
  const origenes = [...desdeVeredicto, ...props.guias.map(origenDeGuia)];

  const abrir = (o: Origen, tipo: Tipo) => {
    setAbierta({ clave: o.clave, tipo });
    setTexto(o.texto);
  };

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    if (!abierta) return;
    const res = await action.run('POST', `/autoevaluaciones/${props.evaluacionId}/${abierta.tipo}`, {
      descripcion: texto,
      estandarId: props.estandarId,
    });
    if (res.ok) {
      setAbierta(null);
      await router.reload();
    }
  };

  return (
    <div className="grid gap-3">
      {props.guias.length === 0 ? <p className="text-slate-800">{props.sinGuias}</p> : null}
      <ul className="grid gap-3">
        {origenes.map((o) => (
          <li key={o.clave} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <p className="text-slate-900">{o.titulo}</p>
            {props.editable && o.tipos.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {o.tipos.map((tipo) => (
                  <Button key={tipo} type="button" variant="secondary" onClick={() => abrir(o, tipo)}>
                    {tipo === 'areasMejora' ? t.proponerArea : t.proponerFortaleza}
                  </Button>
                ))}
              </div>
            ) : null}
            {abierta?.clave === o.clave ? (
              <form onSubmit={guardar} className="grid gap-2">
                <label htmlFor={`${o.clave}-texto`} className="font-semibold text-slate-900">
                  {abierta.tipo === 'areasMejora' ? t.textoArea : t.textoFortaleza}
                </label>
                <textarea
                  id={`${o.clave}-texto`}
                  rows={3}
                  value={texto}
                  onChange={(e) => setTexto(e.target.value)}
                  className={`${inputClass} h-auto min-h-20`}
                  // biome-ignore lint/a11y/noAutofocus: the text opens on the user's own click, ready to edit
                  autoFocus
                />
                <FieldErrors id={`${o.clave}-texto`} errors={action.fieldErrors.descripcion} />
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
