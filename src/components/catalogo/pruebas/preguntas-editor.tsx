'use client';

import type { PreguntaRecord } from '../../../domain/catalogo/formularios.ts';
import { ordenacion, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, DeleteButton } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { SortableList } from '../../ui/sortable-list.tsx';
import { useEditableList } from '../comun/use-editable-list.ts';
import { PreguntaForm, type PreguntaValues, preguntaVacia, type TipoPreguntaOpcion } from './pregunta-form.tsx';
import { RespuestasEditor } from './respuestas-editor.tsx';

const valuesOf = (p: PreguntaRecord): PreguntaValues => ({
  enunciado: p.Enunciado,
  tipoClave: p.Tipo.Clave,
  esencial: p.Esencial,
  minimo: p.Minimo === null ? '' : String(p.Minimo),
  maximo: p.Maximo === null ? '' : String(p.Maximo),
  orden: String(p.Orden),
  aclaraciones: p.Aclaraciones ?? '',
});

/**
 * The questions of a form on the form's own page: add, edit and delete in place, reorder by
 * drag, keyboard or the order field; answers (only for types that have them) under each.
 */
export function PreguntasEditor(props: {
  formularioId: number;
  preguntas: PreguntaRecord[];
  tipos: TipoPreguntaOpcion[];
  readOnly: boolean;
}) {
  const { action, items, editing, setEditing, saved, reorder } = useEditableList({
    records: props.preguntas,
    orderPath: `/formularios/${props.formularioId}/preguntas/ordenar`,
    ordered: t.guardado,
  });
  const conRespuestas = new Set(props.tipos.filter((tp) => tp.conRespuestas).map((tp) => tp.clave));

  return (
    <section aria-labelledby="preguntas-titulo" className="mt-8">
      <h2 id="preguntas-titulo" className="mb-3 text-xl font-semibold text-slate-900">
        {t.preguntas}
      </h2>
      {items.length === 0 ? <p className="mb-3 text-slate-700">{t.sinPreguntas}</p> : null}
      <SortableList
        items={items}
        ariaLabel={t.listaPreguntas}
        disabled={props.readOnly}
        label={(p, i) => t.preguntaN(i + 1, p.Enunciado)}
        onReorder={reorder}
        texts={ordenacion}
        ordered
        card
        className="flex flex-col gap-3"
      >
        {(p, i) =>
          editing === p.Id ? (
            <PreguntaForm
              formularioId={props.formularioId}
              preguntaId={p.Id}
              initial={valuesOf(p)}
              tipos={props.tipos}
              idPrefix={`pregunta-${p.Id}`}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <article aria-label={t.preguntaN(i + 1, p.Enunciado)}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">
                    <span className="mr-2 text-slate-600">{i + 1}.</span>
                    {p.Enunciado}
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">
                    {t.tipo}: {p.Tipo.Nombre}
                    {p.Esencial ? ` · ${t.esencial}` : ''}
                    {p.Minimo !== null ? ` · ${t.minimo}: ${p.Minimo}` : ''}
                    {p.Maximo !== null ? ` · ${t.maximo}: ${p.Maximo}` : ''}
                  </p>
                  {p.Aclaraciones ? <p className="mt-1 text-sm text-slate-700">{p.Aclaraciones}</p> : null}
                </div>
                {props.readOnly ? null : (
                  <div className="flex items-start gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setEditing(p.Id)}
                      aria-label={`${t.editar}: ${t.preguntaN(i + 1, p.Enunciado)}`}
                    >
                      {t.editar}
                    </Button>
                    <DeleteButton path={`/preguntas/${p.Id}`} label={t.eliminarPregunta} />
                  </div>
                )}
              </div>
              {conRespuestas.has(p.Tipo.Clave) ? (
                <RespuestasEditor preguntaId={p.Id} numero={i + 1} respuestas={p.Respuestas} readOnly={props.readOnly} />
              ) : null}
            </article>
          )
        }
      </SortableList>
      {props.readOnly ? null : editing === 'nueva' ? (
        <div className="mt-3">
          <PreguntaForm
            formularioId={props.formularioId}
            initial={preguntaVacia(props.tipos[0]?.clave)}
            tipos={props.tipos}
            idPrefix="pregunta-nueva"
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <div className="mt-3">
          <Button variant="primary" onClick={() => setEditing('nueva')}>
            {t.nuevaPregunta}
          </Button>
        </div>
      )}
      <ActionFeedback action={action} />
    </section>
  );
}
