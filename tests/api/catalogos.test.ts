import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

const list = async (path: string) => {
  const res = await t.get(path, { 'X-Instancia': 'soludable' });
  expect(res.status, path).toBe(200);
  return res.json();
};

describe('reference lookups', () => {
  it('sexos with campos=Id,Nombre', async () => {
    const body = await list('/api/sexos?campos=Id,Nombre');
    expect(body.NumeroRegistros).toBe(3);
    expect(body.Registros[0]).toEqual({ Id: 1, Nombre: 'Hombre' });
  });

  it('tiposDocumentoIdentidad with campos=Clave,Nombre', async () => {
    const body = await list('/api/tiposDocumentoIdentidad?campos=Clave,Nombre');
    expect(body.Registros.map((r: { Clave: string }) => r.Clave)).toEqual(['DNI', 'NIE', 'PAS']);
  });

  it.each([
    ['Solicitud', ['PTE', 'ACE', 'NO_ACE']],
    ['Proyecto', ['CURSO', 'FIN', 'CANCEL']],
    ['Acreditacion', ['PRE', 'VIG', 'REV', 'CAD']],
    ['Manual', ['edicion', 'vigente', 'obsoleto']],
    ['Firma', ['PTE', 'FIR']],
    ['Tarea', ['PTE', 'FIN', 'RET']],
    ['Consulta', ['pendiente', 'resuelta']],
    ['Proceso', ['abierto', 'cerrado']],
  ])('estados of %s (query and path forms, case-insensitive)', async (entidad, claves) => {
    const byQuery = await list(`/api/estados?entidad=${entidad.toLowerCase()}&campos=Clave`);
    expect(byQuery.Registros.map((r: { Clave: string }) => r.Clave)).toEqual(claves);
    const byPath = await list(`/api/estados/${entidad}?campos=Clave`);
    expect(byPath.Registros).toEqual(byQuery.Registros);
  });

  it('estados carry a palette colour role', async () => {
    const body = await list('/api/estados?entidad=Solicitud');
    expect(body.Registros.find((r: { Clave: string }) => r.Clave === 'ACE').Color).toBe('positivo');
    expect(body.Registros.find((r: { Clave: string }) => r.Clave === 'NO_ACE').Color).toBe('negativo');
  });

  it('estadosConsulta', async () => {
    const body = await list('/api/estadosConsulta?campos=Clave,Nombre');
    expect(body.Registros).toEqual([
      { Clave: 'pendiente', Nombre: 'Pendiente' },
      { Clave: 'resuelta', Nombre: 'Resuelta' },
    ]);
  });

  it('fasesProyecto in cycle order with their area type', async () => {
    const body = await list('/api/fasesProyecto?campos=Clave,TipoClave');
    expect(body.Registros.map((r: { Clave: string }) => r.Clave)).toEqual([
      'AUT-INI',
      'AUT-INI-EST',
      'EVA-INI',
      'EVA-INI-EST',
      'FIN-INI',
      'AUT-SEG',
      'AUT-SEG-EST',
      'EVA-SEG',
      'EVA-SEG-EST',
      'FIN-SEG',
    ]);
    const eva = await list('/api/fasesProyecto?tipoClave=EVA&campos=Clave');
    expect(eva.NumeroRegistros).toBe(4);
  });

  it('tiposHito and mediosNotificacion', async () => {
    expect((await list('/api/tiposHito')).Registros.map((r: { Clave: string }) => r.Clave)).toContain('auto_visita');
    expect((await list('/api/mediosNotificacion')).Registros.map((r: { Clave: string }) => r.Clave)).toEqual(['EMAIL', 'APP']);
  });

  it('combos ENTID and ESPEC with Indice and Valor', async () => {
    const body = await list('/api/combos/ENTID');
    expect(body.Registros[0]).toEqual({ Indice: 1, Valor: 'Empresa privada' });
    expect((await list('/api/combos/ESPEC')).NumeroRegistros).toBeGreaterThan(0);
  });

  it('rejects an unknown combo type with a 400', async () => {
    const res = await t.get('/api/combos/OTRO');
    expect(res.status).toBe(400);
    expect((await res.json()).errors.tipo).toBeDefined();
  });

  it('an unknown entity has no states (empty list, not an error)', async () => {
    expect((await list('/api/estados?entidad=Nada')).NumeroRegistros).toBe(0);
  });
});
