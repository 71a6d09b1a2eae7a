'use client';

import { type FormEvent, useState } from 'react';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { EnviarFila } from '../../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { CheckboxField, type Option, SelectField } from '../../ui/fields.tsx';
import { FormMessage, TextField } from '../../ui/form-controls.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invites a person to the team (usuario/alta: with a team profile) or to replace the
 * representative (usuario/sustitucion: naming who is replaced when there are several). The
 * invitation counts as sent only when the reply's statusCode is 201.
 */
export function InvitarForm(props: {
  autoevaluacionId: number;
  modo: 'alta' | 'sustitucion';
  perfiles?: Option[];
  gestores?: Option[];
}) {
  const action = useApiAction();
  const [email, setEmail] = useState('');
  const [perfil, setPerfil] = useState(String(props.perfiles?.at(-1)?.value ?? ''));
  const [sustituido, setSustituido] = useState(String(props.gestores?.[0]?.value ?? ''));
  const [remitente, setRemitente] = useState(true);
  const [error, setError] = useState<string[] | undefined>();
  const [enviada, setEnviada] = useState<string | null>(null);
  const textos = props.modo === 'alta' ? t.alta : { ...t.alta, ...t.sustitucion };

  async function enviar(event: FormEvent) {
    event.preventDefault();
    setEnviada(null);
    if (!email.trim()) return setError([validacion.required]);
    if (!EMAIL.test(email.trim())) return setError([validacion.email]);
    const base = `/autoevaluaciones/${props.autoevaluacionId}/usuarios`;
    const res =
      props.modo === 'alta'
        ? await action.run<{ statusCode: number; message: string }>(
            'POST',
            base,
            { direccionEmail: email.trim(), perfilId: Number(perfil), incluirRemitente: remitente },
            { success: null },
          )
        : await action.run<{ statusCode: number; message: string }>(
            'POST',
            `${base}/sustitucion`,
            {
              direccionEmail: email.trim(),
              ...(sustituido ? { usuarioId: Number(sustituido) } : {}),
              incluirRemitente: remitente,
            },
            { success: null },
          );
    if (res.ok && res.data?.statusCode === 201) {
      setEnviada(res.data.message);
      setEmail('');
    }
  }

  return (
    <form noValidate onSubmit={enviar} className="grid max-w-xl gap-4" aria-busy={action.busy || undefined}>
      <p className="text-slate-800">{textos.intro}</p>
      {props.modo === 'sustitucion' && (props.gestores?.length ?? 0) > 1 ? (
        <SelectField
          id="invitar-sustituido"
          label={t.sustitucion.quien}
          required
          placeholder={false}
          options={props.gestores ?? []}
          value={sustituido}
          onChange={(e) => setSustituido(e.target.value)}
        />
      ) : null}
      <TextField
        id="invitar-email"
        label={textos.email}
        type="email"
        autoComplete="off"
        required
        value={email}
        errors={error ?? action.fieldErrors.direccionEmail}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(undefined);
          action.clearField('direccionEmail');
        }}
      />
      {props.modo === 'alta' ? (
        <SelectField
          id="invitar-perfil"
          label={t.alta.perfil}
          required
          placeholder={false}
          options={props.perfiles ?? []}
          value={perfil}
          errors={action.fieldErrors.perfilId}
          onChange={(e) => setPerfil(e.target.value)}
        />
      ) : null}
      <CheckboxField id="invitar-remitente" label={t.alta.remitente} checked={remitente} onChange={setRemitente} />
      <EnviarFila busy={action.busy} texto={t.alta.enviar} enviando={t.alta.enviando} />
      {enviada ? <FormMessage kind="success">{enviada}</FormMessage> : null}
      <ActionFeedback action={action} />
    </form>
  );
}
