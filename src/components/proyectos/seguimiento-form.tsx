'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { erroresFechasSeguimiento, type Plazos, proponerFechas } from '../../domain/proyectos/seguimiento-fechas.ts';
import { fechaEs, todayIso, toIsoDate } from '../../domain/shared/fechas.ts';
import * as f from '../../domain/validation/valibot.ts';
import { seguimiento } from '../../i18n/autoevaluacion-seguimiento.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';

const t = seguimiento.ui;
type Campo = 'fechaInicio' | 'fechaLimite' | 'fechaLimiteSiguiente';

/** The same formats and Spanish messages as the API (abrirSeguimientoSchema); then the dates' rules. */
const schema = v.object({
  fechaInicio: f.date(),
  fechaLimite: f.date({ required: false }),
  fechaLimiteSiguiente: f.date(),
});

/** What the server would refuse, per field: a bad format, else a broken rule (erroresFechasSeguimiento). */
function erroresDe(values: Record<Campo, string>): Partial<Record<Campo, string[]>> {
  const res = v.safeParse(schema, values);
  if (res.success) {
    const fechas = {
      inicio: toIsoDate(values.fechaInicio) as string,
      limite: toIsoDate(values.fechaLimite) ?? null,
      siguiente: toIsoDate(values.fechaLimiteSiguiente) as string,
    };
    return erroresFechasSeguimiento(fechas, todayIso(new Date()));
  }
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
 * PUT proyectos/{id}/abrirSeguimiento after a confirmation, asked only once the dates pass the
 * server's rules.
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
  const form = useRef<HTMLFormElement>(null);
  const [intentos, setIntentos] = useState(0);
  // After a refused check the first wrong date takes the focus, once its message is on screen.
  useEffect(() => {
    if (intentos > 0) focusFirstInvalid(form.current);
  }, [intentos]);

  /** Before asking to confirm: the dates as the server checks them. */
  function comprobar() {
    const ok = action.check(erroresDe(valores));
    if (!ok) setIntentos((n) => n + 1);
    return ok;
  }

  function cambiar(campo: Campo, valor: string) {
    action.clearField(campo);
    // A new valid start proposes the deadlines again from it.
    const iso = campo === 'fechaInicio' ? toIsoDate(valor) : undefined;
    setValores((vs) => (iso ? { ...propuestas(iso, props.plazos), fechaInicio: valor } : { ...vs, [campo]: valor }));
  }

  async function abrir() {
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
      errors={action.fieldErrors[id]}
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
        ref={form}
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
            check={comprobar}
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
