import { ConHistorial } from '../../../components/auditoria/historial.tsx';
import { Aviso, FichaCabecera, PieEliminar, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { Seccion } from '../../../components/catalogo/estandares/seccion.tsx';
import { RequisitosFirmaEditor } from '../../../components/firmas/requisitos-editor.tsx';
import { AmbitosEditor } from '../../../components/procesos/ambitos-editor.tsx';
import { FasesEditor } from '../../../components/procesos/fases-editor.tsx';
import { NivelesEditor } from '../../../components/procesos/niveles-editor.tsx';
import { PerfilesEditor } from '../../../components/procesos/perfiles-editor.tsx';
import { PlantillasEditor } from '../../../components/procesos/plantillas-editor.tsx';
import { ProcesoForm } from '../../../components/procesos/proceso-form.tsx';
import { TiposFicheroEditor } from '../../../components/procesos/tipos-fichero-editor.tsx';
import { procesoValues } from '../../../components/procesos/valores.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { StatusTag } from '../../../components/ui/tag.tsx';
import { isAppError } from '../../../domain/errors.ts';
import { getRequisitosFirma } from '../../../domain/firmas/requisitos-proceso.ts';
import { PROCESOS } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { getProceso } from '../../../domain/procesos/procesos.ts';
import { EXTENSIONES } from '../../../domain/procesos/schema.ts';
import { nivelesUi as tn } from '../../../i18n/evaluacion-resultado.ts';
import { firmas as tf } from '../../../i18n/firmas.ts';
import { procesosUi as t } from '../../../i18n/procesos.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { loadHistorial } from '../../../platform/page-historial.ts';
import { opcionesProceso } from '../../../platform/page-opciones/proceso.ts';

const clonado = (query?: string) => new URLSearchParams(query ?? '').get('clonado') === '1';

/**
 * `/proceso/{ProcesoId}` (GEST_PROCESOS): the process's data and, each saved on its own, its
 * profiles, file types, project phases, scopes, notification templates, levels and signature
 * requirements; delete at the foot.
 */
export default async function ProcesoPage({ path, query, procesoId }: { path: string; query?: string; procesoId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  let p: Awaited<ReturnType<typeof getProceso>>;
  try {
    p = await getProceso(ctx, idDe(procesoId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const [o, requisitosFirma] = await Promise.all([opcionesProceso(ctx), getRequisitosFirma(ctx, p.Id)]);
  // GEST_SOLIC reads processes (L): the same page, with nothing to save.
  const ro = !puede(actor, PROCESOS.escribe);
  return (
    <div key={`proceso-${p.Id}`} className="grid max-w-5xl gap-4">
      <FichaCabecera titulo={t.editarProceso(p.Codigo)}>
        <div className="flex items-center gap-3">
          <StatusTag tone={p.Abierto ? 'positivo' : 'neutro'}>{p.Abierto ? t.abierto : t.cerrado}</StatusTag>
          <Link to="/procesos" className={buttonVariants({ variant: 'ghost' })}>
            {t.volver}
          </Link>
        </div>
      </FichaCabecera>
      <ConHistorial path={path} entidad="proceso" entidadId={p.Id} historial={await loadHistorial(ctx, 'proceso', p.Id, query)}>
        {recienGuardado(query) ? <Aviso kind="success">{t.creado}</Aviso> : null}
        {clonado(query) ? <Aviso kind="success">{t.clonado}</Aviso> : null}
        <ProcesoForm procesoId={p.Id} initial={procesoValues(p)} manuales={o.manuales} readOnly={ro} />
        <Seccion id="sec-perfiles" title={t.perfiles.titulo}>
          <PerfilesEditor procesoId={p.Id} perfiles={o.perfiles} actuales={p.Perfiles ?? []} readOnly={ro} />
        </Seccion>
        <Seccion id="sec-tipos" title={t.tipos.titulo}>
          <TiposFicheroEditor
            procesoId={p.Id}
            tipos={p.TiposFichero ?? []}
            ambitos={o.ambitos}
            extensiones={EXTENSIONES}
            readOnly={ro}
          />
        </Seccion>
        <Seccion id="sec-fases" title={t.fases.titulo}>
          <FasesEditor procesoId={p.Id} fases={o.fases} actuales={p.FasesProyecto ?? []} readOnly={ro} />
        </Seccion>
        <Seccion id="sec-ambitos" title={t.ambitos.titulo}>
          <AmbitosEditor procesoId={p.Id} ambitos={o.ambitos} actuales={p.Ambitos ?? []} readOnly={ro} />
        </Seccion>
        <Seccion id="sec-plantillas" title={t.plantillas.titulo}>
          <PlantillasEditor
            procesoId={p.Id}
            plantillas={p.PlantillasNotificaciones ?? []}
            opciones={{ tiposHito: o.tiposHito, medios: o.medios, perfiles: o.perfiles, fases: o.fases }}
            readOnly={ro}
          />
        </Seccion>
        <Seccion id="sec-niveles" title={tn.titulo}>
          <NivelesEditor procesoId={p.Id} niveles={p.Niveles ?? []} readOnly={ro} />
        </Seccion>
        <Seccion id="sec-firmas" title={tf.requisitos.titulo}>
          <RequisitosFirmaEditor procesoId={p.Id} datos={requisitosFirma} readOnly={ro} />
        </Seccion>
        {ro ? null : <PieEliminar path={`/procesos/${p.Id}`} redirectTo="/procesos" />}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
