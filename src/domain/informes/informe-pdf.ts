import { informesUi as t } from '../../i18n/informes.ts';
import { fechaEs } from '../shared/fechas.ts';
import type { CifrasInforme, InformeEvaluacion, TipoInforme } from './evaluacion.ts';
import { DocumentoPdf } from './pdf.ts';

// The PDF of each report: the same data and sections as its printable page.

const TITULOS: Record<TipoInforme, string> = { informe: t.informe, seguimiento: t.plantilla, tabla: t.tabla };

/** Centre, project, process, manual, scope, phase, result and level: the report's header. */
export function camposCabecera(inf: InformeEvaluacion, tipo: TipoInforme): Array<[string, string]> {
  const campos: Array<[string, string]> = [
    [t.centro, inf.Centro],
    [t.proyecto, inf.Proyecto.Codigo],
    [t.proceso, `${inf.Proceso.Codigo} · ${inf.Proceso.Nombre}`],
    [t.manual, `${inf.Manual.Codigo} v${inf.Manual.Version} · ${inf.Manual.Nombre}`],
  ];
  if (inf.Ambito) campos.push([t.ambito, inf.Ambito]);
  campos.push([t.fase, inf.Fase.Nombre], [t.estado, inf.Estado.Nombre]);
  if (tipo !== 'tabla') campos.push([t.resultado, t.resultados[inf.Resultado.Clave] ?? inf.Resultado.Nombre]);
  if (inf.Nivel) campos.push([t.nivel, inf.Nivel.Nombre]);
  if (inf.FechaPublicacion) campos.push([t.fechaPublicacion, fechaEs(inf.FechaPublicacion.slice(0, 10))]);
  return campos;
}

/** The figures' lines: met standards, and the essential / non-essential shares when the levels give them. */
export function camposCifras(c: CifrasInforme): Array<[string, string]> {
  const campos: Array<[string, string]> = [[t.cumplen, t.cumplimiento(c.NumeroCumple, c.Total, c.PorcentajeCumple)]];
  if (c.Esenciales) campos.push([t.esenciales, t.cumplimiento(c.Esenciales.Cumple, c.Esenciales.Total, c.Esenciales.Porcentaje)]);
  if (c.NoEsenciales)
    campos.push([t.noEsenciales, t.cumplimiento(c.NoEsenciales.Cumple, c.NoEsenciales.Total, c.NoEsenciales.Porcentaje)]);
  campos.push([t.evaluados, `${c.NumeroEvaluado} / ${c.Total}`]);
  return campos;
}

export const nombreBloque = (b: { Codigo: string | null; Nombre: string | null }) =>
  [b.Codigo, b.Nombre].filter(Boolean).join(' · ');

const mejorasFilas = (m: InformeEvaluacion['AreasMejora']) => m.map((a) => [a.Codigo ?? '', a.Descripcion, a.Estandar ?? '']);

/** The report as a PDF file. `hoy` (yyyy-mm-dd) dates it. */
export async function pdfInforme(inf: InformeEvaluacion, tipo: TipoInforme, hoy: string): Promise<Uint8Array> {
  const doc = await DocumentoPdf.crear(`${TITULOS[tipo]} · ${inf.Proyecto.Codigo}`, t.pagina);
  doc.titulo(TITULOS[tipo]);
  doc.parrafo(t.generado(fechaEs(hoy)), { gris: true });
  doc.campos(camposCabecera(inf, tipo));

  doc.subtitulo(t.cifras);
  doc.campos(camposCifras(inf.Cifras));
  if (tipo === 'informe') doc.parrafo(t.notaEsencial, { gris: true });
  doc.subtitulo(t.cifrasPorBloque);
  doc.tabla(
    [
      { titulo: t.bloque, ancho: 0.52 },
      { titulo: t.cumplen, ancho: 0.16 },
      { titulo: t.aplicables, ancho: 0.16 },
      { titulo: t.porcentaje, ancho: 0.16 },
    ],
    inf.Bloques.map((b) => [
      nombreBloque(b),
      String(b.Cifras.NumeroCumple),
      String(b.Cifras.Total),
      `${b.Cifras.PorcentajeCumple} %`,
    ]),
  );

  if (tipo === 'seguimiento') {
    const noCumplidos = inf.Bloques.flatMap((b) => b.Estandares).filter((e) => e.Estado.Clave === 'NC');
    doc.subtitulo(t.noCumplidos);
    if (noCumplidos.length === 0) doc.parrafo(t.sinNoCumplidos);
    else
      doc.tabla(
        [
          { titulo: t.estandar, ancho: 0.15 },
          { titulo: t.justificacion, ancho: 0.85 },
        ],
        noCumplidos.map((e) => [e.Codigo, [e.Descripcion, e.Justificacion].filter(Boolean).join(' — ')]),
      );
    doc.subtitulo(t.seguimientoAcciones);
    doc.parrafo(t.plantillaTexto, { gris: true });
    doc.tabla(
      [
        { titulo: t.areasMejora, ancho: 0.34 },
        { titulo: t.accion, ancho: 0.26 },
        { titulo: t.responsable, ancho: 0.14 },
        { titulo: t.plazo, ancho: 0.12 },
        { titulo: t.situacion, ancho: 0.14 },
      ],
      inf.AreasMejora.length > 0
        ? inf.AreasMejora.map((a) => [[a.Codigo, a.Descripcion].filter(Boolean).join(' · '), '', '', '', ''])
        : [[t.ninguna, '', '', '', '']],
    );
    return doc.bytes();
  }

  for (const b of inf.Bloques) {
    doc.subtitulo(`${t.bloque} ${nombreBloque(b)}`);
    doc.tabla(
      tipo === 'tabla'
        ? [
            { titulo: t.estandar, ancho: 0.12 },
            { titulo: t.estandares, ancho: 0.58 },
            { titulo: t.esencial, ancho: 0.12 },
            { titulo: t.verdicto, ancho: 0.18 },
          ]
        : [
            { titulo: t.estandar, ancho: 0.38 },
            { titulo: t.verdicto, ancho: 0.14 },
            { titulo: t.comentarios, ancho: 0.48 },
          ],
      b.Estandares.map((e) =>
        tipo === 'tabla'
          ? [e.Codigo, e.Descripcion, e.Esencial ? t.si : t.no, e.Estado.Nombre]
          : [
              `${e.Codigo}${e.Esencial ? ' *' : ''} ${e.Descripcion}`,
              e.Estado.Nombre,
              [e.Justificacion, ...e.Comentarios].filter(Boolean).join(' — ') || t.sinComentarios,
            ],
      ),
    );
  }
  if (tipo === 'informe') {
    for (const [titulo, lista] of [
      [t.areasMejora, inf.AreasMejora],
      [t.fortalezas, inf.Fortalezas],
    ] as const) {
      doc.subtitulo(titulo);
      if (lista.length === 0) doc.parrafo(t.ninguna);
      else
        doc.tabla(
          [
            { titulo: t.estandar, ancho: 0.14 },
            { titulo: titulo, ancho: 0.7 },
            { titulo: t.estandar, ancho: 0.16 },
          ].map((c, i) => (i === 0 ? { ...c, titulo: '#' } : c)),
          mejorasFilas(lista),
        );
    }
  }
  return doc.bytes();
}
