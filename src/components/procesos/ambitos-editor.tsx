'use client';

import { type FormEvent, useState } from 'react';
import * as f from '../../domain/validation/fields.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { type Option, SelectField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { comprobar, type Errores, numeroONull, texto } from './valores.ts';

type Ambito = { Id: number; Nombre: string; Minimo: number | null };

/**
 * A scope and its minimum: PUT /procesos/{id}/ambitos/{ambitoId} adds it or changes the minimum.
 * Without `ambito` the row picks a scope not yet in the process (the "add" row).
 */
function FilaAmbito(props: { procesoId: number; ambito?: Ambito; libres: Option[]; readOnly?: boolean }) {
  const router = useRouter();
  const action = useApiAction();
  const { ambito } = props;
  const base = ambito ? `ambito-${ambito.Id}` : 'ambito-nuevo';
  const [v, setV] = useState({ ambitoId: ambito ? String(ambito.Id) : '', minimo: texto(ambito?.Minimo) });
  const [errores, setErrores] = useState<Errores>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = comprobar(v, { ambitoId: f.requiredText(), minimo: f.positiveInt({ required: false }) });
    setErrores(found);
    if (Object.keys(found).length) return;
    const minimo = numeroONull(v.minimo);
    const res = await action.run('PUT', `/procesos/${props.procesoId}/ambitos/${v.ambitoId}`, minimo === null ? {} : { minimo }, {
      success: t.guardado,
    });
    if (!res.ok) return;
    if (!ambito) setV({ ambitoId: '', minimo: '' });
    await router.reload();
  }
  const set = (k: 'ambitoId' | 'minimo', value: string) => {
    setV((x) => ({ ...x, [k]: value }));
    setErrores((x) => ({ ...x, [k]: [] }));
  };
  const nombre = ambito?.Nombre ?? '';
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <form noValidate onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_auto_auto]">
        {ambito ? (
          <p className="self-center font-semibold text-slate-900">{nombre}</p>
        ) : (
          <SelectField
            id={`${base}-id`}
            label={t.ambitos.ambito}
            options={props.libres}
            value={v.ambitoId}
            onChange={(e) => set('ambitoId', e.target.value)}
            errors={errores.ambitoId}
          />
        )}
        <TextField
          id={`${base}-minimo`}
          label={ambito ? t.ambitos.minimoDe(nombre) : t.ambitos.minimo}
          inputMode="numeric"
          readOnly={props.readOnly}
          value={v.minimo}
          onChange={(e) => set('minimo', e.target.value)}
          errors={errores.minimo ?? action.fieldErrors.minimo}
        />
        {props.readOnly ? null : (
          <Button
            type="submit"
            variant="secondary"
            disabled={action.busy}
            aria-label={ambito ? t.ambitos.guardarDe(nombre) : undefined}
          >
            {ambito ? t.guardar : t.anadir}
          </Button>
        )}
        {ambito && !props.readOnly ? (
          <DeleteButton
            path={`/procesos/${props.procesoId}/ambitos/${ambito.Id}`}
            label={t.ambitos.quitarTexto}
            ariaLabel={t.ambitos.quitar(nombre)}
          />
        ) : null}
      </form>
      <ActionFeedback action={action} />
    </li>
  );
}

/** The process's scopes with their minimums, and a row to add another. */
export function AmbitosEditor(props: { procesoId: number; ambitos: Option[]; actuales: Ambito[]; readOnly?: boolean }) {
  const dentro = new Set(props.actuales.map((a) => String(a.Id)));
  const libres = props.ambitos.filter((a) => !dentro.has(String(a.value)));
  return (
    <div className="grid gap-3">
      {props.actuales.length === 0 ? <p className="text-slate-700">{t.ambitos.vacio}</p> : null}
      <ul className="grid gap-3">
        {props.actuales.map((a) => (
          <FilaAmbito key={a.Id} procesoId={props.procesoId} ambito={a} libres={libres} readOnly={props.readOnly} />
        ))}
        {libres.length && !props.readOnly ? (
          <FilaAmbito key={`nuevo-${props.actuales.length}`} procesoId={props.procesoId} libres={libres} />
        ) : null}
      </ul>
    </div>
  );
}
