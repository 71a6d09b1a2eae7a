import { ActuacionForm } from '../../../components/actuaciones/actuacion-form.tsx';
import { FicherosActuacion } from '../../../components/actuaciones/ficheros-actuacion.tsx';
import { ConHistorial } from '../../../components/auditoria/historial.tsx';
import { Aviso, FichaCabecera, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { isAppError } from '../../../domain/errors.ts';
import { ACTUACIONES } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { actuacionesApi, actuacionesUi as t } from '../../../i18n/actuaciones.ts';
import { loadActuacionFicha } from '../../../platform/page-actuaciones.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { loadHistorial } from '../../../platform/page-historial.ts';

/** `/actuacion/{ActuacionId}` (ACTUACIONES): the record, its files and its history; editable at E. */
export default async function ActuacionPage(props: { path: string; query?: string; ActuacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  let ficha: Awaited<ReturnType<typeof loadActuacionFicha>>;
  try {
    ficha = await loadActuacionFicha(ctx, idDe(props.ActuacionId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const a = ficha.actuacion;
  if (!a) return <NotFound />;
  const escribe = puede(actor, ACTUACIONES.escribe);
  return (
    <div key={`actuacion-${a.Id}`} className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={`${t.actuacion}: ${a.Titulo || a.Tipo.Nombre}`}>
        <Link to="/actuaciones" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <ConHistorial
        path={props.path}
        entidad="actuacion"
        entidadId={a.Id}
        historial={await loadHistorial(ctx, 'actuacion', a.Id, props.query)}
      >
        {recienGuardado(props.query) ? <Aviso kind="success">{actuacionesApi.creada}</Aviso> : null}
        <ActuacionForm
          actuacionId={a.Id}
          instancia={ctx.instancia.id}
          tipos={ficha.tipos}
          etiquetas={ficha.etiquetas}
          readOnly={!escribe}
          proyecto={a.Proyecto ? { Id: a.Proyecto.Id, Codigo: a.Proyecto.Codigo, Centro: '' } : null}
          initial={{
            titulo: a.Titulo ?? '',
            descripcion: a.Descripcion,
            fechaInicio: fechaEs(a.FechaInicio, ''),
            fechaFin: fechaEs(a.FechaFin, ''),
            tipoClave: a.Tipo.Clave,
            proyectoId: a.Proyecto?.Id ?? null,
            usuarios: a.Usuarios.map((u) => ({ Id: u.Id, Nombre: u.NombreCompleto })),
            centros: a.Centros,
            etiquetas: new Set(a.Etiquetas.map((e) => e.Id)),
          }}
        />
        <div className="mt-8">
          <FicherosActuacion actuacionId={a.Id} ficheros={a.Ficheros} readOnly={!escribe} />
        </div>
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
