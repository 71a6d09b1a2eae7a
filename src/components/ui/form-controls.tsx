import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

// styles.css .campo: the field's utilities in one class, written once per field in the HTML and flight data.
export const inputClass = 'campo';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  id: string;
  label: string;
  /** Messages to show under the input (validation or server). */
  errors?: readonly string[];
  /** Help shown under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Extra elements described by the input (e.g. the password checklist's id). */
  describedBy?: string;
  /** Marks the label "(opcional)": in these short forms every other field is required. */
  optional?: boolean;
  children?: ReactNode;
};

/** A labelled input with its help and error messages wired for screen readers. */
export function TextField({
  id,
  label,
  errors,
  hint,
  describedBy,
  optional,
  required,
  children,
  className,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-700"> (opcional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={inputClass}
        required={required}
        aria-required={required || undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {children}
      {errors?.length ? (
        <ul id={errorId} className="flex flex-col gap-0.5 text-sm font-medium text-red-800">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A message box: errors are announced at once (role=alert), successes politely (role=status), notes not at all. */
const MESSAGE_STYLE = {
  error: { Icon: CircleAlert, role: 'alert', className: 'border-red-300 bg-red-50 text-red-900' },
  success: { Icon: CircleCheck, role: 'status', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  // Standing notes (e.g. why a record is read-only): not announced as news.
  info: { Icon: Info, role: undefined, className: 'border-amber-300 bg-amber-50 text-amber-950' },
} as const;

export function FormMessage({ kind, children, id }: { kind: 'error' | 'success' | 'info'; children: ReactNode; id?: string }) {
  const { Icon, role, className } = MESSAGE_STYLE[kind];
  return (
    <div id={id} role={role} className={cn('flex items-start gap-2 rounded-md border px-4 py-3 text-sm font-medium', className)}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** Focuses the first field marked invalid inside `form` (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}
