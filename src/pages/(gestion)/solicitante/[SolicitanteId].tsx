import { ActuacionesDe } from '../../../components/actuaciones/actuaciones-de.tsx';
import { ConHistorial } from '../../../components/auditoria/historial.tsx';
import { Aviso, FichaCabecera, PieEliminar, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { CentroForm } from '../../../components/centros/centro-form.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { Seccion } from '../../../components/shared/seccion.tsx';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { getCentro, solicitudesDeCentro } from '../../../domain/centros/centros.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CENTROS } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { fechaEs, todayIso } from '../../../domain/shared/fechas.ts';
import { actuacionesUi } from '../../../i18n/actuaciones.ts';
import { centrosUi as t } from '../../../i18n/centros.ts';
import { loadActuacionesDe } from '../../../platform/page-actuaciones.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { loadHistorial } from '../../../platform/page-historial.ts';

type Solicitud = Awaited<ReturnType<typeof solicitudesDeCentro>>[number];

/** `/solicitante/{SolicitanteId}`: edit or delete an applicant centre and see its requests (GEST_CENTROS). */
export default async function SolicitantePage(props: { path: string; query?: string; SolicitanteId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  let centro: Awaited<ReturnType<typeof getCentro>>;
  try {
    centro = await getCentro(ctx, idDe(props.SolicitanteId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const [solicitudes, actuaciones] = await Promise.all([
    solicitudesDeCentro(ctx, centro.Id),
    loadActuacionesDe(ctx, { centroId: centro.Id }),
  ]);
  const escribe = puede(actor, CENTROS.escribe);
  return (
    <div key={`solicitante-${centro.Id}`} className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={`${t.solicitante}: ${centro.Nombre}`}>
        <Link to="/solicitantes" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <ConHistorial
        path={props.path}
        entidad="centro"
        entidadId={centro.Id}
        historial={await loadHistorial(ctx, 'centro', centro.Id, props.query)}
      >
        {recienGuardado(props.query) ? <Aviso kind="success">{t.guardado}</Aviso> : null}
        <CentroForm
          centroId={centro.Id}
          instancia={ctx.instancia.id}
          initial={{
            nombre: centro.Nombre,
            cif: centro.CIF ?? '',
            direccion: centro.Direccion ?? '',
            codigoPostal: centro.CodigoPostal,
            ubicacion: {
              provinciaId: centro.Provincia?.Id,
              municipioId: centro.Municipio?.Id,
              localidadId: centro.Localidad?.Id,
            },
          }}
          readOnly={!escribe}
        />
        <Seccion id="solicitante-solicitudes" titulo={t.solicitudes} className="mt-6 grid gap-3">
          <DataTable<Solicitud>
            caption={t.solicitudes}
            rows={solicitudes}
            rowKey={(s) => s.Id}
            empty={t.sinSolicitudes}
            columns={[
              {
                header: t.solicitudesColumnas.referencia,
                rowHeader: true,
                cell: (s) => (
                  <Link to={`/solicitudes/${s.Id}`} className="underline underline-offset-4">
                    {s.Referencia}
                  </Link>
                ),
              },
              { header: t.solicitudesColumnas.fecha, cell: (s) => fechaEs(todayIso(new Date(s.FechaAlta))) },
              { header: t.solicitudesColumnas.proceso, cell: (s) => s.Proceso },
              { header: t.solicitudesColumnas.estado, cell: (s) => t.estados[s.EstadoClave] ?? s.EstadoClave },
            ]}
          />
        </Seccion>
        {actuaciones ? (
          <div className="mt-6">
            <ActuacionesDe titulo={actuacionesUi.seccionCentro} page={actuaciones} filtro={`centroId=${centro.Id}`} />
          </div>
        ) : null}
        {escribe ? <PieEliminar path={`/centros/${centro.Id}`} redirectTo="/solicitantes" /> : null}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
