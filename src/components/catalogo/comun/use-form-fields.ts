'use client';

import { useId, useState } from 'react';
import type { ApiAction } from '../../ui/api-action.tsx';

export type FieldErrors<V> = Partial<Record<keyof V, string[]>>;

/**
 * The values of a catalogue form and their error messages: the browser's own (from the last
 * submit) win over the server's, and editing a field clears both for that field.
 *
 * `text(k)` and `check(k)` give a field's id, value, onChange and errors in one spread, so a
 * field reads `<TextField {...f.text('codigo')} label=… />`.
 */
export function useFormFields<V extends object>(opts: {
  initial: V;
  action: ApiAction;
  /** Element id of a field (default: a `useId` prefix and the field's name). */
  idOf?: (key: string) => string;
  /** Other fields that change with this one (a new manual empties the block chosen). */
  alsoSet?: (key: keyof V) => Partial<V>;
}) {
  const { action } = opts;
  const base = useId();
  const [values, setValues] = useState<V>(opts.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const id = opts.idOf ?? ((key: string) => `${base}-${key}`);

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...opts.alsoSet?.(key) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    action.clearField(key);
  };
  const errs = (key: keyof V & string) => errors[key] ?? action.fieldErrors[key];

  /** Props of a text input, text area or select bound to a string field. */
  const text = <K extends keyof V & string>(key: K) => ({
    id: id(key),
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[K]),
    errors: errs(key),
  });
  /** Props of a CheckboxField bound to a boolean field. */
  const check = <K extends keyof V & string>(key: K) => ({
    id: id(key),
    checked: values[key] as boolean,
    onChange: (on: boolean) => set(key, on as V[K]),
    errors: errs(key),
  });

  return { values, setValues, set, errors, setErrors, errs, id, text, check };
}
