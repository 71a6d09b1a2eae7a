import { describe, expect, it } from 'vitest';
import { loadOpcionesDistintas, loadOpcionesFiltro, MAX_OPCIONES_FILTRO } from './opciones-filtro.ts';

const filas = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('loadOpcionesFiltro', () => {
  it('offers every choice up to the limit, and reads one more than the limit to tell', async () => {
    const pedidos: number[] = [];
    const leer = async (limite: number) => {
      pedidos.push(limite);
      return filas(MAX_OPCIONES_FILTRO).slice(0, limite);
    };
    expect(await loadOpcionesFiltro(leer)).toHaveLength(MAX_OPCIONES_FILTRO);
    expect(pedidos).toEqual([MAX_OPCIONES_FILTRO + 1]);
  });

  it('answers null (no drop-down) past the limit', async () => {
    expect(await loadOpcionesFiltro(async (limite) => filas(10_000).slice(0, limite))).toBeNull();
    expect(await loadOpcionesFiltro(async (limite) => filas(3).slice(0, limite), 2)).toBeNull();
    expect(await loadOpcionesFiltro(async (limite) => filas(2).slice(0, limite), 2)).toEqual([1, 2]);
  });
});

describe('loadOpcionesDistintas', () => {
  it('reads the names only when the distinct keys are within the limit', async () => {
    let leidas = 0;
    const leer = async () => {
      leidas++;
      return ['a', 'b'];
    };
    expect(await loadOpcionesDistintas(async (limite) => filas(2).slice(0, limite), leer)).toEqual(['a', 'b']);
    expect(await loadOpcionesDistintas(async (limite) => filas(5000).slice(0, limite), leer)).toBeNull();
    expect(leidas).toBe(1);
  });
});
