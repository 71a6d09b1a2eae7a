import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { todayIso, toIsoDate } from '../shared/fechas.ts';
import { OPCIONES_POR_DEFECTO } from './exportacion-schema.ts';
import { faltaParaPublicar } from './manuales-requisitos.ts';
import { frozenChanges, requireTransicion } from './manuales-save.ts';

const status = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.message}` : 'other';
  }
};

describe('requireTransicion (state moves a manual may make)', () => {
  it('allows staying put, edicion → vigente (publishing) and vigente → obsoleto', () => {
    for (const s of ['edicion', 'vigente', 'obsoleto']) expect(status(() => requireTransicion(s, s))).toBe('ok');
    expect(status(() => requireTransicion('vigente', 'obsoleto'))).toBe('ok');
    expect(status(() => requireTransicion('edicion', 'vigente'))).toBe('ok');
  });
  it('refuses the rest', () => {
    expect(status(() => requireTransicion('edicion', 'obsoleto'))).toBe(
      '409 No se puede pasar un manual de «En edición» a «Obsoleto»',
    );
    expect(status(() => requireTransicion('vigente', 'edicion'))).toMatch(/^409 /);
    expect(status(() => requireTransicion('obsoleto', 'vigente'))).toMatch(/^409 /);
    expect(status(() => requireTransicion('obsoleto', 'edicion'))).toMatch(/^409 /);
  });
});

describe('frozenChanges (fields a published manual keeps)', () => {
  const m = { codigo: 'A', nombre: 'N', version: '1', mapaId: 1 };
  it('names each identity field that differs', () => {
    expect(frozenChanges(m, { ...m })).toEqual([]);
    expect(frozenChanges(m, { ...m, nombre: 'Otro', mapaId: 2 })).toEqual(['nombre', 'mapaId']);
    expect(frozenChanges(m, { codigo: 'B', nombre: 'N', version: '2', mapaId: 1 })).toEqual(['codigo', 'version']);
  });
});

describe('dates', () => {
  it('toIsoDate reads dd/mm/yyyy, dd-mm-yyyy and yyyy-mm-dd, and refuses impossible dates', () => {
    expect(toIsoDate('31/12/2027')).toBe('2027-12-31');
    expect(toIsoDate('01-02-2026')).toBe('2026-02-01');
    expect(toIsoDate('2026-02-28')).toBe('2026-02-28');
    expect(toIsoDate('29/02/2028')).toBe('2028-02-29');
    expect(toIsoDate('29/02/2027')).toBeUndefined();
    expect(toIsoDate('2026-13-01')).toBeUndefined();
    expect(toIsoDate('mañana')).toBeUndefined();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });
  it('todayIso is the calendar day in Spain', () => {
    expect(todayIso(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });
});

describe('export defaults', () => {
  it('everything but the state', () => {
    expect(Object.entries(OPCIONES_POR_DEFECTO).filter(([, v]) => !v)).toEqual([['estado', false]]);
  });
});

describe('faltaParaPublicar (what the page says before asking, and publicarManual refuses with)', () => {
  it('asks for the file first, then a block; nothing missing is null', () => {
    expect(faltaParaPublicar({ tieneFichero: false, bloques: 0 })).toBe(
      'No se puede publicar: el manual no tiene fichero (tipo MAN)',
    );
    expect(faltaParaPublicar({ tieneFichero: true, bloques: 0 })).toBe('No se puede publicar: el manual no tiene bloques');
    expect(faltaParaPublicar({ tieneFichero: true, bloques: 3 })).toBeNull();
  });
});
