import { AcreditacionForm } from '../../../../components/acreditaciones/acreditacion-form.tsx';
import { CertificadosAcreditacion } from '../../../../components/acreditaciones/certificados.tsx';
import { EstadoAcreditacion } from '../../../../components/acreditaciones/estado.tsx';
import { GenerarCertificado } from '../../../../components/acreditaciones/generar-certificado.tsx';
import { ObservacionesAcreditacion } from '../../../../components/acreditaciones/observaciones.tsx';
import { ConHistorial } from '../../../../components/auditoria/historial.tsx';
import { Aviso, FichaCabecera, PieEliminar, recienGuardado } from '../../../../components/catalogo/comun/ficha.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { getAcreditacion } from '../../../../domain/acreditaciones/lectura.ts';
import { listObservaciones } from '../../../../domain/acreditaciones/observaciones.ts';
import { isAppError } from '../../../../domain/errors.ts';
import { ACREDITACIONES } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { fechaEs } from '../../../../domain/shared/fechas.ts';
import { acreditacionesApi, acreditacionesUi as t } from '../../../../i18n/acreditaciones-gestion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { loadHistorial } from '../../../../platform/page-historial.ts';

/** `/acreditacion/gestion/{AcreditacionId}`: edit, certificates, observations and delete (GEST_CERT_ACRED). */
export default async function AcreditacionPage(props: { path: string; query?: string; AcreditacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  let a: Awaited<ReturnType<typeof getAcreditacion>>;
  try {
    a = await getAcreditacion(ctx, idDe(props.AcreditacionId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const observaciones = await listObservaciones(ctx, a.Id);
  const escribe = puede(actor, ACREDITACIONES.escribe);
  const titulo = `${t.editar} ${a.Codigo}`;
  return (
    <div key={`acreditacion-${a.Id}`} className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={titulo}>
        <Link to="/acreditaciones/gestion" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <ConHistorial
        path={props.path}
        entidad="acreditacion"
        entidadId={a.Id}
        historial={await loadHistorial(ctx, 'acreditacion', a.Id, props.query)}
      >
        {recienGuardado(props.query) ? <Aviso kind="success">{acreditacionesApi.creada}</Aviso> : null}
        {escribe ? null : <Aviso kind="info">{t.soloLectura}</Aviso>}
        <dl className="mb-4 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-900">{t.campos.estado}</dt>
          <dd>
            <EstadoAcreditacion clave={a.EstadoClave} situacion={a.Situacion} />
          </dd>
          <dt className="font-semibold text-slate-900">{t.campos.csv}</dt>
          <dd className="break-all font-mono text-slate-900">{a.CSV}</dd>
          <dt className="font-semibold text-slate-900">{t.columnas.centro}</dt>
          <dd className="text-slate-900">{a.Centro.Nombre}</dd>
          {a.Nivel ? (
            <>
              <dt className="font-semibold text-slate-900">{t.campos.nivel}</dt>
              <dd className="text-slate-900">{a.Nivel.Nombre ?? a.Nivel.Clave}</dd>
            </>
          ) : null}
        </dl>
        <AcreditacionForm
          acreditacionId={a.Id}
          version={a.Version}
          instancia={ctx.instancia.id}
          proyecto={{ Id: a.Proyecto.Id, Codigo: a.Proyecto.Codigo, Centro: a.Centro.Nombre }}
          readOnly={!escribe}
          initial={{
            proyectoId: a.Proyecto.Id,
            codigo: a.Codigo,
            fechaPublicacion: fechaEs(a.FechaPublicacion, ''),
            fechaVigencia: fechaEs(a.FechaVigencia, ''),
            fechaRevocacion: fechaEs(a.FechaRevocacion, ''),
            fechaSuspension: fechaEs(a.FechaSuspension, ''),
            estado: a.EstadoClave,
          }}
        />
        <div className="mt-8 grid gap-8">
          <CertificadosAcreditacion
            acreditacionId={a.Id}
            publico={a.FicheroPublico}
            privado={a.FicheroPrivado}
            readOnly={!escribe}
          />
          {escribe ? (
            <GenerarCertificado
              acreditacionId={a.Id}
              tienePublico={Boolean(a.FicheroPublico)}
              tienePrivado={Boolean(a.FicheroPrivado)}
            />
          ) : null}
          <ObservacionesAcreditacion acreditacionId={a.Id} registros={observaciones} editable={escribe} />
        </div>
        {escribe ? <PieEliminar path={`/acreditaciones/${a.Id}`} redirectTo="/acreditaciones/gestion" /> : null}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
