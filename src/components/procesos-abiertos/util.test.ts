import { describe, expect, it } from 'vitest';
import { extensionesDe } from '../../domain/procesos/lectura.ts';
import { kb, plazoTexto, solicitudHref } from './util.ts';

describe('open processes display helpers', () => {
  it('shows sizes as floor(bytes / 1024) KB', () => {
    expect(kb(2_048_000)).toBe(2000);
    expect(kb(1023)).toBe(0);
    expect(kb(1024)).toBe(1);
  });

  it('words the application window with dd/mm/yyyy dates, a missing date being no bound', () => {
    expect(plazoTexto('2026-09-23', '2027-03-22')).toBe('Del 23/09/2026 al 22/03/2027');
    expect(plazoTexto(null, '2027-03-22')).toBe('Hasta el 22/03/2027');
    expect(plazoTexto('2026-09-23', null)).toBe('Desde el 23/09/2026. Sin fecha de cierre');
    expect(plazoTexto(null, null)).toBe('Sin fecha de cierre');
  });

  it('normalises stored extensions and builds the wizard link', () => {
    expect(extensionesDe('pdf, .JPG;png')).toEqual(['PDF', 'JPG', 'PNG']);
    expect(extensionesDe(null)).toEqual([]);
    expect(solicitudHref(7)).toBe('/solicitud?procesoId=7');
  });
});
