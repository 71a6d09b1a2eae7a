import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { focusFirstInvalid } from '../ui/form-controls.tsx';
import type { FieldErrors } from './schemas.ts';

type Schemas = typeof import('./schemas.ts');

/**
 * The forms' rules (valibot and the shared field rules, ~8 KB gzip) are fetched when the form
 * mounts, not with the page: the sign-in page stays within its JavaScript budget (ADR 0066).
 * One fetch for every form; a submit before it arrives waits for it.
 */
let schemas: Promise<Schemas> | null = null;
const loadSchemas = () => {
  schemas ??= import('./schemas.ts').catch((e) => {
    schemas = null;
    throw e;
  });
  return schemas;
};

/**
 * State and submit plumbing shared by the auth forms: field values, per-field errors (cleared
 * when that field changes), the busy flag and the form ref. `check()` validates the values
 * against the schema; on failure it shows the errors, focuses the first invalid field and
 * returns null, otherwise it clears the errors and returns the validated output. `start(event)`
 * is a submit's first step: it keeps the browser from posting, checks, and marks the form busy
 * when there is something to send (null when there is not). `pick` names the form's schema in
 * `schemas.ts`.
 */
export function useFormFields<S extends v.GenericSchema, T extends Record<string, string>>(pick: (s: Schemas) => S, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    loadSchemas().catch(() => {});
  }, []);

  const set = (field: keyof T & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]?.length) setErrors((e) => ({ ...e, [field]: [] }));
  };

  const check = async (): Promise<v.InferOutput<S> | null> => {
    const s = await loadSchemas();
    const checked = s.validate(pick(s), values);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return null;
    }
    setErrors({});
    return checked.output;
  };

  const start = async (event: { preventDefault(): void }): Promise<v.InferOutput<S> | null> => {
    event.preventDefault();
    const output = await check();
    if (output) setBusy(true);
    return output;
  };

  return { values, setValues, set, errors, setErrors, busy, setBusy, formRef, check, start };
}
