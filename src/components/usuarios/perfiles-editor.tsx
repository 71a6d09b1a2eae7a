'use client';

import { type FormEvent, useId, useState } from 'react';
import type { PerfilRef } from '../../domain/usuarios/list.ts';
import { nombreProyecto } from '../../domain/usuarios/proyecto-nombre.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { validacion } from '../../i18n/validacion.ts';
import { ProyectoCombobox } from '../proyectos/proyecto-combobox.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton, ErrorBanner } from '../ui/feedback.tsx';
import { inputClass } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import { callApi } from './api.ts';
import { PerfilBadge } from './badges.tsx';

export type PerfilOption = { Id: number; NombrePublico: string; General: boolean };

/**
 * The profiles a user holds, each with a remove button (confirmed first), and a form to
 * add one: for the whole system, or for a project when the profile is held per project.
 */
export function PerfilesEditor(props: { usuarioId: number; perfiles: PerfilRef[]; opciones: PerfilOption[]; instancia: string }) {
  const base = useId();
  const router = useRouter();
  const [perfilId, setPerfilId] = useState('');
  const [proyectoId, setProyectoId] = useState<number | null>(null);
  // A new chooser after each profile added: its text goes with the project it chose.
  const [vuelta, setVuelta] = useState(0);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const elegido = props.opciones.find((p) => String(p.Id) === perfilId);
  const porProyecto = elegido !== undefined && !elegido.General;

  const done = async (ok: boolean, message: string | null, fieldErrors: Record<string, string[]> = {}) => {
    setBusy(false);
    if (!ok) {
      setErrors(fieldErrors);
      setBanner(message ?? errores.generico);
      return;
    }
    setErrors({});
    setBanner(null);
    showSuccess();
    await router.reload();
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    if (!perfilId) found.perfilId = [validacion.required];
    if (porProyecto && proyectoId === null) found.proyectoId = [t.eligeProyecto];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const body = porProyecto ? { perfilId: Number(perfilId), proyectoId } : { perfilId: Number(perfilId) };
    const res = await callApi('POST', `/usuarios/${props.usuarioId}/perfiles`, body, { instancia: props.instancia });
    if (res.ok) {
      setPerfilId('');
      setProyectoId(null);
      setVuelta((v) => v + 1);
    }
    await done(res.ok, res.message, res.fieldErrors);
  }

  async function remove(p: PerfilRef) {
    setBusy(true);
    const path = `/usuarios/${props.usuarioId}/perfiles/${p.Id}${p.Proyecto ? `/proyectos/${p.Proyecto.Id}` : ''}`;
    const res = await callApi('DELETE', path, undefined, { instancia: props.instancia });
    await done(res.ok, res.message);
  }

  const fieldError = (key: string) =>
    errors[key]?.length ? (
      <p id={`${base}-${key}-error`} className="text-sm font-medium text-red-800">
        {errors[key]?.join(' ')}
      </p>
    ) : null;

  return (
    <div className="grid gap-4" aria-busy={busy || undefined}>
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      {props.perfiles.length === 0 ? (
        <p className="text-slate-700">{t.sinPerfiles}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {props.perfiles.map((p) => (
            <li key={`${p.Id}-${p.Proyecto?.Id ?? 0}`} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <PerfilBadge perfil={p} />
                {p.Proyecto ? null : <span className="text-sm text-slate-700">{t.global}</span>}
              </span>
              <ConfirmButton
                question={t.confirmarEliminar}
                onConfirm={() => remove(p)}
                disabled={busy}
                aria-label={t.eliminarPerfil(p.Proyecto ? `${p.NombrePublico} (${nombreProyecto(p.Proyecto)})` : p.NombrePublico)}
              >
                {t.eliminar}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-3" aria-label={t.anadirPerfil}>
        <div className="flex min-w-56 flex-col gap-1.5">
          <label htmlFor={`${base}-perfilId`} className="text-sm font-semibold text-slate-900">
            {t.perfil}
          </label>
          <select
            id={`${base}-perfilId`}
            className={inputClass}
            value={perfilId}
            aria-invalid={errors.perfilId?.length ? true : undefined}
            aria-describedby={errors.perfilId?.length ? `${base}-perfilId-error` : undefined}
            onChange={(e) => setPerfilId(e.target.value)}
          >
            <option value="">{t.seleccione}</option>
            {props.opciones.map((p) => (
              <option key={p.Id} value={String(p.Id)}>
                {p.NombrePublico}
              </option>
            ))}
          </select>
          {fieldError('perfilId')}
        </div>
        {porProyecto ? (
          <div className="min-w-72 flex-1">
            <ProyectoCombobox
              key={vuelta}
              id={`${base}-proyectoId`}
              label={t.proyectoId}
              instancia={props.instancia}
              required
              errors={errors.proyectoId}
              onChange={setProyectoId}
            />
          </div>
        ) : null}
        <Button type="submit" disabled={busy}>
          {t.anadirPerfil}
        </Button>
      </form>
    </div>
  );
}
