'use client';

import { type FormEvent, useState } from 'react';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { EnviarFila } from '../../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, type Option, SelectField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';

// The forms of PUT autoevaluaciones/{id}: the deadlines, which the agency sets (the project's
// page), and the responsible member, which the process manager names (the team page); and a
// package for a member (POST …/paquetes/{id}/usuarios). Each sends only its own fields. The
// server validates (dates dd/mm/yyyy, their order, none past); its messages show under each field.

/** PUT autoevaluaciones/{id} with the fields `body` gives; the page reloads once it is saved. */
function useGuardarAutoevaluacion(autoevaluacionId: number, body: () => Record<string, unknown>) {
  const router = useRouter();
  const action = useApiAction();
  async function guardar(event: FormEvent) {
    event.preventDefault();
    const res = await action.run('PUT', `/autoevaluaciones/${autoevaluacionId}`, body());
    if (res.ok) await router.reload();
  }
  return { action, guardar };
}

/** A dd/mm/yyyy date of the self-assessment; typing clears the server's message on it. */
function CampoFecha(props: {
  id: string;
  label: string;
  campo: 'fechaLimite' | 'fechaVisita';
  value: string;
  onValue: (value: string) => void;
  action: ReturnType<typeof useApiAction>;
}) {
  return (
    <TextField
      id={props.id}
      label={props.label}
      hint={t.formatoFecha}
      inputMode="numeric"
      value={props.value}
      errors={props.action.fieldErrors[props.campo]}
      onChange={(e) => {
        props.onValue(e.target.value);
        props.action.clearField(props.campo);
      }}
    />
  );
}

/** fechaLimite and fechaVisita (dd/mm/yyyy, empty clears): the agency's. */
export function PlazosForm(props: { autoevaluacionId: number; fechaLimite: string; fechaVisita: string; idBase?: string }) {
  const [limite, setLimite] = useState(props.fechaLimite);
  const [visita, setVisita] = useState(props.fechaVisita);
  const base = props.idBase ?? `plazos-${props.autoevaluacionId}`;
  const { action, guardar } = useGuardarAutoevaluacion(props.autoevaluacionId, () => ({
    fechaLimite: limite.trim() || null,
    fechaVisita: visita.trim() || null,
  }));

  return (
    <form noValidate onSubmit={guardar} className="grid gap-3 sm:grid-cols-2" aria-busy={action.busy || undefined}>
      <CampoFecha
        id={`${base}-limite`}
        label={t.fechaLimite}
        campo="fechaLimite"
        value={limite}
        onValue={setLimite}
        action={action}
      />
      <CampoFecha
        id={`${base}-visita`}
        label={t.fechaVisita}
        campo="fechaVisita"
        value={visita}
        onValue={setVisita}
        action={action}
      />
      <EnviarFila className="sm:col-span-2" busy={action.busy} texto={t.guardarFechas} enviando={t.guardando} />
      <ActionFeedback action={action} />
    </form>
  );
}

/** The responsible member: the process manager's. */
export function ResponsableForm(props: { autoevaluacionId: number; responsable: number | null; miembros: Option[] }) {
  const [responsable, setResponsable] = useState(props.responsable === null ? '' : String(props.responsable));
  const { action, guardar } = useGuardarAutoevaluacion(props.autoevaluacionId, () => ({
    responsable: responsable ? Number(responsable) : null,
  }));

  return (
    <form noValidate onSubmit={guardar} className="grid gap-3 sm:grid-cols-3" aria-busy={action.busy || undefined}>
      <SelectField
        id="equipo-responsable"
        label={t.responsable}
        options={props.miembros}
        placeholder={t.sinResponsable}
        value={responsable}
        errors={action.fieldErrors.responsable}
        onChange={(e) => setResponsable(e.target.value)}
      />
      <EnviarFila className="sm:col-span-3" busy={action.busy} texto={t.guardar} enviando={t.guardando} />
      <ActionFeedback action={action} />
    </form>
  );
}

/** Gives a package's standards to a member (sobrescribir: they become its only assignee). */
export function PaqueteForm(props: { autoevaluacionId: number; paquetes: Option[]; miembros: Option[] }) {
  const router = useRouter();
  const action = useApiAction();
  const [paquete, setPaquete] = useState('');
  const [usuario, setUsuario] = useState('');
  const [sobrescribir, setSobrescribir] = useState(false);
  const [errores, setErrores] = useState<Record<string, string[]>>({});

  async function asignar(event: FormEvent) {
    event.preventDefault();
    const faltan: Record<string, string[]> = {};
    if (!paquete) faltan.paquete = ['Este campo es obligatorio'];
    if (!usuario) faltan.usuario = ['Este campo es obligatorio'];
    setErrores(faltan);
    if (Object.keys(faltan).length > 0) return;
    const res = await action.run('POST', `/autoevaluaciones/${props.autoevaluacionId}/paquetes/${paquete}/usuarios`, {
      usuario: Number(usuario),
      sobrescribir,
    });
    if (res.ok) await router.reload();
  }

  return (
    <form noValidate onSubmit={asignar} className="grid gap-3 sm:grid-cols-2" aria-busy={action.busy || undefined}>
      <SelectField
        id="equipo-paquete"
        label={t.paquete}
        required
        options={props.paquetes}
        value={paquete}
        errors={errores.paquete}
        onChange={(e) => setPaquete(e.target.value)}
      />
      <SelectField
        id="equipo-paquete-usuario"
        label={t.usuario}
        required
        options={props.miembros}
        value={usuario}
        errors={errores.usuario ?? action.fieldErrors.usuario}
        onChange={(e) => setUsuario(e.target.value)}
      />
      <div className="sm:col-span-2">
        <CheckboxField id="equipo-sobrescribir" label={t.sobrescribir} checked={sobrescribir} onChange={setSobrescribir} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={action.busy}>
          {t.asignar}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </form>
  );
}
