import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { certificado as t } from '../../../i18n/acreditaciones-certificado.ts';
import { fechaEs } from '../../shared/fechas.ts';
import { EstructuraPdf, type Rol } from '../../shared/pdf-etiquetado.ts';
import { anadirMarcadorFirma } from './marcador.ts';
import { modulosQr } from './qr.ts';

/** What the certificate states: a snapshot read from the accreditation and its project. */
export interface DatosCertificado {
  marca: string;
  centro: string;
  localidad: string | null;
  codigo: string;
  proyectoCodigo: string;
  proceso: string;
  ambito: string | null;
  nivel: string | null;
  fechaPublicacion: string | null;
  fechaVigencia: string | null;
  csv: string;
  /** Where the QR and the printed address lead: {public base URL}/acreditacion/verificar?csv=… */
  urlVerificacion: string;
}

// A4 landscape, in points.
const ANCHO = 842;
const ALTO = 595;
const MARGEN = 56;
const TINTA = rgb(0.1, 0.12, 0.16);
const SUAVE = rgb(0.3, 0.33, 0.38);
const ACENTO = rgb(0.05, 0.33, 0.5);

/** A centred block of text, tagged as one element (`rol`) of the structure. */
function centrado(
  e: EstructuraPdf,
  rol: Rol,
  page: PDFPage,
  texto: string,
  y: number,
  font: PDFFont,
  size: number,
  color = TINTA,
) {
  const lineas = partir(texto, font, size, ANCHO - 2 * MARGEN);
  e.bloque(page, rol, () =>
    lineas.forEach((l, i) => {
      page.drawText(l, { x: (ANCHO - font.widthOfTextAtSize(l, size)) / 2, y: y - i * size * 1.25, size, font, color });
    }),
  );
  return y - lineas.length * size * 1.25;
}

/** Words into lines no wider than `max` (a long centre name takes two lines, not the margin). */
function partir(texto: string, font: PDFFont, size: number, max: number): string[] {
  const lineas: string[] = [];
  let actual = '';
  for (const palabra of texto.split(/\s+/).filter(Boolean)) {
    const prueba = actual ? `${actual} ${palabra}` : palabra;
    if (actual && font.widthOfTextAtSize(prueba, size) > max) {
      lineas.push(actual);
      actual = palabra;
    } else actual = prueba;
  }
  if (actual) lineas.push(actual);
  return lineas;
}

