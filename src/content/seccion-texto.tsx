import type { ReactNode } from 'react';
import { estilos } from './estilos.ts';

/**
 * A section of an information page in the texts' typography (the app's own pages use
 * components/shared/seccion.tsx): its heading names it for assistive technology.
 */
export function SeccionTexto(props: { id: string; titulo: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className={estilos.h2}>
        {props.titulo}
      </h2>
      {props.children}
    </section>
  );
}
