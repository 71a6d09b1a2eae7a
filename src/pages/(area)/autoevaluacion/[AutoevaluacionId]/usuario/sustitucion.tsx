import { EquipoFrame } from '../../../../../components/autoevaluacion/equipo/equipo-pagina.tsx';
import { InvitarForm } from '../../../../../components/autoevaluacion/equipo/invitar-form.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { equipoUi as t } from '../../../../../i18n/autoevaluacion-equipo.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { loadEquipoPagina } from '../../../../../platform/page-equipo.ts';

/**
 * `/autoevaluacion/{id}/usuario/sustitucion` (AE_EQUIPO): invites the representative's
 * replacement; the replaced one loses manager access when the replacement accepts.
 */
export default async function SustitucionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const datos = await loadEquipoPagina(await pageDomainContext(actor), id);
  if (!datos) return <NotFound />;
  return (
    <EquipoFrame datos={datos} id={id} titulo={t.sustitucion.titulo} volver>
      {(d) =>
        d.gestiona ? (
          <InvitarForm
            autoevaluacionId={id}
            modo="sustitucion"
            gestores={d.miembros.filter((m) => m.EsGestor).map((m) => ({ value: m.Id, label: m.NombreCompleto }))}
          />
        ) : d.soloLectura ? null : (
          <p className="text-slate-700">{t.soloGestorAviso}</p>
        )
      }
    </EquipoFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
