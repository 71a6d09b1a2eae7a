import { describe, expect, it } from 'vitest';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { estaAbierto } from './lectura.ts';
import { procesoSchema, procesoUpdateSchema } from './schema.ts';

const base = { codigo: 'P', nombre: 'Proceso', manualId: 1 };
const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('process payload', () => {
  it('needs the opening date on or before the closing one; either may be empty', () => {
    expect(procesoSchema.safeParse({ ...base, fechaApertura: '2026-01-01', fechaCierre: '2026-01-01' }).success).toBe(true);
    expect(procesoSchema.safeParse({ ...base, fechaApertura: '2026-01-01' }).success).toBe(true);
    expect(procesoSchema.safeParse({ ...base, fechaCierre: '2026-01-01' }).success).toBe(true);
    expect(mensajes(procesoSchema.safeParse({ ...base, fechaApertura: '2026-02-01', fechaCierre: '2026-01-31' }))).toEqual([
      `fechaCierre: ${t.fechasInvertidas}`,
    ]);
  });

  it('takes profiles on create only', () => {
    const conPerfiles = { ...base, perfiles: [{ perfilId: 2, requiereDatos: true }] };
    expect(procesoSchema.parse(conPerfiles).perfiles).toEqual([{ perfilId: 2, requiereDatos: true }]);
    expect(procesoUpdateSchema.safeParse(conPerfiles).success).toBe(false);
    expect(mensajes(procesoSchema.safeParse({ ...base, perfiles: [{ perfilId: 2, requiereDatos: 'si' }] }))).toEqual([
      `perfiles.0.requiereDatos: ${t.booleanoNoValido}`,
    ]);
  });
});

describe('a process is open', () => {
  it('from its opening day to its closing day, both included; an empty date leaves that side open', () => {
    const p = { fechaApertura: '2026-03-01', fechaCierre: '2026-03-31' };
    expect(['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01'].map((hoy) => estaAbierto(p, hoy))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(estaAbierto({ fechaApertura: null, fechaCierre: null }, '1999-01-01')).toBe(true);
    expect(estaAbierto({ fechaApertura: '2026-03-01', fechaCierre: null }, '2099-01-01')).toBe(true);
  });
});
