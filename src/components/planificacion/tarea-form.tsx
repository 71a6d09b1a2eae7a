'use client';

import { type FormEvent, useRef, useState } from 'react';
import type { Opcion } from '../../domain/planificacion/opciones.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { tareasUi as t } from '../../i18n/autoevaluacion-plan.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { erroresTarea } from './validacion.ts';

interface TareaValores {
  Id?: number;
  Titulo: string;
  Descripcion: string | null;
  FechaLimite: string | null;
  Estandar: { Id: number } | null;
  Responsable: { Id: number } | null;
  Conseguido: boolean;
  Version?: number;
}

/**
 * A task's fields. New tasks POST to autoevaluaciones/{id}/tareas and go to
 * their page; existing ones PUT the whole task and reload. The date is typed dd/mm/yyyy.
 */
export function TareaForm(props: {
  autoevaluacionId: number;
  tarea?: TareaValores;
  estandares: Opcion[];
  responsables: Opcion[];
  /** Pre-selected standard for a new task (from ?estandarId=). */
  estandarId?: number;
}) {
  const router = useRouter();
  const action = useApiAction();
  const form = useRef<HTMLFormElement>(null);
  const inicial = props.tarea;
  const [titulo, setTitulo] = useState(inicial?.Titulo ?? '');
  const [descripcion, setDescripcion] = useState(inicial?.Descripcion ?? '');
  const [fechaLimite, setFechaLimite] = useState(inicial?.FechaLimite ? fechaEs(inicial.FechaLimite) : '');
  const [estandarId, setEstandarId] = useState(String(inicial?.Estandar?.Id ?? props.estandarId ?? ''));
  const [usuarioId, setUsuarioId] = useState(String(inicial?.Responsable?.Id ?? ''));
  const [conseguido, setConseguido] = useState(inicial?.Conseguido ?? false);
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const err = (campo: string) => (errores[campo]?.length ? errores[campo] : action.fieldErrors[campo]);
  const limpiar = (campo: string) => {
    setErrores((e) => ({ ...e, [campo]: [] }));
    action.clearField(campo);
  };

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const locales = erroresTarea({ titulo, fechaLimite });
    setErrores(locales);
    if (Object.keys(locales).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const body = {
      titulo: titulo.trim(),
      descripcion: descripcion.trim() || undefined,
      fechaLimite: fechaLimite.trim() || undefined,
      estandarId: estandarId ? Number(estandarId) : undefined,
      usuarioId: usuarioId ? Number(usuarioId) : undefined,
      conseguido,
      version: inicial?.Version,
    };
    if (inicial?.Id) {
      const res = await action.run('PUT', `/autoevaluaciones/tareas/${inicial.Id}`, body);
      // 409: someone else saved first. Reload to show their version; the banner says why.
      if (res.ok || res.status === 409) await router.reload();
      else requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const res = await action.run<{ Id: number }>('POST', `/autoevaluaciones/${props.autoevaluacionId}/tareas`, body);
    if (res.ok && res.data) await router.push(`/autoevaluacion/${props.autoevaluacionId}/tarea/${res.data.Id}` as never);
    else requestAnimationFrame(() => focusFirstInvalid(form.current));
  }

  return (
    <form ref={form} noValidate onSubmit={guardar} className="grid gap-4" aria-busy={action.busy || undefined}>
      <TextField
        id="tarea-titulo"
        label={t.campos.titulo}
        required
        value={titulo}
        errors={err('titulo')}
        onChange={(e) => {
          setTitulo(e.target.value);
          limpiar('titulo');
        }}
      />
      <TextAreaField
        id="tarea-descripcion"
        label={t.campos.descripcion}
        optional
        value={descripcion}
        errors={err('descripcion')}
        onChange={(e) => setDescripcion(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="tarea-fecha"
          label={t.campos.fechaLimite}
          optional
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          autoComplete="off"
          value={fechaLimite}
          errors={err('fechaLimite')}
          onChange={(e) => {
            setFechaLimite(e.target.value);
            limpiar('fechaLimite');
          }}
        />
        <SelectField
          id="tarea-responsable"
          label={t.campos.responsable}
          optional
          placeholder={t.campos.sinResponsable}
          options={props.responsables}
          value={usuarioId}
          errors={err('usuarioId')}
          onChange={(e) => {
            setUsuarioId(e.target.value);
            limpiar('usuarioId');
          }}
        />
      </div>
      <SelectField
        id="tarea-estandar"
        label={t.campos.estandar}
        optional
        placeholder={t.campos.sinEstandar}
        options={props.estandares}
        value={estandarId}
        errors={err('estandarId')}
        onChange={(e) => {
          setEstandarId(e.target.value);
          limpiar('estandarId');
        }}
      />
      <CheckboxField
        id="tarea-conseguido"
        label={t.campos.conseguido}
        checked={conseguido}
        onChange={setConseguido}
        hint={t.estadoCalculado}
      />
      <div>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? t.guardando : inicial?.Id ? t.guardar : t.crear}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </form>
  );
}
