import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firmas } from '../../src/db/schema/firmas.ts';
import { auditoria, autoevaluaciones, ficheros, procesoFirmas, proyectos } from '../../src/db/schema/index.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// A process's signature requirements (GET and PUT procesos/{id}/firmas): which documents of its
// projects need a signature and by which profiles, in order. Changing them changes what is still
// pending in /firmas, never a signature already made.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let procesoId: number;
/** The published report of the demo project in follow-up (attached to its evaluation, not to the project). */
let informeId: number;

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);
const put = (requisitos: unknown, who = 'admin') => send('PUT', `/procesos/${procesoId}/firmas`, who, { requisitos });
const filasInforme = async () =>
  ((await json(await send('GET', '/firmas', 'admin'))).Firmas as Array<Record<string, unknown>>)
    .filter((f) => f.FicheroId === informeId)
    .map((f) => [f.Perfil, f.Estado]);

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(DEMO.FIN);
  const [row] = await t.db.select({ procesoId: proyectos.procesoId }).from(proyectos).where(eq(proyectos.id, p.id));
  procesoId = row?.procesoId as number;
  const [inf] = await t.db
    .select({ id: ficheros.id })
    .from(ficheros)
    .innerJoin(autoevaluaciones, eq(autoevaluaciones.ficheroInformeId, ficheros.id))
    .where(eq(autoevaluaciones.proyectoId, p.id));
  informeId = inf?.id as number;
});

describe('a process’s signature requirements', () => {
  it('start as the defaults, with the document types and profiles to choose from', async () => {
    const res = await send('GET', `/procesos/${procesoId}/firmas`, 'admin');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.PorDefecto).toBe(true);
    expect(
      body.Requisitos.map((r: { TipoFichero: string; Perfiles: { Clave: string }[] }) => [
        r.TipoFichero,
        r.Perfiles.map((p) => p.Clave),
      ]),
    ).toEqual([
      ['INF', ['JEFE_EVACN', 'ADMIN']],
      ['CER_PRV', ['ADMIN']],
    ]);
    expect(body.Requisitos[0].TipoFicheroNombre).toBe('Informe de evaluación');
    expect(body.TiposFichero.map((x: { Clave: string }) => x.Clave)).toContain('CER_PUB');
    expect(body.Perfiles.map((x: { Clave: string }) => x.Clave)).toContain('JEFE_EVACN');
    // The demo report, which its evaluation points at, is listed pending for both profiles.
    expect(await filasInforme()).toEqual([
      ['JEFE_EVACN', 'PTE'],
      ['ADMIN', 'PTE'],
    ]);
  });

  it('refuse, with a Spanish 422 on the field, an unknown or repeated type, an unknown or repeated profile, none', async () => {
    const casos: Array<[unknown, string, RegExp]> = [
      [[{ tipoFichero: 'NOPE', perfiles: ['ADMIN'] }], 'requisitos.0.tipoFichero', /no existe en este proceso/],
      [
        [
          { tipoFichero: 'INF', perfiles: ['ADMIN'] },
          { tipoFichero: 'INF', perfiles: ['JEFE_EVACN'] },
        ],
        'requisitos.1.tipoFichero',
        /más de una vez/,
      ],
      [[{ tipoFichero: 'INF', perfiles: ['ADMIN', 'NADIE'] }], 'requisitos.0.perfiles.1', /El perfil NADIE no existe/],
      [
        [{ tipoFichero: 'INF', perfiles: ['ADMIN', 'ADMIN'] }],
        'requisitos.0.perfiles.1',
        /Administrador de la agencia aparece más de una vez en la firma de Informe de evaluación/,
      ],
      [[{ tipoFichero: 'INF', perfiles: [] }], 'requisitos.0.perfiles', /al menos un perfil que firme Informe de evaluación/],
    ];
    for (const [requisitos, campo, mensaje] of casos) {
      const res = await put(requisitos);
      expect(res.status, JSON.stringify(requisitos)).toBe(422);
      const body = await json(res);
      expect(body.message).toMatch(mensaje);
      expect(body.errors[campo]).toEqual([body.message]);
    }
    const mal = await put('INF');
    expect(mal.status).toBe(422);
    expect((await json(mal)).message).not.toMatch(/expected|invalid/i);
    // Nothing was written.
    expect(await t.db.select().from(procesoFirmas).where(eq(procesoFirmas.procesoId, procesoId))).toEqual([]);
  });

  it('are refused to who only reads processes, and 404 for an unknown process', async () => {
    expect((await put([], 'gestor')).status).toBe(403);
    expect((await send('GET', '/procesos/999999/firmas', 'admin')).status).toBe(404);
  });

  it('change in one audited write; /firmas shows only the new pending ones and keeps a made signature', async () => {
    // The head of evaluation has signed; then the process asks the report of the director only.
    await t.db.insert(firmas).values({
      instanciaId: 'soludable',
      ficheroId: informeId,
      tipoFicheroClave: 'INF',
      perfilClave: 'JEFE_EVACN',
      estado: 'FIR',
      usuarioFirmaNombre: 'Jefa de evaluación',
      fechaFirma: '2026-03-02T09:00:00.000Z',
      altaFecha: '2026-03-02T09:00:00.000Z',
    });
    const res = await put([
      { tipoFichero: 'CER_PUB', perfiles: ['ADMIN'] },
      { tipoFichero: 'INF', perfiles: ['ADMIN'] },
    ]);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe('Requisitos de firma guardados');
    expect(body.PorDefecto).toBe(false);
    expect(body.Requisitos.map((r: { TipoFichero: string }) => r.TipoFichero)).toEqual(['CER_PUB', 'INF']);
    expect(await filasInforme()).toEqual([
      ['ADMIN', 'PTE'],
      ['JEFE_EVACN', 'FIR'],
    ]);
    const [entrada] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'proceso'), eq(auditoria.entidadId, String(procesoId))));
    expect(JSON.stringify(entrada?.cambios)).toContain('CER_PUB: ADMIN; INF: ADMIN');

    // An empty list gives the process back the defaults.
    const vuelta = await json(await put([]));
    expect(vuelta.PorDefecto).toBe(true);
    expect(await filasInforme()).toEqual([
      ['JEFE_EVACN', 'FIR'],
      ['ADMIN', 'PTE'],
    ]);
  });
});
