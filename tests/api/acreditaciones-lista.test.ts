import { beforeAll, describe, expect, it } from 'vitest';
import { ACREDITACIONES_DEMO } from '../../src/db/seed/acreditaciones-demo.ts';
import { contextoDemoComo } from '../../src/db/seed/contexto-demo.ts';
import { centrosConAcreditacion } from '../../src/domain/acreditaciones/lectura.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type Json, json } from './helpers.ts';

// The accreditations management list over the demo accreditations (one in every
// status, ACR-DEMO-*), and the project picker's lookup.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let tutor: Record<string, string>;
let fin: number;
let aut: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  tutor = await t.as('tutor');
  fin = (await t.proyecto(DEMO.FIN)).id;
  aut = (await t.proyecto(DEMO.AUT)).id;
});

describe('GET /acreditaciones (spec 3.5)', () => {
  it('lists the demo accreditations newest first, filters by text, dates, status and centre, projects campos', async () => {
    const all = await json(await t.send('GET', '/api/acreditaciones?registrosPorPagina=100', tutor));
    const demo = all.Registros.filter((r: Json) => r.Codigo.startsWith('ACR-DEMO-'));
    expect(demo.map((r: Json) => r.Codigo).sort()).toEqual(ACREDITACIONES_DEMO.map((d) => d.codigo).sort());
    const fechas = all.Registros.map((r: Json) => r.FechaPublicacion);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    const situaciones = Object.fromEntries(demo.map((r: Json) => [r.Codigo, r.Situacion]));
    expect(situaciones).toEqual({
      'ACR-DEMO-VIGENTE': 'VIGENTE',
      'ACR-DEMO-CADUCADA': 'CADUCADA',
      'ACR-DEMO-REVOCADA': 'REVOCADA',
      'ACR-DEMO-SUSPENDIDA': 'SUSPENDIDA',
      'ACR-DEMO-PENDIENTE': 'NO_PUBLICADA',
    });
    const q = async (query: string) => json(await t.send('GET', `/api/acreditaciones?${query}`, tutor));
    expect((await q('texto=demo caducada')).Registros.map((r: Json) => r.Codigo)).toEqual(['ACR-DEMO-CADUCADA']);
    expect((await q('estado=REV&texto=ACR-DEMO')).Registros.map((r: Json) => r.Codigo)).toEqual(['ACR-DEMO-REVOCADA']);
    const vig = demo.find((r: Json) => r.Codigo === 'ACR-DEMO-VIGENTE');
    const porFecha = await q(`fechaDesde=${vig.FechaPublicacion}&fechaHasta=${vig.FechaPublicacion}&texto=ACR-DEMO`);
    expect(porFecha.Registros.map((r: Json) => r.Codigo)).toEqual(['ACR-DEMO-VIGENTE']);
    expect((await q(`centroId=${vig.Centro.Id}&texto=ACR-DEMO`)).NumeroRegistros).toBe(5);
    expect((await q('centroId=999999')).NumeroRegistros).toBe(0);
    const campos = await q('campos=Codigo,Proyecto,Centro,FechaPublicacion,FicheroPrivado,EstadoClave&registrosPorPagina=1');
    expect(Object.keys(campos.Registros[0])).toEqual([
      'Codigo',
      'Proyecto',
      'Centro',
      'FechaPublicacion',
      'FicheroPrivado',
      'EstadoClave',
    ]);
    expect(campos.RegistrosMostrados).toBe(1);
    const porCodigo = await q('orden=Codigo&texto=ACR-DEMO');
    expect(porCodigo.Registros.map((r: Json) => r.Codigo)).toEqual(ACREDITACIONES_DEMO.map((d) => d.codigo).sort());
  });

  it('refuses bad filters with Spanish messages', async () => {
    const bad = async (query: string, status: number, campo: string, message: string) => {
      const res = await t.send('GET', `/api/acreditaciones?${query}`, tutor);
      expect(res.status, query).toBe(status);
      expect((await json(res)).errors[campo], query).toContain(message);
    };
    await bad('fechaDesde=32/01/2026', 422, 'fechaDesde', 'Formato fecha no válido');
    await bad(
      'fechaDesde=02/02/2026&fechaHasta=01/02/2026',
      422,
      'fechaHasta',
      'La fecha inicial no puede ser posterior a la final',
    );
    await bad('estado=XX', 400, 'estado', 'Estado no válido: PRE, VIG, REV o CAD');
    await bad('campos=Nada', 400, 'campos', 'El campo «Nada» no existe');
  });

  it('offers only eligible projects in the picker, and the current one when asked', async () => {
    const r = await json(await t.send('GET', '/api/acreditaciones/proyectosElegibles', tutor));
    expect(r.Registros.map((p: Json) => p.Id)).toContain(fin);
    expect(r.Registros.map((p: Json) => p.Id)).not.toContain(aut);
    const con = await json(await t.send('GET', `/api/acreditaciones/proyectosElegibles?incluir=${aut}`, tutor));
    expect(con.Registros.map((p: Json) => p.Id)).toContain(aut);
  });
});

describe("the list's centre filter", () => {
  it('offers every centre with an accreditation, and none once there are more than it may list', async () => {
    const ctx = await contextoDemoComo(t.db, 'tutor', t.clock.now());
    const centros = await centrosConAcreditacion(ctx);
    expect(centros?.length).toBeGreaterThanOrEqual(2);
    expect(await centrosConAcreditacion(ctx, centros?.length)).toEqual(centros);
    expect(await centrosConAcreditacion(ctx, (centros?.length ?? 0) - 1)).toBeNull();
  });
});
