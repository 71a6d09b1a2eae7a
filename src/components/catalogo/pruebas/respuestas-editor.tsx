'use client';

import { type FormEvent, useEffect, useState } from 'react';
import { useRouter } from 'waku';
import type { RespuestaRecord } from '../../../domain/catalogo/formularios.ts';
import { catalogoPruebas as api, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { Toast } from '../../ui/feedback.tsx';
import { CheckboxField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { SortableList } from './sortable-list.tsx';
import { type Errores, focusFirst, nonEmpty, validarRespuesta } from './validar.ts';

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
  const id = (n: string) => `${props.idPrefix}-${n}`;
  const [v, setV] = useState<RespuestaValues>({
    enunciado: r?.Enunciado ?? '',
    correcta: r?.Correcta ?? false,
    esencial: r?.Esencial ?? false,
    orden: r ? String(r.Orden) : '',
  });
  const [local, setLocal] = useState<Errores>({});
  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validarRespuesta(v);
    setLocal(errors);
    if (Object.keys(errors).length > 0) return focusFirst(errors, id);
    const res = r
      ? await action.run('PUT', `/respuestas/${r.Id}`, v, { success: null })
      : await action.run('POST', '/respuestas', { preguntaId: props.preguntaId, ...v }, { success: null });
    if (res.ok) props.onSaved(r ? t.guardado : api.respuestaCreada);
  }
  const err = { ...action.fieldErrors, ...nonEmpty(local) };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-3">
      <fieldset disabled={action.busy} className="contents">
        <TextField
          id={id('enunciado')}
          label={t.enunciado}
          value={v.enunciado}
          onChange={(e) => {
            setV((s) => ({ ...s, enunciado: e.target.value }));
            setLocal((l) => ({ ...l, enunciado: [] }));
          }}
          errors={err.enunciado}
          required
        />
        <div className="flex flex-wrap items-end gap-4">
          <CheckboxField
            id={id('correcta')}
            label={t.correcta}
            checked={v.correcta}
            onChange={(c) => setV((s) => ({ ...s, correcta: c }))}
          />
          <CheckboxField
            id={id('esencial')}
            label={t.esencial}
            checked={v.esencial}
            onChange={(c) => setV((s) => ({ ...s, esencial: c }))}
          />
          <TextField
            id={id('orden')}
            label={t.orden}
            inputMode="numeric"
            value={v.orden}
            onChange={(e) => setV((s) => ({ ...s, orden: e.target.value }))}
            errors={err.orden}
            className="w-28"
            optional
          />
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
  const router = useRouter();
  const action = useApiAction();
  const [items, setItems] = useState(props.respuestas);
  const [editing, setEditing] = useState<number | 'nueva' | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  useEffect(() => setItems(props.respuestas), [props.respuestas]);

  async function saved(message: string) {
    setEditing(null);
    setToast(message);
    await router.reload();
  }
  async function reorder(ids: number[]) {
    const before = items;
    setItems(ids.map((id) => items.find((i) => i.Id === id) as RespuestaRecord));
    const res = await action.run('POST', `/preguntas/${props.preguntaId}/respuestas/ordenar`, { ids }, { success: t.guardado });
    if (!res.ok) setItems(before);
    else await router.reload();
  }
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
        renderItem={(r) =>
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
      />
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
      <Toast message={toast} onDone={() => setToast(null)} />
    </div>
  );
}
