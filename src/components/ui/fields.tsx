import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { cn } from './cn.ts';
import { inputClass } from './form-controls.tsx';

// Labelled select, textarea and checkbox with help and error messages wired for screen
// readers, in the same shape as TextField (form-controls.tsx). Server-safe: no hooks.

interface FieldFrame {
  id: string;
  label: string;
  errors?: readonly string[];
  hint?: ReactNode;
  optional?: boolean;
}

function describedBy(id: string, hint: ReactNode, errors?: readonly string[]) {
  return [hint ? `${id}-ayuda` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Frame({
  id,
  label,
  errors,
  hint,
  optional,
  className,
  children,
}: FieldFrame & { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-700"> {t.opcional}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-ayuda`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

/** The messages under a field (id `${id}-error`, referenced by the field's aria-describedby). */
export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={`${id}-error`} className="flex flex-col gap-0.5 text-sm font-medium text-red-800">
      {errors.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
    options: readonly Option[];
    /** Text of the empty first option; omit to have none. */
    placeholder?: string | false;
  };

export function SelectField({
  id,
  label,
  errors,
  hint,
  optional,
  options,
  placeholder,
  className,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <Frame id={id} label={label} errors={errors} hint={hint} optional={optional} className={className}>
      <select
        id={id}
        className={inputClass}
        required={required}
        aria-required={required || undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...select}
      >
        {placeholder === false ? null : <option value="">{placeholder ?? t.seleccione}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>;

export function TextAreaField({ id, label, errors, hint, optional, className, required, rows = 4, ...area }: TextAreaFieldProps) {
  return (
    <Frame id={id} label={label} errors={errors} hint={hint} optional={optional} className={className}>
      <textarea
        id={id}
        rows={rows}
        className={cn(inputClass, 'h-auto py-2')}
        required={required}
        aria-required={required || undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...area}
      />
    </Frame>
  );
}

/** A checkbox with its label to the right (click target is the whole label). */
export function CheckboxField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  errors?: readonly string[];
  disabled?: boolean;
  name?: string;
}) {
  const { id, label, checked, onChange, hint, errors, disabled, name } = props;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-semibold text-slate-900">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, hint, errors)}
          className="h-5 w-5 rounded border-slate-400 accent-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-ayuda`} className="ml-7 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
