// Pieces of the catalogue's record pages (server components: no 'use client').
import type { ReactNode } from 'react';
import { PageTitle } from '../../page/page-title.tsx';
import { DeleteButton } from '../../ui/api-action.tsx';
import { cn } from '../../ui/cn.ts';
import { FormMessage } from '../../ui/form-controls.tsx';

/** The page's title (tab and h1) with its links and buttons on the right. */
export function FichaCabecera(props: { titulo: string; className?: string; children: ReactNode }) {
  return (
    <>
      <PageTitle>{props.titulo}</PageTitle>
      <div className={cn('flex flex-wrap items-center justify-between gap-3', props.className)}>
        <h1 className="text-3xl font-bold text-slate-900">{props.titulo}</h1>
        {props.children}
      </div>
    </>
  );
}

/** `?guardado=1`: a form has just created this record and opened its page, which says so again. */
export const recienGuardado = (query?: string) => new URLSearchParams(query ?? '').get('guardado') === '1';

/** A message between the title and the form. */
export function Aviso(props: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className="mb-4">
      <FormMessage kind={props.kind}>{props.children}</FormMessage>
    </div>
  );
}

/** Delete, at the foot of the page and apart from the form's Guardar. */
export function PieEliminar(props: { path: string; redirectTo: string }) {
  return (
    <div className="mt-10 border-t border-slate-200 pt-6">
      <DeleteButton path={props.path} redirectTo={props.redirectTo} />
    </div>
  );
}
