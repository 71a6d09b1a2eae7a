'use client';

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { type ApiResult, type CallOptions, callApi } from '../api-client.ts';
import { ConfirmButton, ErrorBanner, Toast } from './feedback.tsx';
import { withRememberedQuery } from './list-memory.ts';
import { useRouter } from './router.tsx';

export interface ActionState {
  busy: boolean;
  banner: string | null;
  toast: string | null;
  fieldErrors: Record<string, string[]>;
}

/**
 * Calls the API from a form or button and keeps what the user must see: busy flag, the
 * server's error (in a banner), the messages per field, and a success toast
 * (3 s). `run` resolves to the result so the caller can redirect or reload.
 *
 *   const action = useApiAction();
 *   const res = await action.run('PUT', `/bloques/${id}`, values, { success: t.guardado });
 *   if (res.ok) await router.reload();
 *   …
 *   <ActionFeedback action={action} />
 */
export function useApiAction(defaults: CallOptions = { loginOn401: true }) {
  const [state, setState] = useState<ActionState>({ busy: false, banner: null, toast: null, fieldErrors: {} });

  async function run<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts: { success?: string | null } = {},
  ): Promise<ApiResult<T>> {
    setState((s) => ({ ...s, busy: true, banner: null }));
    const res = await callApi<T>(method, path, body, defaults);
    setState((s) => ({
      busy: false,
      banner: res.ok ? null : res.message,
      fieldErrors: res.ok ? {} : res.fieldErrors,
      toast: res.ok ? (opts.success === undefined ? t.eliminado : opts.success) : s.toast,
    }));
    return res;
  }

  const clearBanner = () => setState((s) => ({ ...s, banner: null }));
  const clearToast = () => setState((s) => ({ ...s, toast: null }));
  /** Drops the server's message for one field once the user edits it. */
  const clearField = (field: string) =>
    setState((s) => (s.fieldErrors[field] ? { ...s, fieldErrors: { ...s.fieldErrors, [field]: [] } } : s));

  return { ...state, run, clearBanner, clearToast, clearField };
}

export type ApiAction = ReturnType<typeof useApiAction>;

/** The error banner and the success toast of an action. */
export function ActionFeedback({ action }: { action: ApiAction }) {
  return (
    <>
      <ErrorBanner message={action.banner} onClose={action.clearBanner} />
      <Toast message={action.toast} onDone={action.clearToast} />
    </>
  );
}

/**
 * Deletes a record after "Realmente quiere eliminar este registro": DELETE `path`, then goes to
 * `redirectTo` (e.g. the list) or reloads the current page. A refusal (409…) shows the server's text.
 */
export function DeleteButton(props: {
  path: string;
  redirectTo?: string;
  label?: string;
  /** Accessible name when the visible label repeats on a page ("Eliminar la respuesta «Sí»"). */
  ariaLabel?: string;
  onDeleted?: () => void;
  disabled?: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  async function remove() {
    const res = await action.run('DELETE', props.path, undefined);
    if (!res.ok) return;
    props.onDeleted?.();
    if (props.redirectTo) await router.push(withRememberedQuery(props.redirectTo, document.cookie) as never);
    else if (!props.onDeleted) await router.reload();
  }
  return (
    <div className="flex flex-col gap-2">
      <ConfirmButton
        question={t.confirmarEliminacion}
        onConfirm={remove}
        disabled={props.disabled || action.busy}
        aria-label={props.ariaLabel ?? props.label}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {props.label ?? t.eliminar}
      </ConfirmButton>
      <ActionFeedback action={action} />
    </div>
  );
}
