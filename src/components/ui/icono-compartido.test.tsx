/**
 * The shared icon drawing: the definition carries lucide's own drawing once, under the given id;
 * each use is a reference to it, named or hidden exactly as the lucide icon it replaces.
 */
import { GripVertical, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EvidenciasTabla, type FilaEvidencia } from '../autoevaluacion/paginas/evidencias-tabla.tsx';
import { DefinicionIconos, IconoCompartido } from './icono-compartido.tsx';

// The table's links need Waku's router, absent outside a page; a plain anchor stands in.
vi.mock('./router.tsx', () => ({
  Link: (p: { to: string; className?: string; children: ReactNode }) => (
    <a href={p.to} className={p.className}>
      {p.children}
    </a>
  ),
}));

describe('DefinicionIconos / IconoCompartido', () => {
  it('defines each drawing once, as a symbol holding the lucide icon, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<DefinicionIconos iconos={{ asa: GripVertical, candado: Lock }} />);
    const lucide = renderToStaticMarkup(<GripVertical />);
    expect(html).toMatch(/^<svg aria-hidden="true" focusable="false"/);
    expect(html).toContain(`<symbol id="asa" viewBox="0 0 24 24">${lucide}</symbol>`);
    expect(html).toContain('<symbol id="candado" viewBox="0 0 24 24"><svg');
  });

  it('a use without a name is decoration; with one, an image of that name', () => {
    expect(renderToStaticMarkup(<IconoCompartido id="asa" className="h-4 w-4" />)).toBe(
      '<svg aria-hidden="true" class="h-4 w-4"><use href="#asa"></use></svg>',
    );
    expect(renderToStaticMarkup(<IconoCompartido id="candado" etiqueta="Bloqueada" className="h-4 w-4" />)).toBe(
      '<svg role="img" aria-label="Bloqueada" class="h-4 w-4"><use href="#candado"></use></svg>',
    );
  });

  it('the evidences table draws each padlock once, whatever its number of rows', () => {
    const fila = (Id: number, Bloqueado: boolean): FilaEvidencia => ({
      Id,
      Codigo: `1.${Id}`,
      Descripcion: 'Documento',
      Esencial: false,
      EstadoClave: 'PTE',
      Bloqueado,
      NumeroAreasMejora: 0,
      NumeroFortalezas: 0,
    });
    const filas = Array.from({ length: 12 }, (_, i) => fila(i + 1, i % 3 === 0));
    const html = renderToStaticMarkup(<EvidenciasTabla base="/autoevaluacion/1" filas={filas} filtered={false} />);
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html.match(/role="img" aria-label="[^"]+"/g)).toHaveLength(12);
    const ids = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids) expect(html).toContain(`<use href="#${id}">`);
  });
});
