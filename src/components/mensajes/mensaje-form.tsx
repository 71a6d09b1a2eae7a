'use client';

import { type FormEvent, useId, useState } from 'react';
import { mensajesApi, mensajesUi as t } from '../../i18n/mensajes.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';

/**
 * A new message (a thread, or a reply with `mensajePadreId`) to project `proyectoId`: POST
 * mensajes, then the spec's "Mensaje enviado con éxito" and the thread at `hiloBase` + its id.
 * The text is plain text: sent as typed, shown escaped.
 */
export function MensajeForm(props: {
  proyectoId: number;
  estandarId?: number;
  mensajePadreId?: number;
  asunto?: string;
  hiloBase: string;
  /** A reply stays on the thread's page (reloaded); a new thread opens it. */
  respuesta?: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const id = useId();
  const [asunto, setAsunto] = useState(props.asunto ?? '');
  const [cuerpo, setCuerpo] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await action.run<{ HiloId: number }>(
      'POST',
      '/mensajes',
      {
        proyectoId: props.proyectoId,
        asunto,
        cuerpo,
        ...(props.estandarId ? { estandarId: props.estandarId } : {}),
        ...(props.mensajePadreId ? { mensajePadreId: props.mensajePadreId } : {}),
      },
      { success: mensajesApi.enviado },
    );
    if (!res.ok || !res.data) return;
    setCuerpo('');
    if (props.respuesta) await router.reload();
    else router.push(`${props.hiloBase}${res.data.HiloId}`);
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <TextField
        id={`${id}-asunto`}
        label={t.asunto}
        value={asunto}
        maxLength={200}
        required
        errors={action.fieldErrors.asunto}
        onChange={(e) => {
          setAsunto(e.target.value);
          action.clearField('asunto');
        }}
      />
      <TextAreaField
        id={`${id}-cuerpo`}
        label={props.respuesta ? t.respuesta : t.cuerpo}
        value={cuerpo}
        rows={6}
        maxLength={5000}
        required
        errors={action.fieldErrors.cuerpo}
        onChange={(e) => {
          setCuerpo(e.target.value);
          action.clearField('cuerpo');
        }}
      />
      <div>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? t.enviando : props.respuesta ? t.responder : t.enviar}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </form>
  );
}
