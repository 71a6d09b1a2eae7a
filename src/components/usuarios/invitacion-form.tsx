'use client';

import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { email } from '../../domain/validation/valibot.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosSelector } from '../../i18n/proyectos.ts';
import { invitacionesPagina as t, usuarios as u } from '../../i18n/usuarios.ts';
import { validacion } from '../../i18n/validacion.ts';
import { ProyectoCombobox } from '../proyectos/proyecto-combobox.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton, ErrorBanner } from '../ui/feedback.tsx';
import { inputClass, TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import { callApi } from './api.ts';
import type { PerfilOption } from './perfiles-editor.tsx';

const emailField = email();

/** An invitation counts as sent only when the reply's body says statusCode 201. */
export const invitacionEnviada = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { statusCode?: unknown }).statusCode === 201;

/**
 * Invite an e-mail address with a profile (and the project, for per-project profiles).
 * After success the list reloads, but only on /invitaciones (the spec's rule: the form
 * may be reused on other pages).
 */
export function EnviarInvitacionForm(props: { perfiles: PerfilOption[]; instancia: string }) {
  const base = useId();
  const router = useRouter();
  const [direccionEmail, setEmail] = useState('');
  const [perfilId, setPerfilId] = useState('');
  const [proyectoId, setProyectoId] = useState<number | null>(null);
  // Remounts the chooser (empty) after a successful invitation.
  const [ronda, setRonda] = useState(0);
  const [incluirRemitente, setIncluir] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const perfil = props.perfiles.find((p) => String(p.Id) === perfilId);
  const porProyecto = perfil !== undefined && !perfil.General;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    const found: Record<string, string[]> = {};
    const e = v.safeParse(emailField, direccionEmail);
    if (!e.success) found.direccionEmail = e.issues.map((i) => i.message);
    if (!perfilId) found.perfilId = [validacion.required];
    if (porProyecto && proyectoId === null) found.proyectoId = [validacion.required];
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${base}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    const res = await callApi(
      'POST',
      '/invitaciones',
      {
        direccionEmail: direccionEmail.trim(),
        perfilId: Number(perfilId),
        ...(porProyecto ? { proyectoId } : {}),
        incluirRemitente,
      },
      { instancia: props.instancia },
    );
    setBusy(false);
    if (!res.ok || !invitacionEnviada(res.data)) {
      setErrors(res.fieldErrors);
      setBanner(res.message ?? errores.operacionFallida);
      return;
    }
    setEmail('');
    setPerfilId('');
    setProyectoId(null);
    setRonda((n) => n + 1);
    setIncluir(false);
    showSuccess(t.enviada);
    if (window.location.pathname === '/invitaciones') await router.reload();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-slate-200 p-5"
      aria-busy={busy || undefined}
    >
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          id={`${base}-direccionEmail`}
          label={t.email}
          type="email"
          required
          autoComplete="off"
          value={direccionEmail}
          errors={errors.direccionEmail}
          onChange={(ev) => setEmail(ev.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${base}-perfilId`} className="text-sm font-semibold text-slate-900">
            {t.perfil}
            <span aria-hidden="true" className="text-red-800">
              {' '}
              *
            </span>
          </label>
          <select
            id={`${base}-perfilId`}
            className={inputClass}
            value={perfilId}
            required
            aria-required
            aria-invalid={errors.perfilId ? true : undefined}
            aria-describedby={errors.perfilId ? `${base}-perfilId-error` : undefined}
            onChange={(ev) => setPerfilId(ev.target.value)}
          >
            <option value="">{u.seleccione}</option>
            {props.perfiles.map((p) => (
              <option key={p.Id} value={String(p.Id)}>
                {p.NombrePublico}
              </option>
            ))}
          </select>
          {errors.perfilId ? (
            <p id={`${base}-perfilId-error`} className="text-sm font-medium text-red-800">
              {errors.perfilId.join(' ')}
            </p>
          ) : null}
        </div>
        {porProyecto ? (
          <ProyectoCombobox
            key={ronda}
            id={`${base}-proyectoId`}
            label={proyectosSelector.proyecto}
            instancia={props.instancia}
            required
            errors={errors.proyectoId}
            onChange={setProyectoId}
          />
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${base}-incluirRemitente`}
          type="checkbox"
          className="h-6 w-6 accent-brand"
          checked={incluirRemitente}
          onChange={(ev) => setIncluir(ev.target.checked)}
        />
        <label htmlFor={`${base}-incluirRemitente`} className="text-sm font-medium text-slate-900">
          {t.incluirRemitente}
        </label>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t.enviando : t.enviar}
        </Button>
      </div>
    </form>
  );
}

/** Cancels a pending invitation (DELETE /invitaciones/{id}) after a confirmation. */
export function CancelarInvitacion(props: { id: number; email: string; instancia: string }) {
  const router = useRouter();
  const [banner, setBanner] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <ConfirmButton
        question={t.confirmarCancelar}
        aria-label={t.cancelarDe(props.email)}
        onConfirm={async () => {
          const res = await callApi('DELETE', `/invitaciones/${props.id}`, undefined, { instancia: props.instancia });
          if (res.ok) await router.reload();
          else setBanner(res.message ?? errores.generico);
        }}
      >
        {t.cancelar}
      </ConfirmButton>
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
    </div>
  );
}
