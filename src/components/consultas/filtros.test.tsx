import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { consultasUi } from '../../i18n/consultas.ts';
import { ConsultasFiltros } from './filtros.tsx';

// The responsible filter of /consultas on the drop-down rule (shared/opciones-filtro.ts): a
// drop-down while the staff are few; past the limit (no choices: null) a typed name field in its
// place, described by its hint, keeping a chosen id from the address.

// The bar's memory of the list's query needs the client router; it is not what is tested here.
vi.mock('../ui/list-memory-client.tsx', () => ({ RememberListQuery: () => null }));

const params = {
  texto: '',
  fechaDesde: '',
  fechaHasta: '',
  estadoClave: '',
  usuarioResponsableId: '',
  responsableTexto: '',
};
const render = (responsables: { value: string; label: string }[] | null, over: Partial<typeof params> = {}) =>
  renderToStaticMarkup(
    <ConsultasFiltros params={{ ...params, ...over }} estados={[]} responsables={responsables} etiquetas={[]} />,
  );

describe('the responsible filter of /consultas', () => {
  it('is a drop-down of the staff (and "no responsible") while they are few', () => {
    const html = render([{ value: '7', label: 'Gestora Demo' }]);
    expect(html).toMatch(/<select[^>]*name="usuarioResponsableId"/);
    expect(html).toContain('>Gestora Demo</option>');
    expect(html).toContain(`>${consultasUi.sinResponsable}</option>`);
    expect(html).not.toContain('name="responsableTexto"');
  });

  it('past the limit is a typed name field with its hint, keeping the id in the address', () => {
    const html = render(null, { usuarioResponsableId: '7', responsableTexto: 'garcía' });
    expect(html).not.toMatch(/<select[^>]*name="usuarioResponsableId"/);
    const campo = /<input[^>]*name="responsableTexto"[^>]*>/.exec(html)?.[0] ?? '';
    expect(campo).toContain('id="consultas-responsable"');
    expect(campo).toContain('value="garcía"');
    expect(campo).toContain('aria-describedby="consultas-responsable-ayuda"');
    expect(html).toContain(consultasUi.responsablesDemasiados);
    expect(html).toMatch(/<input type="hidden" name="usuarioResponsableId" value="7"\/>/);
  });
});
