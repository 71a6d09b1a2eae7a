import { describe, expect, it } from 'vitest';
import type { TipoFicheroRecord } from '../../domain/procesos/lectura.ts';
import {
  bytesAKb,
  kbABytes,
  plantillaPayload,
  plantillaValues,
  procesoValues,
  tipoFicheroPayload,
  tipoFicheroValues,
  validarPlantilla,
  validarProceso,
  validarTipoFichero,
} from './valores.ts';

const tipo: TipoFicheroRecord = {
  Clave: 'CIF',
  Nombre: 'CIF',
  Descripcion: null,
  LimiteTamano: 500_000,
  LimiteFicheros: 1,
  Extensiones: ['PDF'],
  Interno: false,
  Orden: 0,
  Ambitos: [],
};

describe('file type sizes', () => {
  it('are typed in KB and sent in bytes ×1000, shown as floor(bytes/1024)', () => {
    expect(kbABytes(2048)).toBe(2_048_000);
    expect(bytesAKb(2_048_000)).toBe(2000);
    const v = { ...tipoFicheroValues(), clave: 'A', nombre: 'A', limiteTamano: '300' };
    expect(tipoFicheroPayload(v)).toMatchObject({ limiteTamano: 300_000 });
  });

  it('an untouched size keeps the stored bytes; a changed one is converted; none is left out', () => {
    const v = tipoFicheroValues(tipo);
    expect(v.limiteTamano).toBe('488');
    expect(tipoFicheroPayload(v, tipo).limiteTamano).toBe(500_000);
    expect(tipoFicheroPayload({ ...v, limiteTamano: '489' }, tipo).limiteTamano).toBe(489_000);
    expect(tipoFicheroPayload({ ...v, limiteTamano: '' }, tipo)).not.toHaveProperty('limiteTamano');
  });
});

describe('browser checks use the spec messages', () => {
  it('process: required fields and positive integers', () => {
    expect(validarProceso({ ...procesoValues(), minimo: 'abc' })).toEqual({
      codigo: ['Este campo es obligatorio'],
      nombre: ['Este campo es obligatorio'],
      manualId: ['Este campo es obligatorio'],
      minimo: ['Solo números enteros positivos'],
    });
  });

  it('file type: order is any integer', () => {
    const v = { ...tipoFicheroValues(), clave: 'A', nombre: 'A' };
    expect(validarTipoFichero({ ...v, orden: 'x' })).toEqual({ orden: ['Solo números enteros'] });
    expect(validarTipoFichero({ ...v, orden: '-2' })).toEqual({});
  });

  it('template: description ≤255, days integer, each address valid', () => {
    const v = { ...plantillaValues(), asunto: 'A', cuerpo: 'B', tipoHitoClave: 'auto_ini', medioNotificacionClave: 'EMAIL' };
    expect(validarPlantilla(v)).toEqual({});
    expect(validarPlantilla({ ...v, descripcion: 'd'.repeat(256), dias: '1.5', direccionesEmail: 'a@b.es, nope' })).toEqual({
      descripcion: ['No puede superar los 255 caracteres'],
      dias: ['Solo números enteros'],
      direccionesEmail: ['Email no válido'],
    });
    expect(plantillaPayload({ ...v, dias: '-7', perfilId: '3' })).toMatchObject({ dias: -7, perfilId: 3, activo: true });
  });
});
