import { EquipoFrame } from '../../../../components/autoevaluacion/equipo/equipo-pagina.tsx';
import { FinalizarButton } from '../../../../components/autoevaluacion/equipo/miembro-forms.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { Seccion } from '../../../../components/shared/seccion.tsx';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { FormMessage } from '../../../../components/ui/form-controls.tsx';
import { type EstandarFalta, getFaltas } from '../../../../domain/autoevaluacion/fin.ts';
import { AUTOEVALUACION } from '../../../../domain/permisos/politicas.ts';
import { equipoUi } from '../../../../i18n/autoevaluacion-equipo.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { loadEquipoPagina } from '../../../../platform/page-equipo.ts';

const t = equipoUi.fin;

function ListaEstandares(props: {
  id: number;
  titulo: string;
  estandares: EstandarFalta[];
  detalle?: (e: EstandarFalta) => string;
}) {
  if (props.estandares.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h3 className="font-semibold text-slate-900">{props.titulo}</h3>
      <ul className="grid list-disc gap-1 pl-6 text-slate-900">
        {props.estandares.map((e) => (
          <li key={e.Id}>
            <a href={`/autoevaluacion/${props.id}/estandar/${e.Id}`} className="font-semibold underline">
              {e.Codigo}
            </a>{' '}
            {e.Descripcion} ({props.detalle ? props.detalle(e) : (t.estado[e.Estado] ?? e.Estado)})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/autoevaluacion/{id}/fin` (AE_FIN): what is missing, and the process manager finishes. */
export default async function FinPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  const datos = await loadEquipoPagina(ctx, id, AUTOEVALUACION.fin);
  if (!datos) return <NotFound />;
  // A read-only self-assessment shows only its notice: nothing is missing any more.
  const f = datos.soloLectura ? null : await getFaltas(ctx, id);
  return (
    <EquipoFrame datos={datos} id={id} titulo={t.titulo}>
      {(d) => {
        if (d.soloLectura || !f) return null;
        const minimos = new Map(f.MinimosNoAlcanzados.map((m) => [m.Id, m]));
        return (
          <>
            <p className="text-slate-800">{t.intro}</p>
            {f.PuedeFinalizar ? (
              <FormMessage kind="success">{t.listo}</FormMessage>
            ) : (
              <Seccion id="fin-faltas" titulo={t.bloquea} className="grid gap-3 rounded-lg border border-red-200 bg-white p-4">
                <ListaEstandares id={id} titulo={t.sinEvaluar(f.SinEvaluar.length)} estandares={f.SinEvaluar} />
                <ListaEstandares id={id} titulo={t.sinJustificacion(f.SinJustificacion.length)} estandares={f.SinJustificacion} />
              </Seccion>
            )}
            {f.MinimosNoAlcanzados.length > 0 || (f.MinimoProceso && f.MinimoProceso.Cumplidos < f.MinimoProceso.Requerido) ? (
              <section aria-labelledby="fin-avisos" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
                <h2 id="fin-avisos" className="text-xl font-semibold text-amber-950">
                  {t.avisos}
                </h2>
                {f.MinimoProceso && f.MinimoProceso.Cumplidos < f.MinimoProceso.Requerido ? (
                  <p className="text-slate-900">{t.minimoProceso(f.MinimoProceso.Cumplidos, f.MinimoProceso.Requerido)}</p>
                ) : null}
                <ListaEstandares
                  id={id}
                  titulo={t.minimos(f.MinimosNoAlcanzados.length)}
                  estandares={f.MinimosNoAlcanzados}
                  detalle={(e) => {
                    const m = minimos.get(e.Id);
                    return t.minimoEstandar(m?.EvidenciasCumplidas ?? 0, m?.Minimo ?? 0);
                  }}
                />
              </section>
            ) : null}
            {d.gestiona ? (
              f.PuedeFinalizar ? (
                <FinalizarButton autoevaluacionId={id} />
              ) : null
            ) : (
              <p className="text-slate-700">{t.soloGestor}</p>
            )}
          </>
        );
      }}
    </EquipoFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
