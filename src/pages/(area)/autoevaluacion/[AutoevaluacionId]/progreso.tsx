import { Tablero } from '../../../../components/autoevaluacion/tablero/tablero.tsx';
import { tarjetaDe } from '../../../../components/autoevaluacion/tablero/tipos.ts';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { escribeEnArea } from '../../../../domain/autoevaluacion/area.ts';
import { listEstandaresAutoevaluacion, type loadEstandaresAutoevaluacion } from '../../../../domain/autoevaluacion/estandares.ts';
import { AUTOEVALUACION } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { tablero as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/progreso` (AE_APORTACION): the progress board. Cards
 * move between PTE, CUR and C and save at once (Tablero); read-only once the self-assessment
 * takes no more contributions or for a member who may not contribute.
 */
export default async function ProgresoPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageArea(id);
  if (!('area' in acceso) || !puede(acceso.area.sujeto, AUTOEVALUACION.aportacion)) return <NotFound />;
  const { area } = acceso;
  const ctx = await pageDomainContext(actor);
  const page = await listEstandaresAutoevaluacion(ctx, id, { query: { pagina: 1, registrosPorPagina: 10_000 }, filtros: {} });
  const estandares = page.records as Awaited<ReturnType<typeof loadEstandaresAutoevaluacion>>;
  const editable = area.SoloLectura === null && escribeEnArea(area, 'estandares');
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="text-slate-800">{editable ? t.intro : t.soloLectura}</p>
      <Tablero autoevaluacionId={id} tarjetas={estandares.map(tarjetaDe)} editable={editable} base={`/autoevaluacion/${id}`} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
