import { describe, expect, it } from 'vitest';
import { estadoTarea } from './estado.ts';

describe('estadoTarea', () => {
  const hoy = '2026-03-10';
  it('is FIN once completed, whatever the deadline', () => {
    expect(estadoTarea({ conseguido: true, fechaLimite: '2026-01-01' }, hoy)).toBe('FIN');
  });
  it('is RET after the deadline without completion, PTE on the day itself and before', () => {
    expect(estadoTarea({ conseguido: false, fechaLimite: '2026-03-09' }, hoy)).toBe('RET');
    expect(estadoTarea({ conseguido: false, fechaLimite: hoy }, hoy)).toBe('PTE');
    expect(estadoTarea({ conseguido: false, fechaLimite: null }, hoy)).toBe('PTE');
  });
});
