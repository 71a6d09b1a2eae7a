import type { ReactNode } from 'react';
import type { InformeEvaluacion, TipoInforme } from '../../domain/informes/evaluacion.ts';
import { camposCabecera, camposCifras, nombreBloque } from '../../domain/informes/informe-pdf.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { informesUi as t } from '../../i18n/informes.ts';
import { Seccion } from '../shared/seccion.tsx';
import { ZonaDesplazable } from '../ui/zona-desplazable.tsx';
import { AccionesImpresion } from './acciones-impresion.tsx';

// The printable report (evaluation report, follow-up template): the same sections as its PDF
// (src/domain/informes/informe-pdf.ts).

const TITULOS: Record<TipoInforme, string> = { informe: t.informe, seguimiento: t.plantilla, tabla: t.tabla };

function Campos({ pares }: { pares: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {pares.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-slate-700">{k}</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Tabla({ caption, cabeceras, filas }: { caption: string; cabeceras: string[]; filas: ReactNode[][] }) {
  return (
    <ZonaDesplazable
      etiqueta={caption}
      className="rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-slate-400"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            {cabeceras.map((c, i) => (
              <th key={c || i} scope="col" className="px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {filas.map((celdas, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a report, never reordered
            <tr key={i} className="align-top">
              {celdas.map((c, j) =>
                j === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <th key={j} scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {c}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <td key={j} className="px-3 py-2 text-slate-800">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ZonaDesplazable>
  );
}

export function InformeVista({
  informe,
  tipo,
  pdf,
  hoy,
}: {
  informe: InformeEvaluacion;
  tipo: TipoInforme;
  pdf: string;
  hoy: string;
}) {
  const noCumplidos = informe.Bloques.flatMap((b) => b.Estandares).filter((e) => e.Estado.Clave === 'NC');
  return (
    <article id="informe" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{TITULOS[tipo]}</h1>
          <p className="mt-1 text-sm text-slate-700">{t.generado(fechaEs(hoy))}</p>
        </div>
        <AccionesImpresion pdf={pdf} />
      </div>
      <Campos pares={camposCabecera(informe, tipo)} />
      <Seccion id="informe-cifras" titulo={t.cifras} className="grid gap-3">
        <Campos pares={camposCifras(informe.Cifras)} />
        <Tabla
          caption={t.cifrasPorBloque}
          cabeceras={[t.bloque, t.cumplen, t.aplicables, t.porcentaje]}
          filas={informe.Bloques.map((b) => [
            nombreBloque(b),
            b.Cifras.NumeroCumple,
            b.Cifras.Total,
            `${b.Cifras.PorcentajeCumple} %`,
          ])}
        />
      </Seccion>
      {tipo === 'seguimiento' ? (
        <>
          <Seccion id="informe-nc" titulo={t.noCumplidos} className="grid gap-3">
            {noCumplidos.length === 0 ? (
              <p>{t.sinNoCumplidos}</p>
            ) : (
              <Tabla
                caption={t.noCumplidos}
                cabeceras={[t.estandar, t.justificacion]}
                filas={noCumplidos.map((e) => [e.Codigo, [e.Descripcion, e.Justificacion].filter(Boolean).join(' — ')])}
              />
            )}
          </Seccion>
          <Seccion id="informe-acciones" titulo={t.seguimientoAcciones} className="grid gap-3">
            <p className="text-slate-700">{t.plantillaTexto}</p>
            <Tabla
              caption={t.seguimientoAcciones}
              cabeceras={[t.areasMejora, t.accion, t.responsable, t.plazo, t.situacion]}
              filas={
                informe.AreasMejora.length > 0
                  ? informe.AreasMejora.map((a) => [[a.Codigo, a.Descripcion].filter(Boolean).join(' · '), '', '', '', ''])
                  : [[t.ninguna, '', '', '', '']]
              }
            />
          </Seccion>
        </>
      ) : (
        informe.Bloques.map((b, i) => (
          <Seccion
            key={nombreBloque(b)}
            id={`informe-bloque-${i}`}
            titulo={`${t.bloque} ${nombreBloque(b)}`}
            className="grid gap-3"
          >
            <Tabla
              caption={`${t.estandares}: ${nombreBloque(b)}`}
              cabeceras={
                tipo === 'tabla' ? [t.estandar, t.estandares, t.esencial, t.verdicto] : [t.estandar, t.verdicto, t.comentarios]
              }
              filas={b.Estandares.map((e) =>
                tipo === 'tabla'
                  ? [e.Codigo, e.Descripcion, e.Esencial ? t.si : t.no, e.Estado.Nombre]
                  : [
                      <div key="e" className="grid gap-1">
                        <span>
                          {e.Codigo}
                          {e.Esencial ? ` (${t.esencial.toLocaleLowerCase('es-ES')})` : ''}
                        </span>
                        <span className="font-normal text-slate-700">{e.Descripcion}</span>
                      </div>,
                      e.Estado.Nombre,
                      e.Justificacion || e.Comentarios.length > 0 ? (
                        <div key="c" className="grid gap-1">
                          {e.Justificacion ? <p>{e.Justificacion}</p> : null}
                          {e.Comentarios.map((c, k) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: comments in their order
                            <p key={k} className="border-l-2 border-slate-300 pl-2 text-slate-700">
                              {c}
                            </p>
                          ))}
                        </div>
                      ) : (
                        <span key="c" className="text-slate-700">
                          {t.sinComentarios}
                        </span>
                      ),
                    ],
              )}
            />
          </Seccion>
        ))
      )}
      {tipo === 'informe'
        ? (
            [
              ['informe-areas', t.areasMejora, informe.AreasMejora],
              ['informe-fortalezas', t.fortalezas, informe.Fortalezas],
            ] as const
          ).map(([id, titulo, lista]) => (
            <Seccion key={id} id={id} titulo={titulo} className="grid gap-3">
              {lista.length === 0 ? (
                <p>{t.ninguna}</p>
              ) : (
                <ul className="grid list-disc gap-1 pl-6">
                  {lista.map((m, k) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: listed in code order
                    <li key={k}>
                      {m.Codigo ? <span className="font-semibold">{m.Codigo}. </span> : null}
                      {m.Descripcion}
                      {m.Estandar ? <span className="text-slate-700"> ({m.Estandar})</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </Seccion>
          ))
        : null}
    </article>
  );
}
