import { EquipoFrame } from '../../../../../components/autoevaluacion/equipo/equipo-pagina.tsx';
import { EstandaresMiembroForm, QuitarMiembro } from '../../../../../components/autoevaluacion/equipo/miembro-forms.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { equipoUi as t } from '../../../../../i18n/autoevaluacion-equipo.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import AltaMiembroPage from './alta.tsx';
import SustitucionPage from './sustitucion.tsx';

/** `/autoevaluacion/{id}/usuario/{UsuarioId}` (AE_EQUIPO): one member, their profiles and assigned standards. */
export default async function MiembroPage(props: { path: string; query?: string; AutoevaluacionId: string; UsuarioId: string }) {
  // Waku ranks a literal sibling (alta.tsx) and this slug page equally: serve them from here too.
  if (props.UsuarioId === 'alta') return <AltaMiembroPage {...props} />;
  if (props.UsuarioId === 'sustitucion') return <SustitucionPage {...props} />;
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  const usuarioId = idDe(props.UsuarioId);
  return (
    <EquipoFrame ctx={ctx} id={id} titulo={t.miembro} volver>
      {(d) => {
        const m = d.miembros.find((x) => x.Id === usuarioId);
        if (!m) return <NotFound />;
        return (
          <>
            <dl className="grid gap-3 text-slate-900 sm:grid-cols-2">
              <div>
                <dt className="font-semibold">{t.nombre}</dt>
                <dd>{m.NombreCompleto}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t.email}</dt>
                <dd className="break-all">{m.Email}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t.perfiles}</dt>
                <dd>
                  {m.Perfiles.map((p) => p.NombrePublico).join(', ')}
                  {m.EsGestor ? ` · ${t.gestor}` : ''}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t.estandaresAsignados}</dt>
                <dd>{m.Estandares.length === 0 ? t.sinEstandares : m.Estandares.map((e) => e.Codigo).join(', ')}</dd>
              </div>
            </dl>
            {d.gestiona ? (
              <>
                <EstandaresMiembroForm
                  autoevaluacionId={id}
                  usuarioId={m.Id}
                  nombre={m.NombreCompleto}
                  estandares={d.estandares}
                  asignados={m.Estandares.map((e) => e.Id)}
                />
                <div>
                  <QuitarMiembro
                    autoevaluacionId={id}
                    usuarioId={m.Id}
                    nombre={m.NombreCompleto}
                    volver={`/autoevaluacion/${id}/equipo`}
                  />
                </div>
              </>
            ) : null}
          </>
        );
      }}
    </EquipoFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
