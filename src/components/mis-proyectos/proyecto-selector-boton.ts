// Shared by the switcher's stand-in button and its lazily loaded menu.

/** How the switcher was opened before its menu code arrived, if it was: by pointer or by one of its keys. */
export type Apertura = null | 'puntero' | 'Enter' | ' ' | 'ArrowDown';

export const triggerClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-900 hover:bg-brand-soft data-[state=open]:bg-brand-soft';
