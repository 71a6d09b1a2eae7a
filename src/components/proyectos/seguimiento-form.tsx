'use client';

import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { type Plazos, proponerFechas } from '../../domain/proyectos/seguimiento-fechas.ts';
import { fechaEs, toIsoDate } from '../../domain/shared/fechas.ts';
import * as f from '../../domain/validation/valibot.ts';
import { seguimiento } from '../../i18n/autoevaluacion-seguimiento.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';

const t = seguimiento.ui;
type Campo = 'fechaInicio' | 'fechaLimite' | 'fechaLimiteSiguiente';

/** The same checks and Spanish messages as the API (abrirSeguimientoSchema + "after today"). */
const schema = v.object({
  fechaInicio: f.date(),
  fechaLimite: f.date({ required: false }),
  fechaLimiteSiguiente: f.futureDate(() => new Date()),
});

function erroresDe(values: Record<Campo, string>): Partial<Record<Campo, string[]>> {
  const res = v.safeParse(schema, values);
  if (res.success) return {};
  const out: Partial<Record<Campo, string[]>> = {};
  for (const issue of res.issues) {
    const key = String(issue.path?.[0]?.key ?? '') as Campo;
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const propuestas = (inicioIso: string, plazos: Plazos): Record<Campo, string> => {
  const p = proponerFechas(inicioIso, plazos);
  return {
    fechaInicio: fechaEs(p.fechaInicio, ''),
    fechaLimite: fechaEs(p.fechaLimite, ''),
    fechaLimiteSiguiente: fechaEs(p.fechaLimiteSiguiente, ''),
  };
};

/**
 * Configurar (proyecto/{id}?pestana=FIN-INI): the planned start, with the deadlines proposed
 * from the process's phase terms (recomputed when the start changes, editable), then
 * PUT proyectos/{id}/abrirSeguimiento after a confirmation.
 */
export function SeguimientoForm(props: {
  proyectoId: number;
  codigo: string;
  /** ISO: today, the proposal's default start. */
  hoy: string;
  plazos: Plazos;
  fases: Array<{ Clave: string; Nombre: string; Plazo: number | null }>;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [valores, setValores] = useState<Record<Campo, string>>(() => propuestas(props.hoy, props.plazos));
  const [errores, setErrores] = useState<Partial<Record<Campo, string[]>>>({});

  function cambiar(campo: Campo, valor: string) {
    setErrores((e) => ({ ...e, [campo]: [] }));
    action.clearField(campo);
    // A new valid start proposes the deadlines again from it.
    const iso = campo === 'fechaInicio' ? toIsoDate(valor) : undefined;
    setValores((vs) => (iso ? { ...propuestas(iso, props.plazos), fechaInicio: valor } : { ...vs, [campo]: valor }));
  }

  async function abrir() {
    const locales = erroresDe(valores);
    setErrores(locales);
    if (Object.keys(locales).length > 0) return;
    const res = await action.run(
      'PUT',
      `/proyectos/${props.proyectoId}/abrirSeguimiento`,
      {
        fechaInicio: valores.fechaInicio.trim(),
        fechaLimite: valores.fechaLimite.trim() || null,
        fechaLimiteSiguiente: valores.fechaLimiteSiguiente.trim(),
      },
      { success: seguimiento.abierto },
    );
    // The project has left FIN-INI: its self-assessments (both cycles, with their figures) show the result.
    if (res.ok) router.push(`/proyecto/${props.proyectoId}?pestana=autoevaluaciones`);
  }

  const campo = (id: Campo, label: string, optional = false) => (
    <TextField
      id={`seguimiento-${id}`}
      label={label}
      hint={t.formato}
      optional={optional}
      inputMode="numeric"
      autoComplete="off"
      value={valores[id]}
      errors={[...(errores[id] ?? []), ...(action.fieldErrors[id] ?? [])]}
      onChange={(e) => cambiar(id, e.target.value)}
    />
  );

  return (
    <div className="grid gap-4">
      <table className="w-full max-w-md text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{t.plazos}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-4">
              {t.fase}
            </th>
            <th scope="col" className="py-1">
              {t.plazo}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.fases.map((fase) => (
            <tr key={fase.Clave} className="border-b border-slate-200">
              <td className="py-1 pr-4 text-slate-900">{fase.Nombre}</td>
              <td className="py-1 text-slate-800">{fase.Plazo === null ? t.sinPlazo : t.dias(fase.Plazo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        noValidate
        onSubmit={(e: FormEvent) => e.preventDefault()}
        className="grid gap-3 sm:grid-cols-3"
        aria-busy={action.busy || undefined}
        aria-describedby="seguimiento-propuestas"
      >
        <p id="seguimiento-propuestas" className="text-sm text-slate-700 sm:col-span-3">
          {t.propuestas}
        </p>
        {campo('fechaInicio', t.fechaInicio)}
        {campo('fechaLimite', t.fechaLimite, true)}
        {campo('fechaLimiteSiguiente', t.fechaLimiteSiguiente)}
        <div className="flex flex-wrap gap-3 sm:col-span-3">
          <ConfirmButton
            variant="primary"
            size="md"
            question={t.confirmar(props.codigo)}
            onConfirm={abrir}
            disabled={action.busy}
          >
            {action.busy ? t.abriendo : t.abrir}
          </ConfirmButton>
        </div>
      </form>
      <ActionFeedback action={action} />
    </div>
  );
}
