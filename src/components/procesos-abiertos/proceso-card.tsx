import { FileText, Users } from 'lucide-react';
import type { ProcesoAbierto, TipoFicheroAbierto } from '../../domain/procesos-abiertos/abiertos.ts';
import { procesosAbiertosUi as t } from '../../i18n/procesos-abiertos.ts';
import { pageExists } from '../layout/public-menu.ts';
import { buttonVariants } from '../ui/button.tsx';
import { rowLinkClass } from '../ui/data-table.tsx';
import { Link } from '../ui/router.tsx';
import { kb, plazoTexto, solicitudHref } from './util.ts';

/** The limits of one document type: size per file, number of files, formats. */
function limites(tipo: TipoFicheroAbierto): string {
  const partes: string[] = [];
  if (tipo.LimiteFicheros) partes.push(t.limiteFicheros(tipo.LimiteFicheros));
  if (tipo.LimiteTamano) partes.push(t.limiteTamano(kb(tipo.LimiteTamano)));
  if (tipo.Extensiones.length > 0) partes.push(t.extensiones(tipo.Extensiones.join(', ')));
  return partes.join('; ');
}

/** The manual of a process: a link to its public page when it is public, its name otherwise. */
export function ManualDeProceso({ manual }: { manual: ProcesoAbierto['Manual'] }) {
  const nombre = t.manualVersion(manual.Nombre, manual.Version);
  return manual.Publico ? (
    <Link to={`/manual/publico/${manual.Id}`} className={rowLinkClass}>
      {nombre}
    </Link>
  ) : (
    <span>{nombre}</span>
  );
}

/** Dates, manual and validity of a process, as a definition list. */
export function ProcesoDatos({ proceso }: { proceso: ProcesoAbierto }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm text-slate-800 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-slate-900">{t.plazo}</dt>
      <dd>{plazoTexto(proceso.FechaApertura, proceso.FechaCierre)}</dd>
      <dt className="font-semibold text-slate-900">{t.manual}</dt>
      <dd>
        <ManualDeProceso manual={proceso.Manual} />
      </dd>
      {proceso.PlazoVigenciaAcreditacion ? (
        <>
          <dt className="font-semibold text-slate-900">{t.vigencia}</dt>
          <dd>{t.meses(proceso.PlazoVigenciaAcreditacion)}</dd>
        </>
      ) : null}
      {proceso.Ambitos.length > 0 ? (
        <>
          <dt className="font-semibold text-slate-900">{t.ambitos}</dt>
          <dd>{proceso.Ambitos.map((a) => a.Nombre).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** One open process on the public page: what a request must bring and the button to apply. */
export function ProcesoAbiertoCard({ proceso }: { proceso: ProcesoAbierto }) {
  const headingId = `proceso-${proceso.Id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {proceso.Nombre}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.codigo(proceso.Codigo)}</p>
      <div className="mt-4">
        <ProcesoDatos proceso={proceso} />
      </div>
      {proceso.Perfiles.length > 0 ? (
        <section className="mt-5" aria-labelledby={`${headingId}-personas`}>
          <h3 id={`${headingId}-personas`} className="flex items-center gap-2 font-semibold text-slate-900">
            <Users aria-hidden="true" className="h-4 w-4" />
            {t.personas}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {proceso.Perfiles.map((p) => (
              <li key={p.Id}>
                <span className="font-medium">{p.NombrePublico}</span>: {p.RequiereDatos ? t.conDatos : t.sinDatos}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="mt-5" aria-labelledby={`${headingId}-documentos`}>
        <h3 id={`${headingId}-documentos`} className="flex items-center gap-2 font-semibold text-slate-900">
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t.documentos}
        </h3>
        {proceso.TiposFichero.length === 0 ? (
          <p className="mt-2 text-slate-800">{t.sinDocumentos}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-slate-800">
            {proceso.TiposFichero.map((f) => (
              <li key={f.Clave}>
                <span className="font-medium">{f.Nombre}</span>
                <span className="text-sm text-slate-700"> ({limites(f)})</span>
                {f.Descripcion ? <p className="text-sm text-slate-700">{f.Descripcion}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* The request wizard (/solicitud) is its own page: the button appears once it exists. */}
      {pageExists('/solicitud') ? (
        <div className="mt-6">
          <a href={solicitudHref(proceso.Id)} className={buttonVariants({ variant: 'primary' })}>
            {t.solicitar}
            <span className="sr-only">{t.solicitarEn(proceso.Nombre)}</span>
          </a>
        </div>
      ) : null}
    </article>
  );
}
