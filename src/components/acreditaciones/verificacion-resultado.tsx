import { CircleAlert, CircleCheck, CircleSlash, Clock, Download } from 'lucide-react';
import type { SituacionPublica, Verificacion } from '../../domain/acreditaciones/certificado/verificacion.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { certificado as t } from '../../i18n/acreditaciones-certificado.ts';
import { cn } from '../ui/cn.ts';

// The state is said in words and an icon, never by colour alone (WCAG 1.4.1); every colour pair
// keeps 4.5:1 contrast.
const ESTILO: Record<SituacionPublica, { Icon: typeof CircleCheck; className: string }> = {
  VIGENTE: { Icon: CircleCheck, className: 'border-emerald-400 bg-emerald-50 text-emerald-900' },
  CADUCADA: { Icon: Clock, className: 'border-amber-400 bg-amber-50 text-amber-950' },
  SUSPENDIDA: { Icon: CircleAlert, className: 'border-orange-400 bg-orange-50 text-orange-950' },
  REVOCADA: { Icon: CircleSlash, className: 'border-red-400 bg-red-50 text-red-900' },
};

/** The verification's answer: the state, the accreditation's data and the signed original. */
export function VerificacionResultado({ v }: { v: Verificacion }) {
  const { Icon, className } = ESTILO[v.Situacion];
  const filas: [string, string | null][] = [
    [t.datos.centro, v.Centro],
    [t.datos.localidad, v.Localidad],
    [t.datos.marca, v.Marca],
    [t.datos.nivel, v.Nivel],
    [t.datos.codigo, v.Codigo],
    [t.datos.publicacion, fechaEs(v.FechaPublicacion)],
    [t.datos.vigencia, fechaEs(v.FechaVigencia)],
    [t.datos.suspension, v.FechaSuspension ? fechaEs(v.FechaSuspension) : null],
    [t.datos.revocacion, v.FechaRevocacion ? fechaEs(v.FechaRevocacion) : null],
  ];
  return (
    <section aria-labelledby="verificacion-resultado" className="mt-8 rounded-lg border border-slate-300 bg-white p-5 shadow-xs">
      <h2 id="verificacion-resultado" className="text-xl font-bold text-slate-900">
        {t.resultado}
      </h2>
      <div
        role="status"
        data-situacion={v.Situacion}
        className={cn('mt-4 flex items-start gap-3 rounded-md border-2 px-4 py-3', className)}
      >
        <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div>
          <p className="text-lg font-bold">{v.SituacionNombre}</p>
          <p className="text-sm">{v.Explicacion}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {filas
          .filter(([, valor]) => valor)
          .map(([etiqueta, valor]) => (
            <div key={etiqueta} className="contents">
              <dt className="text-sm font-semibold text-slate-700">{etiqueta}</dt>
              <dd className="break-words text-base text-slate-900">{valor}</dd>
            </div>
          ))}
      </dl>
      <div className="mt-6">
        {v.Certificado ? (
          <a
            href={`/api/publico/verificacion/${encodeURIComponent(v.Csv)}/certificado`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t.descargar}
          </a>
        ) : (
          <p className="text-sm text-slate-700">{t.sinCertificado}</p>
        )}
      </div>
    </section>
  );
}
