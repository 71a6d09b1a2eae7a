import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { arbolEstructura } from '../../../tests/fixtures/pdf-etiquetado.ts';
import { EstructuraPdf } from './pdf-etiquetado.ts';

// The structure module on its own: what it refuses, and how content on two pages is tied to
// its element (the parent tree a reader uses to go from a glyph back to its element).

describe('EstructuraPdf', () => {
  it('refuses a figure without alternative text', async () => {
    const e = EstructuraPdf.iniciar(await PDFDocument.create(), 'Prueba');
    expect(() => e.elemento('Figure')).toThrow(/texto alternativo/);
    expect(e.elemento('Figure', e.documento, { alt: 'Logotipo de la agencia' }).rol).toBe('Figure');
  });

  it('ties an element drawn on two pages to both, and each page to its elements by MCID', async () => {
    const doc = await PDFDocument.create();
    const e = EstructuraPdf.iniciar(doc, 'Prueba');
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const [p1, p2] = [doc.addPage(), doc.addPage()];
    e.bloque(p1, 'H1', () => p1.drawText('Título', { x: 50, y: 700, font }));
    const p = e.elemento('P');
    e.marcar(p1, p, () => p1.drawText('Primera línea', { x: 50, y: 60, font }));
    e.marcar(p2, p, () => p2.drawText('Segunda línea', { x: 50, y: 780, font }));
    e.artefacto(p2, () => p2.drawText('Página 2', { x: 500, y: 20, font }), 'Pagination');
    e.cerrar();
    const bytes = await doc.save();

    expect((await arbolEstructura(bytes))[0]?.hijos.map((n) => n.rol)).toEqual(['H1', 'P']);
    const leido = await PDFDocument.load(bytes);
    const raiz = leido.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    const nums = raiz.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray);
    // Page 1: MCID 0 the heading, MCID 1 the paragraph; page 2: MCID 0 the paragraph.
    const pagina1 = nums.lookup(1, PDFArray).asArray();
    const pagina2 = nums.lookup(3, PDFArray).asArray();
    expect(pagina1).toHaveLength(2);
    expect(pagina2).toEqual([pagina1[1]]);
    expect(leido.getPages().map((pg) => (pg.node.get(PDFName.of('StructParents')) as PDFNumber).asNumber())).toEqual([0, 1]);
    expect(raiz.lookup(PDFName.of('ParentTreeNextKey'), PDFNumber).asNumber()).toBe(2);
    expect(leido.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe('true');
  });
});
