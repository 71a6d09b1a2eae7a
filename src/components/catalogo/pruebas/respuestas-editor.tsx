'use client';

import type { FormEvent } from 'react';
import type { RespuestaRecord } from '../../../domain/catalogo/formularios.ts';
import { catalogoPruebas as api, ordenacion, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { SortableList } from '../../ui/sortable-list.tsx';
import { useEditableList } from '../comun/use-editable-list.ts';
import { useFormFields } from '../comun/use-form-fields.ts';
import { focusFirst, validarRespuesta } from './validar.ts';

interface RespuestaValues {
  enunciado: string;
  correcta: boolean;
  esencial: boolean;
  orden: string;
}

function RespuestaForm(props: {
  preguntaId: number;
  respuesta?: RespuestaRecord;
  idPrefix: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const action = useApiAction();
  const r = props.respuesta;
  const f = useFormFields<RespuestaValues>({
    initial: {
      enunciado: r?.Enunciado ?? '',
      correcta: r?.Correcta ?? false,
      esencial: r?.Esencial ?? false,
      orden: r ? String(r.Orden) : '',
    },
    action,
    idOf: (k) => `${props.idPrefix}-${k}`,
  });
  const v = f.values;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validarRespuesta(v);
    f.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirst(errors, f.id);
    const res = r
      ? await action.run('PUT', `/respuestas/${r.Id}`, v, { success: null })
      : await action.run('POST', '/respuestas', { preguntaId: props.preguntaId, ...v }, { success: null });
    if (res.ok) props.onSaved(r ? t.guardado : api.respuestaCreada);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-3">
      <fieldset disabled={action.busy} className="contents">
        <TextField {...f.text('enunciado')} label={t.enunciado} required />
        <div className="flex flex-wrap items-end gap-4">
          <CheckboxField {...f.check('correcta')} label={t.correcta} />
          <CheckboxField {...f.check('esencial')} label={t.esencial} />
          <TextField {...f.text('orden')} label={t.orden} inputMode="numeric" className="w-28" optional />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" size="sm">
            {t.guardar}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
            {t.cancelar}
          </Button>
        </div>
      </fieldset>
      <ActionFeedback action={action} />
    </form>
  );
}

/** The answers of one question: list, drag/keyboard reorder, inline add, edit and delete. */
export function RespuestasEditor(props: {
  preguntaId: number;
  numero: number;
  respuestas: RespuestaRecord[];
  readOnly: boolean;
}) {
  const { action, items, editing, setEditing, saved, reorder } = useEditableList({
    records: props.respuestas,
    orderPath: `/preguntas/${props.preguntaId}/respuestas/ordenar`,
    ordered: t.guardado,
  });
  const prefix = `respuesta-${props.preguntaId}`;
  return (
    <div className="mt-3 flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">{t.respuestas}</h4>
      {items.length === 0 ? <p className="text-sm text-slate-700">{t.sinRespuestas}</p> : null}
      <SortableList
        items={items}
        ariaLabel={t.listaRespuestas(props.numero)}
        disabled={props.readOnly}
        label={(r, i) => t.respuestaN(i + 1, r.Enunciado ?? '')}
        onReorder={reorder}
        texts={ordenacion}
        ordered
        card
        className="flex flex-col gap-3"
      >
        {(r) =>
          editing === r.Id ? (
            <RespuestaForm
              preguntaId={props.preguntaId}
              respuesta={r}
              idPrefix={`${prefix}-${r.Id}`}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-900">
                {r.Enunciado}
                {r.Correcta ? (
                  <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                    {t.correcta}
                  </span>
                ) : null}
                {r.Esencial ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t.esencial}
                  </span>
                ) : null}
              </p>
              {props.readOnly ? null : (
                <div className="flex items-start gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(r.Id)}
                    aria-label={`${t.editar}: ${r.Enunciado ?? ''}`}
                  >
                    {t.editar}
                  </Button>
                  <DeleteButton path={`/respuestas/${r.Id}`} label={t.eliminarRespuesta} />
                </div>
              )}
            </div>
          )
        }
      </SortableList>
      {props.readOnly ? null : editing === 'nueva' ? (
        <RespuestaForm
          preguntaId={props.preguntaId}
          idPrefix={`${prefix}-nueva`}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setEditing('nueva')}>
            {t.nuevaRespuesta}
          </Button>
        </div>
      )}
      <ActionFeedback action={action} />
    </div>
  );
}
