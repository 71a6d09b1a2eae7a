'use client';

import { type FormEvent, useState } from 'react';
import { useRouter } from 'waku';
import { acreditacionesApi, acreditacionesUi } from '../../i18n/acreditaciones-gestion.ts';
import { validacion } from '../../i18n/validacion.ts';
import { ObservacionItem } from '../shared/observacion-item.tsx';
import { ActionFeedback, DeleteButton, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/fields.tsx';

const t = acreditacionesUi.observaciones;

export interface ObservacionAcreditacion {
  Id: number;
  Observacion: string;
  Auditoria: { Alta: { Nombre: string | null; Fecha: string | null } };
}

/** One observation, editable in place by staff who write accreditations. */
function Observacion(props: { registro: ObservacionAcreditacion; editable: boolean; n: number }) {
  const router = useRouter();
  const action = useApiAction();
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(props.registro.Observacion);
  const [error, setError] = useState<string[] | undefined>();
  const id = `acreditacion-observacion-${props.registro.Id}`;

  async function guardar(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setError([validacion.required]);
    const res = await action.run(
      'PUT',
      `/acreditaciones/observaciones/${props.registro.Id}`,
      { observacion: texto.trim() },
      {
        success: acreditacionesApi.guardada,
      },
    );
    if (!res.ok) return setError(res.fieldErrors.observacion);
    setEditando(false);
    await router.reload();
  }

  if (editando)
    return (
      <li className="rounded-md border border-slate-200 p-3">
        <form noValidate onSubmit={guardar} className="grid gap-3" aria-busy={action.busy || undefined}>
          <TextAreaField
            id={id}
            label={`${t.editar} (${props.n})`}
            required
            value={texto}
            errors={error}
            onChange={(e) => {
              setTexto(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={action.busy}>
              {t.guardar}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditando(false)}>
              {t.cancelar}
            </Button>
          </div>
          <ActionFeedback action={action} />
        </form>
      </li>
    );
  return (
    <ObservacionItem registro={props.registro}>
      {props.editable ? (
        <div className="flex items-start gap-2">
          <Button type="button" variant="ghost" onClick={() => setEditando(true)} aria-label={`${t.editar} (${props.n})`}>
            {t.editar}
          </Button>
          <DeleteButton path={`/acreditaciones/observaciones/${props.registro.Id}`} ariaLabel={`${t.eliminar} (${props.n})`} />
        </div>
      ) : null}
    </ObservacionItem>
  );
}

/** The accreditation's observations; staff who write accreditations add, edit and delete them (delete asks first). */
export function ObservacionesAcreditacion(props: {
  acreditacionId: number;
  registros: ObservacionAcreditacion[];
  editable: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string[] | undefined>();

  async function anadir(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setError([validacion.required]);
    const res = await action.run(
      'POST',
      `/acreditaciones/${props.acreditacionId}/observaciones`,
      { observacion: texto.trim() },
      {
        success: acreditacionesApi.observacionCreada,
      },
    );
    if (!res.ok) return setError(res.fieldErrors.observacion);
    setTexto('');
    await router.reload();
  }

  return (
    <section aria-labelledby="acreditacion-observaciones" className="grid gap-3">
      <h2 id="acreditacion-observaciones" className="text-xl font-semibold text-slate-900">
        {t.titulo} <span className="text-base font-normal text-slate-700">({props.registros.length})</span>
      </h2>
      {props.registros.length === 0 ? (
        <p className="text-slate-700">{t.ninguna}</p>
      ) : (
        <ol className="grid gap-2">
          {props.registros.map((o, i) => (
            <Observacion key={`${o.Id}-${o.Observacion}`} registro={o} editable={props.editable} n={i + 1} />
          ))}
        </ol>
      )}
      {props.editable ? (
        <form noValidate onSubmit={anadir} className="grid gap-3" aria-busy={action.busy || undefined}>
          <TextAreaField
            id="acreditacion-observacion-nueva"
            label={t.nueva}
            required
            value={texto}
            errors={error}
            onChange={(e) => {
              setTexto(e.target.value);
              setError(undefined);
            }}
          />
          <div>
            <Button type="submit" disabled={action.busy}>
              {t.anadir}
            </Button>
          </div>
        </form>
      ) : null}
      <ActionFeedback action={action} />
    </section>
  );
}
