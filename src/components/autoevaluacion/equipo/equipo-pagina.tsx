import type { ReactNode } from 'react';
import type { EquipoPagina } from '../../../domain/autoevaluacion/equipo-pagina.ts';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { PageTitle } from '../../page/page-title.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-controls.tsx';
import { Link } from '../../ui/router.tsx';

/**
 * The frame of the team pages: a titled section that works inside the area's layout or any
 * other, and the read-only notice (motivoSoloLectura) once the self-assessment takes no more
 * changes. The page reads the team (`loadEquipoPagina`, a 404 page for outsiders and unknown ids).
 */
export function EquipoFrame(props: {
  datos: EquipoPagina;
  id: number;
  titulo: string;
  volver?: boolean;
  /** The area's root path (the evaluation area passes "evaluacion"). */
  raiz?: string;
  children: (datos: EquipoPagina) => ReactNode;
}) {
  const { datos } = props;
  return (
    <section aria-labelledby="equipo-titulo" className="grid gap-6">
      <PageTitle>{props.titulo}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="equipo-titulo" className="text-3xl font-bold text-slate-900">
          {props.titulo}
        </h1>
        {props.volver ? (
          <Link to={`/${props.raiz ?? 'autoevaluacion'}/${props.id}/equipo`} className={buttonVariants({ variant: 'ghost' })}>
            {t.volverEquipo}
          </Link>
        ) : null}
      </div>
      {datos.soloLectura ? (
        <FormMessage kind="info">
          <span className="font-semibold">{t.soloLectura}:</span> {datos.soloLectura}
        </FormMessage>
      ) : null}
      {props.children(datos)}
    </section>
  );
}
