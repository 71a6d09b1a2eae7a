import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { focusFirstInvalid } from '../ui/form-controls.tsx';
import { type FieldErrors, validate } from './schemas.ts';

/**
 * State and submit plumbing shared by the auth forms: field values, per-field errors (cleared
 * when that field changes), the busy flag and the form ref. `check()` validates the values
 * against the schema; on failure it shows the errors, focuses the first invalid field and
 * returns null, otherwise it clears the errors and returns the validated output. `start(event)`
 * is a submit's first step: it keeps the browser from posting, checks, and marks the form busy
 * when there is something to send (null when there is not).
 */
export function useFormFields<S extends v.GenericSchema, T extends Record<string, string>>(schema: S, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof T & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]?.length) setErrors((e) => ({ ...e, [field]: [] }));
  };

  const check = (): v.InferOutput<S> | null => {
    const checked = validate(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return null;
    }
    setErrors({});
    return checked.output;
  };

  const start = (event: { preventDefault(): void }): v.InferOutput<S> | null => {
    event.preventDefault();
    const output = check();
    if (output) setBusy(true);
    return output;
  };

  return { values, setValues, set, errors, setErrors, busy, setBusy, formRef, check, start };
}
