'use client';

import { useState } from 'react';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { calendarioUi } from '../../i18n/autoevaluacion-plan.ts';
import { Seccion } from '../shared/seccion.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { inputClass } from '../ui/form-controls.tsx';

const t = calendarioUi.suscripcion;

/**
 * The user's private ICS link: generated on request and shown once (only its hash is kept);
 * generating again replaces it, and it can be revoked.
 */
export function SuscripcionIcs(props: { activo: boolean; fecha: string | null }) {
  const action = useApiAction();
  const [url, setUrl] = useState<string | null>(null);
  const [estado, setEstado] = useState({ activo: props.activo, fecha: props.fecha });
  const [copiado, setCopiado] = useState(false);

  async function generar() {
    const res = await action.run<{ Url: string; Fecha: string }>('POST', '/yo/calendario', undefined, { success: null });
    if (res.ok && res.data) {
      setUrl(res.data.Url);
      setEstado({ activo: true, fecha: res.data.Fecha });
      setCopiado(false);
    }
  }
  async function revocar() {
    const res = await action.run('DELETE', '/yo/calendario', undefined, { success: t.revocado });
    if (res.ok) {
      setUrl(null);
      setEstado({ activo: false, fecha: null });
    }
  }
  async function copiar() {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopiado(true);
  }

  return (
    <Seccion id="calendario-suscripcion" titulo={t.titulo} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <p className="text-slate-800">{t.explicacion}</p>
      {url ? (
        <div className="grid gap-2">
          <label htmlFor="calendario-url" className="text-sm font-semibold text-slate-900">
            {t.etiqueta}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="calendario-url"
              readOnly
              value={url}
              className={inputClass}
              aria-describedby="calendario-url-ayuda"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={copiar}>
              {t.copiar}
            </Button>
          </div>
          <p id="calendario-url-ayuda" className="text-sm text-slate-700">
            {t.soloUnaVez}
          </p>
          <p role="status" className="text-sm text-emerald-800">
            {copiado ? t.copiado : ''}
          </p>
        </div>
      ) : (
        <p className="text-slate-700">{estado.activo ? t.activo(fechaEs(estado.fecha)) : t.ninguno}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={generar} disabled={action.busy} aria-describedby={estado.activo ? 'calendario-regenerar' : undefined}>
          {estado.activo ? t.regenerar : t.generar}
        </Button>
        {estado.activo ? (
          <ConfirmButton question={t.revocarConfirmar} onConfirm={revocar} disabled={action.busy} size="md">
            {t.revocar}
          </ConfirmButton>
        ) : null}
      </div>
      {estado.activo ? (
        <p id="calendario-regenerar" className="text-sm text-slate-700">
          {t.regenerarAviso}
        </p>
      ) : null}
      <ActionFeedback action={action} />
    </Seccion>
  );
}
