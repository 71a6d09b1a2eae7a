import type { EquipoPagina } from '../../../domain/autoevaluacion/equipo-pagina.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { Seccion } from '../../shared/seccion.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/router.tsx';
import type { RaizArea } from '../area/menu.ts';
import { PaqueteForm, ResponsableForm } from './equipo-forms.tsx';
import { EquipoFrame } from './equipo-pagina.tsx';
import { QuitarMiembro } from './miembro-forms.tsx';

// A team is a handful of people: one page holds it (the API pages GET …/usuarios for larger ones).

/**
 * The team page's content (members, invitations, dates, packages) for the self-assessment area
 * and the evaluation area (`raiz`); `soloEquipoDeLaFase` lists only the holders of the phase's
 * team profiles (the evaluation area: head of evaluation and evaluators).
 */
export function EquipoContenido({
  datos,
  id,
  raiz = 'autoevaluacion',
  soloEquipoDeLaFase = false,
}: {
  datos: EquipoPagina;
  id: number;
  raiz?: RaizArea;
  soloEquipoDeLaFase?: boolean;
}) {
  return (
    <EquipoFrame datos={datos} id={id} titulo={t.titulo} raiz={raiz}>
      {(d) => {
        // In the evaluation area the team is the evaluation side: the phase's team profiles.
        const delEquipo = soloEquipoDeLaFase
          ? d.miembros.filter((m) => m.Perfiles.some((p) => d.perfiles.some((q) => q.Clave === p.Clave)))
          : d.miembros;
        const opciones = delEquipo.map((m) => ({ value: m.Id, label: m.NombreCompleto }));
        const responsable = delEquipo.find((m) => m.EsResponsable);
        return (
          <>
            {d.gestiona ? (
              <div className="flex flex-wrap gap-3">
                <Link to={`/${raiz}/${id}/usuario/alta`} className={buttonVariants({ variant: 'primary' })}>
                  {t.invitar}
                </Link>
                {raiz === 'autoevaluacion' ? (
                  <Link to={`/${raiz}/${id}/usuario/sustitucion`} className={buttonVariants({ variant: 'secondary' })}>
                    {t.sustituir}
                  </Link>
                ) : null}
              </div>
            ) : d.soloLectura ? null : (
              <p className="text-slate-700">{t.soloGestorAviso}</p>
            )}
            <section aria-labelledby="equipo-miembros" className="grid gap-3">
              <h2 id="equipo-miembros" className="text-xl font-semibold text-slate-900">
                {t.miembros} <span className="text-base font-normal text-slate-700">({delEquipo.length})</span>
              </h2>
              <DataTable
                caption={t.miembros}
                rows={delEquipo}
                rowKey={(m) => m.Id}
                empty={t.sinMiembros}
                columns={[
                  {
                    header: t.nombre,
                    rowHeader: true,
                    cell: (m) => (
                      <Link
                        to={`/${raiz}/${id}/usuario/${m.Id}`}
                        className="font-semibold text-slate-900 underline"
                        aria-label={t.ver(m.NombreCompleto)}
                      >
                        {m.NombreCompleto}
                      </Link>
                    ),
                  },
                  {
                    header: t.email,
                    cell: (m) => <span className="break-all">{m.Email}</span>,
                    className: 'hidden md:table-cell',
                  },
                  {
                    header: t.perfiles,
                    cell: (m) => (
                      <>
                        {m.Perfiles.map((p) => p.NombrePublico).join(', ')}
                        {m.EsGestor ? <span className="block text-xs text-slate-700">{t.gestor}</span> : null}
                        {m.EsResponsable ? <span className="block text-xs text-slate-700">{t.responsable}</span> : null}
                      </>
                    ),
                  },
                  {
                    header: t.estandaresAsignados,
                    cell: (m) => (m.Estandares.length === 0 ? t.sinEstandares : m.Estandares.map((e) => e.Codigo).join(', ')),
                  },
                  ...(d.gestiona
                    ? [
                        {
                          header: t.acciones,
                          cell: (m: (typeof delEquipo)[number]) => (
                            <QuitarMiembro autoevaluacionId={id} usuarioId={m.Id} nombre={m.NombreCompleto} />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </section>
            <Seccion id="equipo-invitaciones" titulo={t.invitacionesPendientes} className="grid gap-2">
              {d.invitaciones.length === 0 ? (
                <p className="text-slate-700">{t.sinInvitaciones}</p>
              ) : (
                <ul className="grid gap-1">
                  {d.invitaciones.map((i) => (
                    <li key={i.Id} className="text-slate-900">
                      <span className="break-all font-semibold">{i.DireccionEmail}</span> · {i.Perfil}
                      {i.Sustituye ? ` (${t.sustituye})` : ''} · {t.caduca} {fechaEs(i.ExpiraEn)}
                    </li>
                  ))}
                </ul>
              )}
            </Seccion>
            <Seccion id="equipo-fechas" titulo={t.fechas} className="grid gap-3">
              <p className="text-slate-800">
                {t.fechaInicio}: {fechaEs(d.autoevaluacion.fechaInicio)}
              </p>
              <dl className="grid gap-1 text-slate-800 sm:grid-cols-3">
                <div>
                  <dt className="font-semibold">{t.fechaLimite}</dt>
                  <dd>{fechaEs(d.autoevaluacion.fechaLimite)}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t.fechaVisita}</dt>
                  <dd>{fechaEs(d.autoevaluacion.fechaVisita)}</dd>
                </div>
                {d.gestiona ? null : (
                  <div>
                    <dt className="font-semibold">{t.responsable}</dt>
                    <dd>{responsable?.NombreCompleto ?? t.sinResponsable}</dd>
                  </div>
                )}
              </dl>
              <p className="text-sm text-slate-700">{t.fechasDeLaAgencia}</p>
              {d.gestiona ? (
                <ResponsableForm autoevaluacionId={id} responsable={responsable?.Id ?? null} miembros={opciones} />
              ) : null}
            </Seccion>
            {d.gestiona ? (
              <Seccion id="equipo-paquetes" titulo={t.paquetes} className="grid gap-3">
                {d.paquetes.length === 0 ? (
                  <p className="text-slate-700">{t.sinPaquetes}</p>
                ) : (
                  <PaqueteForm
                    autoevaluacionId={id}
                    paquetes={d.paquetes.map((p) => ({ value: p.Id, label: p.Nombre }))}
                    miembros={opciones}
                  />
                )}
              </Seccion>
            ) : null}
          </>
        );
      }}
    </EquipoFrame>
  );
}
