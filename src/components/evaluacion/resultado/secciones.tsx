import type { ReactNode } from 'react';
import type { Recuento } from '../../../domain/autoevaluacion/reglas.ts';
import type { FaltasPublicacion } from '../../../domain/evaluacion/publicacion.ts';
import type { ResultadoEvaluacion } from '../../../domain/evaluacion/resultado.ts';
import type { NivelRecord } from '../../../domain/procesos/niveles-schema.ts';
import { RESULTADOS, resultadoUi as t } from '../../../i18n/evaluacion-resultado.ts';
import { FicheroLista, type FicheroRef } from '../../ficheros/fichero-lista.tsx';
import { Seccion } from '../../shared/seccion.tsx';
import { FormMessage } from '../../ui/form-controls.tsx';
import { StatusTag } from '../../ui/tag.tsx';
import { MasPendientes, PENDIENTES_VISIBLES } from '../mas-pendientes.tsx';

// The read-only parts of /evaluacion/{id}/resultado (server components): figures with level
// and result, the process's levels, and what is missing to publish.

function Fila(props: { titulo: string; r: Recuento }) {
  return (
    <div className="grid gap-1 rounded-md border border-slate-200 p-3">
      <dt className="font-semibold text-slate-900">{props.titulo}</dt>
      <dd className="text-slate-800">{t.cumple(props.r.Cumple, props.r.Total, props.r.Porcentaje)}</dd>
    </div>
  );
}

/** Figures by essential and non-essential standards, all standards, level and result (the team's page and the centre's). */
export function CifrasResultado({ r }: { r: Pick<ResultadoEvaluacion, 'Cifras' | 'Resultado' | 'Nivel'> }) {
  const c = r.Cifras;
  const tono = r.Resultado.Clave === 'ACR' ? 'positivo' : r.Resultado.Clave === 'NO_ACR' ? 'negativo' : 'neutro';
  return (
    <Seccion id="resultado-cifras" titulo={t.cifras} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fila titulo={t.esenciales} r={c.Esenciales} />
        <Fila titulo={t.noEsenciales} r={c.NoEsenciales} />
        <div className="grid gap-1 rounded-md border border-slate-200 p-3">
          <dt className="font-semibold text-slate-900">{t.total}</dt>
          <dd className="text-slate-800">{t.cumple(c.NumeroCumple, c.Total, c.PorcentajeCumple)}</dd>
          <dd className="text-sm text-slate-700">{t.evaluados(c.NumeroEvaluado, c.Total)}</dd>
        </div>
      </dl>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div className="flex items-center gap-2">
          <dt className="font-semibold text-slate-900">{t.nivel}:</dt>
          <dd className="text-slate-900">{r.Nivel?.Nombre ?? t.sinNivel}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="font-semibold text-slate-900">{r.Resultado.Publicado ? t.resultado : t.resultadoPrevisto}:</dt>
          <dd>
            <StatusTag tone={tono}>{RESULTADOS[r.Resultado.Clave] ?? r.Resultado.Clave}</StatusTag>
          </dd>
        </div>
      </dl>
    </Seccion>
  );
}

/** The process's levels and their thresholds, lowest first. */
export function NivelesProceso({ niveles }: { niveles: NivelRecord[] }) {
  return (
    <Seccion
      id="resultado-niveles"
      titulo={t.nivelesProceso}
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      {niveles.length === 0 ? (
        <p className="text-slate-700">{t.sinNiveles}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-6 text-slate-800">
          {niveles.map((n) => (
            <li key={n.Id}>{t.nivelUmbral(n.Nombre, n.PorcentajeEsenciales, n.PorcentajeNoEsenciales)}</li>
          ))}
        </ul>
      )}
    </Seccion>
  );
}

/**
 * The evaluation report, for the team's page (which adds the upload form as children while the
 * head of evaluation may publish) and the centre's reading of the published result.
 */
export function InformeResultado(props: { fichero: FicheroRef | null; children?: ReactNode }) {
  return (
    <Seccion id="resultado-informe" titulo={t.informe} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <FicheroLista ficheros={props.fichero ? [props.fichero] : []} vacio={t.sinInforme} label={t.informe} />
      {props.children}
    </Seccion>
  );
}

/** What still stops publishing: standards without a final verdict (the first ones linked, then the filtered list) and the report. */
export function FaltasResultado({ id, faltas }: { id: number; faltas: FaltasPublicacion }) {
  if (faltas.PuedePublicar) return <FormMessage kind="success">{t.listo}</FormMessage>;
  return (
    <Seccion id="resultado-falta" titulo={t.falta} className="grid gap-2 rounded-lg border border-red-200 bg-white p-4">
      {faltas.SinEvaluar.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-semibold text-slate-900">{t.faltanEstandares(faltas.SinEvaluar.length)}</h3>
          <ul className="grid list-disc gap-1 pl-6 text-slate-900">
            {faltas.SinEvaluar.slice(0, PENDIENTES_VISIBLES).map((e) => (
              <li key={e.Id}>
                <a
                  href={`/evaluacion/${id}/estandar/${e.Id}`}
                  className="font-semibold underline"
                  aria-label={t.verEstandar(e.Codigo)}
                >
                  {e.Codigo}
                </a>{' '}
                {e.Descripcion}
              </li>
            ))}
          </ul>
          <MasPendientes base={`/evaluacion/${id}`} total={faltas.SinEvaluar.length} />
        </div>
      ) : null}
      {faltas.FaltaInforme ? <p className="text-slate-900">{t.faltaInforme}</p> : null}
    </Seccion>
  );
}
