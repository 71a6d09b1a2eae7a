import type { ReactNode } from 'react';
import { type EquipoPagina, getEquipoPagina } from '../../../domain/autoevaluacion/equipo-pagina.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { isAppError } from '../../../domain/errors.ts';
import type { Regla } from '../../../domain/permisos/regla.ts';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { PageTitle } from '../../page/page-title.tsx';
import { NotFound } from '../../status/not-found.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-controls.tsx';
import { Link } from '../../ui/router.tsx';

/**
 * The frame of the team pages: reads the team (404 page for outsiders and unknown ids), a
 * titled section that works inside the area's layout or any other, and the read-only notice
 * (motivoSoloLectura) once the self-assessment takes no more changes.
 */
export async function EquipoFrame(props: {
  ctx: DomainContext;
  id: number;
  titulo: string;
  regla?: Regla;
  volver?: boolean;
  /** The area's root path (the evaluation area passes "evaluacion"). */
  raiz?: string;
  children: (datos: EquipoPagina) => ReactNode;
}) {
  let datos: EquipoPagina;
  try {
    datos = await getEquipoPagina(props.ctx, props.id, props.regla);
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
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
