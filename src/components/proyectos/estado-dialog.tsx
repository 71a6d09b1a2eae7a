'use client';

import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { proyectoFicha } from '../../i18n/autoevaluacion-proy.ts';
import { callApi } from '../api-client.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import type { Option } from '../ui/fields.tsx';
import { useModal } from '../ui/use-modal.ts';
import { type EstadoVivo, publicarEstado } from './estado-vivo.ts';

const t = proyectoFicha.estado;

/**
 * The status dialog: choose CURSO, FIN or CANCEL, confirm, and
 * PUT proyectos/{id}/cambiarEstado. On success the dialog closes and the new status is
 * published to whatever shows this project (estado-vivo.ts), so it changes in place; when
 * someone changed it meanwhile (409) the server's message shows and the current status is read.
 */
export function EstadoProyectoDialog(props: {
  proyectoId: number;
  codigo: string;
  actual: EstadoVivo['Estado'];
  opciones: Option[];
  /** The list's compact button (icon, accessible name with the code) or the page's. */
  compacto?: boolean;
  onCambiado?: () => void;
}) {
  const titleId = useId();
  const groupId = useId();
  const action = useApiAction();
  const [open, setOpen] = useState(false);
  // The dialog is built the first time it opens, and kept (closing it returns focus to the
  // button): the list shows this control on every row, and a closed dialog per row was most
  // of the list's markup and server render for something no one had opened.
  const [abierto, setAbierto] = useState(false);
  const [elegido, setElegido] = useState('');
  const [confirmando, setConfirmando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dialog = useModal(open);

  const abrir = () => {
    setElegido('');
    setConfirmando(false);
    setError(null);
    setAbierto(true);
    setOpen(true);
  };
  const nombre = (clave: string) => props.opciones.find((o) => o.value === clave)?.label ?? clave;

  async function cambiar() {
    const res = await action.run<EstadoVivo>(
      'PUT',
      `/proyectos/${props.proyectoId}/cambiarEstado`,
      { estado: elegido },
      { success: t.cambiado(nombre(elegido)) },
    );
    setOpen(false);
    if (res.ok && res.data) {
      publicarEstado(props.proyectoId, { Estado: res.data.Estado, Configurar: res.data.Configurar });
      props.onCambiado?.();
    } else if (res.status === 409) {
      // Someone changed it meanwhile: the banner says so, and the status shown becomes the current one.
      const actual = await callApi<EstadoVivo>('GET', `/proyectos/${props.proyectoId}`);
      if (actual.ok && actual.data)
        publicarEstado(props.proyectoId, { Estado: actual.data.Estado, Configurar: actual.data.Configurar });
      props.onCambiado?.();
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={abrir}
        aria-label={props.compacto ? t.cambiarDe(props.codigo) : undefined}
        title={props.compacto ? t.cambiarDe(props.codigo) : undefined}
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {props.compacto ? null : t.cambiar}
      </Button>
      {abierto ? (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          className="m-auto w-[min(90vw,30rem)] rounded-lg border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/50"
        >
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t.titulo(props.codigo)}
          </h2>
          {confirmando ? (
            <div className="mt-4 grid gap-6">
              <p className="text-base text-slate-900">{t.confirmar(props.codigo, nombre(elegido))}</p>
              <div className="flex flex-wrap justify-end gap-3">
                <Button variant="secondary" onClick={() => setConfirmando(false)} autoFocus>
                  {t.volver}
                </Button>
                <Button onClick={cambiar} disabled={action.busy}>
                  {action.busy ? t.cambiando : t.aceptar}
                </Button>
              </div>
            </div>
          ) : (
            <form
              className="mt-4 grid gap-6"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!elegido || elegido === props.actual.Clave) return setError(t.elegir);
                setConfirmando(true);
              }}
            >
              <p className="text-sm text-slate-700">{t.actual(props.actual.Nombre)}</p>
              <fieldset className="grid gap-2" aria-describedby={error ? `${groupId}-error` : undefined}>
                <legend className="mb-1 text-sm font-semibold text-slate-900">{t.leyenda}</legend>
                {props.opciones.map((o) => (
                  <label key={o.value} className="inline-flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="radio"
                      name={`${groupId}-estado`}
                      value={o.value}
                      checked={elegido === o.value}
                      disabled={o.value === props.actual.Clave}
                      onChange={() => {
                        setElegido(String(o.value));
                        setError(null);
                      }}
                      className="h-4 w-4 accent-brand"
                    />
                    {o.label}
                  </label>
                ))}
                {error ? (
                  <p id={`${groupId}-error`} className="text-sm font-medium text-red-800">
                    {error}
                  </p>
                ) : null}
              </fieldset>
              <div className="flex flex-wrap justify-end gap-3">
                <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
                  {t.cancelar}
                </Button>
                <Button type="submit">{t.continuar}</Button>
              </div>
            </form>
          )}
        </dialog>
      ) : null}
      <ActionFeedback action={action} />
    </>
  );
}
