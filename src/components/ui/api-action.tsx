'use client';

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { type ApiResult, type CallOptions, callApi } from '../api-client.ts';
import { ConfirmButton, ErrorBanner } from './feedback.tsx';
import { withRememberedQuery } from './list-memory.ts';
import { useRouter } from './router.tsx';
import { showSuccess } from './toast-store.ts';

interface ActionState {
  busy: boolean;
  banner: string | null;
  fieldErrors: Record<string, string[]>;
}

/**
 * Calls the API from a form or button and keeps what the user must see: busy flag, the
 * server's error (in a banner), the messages per field; a success shows the page's toast
 * (showSuccess: the spec's text unless `success` gives the action's own words, none with
 * null). `run` resolves to the result so the caller can redirect or reload; `check` shows what
 * the page can tell before calling (ConfirmButton's `check`: before asking to confirm).
 *
 *   const action = useApiAction();
 *   const res = await action.run('PUT', `/bloques/${id}`, values, { success: t.guardado });
 *   if (res.ok) await router.reload();
 *   …
 *   <ActionFeedback action={action} />
 */
export function useApiAction(defaults: CallOptions = { loginOn401: true }) {
  const [state, setState] = useState<ActionState>({ busy: false, banner: null, fieldErrors: {} });

  async function run<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts: { success?: string | null } = {},
  ): Promise<ApiResult<T>> {
    setState((s) => ({ ...s, busy: true, banner: null }));
    const res = await callApi<T>(method, path, body, defaults);
    setState({ busy: false, banner: res.ok ? null : res.message, fieldErrors: res.ok ? {} : res.fieldErrors });
    if (res.ok && opts.success !== null) showSuccess(opts.success);
    return res;
  }

  /**
   * The page's own check before a call (or before asking to confirm one), with the rule the
   * server applies too: problems are shown as the server's refusal would show them (the first in
   * the banner, each under its field) and the answer is false; none clears them and answers true.
   */
  function check(problemas: string | Record<string, string[] | undefined> | null | undefined): boolean {
    const porCampo: Record<string, string[]> =
      typeof problemas === 'string'
        ? { '': [problemas] }
        : Object.fromEntries(Object.entries(problemas ?? {}).filter((e): e is [string, string[]] => (e[1]?.length ?? 0) > 0));
    const primero = Object.values(porCampo)[0]?.[0] ?? null;
    setState((s) => ({ ...s, banner: primero, fieldErrors: primero ? porCampo : {} }));
    return primero === null;
  }

  const clearBanner = () => setState((s) => ({ ...s, banner: null }));
  /** Drops the server's message for one field once the user edits it. */
  const clearField = (field: string) =>
    setState((s) => (s.fieldErrors[field] ? { ...s, fieldErrors: { ...s.fieldErrors, [field]: [] } } : s));

  return { ...state, run, check, clearBanner, clearField };
}

export type ApiAction = ReturnType<typeof useApiAction>;

/** The error banner of an action (its success toast is the page's: SuccessToast). */
export function ActionFeedback({ action }: { action: ApiAction }) {
  return <ErrorBanner message={action.banner} onClose={action.clearBanner} />;
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
