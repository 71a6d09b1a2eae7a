import type { MejoraCentro, ResultadoCentro } from '../../../domain/evaluacion/resultado-centro.ts';
import { estadosEstandar } from '../../../i18n/autoevaluacion-area.ts';
import { resultadoCentroUi as t } from '../../../i18n/evaluacion-resultado.ts';
import { ListaOVacio, Seccion } from '../../shared/seccion.tsx';
import { StatusTag } from '../../ui/tag.tsx';
import { ZonaDesplazable } from '../../ui/zona-desplazable.tsx';
import { CifrasResultado, InformeResultado, NivelesProceso } from './secciones.tsx';

// The published result as the centre's team reads it (server components), under the result's
// heading on the evaluation area's home: level and figures, the process's levels, the
// evaluators' verdict on every standard with its justification, the improvement areas and
// strengths, and the report.

const TONO: Record<string, string> = { C: 'positivo', NC: 'negativo', NA: 'neutro' };

function Mejoras(props: { id: string; titulo: string; vacio: string; items: MejoraCentro[] }) {
  return (
    <Seccion
      id={props.id}
      titulo={props.titulo}
      className="grid content-start gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <ListaOVacio
        items={props.items}
        vacio={props.vacio}
        clave={(m) => m.Id}
        item={(m) => (
          <>
            {m.Codigo ? <span className="font-semibold text-slate-900">{m.Codigo} </span> : null}
            {m.Descripcion}
            {m.Estandar ? <span className="text-slate-700"> {t.sobreEstandar(m.Estandar)}</span> : null}
          </>
        )}
      />
    </Seccion>
  );
}

type EstandarResultado = ResultadoCentro['Estandares'][number];

/** One standard's row: code and description (flagged when essential), verdict and justification. */
function FilaVeredicto({ e }: { e: EstandarResultado }) {
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
        <span className="font-semibold">{e.Codigo}</span> {e.Descripcion}
        {e.Esencial ? (
          <span className="ml-2">
            <StatusTag tone="pendiente">{t.esencial}</StatusTag>
          </span>
        ) : null}
      </th>
      <td className="py-2 pr-4">
        <StatusTag tone={TONO[e.Estado] ?? 'neutro'}>{estadosEstandar[e.Estado] ?? e.Estado}</StatusTag>
      </td>
      <td className="whitespace-pre-line py-2 text-slate-800">{e.Justificacion?.trim() || t.sinJustificacion}</td>
    </tr>
  );
}

/** The column headings; the last column has no right padding. */
const COLUMNAS = [
  { texto: t.columnas.estandar, clase: 'py-2 pr-4 font-semibold text-slate-900' },
  { texto: t.columnas.valoracion, clase: 'py-2 pr-4 font-semibold text-slate-900' },
  { texto: t.columnas.justificacion, clase: 'py-2 font-semibold text-slate-900' },
];

/** Every applicable standard with the evaluators' verdict and justification, in manual order. */
function Veredictos({ r }: { r: ResultadoCentro }) {
  return (
    <Seccion
      id="resultado-veredictos"
      titulo={t.veredictos}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="text-slate-800">{t.veredictosIntro}</p>
      <ZonaDesplazable etiqueta={t.caption}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {COLUMNAS.map((c) => (
                <th key={c.texto} scope="col" className={c.clase}>
                  {c.texto}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.Estandares.map((e) => (
              <FilaVeredicto key={e.EstandarId} e={e} />
            ))}
          </tbody>
        </table>
      </ZonaDesplazable>
    </Seccion>
  );
}

/** The level reached, for the result's summary. */
export function NivelAlcanzado({ r }: { r: ResultadoCentro }) {
  return (
    <p className="text-lg font-semibold text-slate-900" data-testid="nivel-alcanzado">
      {t.nivel(r.Nivel?.Nombre ?? null)}
    </p>
  );
}

/** The whole published result after its summary, for the centre's team. */
export function ResultadoCentroVista({ r }: { r: ResultadoCentro }) {
  return (
    <div className="grid gap-6">
      <CifrasResultado r={{ Cifras: r.Cifras, Resultado: { Clave: r.Resultado.Clave, Publicado: true }, Nivel: r.Nivel }} />
      <NivelesProceso niveles={r.Niveles} />
      <InformeResultado fichero={r.FicheroInforme} />
      <Veredictos r={r} />
      <div className="grid gap-6 md:grid-cols-2">
        <Mejoras id="resultado-areas" titulo={t.areasMejora} vacio={t.sinAreasMejora} items={r.AreasMejora} />
        <Mejoras id="resultado-fortalezas" titulo={t.fortalezas} vacio={t.sinFortalezas} items={r.Fortalezas} />
      </div>
    </div>
  );
}
