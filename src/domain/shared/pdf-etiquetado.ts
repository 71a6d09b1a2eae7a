import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';

// Tagged PDF (PDF/UA, ISO 14289-1) on @cantoo/pdf-lib, which draws but has no tagging API:
// the structure tree, the marked-content sequences that tie each drawing to its element, and
// the catalogue entries a screen reader looks for (language, title shown in the window, Marked
// true, the PDF/UA identification in XMP). Every document the product generates builds its
// tree through this one module (ADR 0063). The rules it keeps:
// - every drawing is either inside an element (`marcar`) or an artifact (`artefacto`: borders,
//   rules, a table's repeated header, page numbers); untagged content is not allowed;
// - the tree's order is the reading order, so elements are created in the order they are read;
// - a figure always carries its alternative text, and a table's header cells their scope.

export type Rol = 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure' | 'Form';

export interface Elemento {
  readonly rol: Rol;
  readonly ref: PDFRef;
  readonly dict: PDFDict;
}

export interface OpcionesElemento {
  /** Alternative text: required for a Figure (PDF/UA 7.3). */
  alt?: string;
  /** A header cell's scope: the column below it, or the row beside it. */
  alcance?: 'Column' | 'Row';
}

const nombre = (n: string) => PDFName.of(n);

/** Text for an XML element or attribute. */
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export class EstructuraPdf {
  /** The Document element: the root every other element hangs from. */
  readonly documento: Elemento;
  private readonly raiz: PDFDict;
  /** Per page (by its StructParents key), the element each MCID belongs to, in MCID order. */
  private readonly porPagina = new Map<PDFPage, { clave: number; elementos: PDFRef[] }>();
  /** Annotations' StructParent keys and the element of each. */
  private readonly anotaciones: Array<[number, PDFRef]> = [];
  private siguienteClave = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly titulo: string,
    private readonly idioma: string,
  ) {
    const ctx = doc.context;
    this.raiz = ctx.obj({ Type: 'StructTreeRoot', K: ctx.obj([]) });
    const raizRef = ctx.register(this.raiz);
    doc.catalog.set(nombre('StructTreeRoot'), raizRef);
    doc.catalog.set(nombre('MarkInfo'), ctx.obj({ Marked: true }));
    doc.setTitle(titulo, { showInWindowTitleBar: true });
    doc.setLanguage(idioma);
    this.documento = this.crearElemento('Document', raizRef, this.raiz);
  }

  /** Starts the document's structure: title (shown in the reader's window), language, root. */
  static iniciar(doc: PDFDocument, titulo: string, idioma = 'es-ES'): EstructuraPdf {
    return new EstructuraPdf(doc, titulo, idioma);
  }

  private crearElemento(rol: Rol, padreRef: PDFRef, padre: PDFDict, opts: OpcionesElemento = {}): Elemento {
    const ctx = this.doc.context;
    const dict = ctx.obj({ Type: 'StructElem', S: rol, P: padreRef, K: ctx.obj([]) });
    if (opts.alt !== undefined) dict.set(nombre('Alt'), PDFHexString.fromText(opts.alt));
    if (opts.alcance) dict.set(nombre('A'), ctx.obj({ O: 'Table', Scope: opts.alcance }));
    const ref = ctx.register(dict);
    padre.lookup(nombre('K'), PDFArray).push(ref);
    return { rol, ref, dict };
  }

  /** A new element, last child of `padre` (the Document when not given). */
  elemento(rol: Rol, padre: Elemento = this.documento, opts: OpcionesElemento = {}): Elemento {
    if (rol === 'Figure' && !opts.alt) throw new Error('Una figura necesita texto alternativo');
    return this.crearElemento(rol, padre.ref, padre.dict, opts);
  }

  /** Draws `dibujar` on `page` as content of `el` (one marked-content sequence with its MCID). */
  marcar(page: PDFPage, el: Elemento, dibujar: () => void): void {
    const pagina = this.pagina(page);
    const mcid = pagina.elementos.length;
    pagina.elementos.push(el.ref);
    const hijos = el.dict.lookup(nombre('K'), PDFArray);
    const pg = el.dict.get(nombre('Pg'));
    // A kid on the element's own page is its bare MCID; on another page it names the page.
    if (!pg) el.dict.set(nombre('Pg'), page.ref);
    if (!pg || pg === page.ref) hijos.push(PDFNumber.of(mcid));
    else hijos.push(this.doc.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [`/${el.rol}`, `<</MCID ${mcid}>>`]));
    dibujar();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** An element holding only `dibujar`'s content: a heading, a paragraph, a figure. */
  bloque(page: PDFPage, rol: Rol, dibujar: () => void, opts: OpcionesElemento & { padre?: Elemento } = {}): Elemento {
    const el = this.elemento(rol, opts.padre, opts);
    this.marcar(page, el, dibujar);
    return el;
  }

  /** Draws `dibujar` as an artifact: decoration or pagination a reader skips. */
  artefacto(page: PDFPage, dibujar: () => void, tipo: 'Layout' | 'Pagination' = 'Layout'): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, ['/Artifact', `<</Type /${tipo}>>`]));
    dibujar();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** An annotation (a signature field's widget) as the content of a Form element. */
  anotacion(page: PDFPage, widget: PDFRef, descripcion: string): void {
    const ctx = this.doc.context;
    const el = this.elemento('Form');
    el.dict.set(nombre('Pg'), page.ref);
    el.dict.lookup(nombre('K'), PDFArray).push(ctx.obj({ Type: 'OBJR', Obj: widget, Pg: page.ref }));
    const clave = this.siguienteClave++;
    const annot = ctx.lookup(widget, PDFDict);
    annot.set(nombre('StructParent'), PDFNumber.of(clave));
    // The field's accessible name (PDF/UA 7.18.1: TU, as a widget has no Contents; the signer
    // looks for the signature's own /Contents) and tab order in structure order (7.18.3).
    annot.set(nombre('TU'), PDFHexString.fromText(descripcion));
    page.node.set(nombre('Tabs'), nombre('S'));
    this.anotaciones.push([clave, el.ref]);
  }

  private pagina(page: PDFPage) {
    let p = this.porPagina.get(page);
    if (!p) {
      p = { clave: this.siguienteClave++, elementos: [] };
      page.node.set(nombre('StructParents'), PDFNumber.of(p.clave));
      this.porPagina.set(page, p);
    }
    return p;
  }

  /** Writes the parent tree and the XMP metadata; call once, after the last drawing and before saving. */
  cerrar(): void {
    const ctx = this.doc.context;
    const entradas: Array<[number, PDFRef | PDFArray]> = [
      ...[...this.porPagina.values()].map((p): [number, PDFArray] => [p.clave, ctx.obj(p.elementos)]),
      ...this.anotaciones,
    ].sort((a, b) => a[0] - b[0]);
    const nums = ctx.obj([]);
    for (const [clave, valor] of entradas) {
      nums.push(PDFNumber.of(clave));
      nums.push(valor);
    }
    this.raiz.set(nombre('ParentTree'), ctx.register(ctx.obj({ Nums: nums })));
    this.raiz.set(nombre('ParentTreeNextKey'), PDFNumber.of(this.siguienteClave));
    this.doc.catalog.set(nombre('Metadata'), ctx.register(this.xmp()));
  }

  /** XMP with the title, the language and the PDF/UA-1 identification (ISO 14289-1, 5). */
  private xmp() {
    const texto = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(this.titulo)}</rdf:li></rdf:Alt></dc:title>
<dc:language><rdf:Bag><rdf:li>${xml(this.idioma)}</rdf:li></rdf:Bag></dc:language>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
    return this.doc.context.stream(new TextEncoder().encode(texto), { Type: 'Metadata', Subtype: 'XML' });
  }
}
