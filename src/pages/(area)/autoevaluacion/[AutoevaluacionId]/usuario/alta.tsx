import { EquipoFrame } from '../../../../../components/autoevaluacion/equipo/equipo-pagina.tsx';
import { InvitarForm } from '../../../../../components/autoevaluacion/equipo/invitar-form.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { equipoUi as t } from '../../../../../i18n/autoevaluacion-equipo.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

/** `/autoevaluacion/{id}/usuario/alta` (AE_EQUIPO): the process manager invites a member (48 h invitation). */
export default async function AltaMiembroPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  return (
    <EquipoFrame ctx={ctx} id={id} titulo={t.alta.titulo} volver>
      {(d) =>
        d.gestiona ? (
          <InvitarForm
            autoevaluacionId={id}
            modo="alta"
            perfiles={d.perfiles.map((p) => ({ value: p.Id, label: p.NombrePublico }))}
          />
        ) : d.soloLectura ? null : (
          <p className="text-slate-700">{t.soloGestorAviso}</p>
        )
      }
    </EquipoFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
