/**
 * Server rendering of the picker (no DOM in this test environment): markup, accessibility
 * attributes, hidden inputs and the use of cached lists. Effects (fetching, reporting a
 * corrected value) do not run on the server.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUbicacionCache, listUrl, loadList } from './api.ts';
import type { UbicacionValue } from './state.ts';
import { UbicacionFields, type UbicacionFieldsProps } from './ubicacion-fields.tsx';

const DISABLED = /\sdisabled=""/;

const render = (props: Partial<UbicacionFieldsProps> & { value: UbicacionValue }) =>
  renderToStaticMarkup(<UbicacionFields onChange={() => {}} {...props} />);

/** The opening tag of the select labelled `labelText` (via label[for]). */
function select(html: string, labelText: string): string {
  const label = new RegExp(`<label for="([^"]+)"[^>]*>${labelText}`).exec(html);
  expect(label, `label ${labelText}`).not.toBeNull();
  const id = label?.[1] ?? '';
  const tag = new RegExp(`<select[^>]*id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html);
  expect(tag, `select ${labelText}`).not.toBeNull();
  return tag?.[0] ?? '';
}

async function preload(v: UbicacionValue) {
  const lists = {
    provincias: [
      { Id: 8, Nombre: 'Barcelona' },
      { Id: 28, Nombre: 'Madrid' },
    ],
    municipios: [
      { Id: 28005, Nombre: 'Alcalá de Henares' },
      { Id: 28079, Nombre: 'Madrid' },
    ],
    localidades: [
      { Id: 280790001, Nombre: 'Madrid' },
      { Id: 280790002, Nombre: 'El Pardo' },
    ],
  };
  for (const list of ['provincias', 'municipios', 'localidades'] as const) {
    const url = listUrl(list, v);
    if (url) await loadList(url, { fetch: vi.fn(async () => Response.json({ Registros: lists[list] })) });
  }
}

beforeEach(() => clearUbicacionCache());

describe('UbicacionFields (server render)', () => {
  it('labels every select, requires province and municipality and marks the locality optional', () => {
    const html = render({ value: {} });
    expect(select(html, 'Provincia')).toContain('aria-required="true"');
    expect(select(html, 'Municipio')).toContain('aria-required="true"');
    expect(select(html, 'Localidad')).not.toContain('aria-required');
    expect(html).not.toContain('*');
    expect(html).toContain('(opcional)');
    expect(html).toContain('<legend');
    expect(html).toContain('Ubicación');
  });

  it('shows the provinces loading and the dependent selects disabled until their parent is chosen', () => {
    const html = render({ value: {} });
    const provincia = select(html, 'Provincia');
    expect(provincia).toContain('aria-busy="true"');
    expect(provincia).toMatch(DISABLED);
    expect(html).toContain('Cargando…');
    expect(select(html, 'Municipio')).toMatch(DISABLED);
    expect(html).toContain('Seleccione antes una provincia');
    expect(select(html, 'Localidad')).toMatch(DISABLED);
    expect(html).toContain('Seleccione antes un municipio');
  });

  it('marks nothing as required when required is false', () => {
    const html = render({ value: {}, required: false });
    expect(html).not.toContain('aria-required');
    expect(html).not.toContain('son obligatorios');
  });

  it('uses cached lists and shows the selection', async () => {
    const value = { provinciaId: 28, municipioId: 28079, localidadId: 280790002 };
    await preload(value);
    const html = render({ value });
    expect(select(html, 'Provincia')).not.toMatch(DISABLED);
    expect(select(html, 'Municipio')).not.toMatch(DISABLED);
    expect(select(html, 'Localidad')).not.toMatch(DISABLED);
    expect(html).toContain('<option value="28" selected="">Madrid</option>');
    expect(html).toContain('<option value="28079" selected="">Madrid</option>');
    expect(html).toContain('<option value="280790002" selected="">El Pardo</option>');
    expect(html).toContain('<option value="28005">Alcalá de Henares</option>');
    expect(html).not.toContain('Cargando…');
  });

  it('posts the values through hidden inputs when named', async () => {
    const value = { provinciaId: 28, municipioId: 28079 };
    await preload(value);
    const html = render({ value, name: 'sede' });
    expect(html).toContain('<input type="hidden" name="sede.provinciaId" value="28"/>');
    expect(html).toContain('<input type="hidden" name="sede.municipioId" value="28079"/>');
    expect(html).toContain('<input type="hidden" name="sede.localidadId" value=""/>');
    expect(render({ value })).not.toContain('type="hidden"');
  });

  it('clears inconsistent dependants of the initial value before showing or posting them', async () => {
    await preload({ provinciaId: 8 });
    const html = render({ value: { provinciaId: 8, municipioId: 28079, localidadId: 280790001 }, name: 'u' });
    expect(html).toContain('name="u.provinciaId" value="8"');
    expect(html).toContain('name="u.municipioId" value=""');
    expect(html).toContain('name="u.localidadId" value=""');
  });

  it('clears a code missing from its loaded list', async () => {
    const value = { provinciaId: 28, municipioId: 28123 };
    await preload(value);
    const html = render({ value, name: 'u' });
    expect(html).toContain('name="u.municipioId" value=""');
  });

  it('links the given errors to their select', () => {
    const html = render({ value: {}, errors: { provinciaId: 'Este campo es obligatorio' } });
    const provincia = select(html, 'Provincia');
    expect(provincia).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(provincia)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`<p id="${describedBy}" role="alert" class="text-sm text-red-700">Este campo es obligatorio</p>`);
    expect(select(html, 'Municipio')).not.toContain('aria-invalid');
  });

  it('disables the whole group', () => {
    expect(render({ value: {}, disabled: true })).toMatch(/<fieldset disabled=""/);
  });

  it('can hide the legend visually', () => {
    expect(render({ value: {}, legend: 'Domicilio', hideLegend: true })).toMatch(/<legend class="[^"]*sr-only[^"]*">Domicilio</);
  });
});
