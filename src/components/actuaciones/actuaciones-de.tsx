import type { ActuacionRecord } from '../../domain/actuaciones/lectura.ts';
import type { Page } from '../../domain/listing.ts';
import { actuacionesUi as t } from '../../i18n/actuaciones.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Link } from '../ui/router.tsx';
import { ActuacionesTabla } from './actuaciones-tabla.tsx';

/**
 * A project's or a centre's actuaciones on that record's page: the latest ones, a link to the
 * whole filtered list (`filtro`, e.g. "proyectoId=12") and, for who writes, one to record a new one.
 */
export function ActuacionesDe(props: {
  titulo: string;
  page: Page<Partial<ActuacionRecord>> & { escribe: boolean };
  filtro: string;
  sinProyecto?: boolean;
}) {
  return (
    <section aria-labelledby="actuaciones-de" className="grid gap-3">
      <h2 id="actuaciones-de" className="text-xl font-semibold text-slate-900">
        {props.titulo}
      </h2>
      <ActuacionesTabla
        caption={props.titulo}
        rows={props.page.records as ActuacionRecord[]}
        sinProyecto={props.sinProyecto}
        empty={t.ninguna}
      />
      <div className="flex flex-wrap gap-3">
        {props.page.total > 0 ? (
          <Link to={`/actuaciones?${props.filtro}`} className={buttonVariants({ variant: 'secondary' })}>
            {`${t.verTodas} (${props.page.total})`}
          </Link>
        ) : null}
        {props.page.escribe ? (
          <Link to="/actuacion" className={buttonVariants({ variant: 'secondary' })}>
            {t.nuevaDelProyecto}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
