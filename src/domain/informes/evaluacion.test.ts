import { describe, expect, it } from 'vitest';
import type { EstandarAutoevaluacion } from '../autoevaluacion/estandares.ts';
import { porBloques } from './evaluacion.ts';

const fila = (id: number, bloque: number, estado: string, aplica = true): EstandarAutoevaluacion =>
  ({
    Id: id,
    AutoevaluacionId: 1,
    EstandarId: id,
    Estandar: {
      Id: id,
      Codigo: `${bloque}.${id}`,
      Descripcion: `Estándar ${id}`,
      Esencial: id % 2 === 0,
      Minimo: 1,
      Bloque: { Id: bloque, Codigo: `D${bloque}`, Nombre: `Bloque ${bloque}`, Color: null, Orden: bloque },
    },
    Estado: { Clave: aplica ? estado : 'NA', Nombre: estado, Color: null },
    EstadoClave: estado,
    Aplica: aplica,
    Justificacion: null,
    Version: 1,
    Usuarios: [],
    Etiquetas: [],
    Auditoria: { Modificacion: null, CicloAnterior: false },
  }) as EstandarAutoevaluacion;

describe('the report by blocks', () => {
  it('groups the standards in manual order, each block with its own figures and comments', () => {
    const bloques = porBloques(
      [fila(1, 1, 'C'), fila(2, 1, 'NC'), fila(3, 1, 'C', false), fila(4, 2, 'PTE'), fila(5, 2, 'C')],
      new Map([[2, ['Falta el protocolo', 'Revisado en la visita']]]),
    );
    expect(bloques.map((b) => b.Codigo)).toEqual(['D1', 'D2']);
    expect(bloques[0]?.Cifras).toMatchObject({ NumeroCumple: 1, Total: 2, PorcentajeCumple: 50, NumeroEvaluado: 2 });
    expect(bloques[1]?.Cifras).toMatchObject({ NumeroCumple: 1, Total: 2, PorcentajeCumple: 50, NumeroEvaluado: 1 });
    expect(bloques[0]?.Estandares.map((e) => e.Codigo)).toEqual(['1.1', '1.2', '1.3']);
    expect(bloques[0]?.Estandares[1]?.Comentarios).toEqual(['Falta el protocolo', 'Revisado en la visita']);
  });
});
