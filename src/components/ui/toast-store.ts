import { useSyncExternalStore } from 'react';
import { errores } from '../../i18n/errores.ts';

// The success toast (spec: "La operación se ha realizado correctamente", shown 3000 ms), one per
// page, kept outside the component that saved. A save usually reloads the page's server data or
// opens another page, and the form that saved is then rendered anew (a verdict's form is keyed
// by its version, a new task opens its own page): a toast held in the form's state went with it
// before anyone saw it. The management and area layouts show this one (SuccessToast), so it
// stays on screen through the reload or the navigation that follows the save.

/** Success toasts last 3 s. */
export const TOAST_MS = 3000;

interface Aviso {
  message: string;
  /** Counts the toasts shown, so the same text shown twice is announced twice. */
  n: number;
}

let current: Aviso | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows the success toast: the spec's text unless the action has its own words (published, sent…). */
export function showSuccess(message: string = errores.exito): void {
  current = { message, n: (current?.n ?? 0) + 1 };
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    emit();
  }, TOAST_MS);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The toast on screen now, or null (always null on the server). */
export function useSuccessToast(): Aviso | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
