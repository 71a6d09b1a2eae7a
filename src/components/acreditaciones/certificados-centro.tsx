import { Download, ShieldCheck } from 'lucide-react';
import type { CertificadoCentro } from '../../domain/acreditaciones/centro.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { certificadosCentroUi as t, certificado as tc } from '../../i18n/acreditaciones-certificado.ts';
import { StatusTag } from '../ui/tag.tsx';

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/**
 * The centre's certificates in its area (server component): for each published accreditation
 * its code, CSV, level, dates and situation, the signed certificate's download and the link to
 * the public verification page. Its id `certificado` is where the issue mail's link lands.
 * Nothing when the project has none yet.
 */
export function CertificadosCentro({ certificados }: { certificados: CertificadoCentro[] }) {
  if (certificados.length === 0) return null;
  return (
    <section
      id="certificado"
      aria-labelledby="certificado-titulo"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="certificado-titulo" className="text-xl font-semibold text-slate-900">
        {t.titulo}
      </h2>
      <p className="text-slate-800">{t.intro}</p>
      <ul className="grid gap-4">
        {certificados.map((c) => (
          <li key={c.Id} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold text-slate-900">{t.codigo}</dt>
              <dd className="text-slate-800">{c.Codigo}</dd>
              <dt className="font-semibold text-slate-900">{t.csv}</dt>
              <dd className="break-all font-mono text-slate-900" data-testid="csv">
                {c.Csv}
              </dd>
              <dt className="font-semibold text-slate-900">{t.situacion}</dt>
              <dd>
                <StatusTag tone={c.Situacion === 'VIGENTE' ? 'positivo' : 'negativo'}>{tc.situaciones[c.Situacion]}</StatusTag>
              </dd>
              {c.Nivel ? (
                <>
                  <dt className="font-semibold text-slate-900">{t.nivel}</dt>
                  <dd className="text-slate-800">{c.Nivel}</dd>
                </>
              ) : null}
              <dt className="font-semibold text-slate-900">{t.publicacion}</dt>
              <dd className="text-slate-800">{fechaEs(c.FechaPublicacion)}</dd>
              <dt className="font-semibold text-slate-900">{t.vigencia}</dt>
              <dd className="text-slate-800">{fechaEs(c.FechaVigencia)}</dd>
            </dl>
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              {c.Descarga ? (
                <a href={c.Descarga} download className={linkClass} aria-label={t.descargarAria(c.Codigo)}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t.descargar}
                </a>
              ) : (
                <span className="text-slate-700">{t.sinCertificado}</span>
              )}
              <a href={c.Verificacion} className={linkClass} aria-label={t.verificarAria(c.Codigo)}>
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                {t.verificar}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