function dibujarQr(page: PDFPage, texto: string, x: number, y: number, lado: number) {
  const { size, oscuro } = modulosQr(texto);
  // Four modules of quiet zone on each side, as the standard asks.
  const paso = lado / (size + 8);
  page.drawRectangle({ x, y, width: lado, height: lado, color: rgb(1, 1, 1) });
  for (let fila = 0; fila < size; fila++) {
    for (let col = 0; col < size; col++) {
      if (!oscuro(col, fila)) continue;
      page.drawRectangle({
        x: x + (col + 4) * paso,
        y: y + lado - (fila + 5) * paso,
        width: paso,
        height: paso,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/**
 * The certificate's PDF, unsigned, with an empty signature field ready for firmarPdf. `fecha`
 * is the signing time written in the signature dictionary (PAdES keeps it there). It is tagged
 * (PDF/UA) before the signature field is filled, so the signature covers the structure too.
 */
export async function pdfCertificado(d: DatosCertificado, fecha: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const e = EstructuraPdf.iniciar(doc, t.titulo(d.centro));
  doc.setAuthor(d.marca);
  doc.setSubject(t.asunto(d.codigo));
  doc.setCreationDate(fecha);
  doc.setModificationDate(fecha);
  doc.setProducer('Acredita');
  doc.setCreator('Acredita');
  const page = doc.addPage([ANCHO, ALTO]);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const negrita = await doc.embedFont(StandardFonts.HelveticaBold);

  e.artefacto(page, () =>
    page.drawRectangle({ x: 20, y: 20, width: ANCHO - 40, height: ALTO - 40, borderColor: ACENTO, borderWidth: 2 }),
  );
  let y = ALTO - 80;
  y = centrado(e, 'P', page, d.marca, y, negrita, 16, ACENTO) - 6;
  y = centrado(e, 'H1', page, t.encabezado, y, negrita, 26) - 14;
  y = centrado(e, 'P', page, t.seCertifica, y, normal, 13, SUAVE) - 4;
  y = centrado(e, 'P', page, d.centro, y, negrita, 20) - 2;
  if (d.localidad) y = centrado(e, 'P', page, d.localidad, y, normal, 12, SUAVE);
  y -= 6;
  y = centrado(e, 'P', page, t.haObtenido(d.marca), y, normal, 13, SUAVE) - 2;
  if (d.nivel) y = centrado(e, 'P', page, t.nivel(d.nivel), y, negrita, 15, ACENTO) - 6;

  const filas: [string, string][] = [
    [t.campos.proceso, d.proceso],
    ...(d.ambito ? ([[t.campos.ambito, d.ambito]] as [string, string][]) : []),
    [t.campos.codigo, d.codigo],
    [t.campos.proyecto, d.proyectoCodigo],
    [t.campos.publicacion, fechaEs(d.fechaPublicacion)],
    [t.campos.vigencia, fechaEs(d.fechaVigencia)],
  ];
  y -= 8;
  // Label and value rows: a table whose rows are headed by their label.
  const tabla = e.elemento('Table');
  for (const [etiqueta, valor] of filas) {
    const fila = e.elemento('TR', tabla);
    const yf = y;
    e.bloque(page, 'TH', () => page.drawText(`${etiqueta}:`, { x: MARGEN + 40, y: yf, size: 11, font: negrita, color: SUAVE }), {
      padre: fila,
      alcance: 'Row',
    });
    e.bloque(
      page,
      'TD',
      () =>
        page.drawText(partir(valor, normal, 11, 360)[0] ?? '', { x: MARGEN + 190, y: yf, size: 11, font: normal, color: TINTA }),
      { padre: fila },
    );
    y -= 17;
  }

  // The verification block: QR at the bottom right, the CSV and the address beside it.
  const lado = 118;
  const qx = ANCHO - MARGEN - lado;
  const qy = 40;
  // Read in this order: the code, how to check it, the address, then the QR that leads there.
  const tx = qx - 330;
  e.bloque(page, 'P', () => page.drawText(t.csvEtiqueta, { x: tx, y: qy + 86, size: 10, font: negrita, color: SUAVE }));
  e.bloque(page, 'P', () => page.drawText(d.csv, { x: tx, y: qy + 68, size: 12, font: negrita, color: TINTA }));
  e.bloque(page, 'P', () => page.drawText(t.compruebe, { x: tx, y: qy + 48, size: 9, font: normal, color: SUAVE }));
  const url = partir(d.urlVerificacion.replace(/([?&=/])/g, '$1 '), normal, 8, 320).map((l) => l.replace(/([?&=/]) /g, '$1'));
  e.bloque(page, 'P', () =>
    url.forEach((l, i) => {
      page.drawText(l, { x: tx, y: qy + 36 - i * 10, size: 8, font: normal, color: ACENTO });
    }),
  );
  e.bloque(page, 'Figure', () => dibujarQr(page, d.urlVerificacion, qx, qy, lado), { alt: t.altQr(d.urlVerificacion) });
  e.bloque(page, 'P', () => page.drawText(t.firmado, { x: MARGEN, y: qy, size: 8, font: normal, color: SUAVE }));

  const widget = anadirMarcadorFirma(doc, {
    razon: t.razonFirma(d.codigo),
    nombre: d.marca,
    ubicacion: t.ubicacionFirma,
    fecha,
  });
  e.anotacion(page, widget, t.campoFirma);
  e.cerrar();
  // Classic cross-reference table, no object streams: the signer looks for the placeholders as text.
  return doc.save({ useObjectStreams: false });
}
