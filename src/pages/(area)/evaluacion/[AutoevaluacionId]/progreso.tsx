import { Tablero } from '../../../../components/autoevaluacion/tablero/tablero.tsx';
import { tarjetaDe } from '../../../../components/autoevaluacion/tablero/tipos.ts';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { escribeEnArea } from '../../../../domain/autoevaluacion/area.ts';
import { type EstandarAutoevaluacion, listEstandaresAutoevaluacion } from '../../../../domain/autoevaluacion/estandares.ts';
import { AUTOEVALUACION } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { evaluacionTablero as t } from '../../../../i18n/evaluacion-area.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

const COLUMNAS = ['PTE', 'C', 'NC', 'NA'] as const;

/**
 * `/evaluacion/{AutoevaluacionId}/progreso` (AE_APORTACION, evaluation team): the
 * self-assessment area's board over the evaluation's own verdicts, with the evaluator's
 * columns (not judged, met, not met, not applicable). Each move saves at once with the version
 * read; read-only once the evaluation takes no more contributions.
 */
export default async function ProgresoEvaluacionPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !puede(acceso.area.sujeto, AUTOEVALUACION.aportacion)) return <NotFound />;
  const { area } = acceso;
  const ctx = await pageDomainContext(actor);
  const page = await listEstandaresAutoevaluacion(ctx, id, { query: { pagina: 1, registrosPorPagina: 10_000 }, filtros: {} });
  const estandares = page.records as EstandarAutoevaluacion[];
  const editable = area.SoloLectura === null && escribeEnArea(area, 'veredictos');
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="text-slate-800">{editable ? t.intro : t.soloLectura}</p>
      <Tablero
        autoevaluacionId={id}
        tarjetas={estandares.map(tarjetaDe)}
        editable={editable}
        base={`/evaluacion/${id}`}
        columnas={{ claves: COLUMNAS, nombres: t.columnas, opciones: t.opciones }}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
