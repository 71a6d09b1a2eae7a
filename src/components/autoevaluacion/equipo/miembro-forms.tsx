'use client';

import { type FormEvent, useState } from 'react';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { conMarca } from '../../shared/casillas-etiquetas.tsx';
import { EnviarFila } from '../../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { ConfirmButton } from '../../ui/feedback.tsx';
import { useRouter } from '../../ui/router.tsx';

/** The member's assigned standards as checkboxes (POST …/usuarios/{usuarioId}/estandares/reasignar). */
export function EstandaresMiembroForm(props: {
  autoevaluacionId: number;
  usuarioId: number;
  nombre: string;
  estandares: Array<{ Id: number; Codigo: string; Descripcion: string }>;
  asignados: number[];
}) {
  const router = useRouter();
  const action = useApiAction();
  const [marcados, setMarcados] = useState(new Set(props.asignados));

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(
      'POST',
      `/autoevaluaciones/${props.autoevaluacionId}/usuarios/${props.usuarioId}/estandares/reasignar`,
      { estandares: [...marcados] },
    );
    if (res.ok) await router.reload();
  }

  return (
    <form noValidate onSubmit={guardar} className="grid gap-3" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-slate-900">{t.estandaresDe(props.nombre)}</legend>
        <p className="text-sm text-slate-700">{t.estandaresAyuda}</p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {props.estandares.map((e) => (
            <li key={e.Id} className="flex items-start gap-2">
              <input
                id={`estandar-${e.Id}`}
                type="checkbox"
                className="mt-1 h-6 w-6"
                checked={marcados.has(e.Id)}
                onChange={(ev) => setMarcados(conMarca(marcados, e.Id, ev.target.checked))}
              />
              <label htmlFor={`estandar-${e.Id}`} className="text-sm text-slate-900">
                <span className="font-semibold">{e.Codigo}</span> {e.Descripcion}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <EnviarFila busy={action.busy} texto={t.guardar} enviando={t.guardando} />
      <ActionFeedback action={action} />
    </form>
  );
}

/** Removes a member after a confirmation; back to the team page when done. */
export function QuitarMiembro(props: { autoevaluacionId: number; usuarioId: number; nombre: string; volver?: string }) {
  const router = useRouter();
  const action = useApiAction();
  async function quitar() {
    const res = await action.run('DELETE', `/autoevaluaciones/${props.autoevaluacionId}/usuarios/${props.usuarioId}`, undefined, {
      success: null,
    });
    if (!res.ok) return;
    if (props.volver) await router.push(props.volver as never);
    else await router.reload();
  }
  return (
    <div className="flex flex-col gap-2">
      <ConfirmButton
        question={t.quitarA(props.nombre)}
        onConfirm={quitar}
        variant="secondary"
        size="sm"
        disabled={action.busy}
        aria-label={t.quitarA(props.nombre)}
      >
        {t.quitar}
      </ConfirmButton>
      <ActionFeedback action={action} />
    </div>
  );
}

/** Finishes the self-assessment after a confirmation (PUT …/finalizar), then shows the page read-only. */
export function FinalizarButton(props: { autoevaluacionId: number }) {
  const router = useRouter();
  const action = useApiAction();
  async function finalizar() {
    const res = await action.run('PUT', `/autoevaluaciones/${props.autoevaluacionId}/finalizar`, undefined, { success: null });
    if (res.ok) await router.reload();
  }
  return (
    <div className="flex flex-col gap-2">
      <div>
        <ConfirmButton question={t.fin.confirmar} onConfirm={finalizar} variant="primary" size="md" disabled={action.busy}>
          {action.busy ? t.fin.finalizando : t.fin.finalizar}
        </ConfirmButton>
      </div>
      <ActionFeedback action={action} />
    </div>
  );
}
