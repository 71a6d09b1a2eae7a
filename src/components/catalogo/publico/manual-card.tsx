import { Download, ExternalLink } from 'lucide-react';
import type { ManualPublico } from '../../../domain/catalogo/publico.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { catalogoPublico as t } from '../../../i18n/catalogo-publico.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Link } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';

/** Version, state and dates of a manual, as one line of tags and text. */
export function ManualMeta({ manual }: { manual: ManualPublico }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{t.version(manual.Version)}</span>
      <StatusTag tone={manual.Estado.Color}>{manual.Estado.Nombre}</StatusTag>
      {manual.FechaPublicacion ? <span>{t.publicado(fechaEs(manual.FechaPublicacion, ''))}</span> : null}
      {manual.FechaCierre && manual.EstadoClave === 'vigente' ? (
        <span>{t.vigenteHasta(fechaEs(manual.FechaCierre, ''))}</span>
      ) : null}
    </p>
  );
}

/** Links of a manual: its browsing page, summary table, file and external link. */
export function ManualEnlaces({ manual, consultar = true }: { manual: ManualPublico; consultar?: boolean }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {consultar ? (
        <li>
          <Link to={`/manual/publico/${manual.Id}`} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            {t.consultar}
            <span className="sr-only">{`: ${manual.Nombre} ${manual.Version}`}</span>
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={`/manual/${manual.Id}/tabla`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t.tablaResumen}
          <span className="sr-only">{`: ${manual.Nombre} ${manual.Version}`}</span>
        </Link>
      </li>
      {manual.Fichero ? (
        <li>
          <a href={`/fichero/${manual.Fichero.Id}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t.descargar(manual.Fichero.NombreFisico, manual.Fichero.Kb)}
          </a>
        </li>
      ) : null}
      {manual.Enlace && /^https?:\/\//i.test(manual.Enlace) ? (
        <li>
          <a href={manual.Enlace} className={buttonVariants({ variant: 'ghost', size: 'sm' })} rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t.enlaceExterno}
            <span className="sr-only">{`: ${manual.Nombre}`}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** One public manual in the `/manual` list. */
function ManualCard({ manual }: { manual: ManualPublico }) {
  const headingId = `manual-${manual.Id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {manual.Nombre}
      </h2>
      <div className="mt-2">
        <ManualMeta manual={manual} />
      </div>
      {manual.Descripcion ? <p className="mt-3 text-slate-800">{manual.Descripcion}</p> : null}
      <ManualEnlaces manual={manual} />
    </article>
  );
}

/** The public manuals as a column of cards (the manuals page and the public catalogue). */
export function ListaManuales({ manuales }: { manuales: ManualPublico[] }) {
  return (
    <ul className="mt-6 space-y-4">
      {manuales.map((m) => (
        <li key={m.Id}>
          <ManualCard manual={m} />
        </li>
      ))}
    </ul>
  );
}
