import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { EstructuraPdf, type Rol } from '../shared/pdf-etiquetado.ts';

// A small flowing layout on @cantoo/pdf-lib (the product's one PDF library, pure JS, so it
// runs on Workers): headings, paragraphs, label/value lines and tables that wrap their cells
// and continue on the next page with their header. The standard Helvetica fonts use
// WinAnsi, which holds every Spanish letter (á, é, ñ, ü, ¿, ¡, º); a character it lacks is
// replaced rather than failing the whole report. The file is tagged (PDF/UA): headings,
// paragraphs, label/value lines as a table with row headers, tables with column headers; rules,
// fills, a repeated header and page numbers are artifacts.

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 48;
const ANCHO = A4[0] - 2 * MARGEN;
const TINTA = rgb(0.06, 0.09, 0.16);
const GRIS = rgb(0.4, 0.45, 0.52);
const LINEA = rgb(0.8, 0.83, 0.87);
const FONDO = rgb(0.94, 0.95, 0.97);

export interface Columna {
  titulo: string;
  /** Share of the page width (the shares of a table add up to 1). */
  ancho: number;
}

export class DocumentoPdf {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly estructura: EstructuraPdf,
    private readonly normal: PDFFont,
    private readonly negrita: PDFFont,
    private readonly pie: (n: number, de: number) => string,
  ) {
    this.nuevaPagina();
  }

  static async crear(titulo: string, pie: (n: number, de: number) => string): Promise<DocumentoPdf> {
    const doc = await PDFDocument.create();
    const estructura = EstructuraPdf.iniciar(doc, titulo);
    doc.setCreator('Acredita');
    const [normal, negrita] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new DocumentoPdf(doc, estructura, normal, negrita, pie);
  }

  private nuevaPagina() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGEN;
  }

  /** Room for `alto` more points, or a new page. */
  private sitio(alto: number) {
    if (this.y - alto < MARGEN + 16) this.nuevaPagina();
  }

  /** The text with what WinAnsi cannot encode replaced (and line breaks as spaces). */
  private limpio(texto: string, fuente: PDFFont): string {
    const juego = new Set(fuente.getCharacterSet());
    return [...texto.replace(/\s+/g, ' ')]
      .map((ch) => (juego.has(ch.codePointAt(0) as number) ? ch : ch === '\u2264' ? '<=' : ch === '\u2265' ? '>=' : '?'))
      .join('');
  }

  /** The text in lines no wider than `ancho` (words longer than a line are cut). */
  private lineas(texto: string, fuente: PDFFont, tam: number, ancho: number): string[] {
    const out: string[] = [];
    let actual = '';
    for (const palabra of this.limpio(texto, fuente).split(' ')) {
      let p = palabra;
      while (fuente.widthOfTextAtSize(p, tam) > ancho && p.length > 1) {
        let corte = p.length - 1;
        while (corte > 1 && fuente.widthOfTextAtSize(p.slice(0, corte), tam) > ancho) corte--;
        if (actual) out.push(actual);
        out.push(p.slice(0, corte));
        actual = '';
        p = p.slice(corte);
      }
      const prueba = actual ? `${actual} ${p}` : p;
      if (fuente.widthOfTextAtSize(prueba, tam) <= ancho) actual = prueba;
      else {
        if (actual) out.push(actual);
        actual = p;
      }
    }
    if (actual || out.length === 0) out.push(actual);
    return out;
  }

  private escribir(
    rol: Rol,
    texto: string,
    opts: { tam?: number; negrita?: boolean; color?: ReturnType<typeof rgb>; antes?: number },
  ) {
    const tam = opts.tam ?? 10;
    const fuente = opts.negrita ? this.negrita : this.normal;
    const el = this.estructura.elemento(rol);
    this.y -= opts.antes ?? 0;
    for (const linea of this.lineas(texto, fuente, tam, ANCHO)) {
      this.sitio(tam * 1.3);
      this.y -= tam * 1.3;
      this.estructura.marcar(this.page, el, () =>
        this.page.drawText(linea, { x: MARGEN, y: this.y, size: tam, font: fuente, color: opts.color ?? TINTA }),
      );
    }
  }

  titulo(texto: string) {
    this.escribir('H1', texto, { tam: 18, negrita: true });
    this.y -= 6;
  }

  subtitulo(texto: string) {
    this.sitio(40);
    this.escribir('H2', texto, { tam: 13, negrita: true, antes: 12 });
    this.y -= 4;
  }

  parrafo(texto: string, opts: { gris?: boolean; negrita?: boolean } = {}) {
    this.escribir('P', texto, { color: opts.gris ? GRIS : TINTA, negrita: opts.negrita, antes: 2 });
  }

  /** "Label: value" lines; tagged as a table whose rows are headed by their label. */
  campos(pares: Array<[string, string]>) {
    const tabla = this.estructura.elemento('Table');
    for (const [etiqueta, valor] of pares) {
      const tam = 10;
      const x = MARGEN + 150;
      const lineas = this.lineas(valor, this.normal, tam, ANCHO - 150);
      this.sitio(tam * 1.4 * lineas.length);
      this.y -= tam * 1.4;
      const fila = this.estructura.elemento('TR', tabla);
      this.estructura.bloque(
        this.page,
        'TH',
        () =>
          this.page.drawText(this.limpio(etiqueta, this.negrita), {
            x: MARGEN,
            y: this.y,
            size: tam,
            font: this.negrita,
            color: GRIS,
          }),
        { padre: fila, alcance: 'Row' },
      );
      const celda = this.estructura.elemento('TD', fila);
      this.estructura.marcar(this.page, celda, () =>
        lineas.forEach((l, i) => {
          if (i > 0) this.y -= tam * 1.4;
          this.page.drawText(l, { x, y: this.y, size: tam, font: this.normal, color: TINTA });
        }),
      );
    }
  }

  /** A table whose cells wrap; its header is repeated on every page it runs onto. */
  tabla(columnas: Columna[], filas: string[][]) {
    const tam = 9;
    const alto = tam * 1.25;
    const pad = 4;
    const anchos = columnas.map((c) => c.ancho * ANCHO);
    const tabla = this.estructura.elemento('Table');
    const fila = (celdas: string[], cabecera: boolean) => {
      const fuente = cabecera ? this.negrita : this.normal;
      const partidas = celdas.map((c, i) => this.lineas(c, fuente, tam, (anchos[i] as number) - 2 * pad));
      const h = Math.max(...partidas.map((p) => p.length)) * alto + 2 * pad;
      return { partidas, h, fuente, cabecera };
    };
    /** Draws a row; `repetida` is the header again on a new page, an artifact for a reader. */
    const dibujar = ({ partidas, h, fuente, cabecera }: ReturnType<typeof fila>, repetida = false) => {
      const top = this.y;
      const page = this.page;
      if (cabecera)
        this.estructura.artefacto(page, () =>
          page.drawRectangle({ x: MARGEN, y: top - h, width: ANCHO, height: h, color: FONDO }),
        );
      const tr = repetida ? null : this.estructura.elemento('TR', tabla);
      let x = MARGEN;
      partidas.forEach((lineas, i) => {
        const cx = x;
        const texto = () =>
          lineas.forEach((l, j) => {
            page.drawText(l, { x: cx + pad, y: top - pad - (j + 1) * alto + 2, size: tam, font: fuente, color: TINTA });
          });
        if (tr)
          this.estructura.bloque(page, cabecera ? 'TH' : 'TD', texto, { padre: tr, alcance: cabecera ? 'Column' : undefined });
        else this.estructura.artefacto(page, texto, 'Pagination');
        x += anchos[i] as number;
      });
      this.estructura.artefacto(page, () =>
        page.drawLine({
          start: { x: MARGEN, y: top - h },
          end: { x: MARGEN + ANCHO, y: top - h },
          thickness: 0.5,
          color: LINEA,
        }),
      );
      this.y = top - h;
    };
    const cabecera = fila(
      columnas.map((c) => c.titulo),
      true,
    );
    this.sitio(cabecera.h + 30);
    this.y -= 4;
    dibujar(cabecera);
    for (const celdas of filas) {
      const f = fila(celdas, false);
      if (this.y - f.h < MARGEN + 16) {
        this.nuevaPagina();
        dibujar(cabecera, true);
      }
      dibujar(f);
    }
    this.y -= 6;
  }

  /** The file, each page with its number ("Página n de m"). */
  async bytes(): Promise<Uint8Array> {
    const paginas = this.doc.getPages();
    paginas.forEach((p, i) => {
      const texto = this.limpio(this.pie(i + 1, paginas.length), this.normal);
      const w = this.normal.widthOfTextAtSize(texto, 8);
      this.estructura.artefacto(
        p,
        () => p.drawText(texto, { x: A4[0] - MARGEN - w, y: MARGEN / 2, size: 8, font: this.normal, color: GRIS }),
        'Pagination',
      );
    });
    this.estructura.cerrar();
    return this.doc.save();
  }
}
