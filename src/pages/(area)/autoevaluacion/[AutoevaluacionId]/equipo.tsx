import { Link } from 'waku';
import { FechasForm, PaqueteForm } from '../../../../components/autoevaluacion/equipo/equipo-forms.tsx';
import { EquipoFrame } from '../../../../components/autoevaluacion/equipo/equipo-pagina.tsx';
import { QuitarMiembro } from '../../../../components/autoevaluacion/equipo/miembro-forms.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { fechaEs } from '../../../../domain/shared/fechas.ts';
import { equipoUi as t } from '../../../../i18n/autoevaluacion-equipo.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

// A team is a handful of people: one page holds it (the API pages GET …/usuarios for larger ones).

/** `/autoevaluacion/{id}/equipo` (AE_EQUIPO): members, invitations, dates; the process manager changes them. */
export default async function EquipoPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  return (
    <EquipoFrame ctx={ctx} id={id} titulo={t.titulo}>
      {(d) => {
        const opciones = d.miembros.map((m) => ({ value: m.Id, label: m.NombreCompleto }));
        const responsable = d.miembros.find((m) => m.EsResponsable);
        return (
          <>
            {d.gestiona ? (
              <div className="flex flex-wrap gap-3">
                <Link to={`/autoevaluacion/${id}/usuario/alta`} className={buttonVariants({ variant: 'primary' })}>
                  {t.invitar}
                </Link>
                <Link to={`/autoevaluacion/${id}/usuario/sustitucion`} className={buttonVariants({ variant: 'secondary' })}>
                  {t.sustituir}
                </Link>
              </div>
            ) : d.soloLectura ? null : (
              <p className="text-slate-700">{t.soloGestorAviso}</p>
            )}
            <section aria-labelledby="equipo-miembros" className="grid gap-3">
              <h2 id="equipo-miembros" className="text-xl font-semibold text-slate-900">
                {t.miembros} <span className="text-base font-normal text-slate-700">({d.miembros.length})</span>
              </h2>
              <DataTable
                caption={t.miembros}
                rows={d.miembros}
                rowKey={(m) => m.Id}
                empty={t.sinMiembros}
                columns={[
                  {
                    header: t.nombre,
                    rowHeader: true,
                    cell: (m) => (
                      <Link
                        to={`/autoevaluacion/${id}/usuario/${m.Id}`}
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
                          cell: (m: (typeof d.miembros)[number]) => (
                            <QuitarMiembro autoevaluacionId={id} usuarioId={m.Id} nombre={m.NombreCompleto} />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </section>
            <section aria-labelledby="equipo-invitaciones" className="grid gap-2">
              <h2 id="equipo-invitaciones" className="text-xl font-semibold text-slate-900">
                {t.invitacionesPendientes}
              </h2>
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
            </section>
            <section aria-labelledby="equipo-fechas" className="grid gap-3">
              <h2 id="equipo-fechas" className="text-xl font-semibold text-slate-900">
                {t.fechas}
              </h2>
              <p className="text-slate-800">
                {t.fechaInicio}: {fechaEs(d.autoevaluacion.fechaInicio)}
              </p>
              {d.gestiona ? (
                <FechasForm
                  autoevaluacionId={id}
                  fechaLimite={fechaEs(d.autoevaluacion.fechaLimite, '')}
                  fechaVisita={fechaEs(d.autoevaluacion.fechaVisita, '')}
                  responsable={responsable?.Id ?? null}
                  miembros={opciones}
                />
              ) : (
                <dl className="grid gap-1 text-slate-800 sm:grid-cols-3">
                  <div>
                    <dt className="font-semibold">{t.fechaLimite}</dt>
                    <dd>{fechaEs(d.autoevaluacion.fechaLimite)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t.fechaVisita}</dt>
                    <dd>{fechaEs(d.autoevaluacion.fechaVisita)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t.responsable}</dt>
                    <dd>{responsable?.NombreCompleto ?? t.sinResponsable}</dd>
                  </div>
                </dl>
              )}
            </section>
            {d.gestiona ? (
              <section aria-labelledby="equipo-paquetes" className="grid gap-3">
                <h2 id="equipo-paquetes" className="text-xl font-semibold text-slate-900">
                  {t.paquetes}
                </h2>
                {d.paquetes.length === 0 ? (
                  <p className="text-slate-700">{t.sinPaquetes}</p>
                ) : (
                  <PaqueteForm
                    autoevaluacionId={id}
                    paquetes={d.paquetes.map((p) => ({ value: p.Id, label: p.Nombre }))}
                    miembros={opciones}
                  />
                )}
              </section>
            ) : null}
          </>
        );
      }}
    </EquipoFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
