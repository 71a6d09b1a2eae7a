'use client';

import { useId, useState } from 'react';
import { subsanacionPaginas as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { FieldErrors } from '../ui/fields.tsx';
import { inputClass } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { useModal } from '../ui/use-modal.ts';

interface EstandarElegible {
  Id: number;
  Codigo: string;
  Descripcion: string;
}

/**
 * The head of evaluation returns the evaluation to the centre: a dialog to pick the standards
 * (each with a comment) and the deadline (two months ahead unless changed), then
 * POST autoevaluaciones/{id}/subsanaciones. The server's messages show per field.
 */
export function AbrirSubsanacionDialog(props: { evaluacionId: number; estandares: EstandarElegible[]; fechaPorDefecto: string }) {
  const titleId = useId();
  const router = useRouter();
  const action = useApiAction();
  const [open, setOpen] = useState(false);
  const [comentarios, setComentarios] = useState<Record<number, string>>({});
  const [fecha, setFecha] = useState(props.fechaPorDefecto);

  const dialog = useModal(open);

  const elegidos = Object.keys(comentarios).map(Number);
  const alternar = (id: number, on: boolean) =>
    setComentarios((c) => {
      const n = { ...c };
      if (on) n[id] = n[id] ?? '';
      else delete n[id];
      return n;
    });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    const res = await action.run(
      'POST',
      `/autoevaluaciones/${props.evaluacionId}/subsanaciones`,
      {
        estandares: props.estandares
          .filter((s) => elegidos.includes(s.Id))
          .map((s) => ({ estandarId: s.Id, comentario: comentarios[s.Id] ?? '' })),
        fechaLimite: fecha,
      },
      { success: null },
    );
    if (res.ok) {
      setOpen(false);
      await router.reload();
    }
  }

  const errorDe = (i: number) =>
    action.fieldErrors[`estandares.${i}.comentario`] ?? action.fieldErrors[`estandares[${i}].comentario`];
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.abrir}</Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto max-h-[90vh] w-[min(95vw,44rem)] overflow-y-auto rounded-lg border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t.abrirTitulo}
        </h2>
        <form className="mt-4 grid gap-4" noValidate onSubmit={enviar}>
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-semibold text-slate-900">{t.estandares}</legend>
            <FieldErrors id="subsanacion-estandares" errors={action.fieldErrors.estandares} />
            <ul className="grid gap-2">
              {props.estandares.map((s) => {
                const i = props.estandares.filter((x) => elegidos.includes(x.Id)).findIndex((x) => x.Id === s.Id);
                const marcado = elegidos.includes(s.Id);
                return (
                  <li key={s.Id} className="grid gap-1">
                    <label className="inline-flex items-start gap-2 text-slate-900">
                      <input
                        type="checkbox"
                        className="mt-1 h-6 w-6"
                        checked={marcado}
                        onChange={(e) => alternar(s.Id, e.target.checked)}
                      />
                      <span>
                        <span className="font-semibold">{s.Codigo}</span> {s.Descripcion}
                      </span>
                    </label>
                    {marcado ? (
                      <div className="grid gap-1 pl-6">
                        <label htmlFor={`comentario-${s.Id}`} className="text-sm font-semibold text-slate-900">
                          {t.comentarioDe(s.Codigo)}
                        </label>
                        <textarea
                          id={`comentario-${s.Id}`}
                          rows={2}
                          required
                          value={comentarios[s.Id] ?? ''}
                          onChange={(e) => setComentarios((c) => ({ ...c, [s.Id]: e.target.value }))}
                          className={`${inputClass} h-auto min-h-16`}
                        />
                        <FieldErrors id={`comentario-${s.Id}`} errors={i >= 0 ? errorDe(i) : undefined} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className="grid gap-1">
            <label htmlFor="subsanacion-fecha" className="font-semibold text-slate-900">
              {t.fechaLimite}
            </label>
            <input
              id="subsanacion-fecha"
              value={fecha}
              inputMode="numeric"
              onChange={(e) => setFecha(e.target.value)}
              className={`${inputClass} max-w-48`}
              aria-describedby="subsanacion-fecha-ayuda"
            />
            <p id="subsanacion-fecha-ayuda" className="text-sm text-slate-700">
              {t.fechaLimiteAyuda}
            </p>
            <FieldErrors id="subsanacion-fecha" errors={action.fieldErrors.fechaLimite} />
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.cancelar}
            </Button>
            <Button type="submit" disabled={action.busy || elegidos.length === 0}>
              {action.busy ? t.enviando : t.confirmar}
            </Button>
          </div>
          <ActionFeedback action={action} />
        </form>
      </dialog>
    </>
  );
}
