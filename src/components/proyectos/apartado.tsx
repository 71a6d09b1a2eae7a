import type { ReactNode } from 'react';

/**
 * A section of the project's page with its heading (which labels the region) and the help line
 * under it: the Equipo tab's invitations, invitation form and evaluation team, and the documents.
 */
export function ApartadoProyecto(props: { id: string; titulo: ReactNode; ayuda: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="grid gap-3">
      <h2 id={props.id} className="text-xl font-semibold text-slate-900">
        {props.titulo}
      </h2>
      <p className="text-slate-700">{props.ayuda}</p>
      {props.children}
    </section>
  );
}
