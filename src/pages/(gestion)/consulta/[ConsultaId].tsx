import { ConHistorial } from '../../../components/auditoria/historial.tsx';
import { Aviso, FichaCabecera, PieEliminar } from '../../../components/catalogo/comun/ficha.tsx';
import { ConsultaForm } from '../../../components/consultas/consulta-form.tsx';
import { EtiquetasConsulta, ObservacionesConsulta } from '../../../components/consultas/consulta-partes.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { ORIGENES_CONSULTA } from '../../../db/schema/consultas.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CONSULTAS } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { fechaEs, todayIso } from '../../../domain/shared/fechas.ts';
import { ORIGEN_NOMBRE, consultasUi as t } from '../../../i18n/consultas.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { loadConsulta } from '../../../platform/page-consultas.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { loadHistorial } from '../../../platform/page-historial.ts';

/**
 * `/consulta/{ConsultaId}` (GEST_CONSULTAS): an enquiry with its status, responsible, answer,
 * CON tags and observations. Writers change them (an answer saved with a resolution date is
 * mailed to the enquirer) and may delete it; readers only read.
 */
export default async function ConsultaPage(props: { path: string; query?: string; ConsultaId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  let datos: Awaited<ReturnType<typeof loadConsulta>>;
  try {
    datos = await loadConsulta(ctx, idDe(props.ConsultaId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const { consulta: c } = datos;
  const escribe = puede(actor, CONSULTAS.escribe);
  return (
    <div key={`consulta-${c.Id}`} className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={t.consulta(c.Referencia)}>
        <Link to="/consultas" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <ConHistorial
        path={props.path}
        entidad="consulta"
        entidadId={c.Id}
        historial={await loadHistorial(ctx, 'consulta', c.Id, props.query)}
      >
        <p className="mb-4 text-slate-700">
          {t.campos.recibida}: {fechaEs(todayIso(new Date(c.FechaAlta)))} · {t.campos.origen}:{' '}
          {ORIGEN_NOMBRE[c.Origen] ?? c.Origen}
        </p>
        {escribe ? (
          <ConsultaForm
            consulta={c}
            tiposDocumento={datos.tiposDocumento}
            origenes={ORIGENES_CONSULTA.map((o) => ({ value: o, label: ORIGEN_NOMBRE[o] ?? o }))}
            estados={datos.estados}
            responsables={datos.responsables}
          />
        ) : (
          <>
            <Aviso kind="info">{t.soloLectura}</Aviso>
            <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold">{t.campos.nombre}</dt>
              <dd>{c.Nombre}</dd>
              <dt className="font-semibold">{t.campos.email}</dt>
              <dd>{c.DireccionEmail}</dd>
              <dt className="font-semibold">{t.campos.texto}</dt>
              <dd className="whitespace-pre-line">{c.Texto}</dd>
              <dt className="font-semibold">{t.campos.estado}</dt>
              <dd>{c.Estado?.Nombre ?? t.sinEstado}</dd>
              <dt className="font-semibold">{t.campos.responsable}</dt>
              <dd>{c.Responsable?.NombreCompleto ?? t.sinResponsable}</dd>
              <dt className="font-semibold">{t.campos.respuesta}</dt>
              <dd className="whitespace-pre-line">{c.Respuesta ?? '—'}</dd>
            </dl>
          </>
        )}
        <div className="mt-8 grid gap-8">
          <EtiquetasConsulta consultaId={c.Id} asignadas={c.Etiquetas} disponibles={datos.etiquetas} editable={escribe} />
          <ObservacionesConsulta consultaId={c.Id} registros={c.Observaciones} editable={escribe} />
        </div>
        {escribe ? <PieEliminar path={`/consultas/${c.Id}`} redirectTo="/consultas" /> : null}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
