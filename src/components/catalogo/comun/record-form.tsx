'use client';

import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ActionFeedback, type ApiAction, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { focusFirstInvalid } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';
import { type FieldErrors, useFormFields } from './use-form-fields.ts';

/** Where a record lives: `${api}` to create, `${api}/${id}` to update, `${page}/${id}` to show. */
interface RecordPaths {
  /** Unset for a new record. */
  recordId?: number;
  api: string;
  page: string;
  /** The toast after saving. */
  success: string;
}

/**
 * POST a new record (then open its page with `?guardado=1`, where the toast is shown again) or
 * PUT an existing one (then reload the page's server data). Resolves to whether it was saved.
 */
export function useSaveRecord(paths: RecordPaths) {
  const router = useRouter();
  const action = useApiAction();
  const alta = paths.recordId === undefined;
  async function save(payload: unknown): Promise<boolean> {
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? paths.api : `${paths.api}/${paths.recordId}`,
      payload,
      // A new record's page says it was saved (`?guardado=1`): the toast is for changes.
      { success: alta ? null : paths.success },
    );
    if (!res.ok) return false;
    if (alta && res.data?.Id) await router.push(`${paths.page}/${res.data.Id}?guardado=1` as never);
    else await router.reload();
    return true;
  }
  return { action, alta, save };
}

/**
 * The plumbing of a catalogue record form: values, the browser's first check (the server
 * checks everything again), save, and the focus on the first invalid field after a refused
 * submit, whether the browser or the server refused it.
 */
export function useRecordForm<V extends object>(
  opts: RecordPaths & {
    initial: V;
    validate: (values: V) => FieldErrors<V>;
    /** The request body; `alta` is true for a new record. */
    payload: (values: V, alta: boolean) => unknown;
    alsoSet?: (key: keyof V) => Partial<V>;
  },
) {
  const { action, alta, save } = useSaveRecord(opts);
  const fields = useFormFields({ initial: opts.initial, action, alsoSet: opts.alsoSet });
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = opts.validate(fields.values);
    fields.setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    if (!(await save(opts.payload(fields.values, alta)))) setAttempt((n) => n + 1);
  }

  return { ...fields, action, alta, formRef, submit };
}

/** The submit button (Guardando… while busy) and the server's answer, under a form. */
export function SaveFooter(props: { action: ApiAction; readOnly?: boolean; guardar: string; guardando: string }) {
  return (
    <>
      {props.readOnly ? null : (
        <div>
          <Button type="submit" disabled={props.action.busy}>
            {props.action.busy ? props.guardando : props.guardar}
          </Button>
        </div>
      )}
      <ActionFeedback action={props.action} />
    </>
  );
}

/** The frame of a record form: one fieldset in a two-column grid, then {@link SaveFooter}. */
export function RecordForm(props: {
  form: Pick<ReturnType<typeof useRecordForm>, 'formRef' | 'submit' | 'action'>;
  legend: string;
  readOnly?: boolean;
  texts: { guardar: string; guardando: string };
  children: ReactNode;
}) {
  const { form } = props;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} className="grid gap-6" aria-busy={form.action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{props.legend}</legend>
        {props.children}
      </fieldset>
      <SaveFooter action={form.action} readOnly={props.readOnly} {...props.texts} />
    </form>
  );
}
