import { ubicacion } from '../../../../components/acreditaciones/registro/acreditacion-item.tsx';
import { orNotFound } from '../../../../components/catalogo/publico/not-found.ts';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { Seccion } from '../../../../components/shared/seccion.tsx';
import { getAcreditacionPublica } from '../../../../domain/acreditaciones/registro.ts';
import { fechaEs } from '../../../../domain/shared/fechas.ts';
import { registroUi as t } from '../../../../i18n/acreditaciones-registro.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/acreditacion/publico/{AcreditacionId}`: one accreditation in force (centre, location, scope,
 * level, dates, public certificate). Any other id, in force or not, gets the 404 page: the
 * register never says that an accreditation exists when it is not in force.
 */
export default async function AcreditacionPublicaPage({ acreditacionId }: { acreditacionId: string }) {
  const ctx = await pageDomainContext(null);
  const a = await orNotFound(() => getAcreditacionPublica(ctx, idDe(acreditacionId)));
  const filas: Array<[string, string]> = [
    [t.codigo, a.Codigo],
    [t.ubicacion, ubicacion(a)],
    [t.localidad, a.Localidad?.Nombre ?? t.sinDato],
    [t.ambito, a.Ambito?.Nombre ?? t.sinDato],
    [t.nivel, a.Nivel ?? t.sinDato],
    [t.publicacion, fechaEs(a.FechaPublicacion)],
    [t.fechaVigencia, fechaEs(a.FechaVigencia)],
  ];
  return (
    <div className="grid max-w-3xl gap-4">
      <PageTitle>{t.detalleTitulo(a.Centro.Nombre)}</PageTitle>
      <p>
        <a href="/acreditaciones/publico" className="text-blue-800 underline underline-offset-2 hover:text-blue-950">
          {t.volver}
        </a>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{a.Centro.Nombre}</h1>
      <Seccion id="acr-datos" titulo={t.datos} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" tituloLg>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {filas.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold text-slate-800">{k}</dt>
              <dd className="text-slate-700">{v}</dd>
            </div>
          ))}
        </dl>
      </Seccion>
      <Seccion
        id="acr-certificado"
        titulo={t.certificado}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        tituloLg
      >
        {a.Certificado ? (
          <p className="mt-2">
            <a href={a.Certificado.Url} className="text-blue-800 underline underline-offset-2 hover:text-blue-950" download>
              {t.descargarCertificado(a.Certificado.Kb)}
            </a>
          </p>
        ) : (
          <p className="mt-2 text-slate-700">{t.sinCertificado}</p>
        )}
        <p className="mt-2">
          <a href="/acreditacion/verificar" className="text-blue-800 underline underline-offset-2 hover:text-blue-950">
            {t.verificarCertificado}
          </a>
        </p>
      </Seccion>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
