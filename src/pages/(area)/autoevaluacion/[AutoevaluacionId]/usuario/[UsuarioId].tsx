import { MiembroContenido } from '../../../../../components/autoevaluacion/equipo/miembro-contenido.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { loadMiembroPagina } from '../../../../../platform/page-equipo.ts';
import AltaMiembroPage from './alta.tsx';
import SustitucionPage from './sustitucion.tsx';

/** `/autoevaluacion/{id}/usuario/{UsuarioId}` (AE_EQUIPO): one member, their profiles and assigned standards. */
export default async function MiembroPage(props: { path: string; query?: string; AutoevaluacionId: string; UsuarioId: string }) {
  // Waku ranks a literal sibling (alta.tsx) and this slug page equally: serve them from here too.
  if (props.UsuarioId === 'alta') return <AltaMiembroPage {...props} />;
  if (props.UsuarioId === 'sustitucion') return <SustitucionPage {...props} />;
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const usuarioId = idDe(props.UsuarioId);
  const pagina = await loadMiembroPagina(await pageDomainContext(actor), id, usuarioId);
  if (!pagina) return <NotFound />;
  return <MiembroContenido datos={pagina.datos} trabajo={pagina.trabajo} id={id} usuarioId={usuarioId} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
