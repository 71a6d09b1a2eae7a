import { MiembroContenido } from '../../../../../components/autoevaluacion/equipo/miembro-contenido.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { pageAreaEvaluacion } from '../../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { loadMiembroPagina } from '../../../../../platform/page-equipo.ts';
import AltaMiembroEvaluacionPage from './alta.tsx';

/** `/evaluacion/{id}/usuario/{UsuarioId}` (AE_EQUIPO): one member of the evaluation team. */
export default async function MiembroEvaluacionPage(props: {
  path: string;
  query?: string;
  AutoevaluacionId: string;
  UsuarioId: string;
}) {
  // Waku ranks a literal sibling (alta.tsx) and this slug page equally: serve it from here too.
  if (props.UsuarioId === 'alta') return <AltaMiembroEvaluacionPage {...props} />;
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const usuarioId = idDe(props.UsuarioId);
  const pagina = await loadMiembroPagina(await pageDomainContext(actor), id, usuarioId);
  if (!pagina) return <NotFound />;
  return <MiembroContenido datos={pagina.datos} trabajo={pagina.trabajo} id={id} usuarioId={usuarioId} raiz="evaluacion" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
