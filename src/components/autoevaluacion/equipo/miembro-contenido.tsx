import type { EquipoPagina } from '../../../domain/autoevaluacion/equipo-pagina.ts';
import type { TrabajoMiembro } from '../../../domain/autoevaluacion/miembro-trabajo.ts';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { NotFound } from '../../status/not-found.tsx';
import type { RaizArea } from '../area/menu.ts';
import { EquipoFrame } from './equipo-pagina.tsx';
import { InvitarForm } from './invitar-form.tsx';
import { EstandaresMiembroForm, QuitarMiembro } from './miembro-forms.tsx';
import { TrabajoDelMiembro } from './miembro-trabajo.tsx';

// The member pages' content (usuario/{UsuarioId}, usuario/alta) of the self-assessment and
// evaluation areas (`raiz`).

/**
 * One member, their profiles, assigned standards, tasks and latest contributions; the process
 * manager changes the profiles and standards.
 */
export function MiembroContenido({
  datos,
  trabajo,
  id,
  usuarioId,
  raiz = 'autoevaluacion',
}: {
  datos: EquipoPagina;
  trabajo?: TrabajoMiembro | null;
  id: number;
  usuarioId: number;
  raiz?: RaizArea;
}) {
  return (
    <EquipoFrame datos={datos} id={id} titulo={t.miembro} volver raiz={raiz}>
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
            {trabajo ? <TrabajoDelMiembro trabajo={trabajo} id={id} raiz={raiz} /> : null}
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
                    volver={`/${raiz}/${id}/equipo`}
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

/** The process manager invites a member (48 h invitation) with one of the phase's team profiles. */
export function AltaMiembroContenido({
  datos,
  id,
  raiz = 'autoevaluacion',
}: {
  datos: EquipoPagina;
  id: number;
  raiz?: RaizArea;
}) {
  return (
    <EquipoFrame datos={datos} id={id} titulo={t.alta.titulo} volver raiz={raiz}>
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
