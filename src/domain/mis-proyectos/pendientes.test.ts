import { describe, expect, it } from 'vitest';
import { type DatosPendientes, pendientesDe, type RegistroActual } from './pendientes.ts';

const HOY = '2026-12-01';

const aut = (over: Partial<RegistroActual> = {}): RegistroActual => ({
  id: 1,
  faseTipo: 'AUT',
  estadoClave: 'CURSO',
  fechaPublicacion: null,
  ficheroInformeId: null,
  ...over,
});
const eva = (over: Partial<RegistroActual> = {}) => aut({ id: 2, faseTipo: 'EVA', ...over });

const datos = (over: Partial<DatosPendientes>): DatosPendientes => ({
  actual: aut(),
  enEquipoEvaluacion: false,
  asignados: [],
  tareas: [],
  ronda: null,
  cifras: null,
  ...over,
});

const AUT_ABIERTA = { faseTipo: 'AUT', fechaPublicacion: null };
const EVA_SIN_PUBLICAR = { faseTipo: 'EVA', fechaPublicacion: null };
const EVA_PUBLICADA = { faseTipo: 'EVA', fechaPublicacion: '2026-11-20' };

describe('what needs a person now in a project', () => {
  it('nothing at all: every part empty', () => {
    const p = pendientesDe(datos({}), HOY);
    expect(p).toEqual({
      EquipoEvaluacion: false,
      EstandaresAsignados: 0,
      Tareas: { Abiertas: 0, Vencidas: 0, ProximaFecha: null },
      SinValorar: null,
      Subsanacion: null,
      Publicacion: null,
    });
  });

  it('counts the standards assigned to the person that are not finished: pending, in progress, or with no verdict yet', () => {
    const asignados = [
      { estadoClave: 'PTE', aplica: true },
      { estadoClave: 'CUR', aplica: true },
      { estadoClave: null, aplica: null },
      { estadoClave: 'C', aplica: true },
      { estadoClave: 'NC', aplica: true },
      { estadoClave: 'PTE', aplica: false },
    ];
    expect(pendientesDe(datos({ asignados }), HOY).EstandaresAsignados).toBe(3);
    // A self-assessment that takes no more contributions asks nothing of anyone.
    expect(pendientesDe(datos({ asignados, actual: aut({ estadoClave: 'FIN' }) }), HOY).EstandaresAsignados).toBe(0);
  });

  it('counts the open tasks, those past their deadline, and the nearest deadline still ahead', () => {
    const tareas = [
      { fechaLimite: '2026-11-30', registro: AUT_ABIERTA },
      { fechaLimite: '2026-12-01', registro: AUT_ABIERTA },
      { fechaLimite: '2026-12-10', registro: AUT_ABIERTA },
      { fechaLimite: null, registro: AUT_ABIERTA },
    ];
    expect(pendientesDe(datos({ tareas }), HOY).Tareas).toEqual({ Abiertas: 4, Vencidas: 1, ProximaFecha: '2026-12-01' });
  });

  it("never counts the evaluation's own work for someone outside its team while it is unpublished", () => {
    const tareas = [
      { fechaLimite: '2026-12-05', registro: EVA_SIN_PUBLICAR },
      { fechaLimite: '2026-12-06', registro: EVA_PUBLICADA },
    ];
    const centro = pendientesDe(
      datos({
        actual: eva({ ficheroInformeId: 9 }),
        tareas,
        asignados: [{ estadoClave: 'PTE', aplica: true }],
        cifras: { Total: 10, NumeroEvaluado: 10 },
      }),
      HOY,
    );
    expect(centro.Tareas).toEqual({ Abiertas: 1, Vencidas: 0, ProximaFecha: '2026-12-06' });
    expect(centro.EstandaresAsignados).toBe(0);
    expect(centro.SinValorar).toBeNull();
    expect(centro.Publicacion).toBeNull();
  });

  it('tells the evaluation team what is left to value and whether the result is ready to publish', () => {
    const equipo = { enEquipoEvaluacion: true };
    const faltan = pendientesDe(datos({ ...equipo, actual: eva(), cifras: { Total: 12, NumeroEvaluado: 9 } }), HOY);
    expect(faltan).toMatchObject({ EquipoEvaluacion: true, SinValorar: 3, Publicacion: { Lista: false, FaltaInforme: true } });
    const sinInforme = pendientesDe(datos({ ...equipo, actual: eva(), cifras: { Total: 12, NumeroEvaluado: 12 } }), HOY);
    expect(sinInforme).toMatchObject({ SinValorar: 0, Publicacion: { Lista: false, FaltaInforme: true } });
    const lista = pendientesDe(
      datos({ ...equipo, actual: eva({ ficheroInformeId: 7 }), cifras: { Total: 12, NumeroEvaluado: 12 } }),
      HOY,
    );
    expect(lista).toMatchObject({ SinValorar: 0, Publicacion: { Lista: true, FaltaInforme: false } });
    // Once published, nothing is left to value or publish.
    const publicada = pendientesDe(
      datos({
        ...equipo,
        actual: eva({ estadoClave: 'FIN', fechaPublicacion: '2026-11-20' }),
        cifras: { Total: 12, NumeroEvaluado: 12 },
      }),
      HOY,
    );
    expect(publicada).toMatchObject({ SinValorar: null, Publicacion: null });
  });

  it('shows an open correction round, with its deadline and the answers missing, to either side', () => {
    const ronda = { numero: 2, fechaLimite: '2026-12-18', autoevaluacionId: 1, sinResponder: 2 };
    const esperado = { Numero: 2, FechaLimite: '2026-12-18', AutoevaluacionId: 1, SinResponder: 2 };
    expect(pendientesDe(datos({ actual: eva(), ronda }), HOY).Subsanacion).toEqual(esperado);
    expect(pendientesDe(datos({ actual: eva(), ronda, enEquipoEvaluacion: true }), HOY).Subsanacion).toEqual(esperado);
  });

  it('a project without a self-assessment needs nothing', () => {
    const p = pendientesDe(datos({ actual: null, asignados: [{ estadoClave: 'PTE', aplica: true }] }), HOY);
    expect(p).toMatchObject({ EstandaresAsignados: 0, SinValorar: null, Subsanacion: null, Publicacion: null });
  });
});
