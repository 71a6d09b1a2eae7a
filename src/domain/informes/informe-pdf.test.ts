import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { arbolEstructura, elementos, enOrden, infoPdf, poppler, SIN_POPPLER } from '../../../tests/fixtures/pdf-etiquetado.ts';
import { cifras } from '../autoevaluacion/reglas.ts';
import type { InformeEvaluacion, TipoInforme } from './evaluacion.ts';
import { pdfInforme } from './informe-pdf.ts';

// PDF/UA: the evaluation report, the summary table and the follow-up template are tagged
// files a screen reader can follow: language, title, headings, tables with headers, reading
// order. Sixty standards make the block's table run onto a second page, whose repeated header
// is decoration, not a second header row.

const estandares = Array.from({ length: 60 }, (_, i) => ({
  Id: i + 1,
  Codigo: `E1.${i + 1}`,
  Descripcion: `El centro dispone de un protocolo número ${i + 1} de promoción de la salud`,
  Esencial: i % 3 === 0,
  Estado: i % 4 === 0 ? { Clave: 'NC', Nombre: 'No cumple' } : { Clave: 'C', Nombre: 'Cumple' },
  Justificacion: i === 0 ? 'Falta la señalización del patio' : null,
  Comentarios: [],
}));
const verdictos = estandares.map((e) => ({ aplica: true, estadoClave: e.Estado.Clave, esencial: e.Esencial }));
const informe: InformeEvaluacion = {
  Id: 7,
  Centro: 'CEIP Nuestra Señora de la Asunción',
  Proyecto: { Id: 3, Codigo: 'PRY-2026-0007' },
  Proceso: { Codigo: 'SOL', Nombre: 'Centros promotores de salud' },
  Manual: { Codigo: 'MAN', Version: '2', Nombre: 'Manual de estándares' },
  Ambito: null,
  Fase: { Clave: 'EVA', Nombre: 'Evaluación', TipoClave: 'EVA' },
  Estado: { Clave: 'PUB', Nombre: 'Publicada' },
  Resultado: { Clave: 'ACR', Nombre: 'Acreditado' },
  FechaPublicacion: '2026-03-01T10:00:00Z',
  Nivel: { Clave: 'AVZ', Nombre: 'Avanzado' },
  Cifras: cifras(verdictos),
  Bloques: [{ Codigo: 'B1', Nombre: 'Entorno saludable', Cifras: cifras(verdictos), Estandares: estandares }],
  AreasMejora: [{ Codigo: 'AM1', Descripcion: 'Señalizar las zonas de sombra', Estandar: 'E1.1' }],
  Fortalezas: [],
};

const TITULOS: Record<TipoInforme, string> = {
  informe: 'Informe de evaluación',
  tabla: 'Tabla resumen de la autoevaluación',
  seguimiento: 'Plantilla de seguimiento',
};
const pdfs = {} as Record<TipoInforme, Uint8Array>;
beforeAll(async () => {
  for (const tipo of Object.keys(TITULOS) as TipoInforme[]) pdfs[tipo] = await pdfInforme(informe, tipo, '2026-03-02');
});

describe.each(Object.keys(TITULOS) as TipoInforme[])('the %s PDF', (tipo) => {
  it.skipIf(SIN_POPPLER !== null)(`is tagged, with its title${SIN_POPPLER ? ` (${SIN_POPPLER})` : ''}`, () => {
    const info = infoPdf(pdfs[tipo]);
    expect(info.Tagged).toBe('yes');
    expect(info.Title).toBe(`${TITULOS[tipo]} · PRY-2026-0007`);
    const crudo = Buffer.from(pdfs[tipo]).toString('latin1');
    expect(crudo).toMatch(/\/Lang \(es-ES\)/);
  });

  it.skipIf(SIN_POPPLER !== null)(`is read in order${SIN_POPPLER ? ` (${SIN_POPPLER})` : ''}`, () => {
    const orden =
      tipo === 'seguimiento'
        ? [TITULOS[tipo], informe.Centro, 'Cifras por bloque', 'Estándares no cumplidos', 'Acciones de mejora previstas', 'AM1']
        : [TITULOS[tipo], informe.Centro, 'Cifras por bloque', 'Bloque B1 · Entorno saludable', 'E1.1', 'E1.60'];
    enOrden(poppler('pdfinfo', pdfs[tipo], ['-struct-text']), orden);
    enOrden(poppler('pdftotext', pdfs[tipo]), orden);
    // Page numbers are pagination artifacts: a reader skips them.
    expect(poppler('pdfinfo', pdfs[tipo], ['-struct-text'])).not.toContain('Página 1 de');
  });

  it('has a Document with one H1, H2 sections and tables whose header cells have a scope', async () => {
    const arbol = await arbolEstructura(pdfs[tipo]);
    expect(arbol.map((n) => n.rol)).toEqual(['Document']);
    const todos = elementos(arbol);
    expect(todos.filter((n) => n.rol === 'H1')).toHaveLength(1);
    expect(todos.filter((n) => n.rol === 'H2').length).toBeGreaterThanOrEqual(2);
    const tablas = todos.filter((n) => n.rol === 'Table');
    expect(tablas.length).toBeGreaterThanOrEqual(3);
    for (const tabla of tablas) {
      expect(tabla.hijos.every((f) => f.rol === 'TR')).toBe(true);
      const ths = elementos(tabla.hijos).filter((n) => n.rol === 'TH');
      expect(ths.length).toBeGreaterThan(0);
      expect(ths.every((th) => th.alcance === 'Column' || th.alcance === 'Row')).toBe(true);
    }
  });
});

it('tags a table running onto a second page once: its repeated header is not a second header row', async () => {
  const tabla = elementos(await arbolEstructura(pdfs.tabla))
    .filter((n) => n.rol === 'Table')
    .find((t) => t.hijos.length === 61);
  expect((await PDFDocument.load(pdfs.tabla)).getPageCount()).toBeGreaterThan(1);
  expect(tabla?.hijos.filter((f) => f.hijos.some((c) => c.rol === 'TH'))).toHaveLength(1);
});
