import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FaltasResultado } from './secciones.tsx';

// What still stops publishing, on /evaluacion/{id}/resultado: the standards without a verdict
// are named while they are few; past ten the list stops at the first ten and points to the
// evaluation's standards list filtered to the pending ones, instead of printing every text.

// Waku's Link needs the client router, which a static render has not; here it is a plain anchor.
vi.mock('../../ui/router.tsx', () => ({
  Link: (p: { to: string; className?: string; children: unknown }) => (
    <a href={p.to} className={p.className}>
      {p.children as string}
    </a>
  ),
}));

const faltas = (n: number) => ({
  SinEvaluar: Array.from({ length: n }, (_, i) => ({
    Id: 100 + i,
    Codigo: `E${String(i + 1).padStart(3, '0')}`,
    Descripcion: `Texto del estándar ${i + 1}`,
    Estado: 'PTE',
  })),
  FaltaInforme: false,
  RondaAbierta: null,
  PuedePublicar: false,
});

const render = (n: number) => renderToStaticMarkup(<FaltasResultado id={7} faltas={faltas(n)} />);

describe('the missing standards on the result page', () => {
  it('names every one of ten, each linked to its page, with no pointer to the list', () => {
    const html = render(10);
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(html).toContain('href="/evaluacion/7/estandar/109"');
    expect(html).toContain('Texto del estándar 10');
    expect(html).not.toContain('estado=PTE');
  });

  it('past ten, names the first ten and points to the pending standards list for the rest', () => {
    const html = render(100);
    expect(html).toContain('100 estándares sin evaluar');
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(html).not.toContain('Texto del estándar 11');
    expect(html).toContain('y 90 más');
    expect(html).toMatch(/href="\/evaluacion\/7\/estandares\?estado=PTE"[^>]*>Ver todos los estándares pendientes</);
  });
});
