import { EquipoContenido } from '../../../../components/autoevaluacion/equipo/equipo-contenido.tsx';
import { EquipoEvaluacion } from '../../../../components/proyectos/equipo-evaluacion.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { perfilesQueDa } from '../../../../domain/proyectos/equipo-evaluacion.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { loadEquipoPagina } from '../../../../platform/page-equipo.ts';

/**
 * `/evaluacion/{id}/equipo` (AE_EQUIPO): the evaluation team (head of evaluation, evaluators),
 * its invitations and dates; the head of evaluation changes them (the self-assessment area's
 * team page, with the evaluation side's members only).
 */
export default async function EquipoEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  const proyectoId = acceso.area.Proyecto.Id;
  // The head of evaluation also chooses evaluators among those who hold the profile (EQUIPO_PROYECTO).
  const datos = await loadEquipoPagina(ctx, id);
  const perfiles = await perfilesQueDa(ctx, proyectoId);
  return (
    <>
      {datos ? <EquipoContenido datos={datos} id={id} raiz="evaluacion" soloEquipoDeLaFase /> : <NotFound />}
      {perfiles.length > 0 && !acceso.area.SoloLectura ? (
        <div className="mt-10">
          <EquipoEvaluacion proyectoId={proyectoId} instancia={ctx.instancia.id} puestos={[]} perfiles={perfiles} soloAnadir />
        </div>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
