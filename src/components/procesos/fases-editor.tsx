'use client';

import { type FormEvent, useState } from 'react';
import * as f from '../../domain/validation/fields.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import type { Option } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { comprobar, type Errores, numeroONull, texto } from './valores.ts';

type Fase = { Clave: string; Plazo: number | null; Minimo: number | null };

/** One phase: deadline in days and minimum, saved on its own (PUT /procesos/{id}/fasesProyecto/{clave}). */
function FilaFase(props: { procesoId: number; fase: Option; actual?: Fase; readOnly?: boolean }) {
  const router = useRouter();
  const action = useApiAction();
  const clave = String(props.fase.value);
  const [v, setV] = useState({ plazo: texto(props.actual?.Plazo), minimo: texto(props.actual?.Minimo) });
  const [errores, setErrores] = useState<Errores>({});
  const errs = (k: 'plazo' | 'minimo') => errores[k] ?? action.fieldErrors[k];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = comprobar(v, { plazo: f.positiveInt({ required: false }), minimo: f.positiveInt({ required: false }) });
    setErrores(found);
    if (Object.keys(found).length) return;
    const body = Object.fromEntries(
      Object.entries(v).flatMap(([k, s]) => (numeroONull(s) === null ? [] : [[k, numeroONull(s)]])),
    );
    const res = await action.run('PUT', `/procesos/${props.procesoId}/fasesProyecto/${clave}`, body, { success: t.guardado });
    if (res.ok) await router.reload();
  }

  const campo = (k: 'plazo' | 'minimo', label: string) => (
    <TextField
      id={`fase-${clave}-${k}`}
      label={label}
      inputMode="numeric"
      readOnly={props.readOnly}
      value={v[k]}
      onChange={(e) => {
        setV((x) => ({ ...x, [k]: e.target.value }));
        setErrores((x) => ({ ...x, [k]: [] }));
      }}
      errors={errs(k)}
    />
  );
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <form noValidate onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_9rem_auto]">
        <p className="self-center font-semibold text-slate-900">{props.fase.label}</p>
        {campo('plazo', t.fases.plazoDe(props.fase.label))}
        {campo('minimo', t.fases.minimoDe(props.fase.label))}
        {props.readOnly ? null : (
          <Button type="submit" variant="secondary" disabled={action.busy} aria-label={t.fases.guardarDe(props.fase.label)}>
            {t.guardar}
          </Button>
        )}
      </form>
      <ActionFeedback action={action} />
    </li>
  );
}

/** Every project phase, with the process's deadline and minimum where it has them. */
export function FasesEditor(props: { procesoId: number; fases: Option[]; actuales: Fase[]; readOnly?: boolean }) {
  return (
    <ul className="grid gap-3">
      {props.fases.map((fase) => (
        <FilaFase
          key={fase.value}
          procesoId={props.procesoId}
          readOnly={props.readOnly}
          fase={fase}
          actual={props.actuales.find((a) => a.Clave === fase.value)}
        />
      ))}
    </ul>
  );
}
