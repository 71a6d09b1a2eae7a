import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instancias, manuales, procesos, procesoTiposFichero, usuarios } from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { seedDemoManual } from '../../src/db/seed/manual-demo.ts';
import { seedDemoProcesos } from '../../src/db/seed/procesos-demo.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApp, type Json, json } from './helpers.ts';

// The clock the app reads; each test moves it. Madrid is UTC+1 in winter, UTC+2 in summer.
let now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => new Date(now) };
let t: Awaited<ReturnType<typeof createTestApp>>;
let manualId: number;
const ids: Record<string, number> = {};

const alta = { altaFecha: '2026-01-01T00:00:00Z' };
async function proceso(codigo: string, fechaApertura: string | null, fechaCierre: string | null, instanciaId = SOLUDABLE.id) {
  const [row] = await t.db
    .insert(procesos)
    .values({ instanciaId, codigo, nombre: `Proceso ${codigo}`, manualId, fechaApertura, fechaCierre, ...alta })
    .returning({ id: procesos.id });
  ids[codigo] = row?.id as number;
}

const lista = async (headers: Record<string, string> = {}): Promise<Json> => json(await t.get('/api/procesosAbiertos', headers));
const codigos = async () => (await lista()).Registros.map((p: Json) => p.Codigo);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoUsuarios(t.db, now);
  await seedDemoManual(t.db, now);
  await seedDemoProcesos(t.db, now);
  const [m] = await t.db
    .select({ id: manuales.id })
    .from(manuales)
    .where(and(eq(manuales.codigo, 'MAN-SOL'), eq(manuales.version, '1.0')));
  manualId = m?.id as number;
  // Open from 1 to 10 December 2026 (winter: Madrid = UTC+1).
  await proceso('DIC', '2026-12-01', '2026-12-10');
  await proceso('SIN-FECHAS', null, null);
  await proceso('SIN-APERTURA', null, '2026-12-05');
  await proceso('SIN-CIERRE', '2026-12-03', null);
  await t.db.insert(instancias).values({
    id: 'otra',
    nombre: 'Otra',
    colorPrimario: '#000000',
    colorSecundario: '#000000',
    colorAcento: '#000000',
    terminologia: {},
    ...alta,
  });
  await proceso('OTRA', null, null, 'otra');
});

describe('GET /api/procesosAbiertos', () => {
  it('lists the demo open process with what a request needs, internal file types hidden', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const body = await lista();
    expect(body.Registros.map((p: Json) => p.Codigo)).toEqual(['SIN-APERTURA', 'SOL-2026', 'SIN-FECHAS']);
    const sol = body.Registros[1];
    expect(sol).toMatchObject({
      Nombre: 'Convocatoria Soludable 2026',
      FechaApertura: '2026-09-23',
      FechaCierre: '2027-03-22',
      Manual: { Id: manualId, Codigo: 'MAN-SOL', Version: '1.0', Publico: true },
      PlazoVigenciaAcreditacion: 36,
    });
    expect(sol.Perfiles.map((p: Json) => [p.NombrePublico.length > 0, p.RequiereDatos])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(sol.TiposFichero).toEqual([
      {
        Clave: 'MEM',
        Nombre: 'Memoria del centro',
        Descripcion: expect.any(String),
        LimiteTamano: 2_048_000,
        LimiteFicheros: 1,
        Extensiones: ['PDF'],
        Ambitos: [],
      },
      expect.objectContaining({ Clave: 'PLA', LimiteFicheros: 3, Extensiones: ['PDF', 'JPG', 'PNG'] }),
    ]);
    // PLA is asked only of the scopes it names (the wizard and POST /solicitudes apply the same rule).
    const porNombre = new Map(sol.Ambitos.map((a: Json) => [a.Id, a.Nombre]));
    expect(sol.TiposFichero[1].Ambitos.map((id: number) => porNombre.get(id)).sort()).toEqual([
      'Centros educativos',
      'Instalaciones deportivas',
    ]);
    expect(sol.Ambitos.map((a: Json) => a.Nombre)).toEqual(['Centros educativos', 'Instalaciones deportivas', 'Turismo y ocio']);
    // No internal or staff-only data.
    expect(JSON.stringify(body)).not.toMatch(/Informe de la visita|Auditoria|Plantillas|Minimo/);
    // …though the demo process has one.
    expect(await t.db.select().from(procesoTiposFichero).where(eq(procesoTiposFichero.clave, 'INT'))).toHaveLength(1);
  });

  it('opens on the opening day and closes after the closing day, in Madrid days', async () => {
    now = new Date('2026-11-30T22:30:00Z'); // 23:30 on 30 November in Madrid
    expect(await codigos()).not.toContain('DIC');
    now = new Date('2026-11-30T23:30:00Z'); // 00:30 on 1 December in Madrid
    expect(await codigos()).toContain('DIC');
    now = new Date('2026-12-10T22:30:00Z'); // 23:30 on 10 December in Madrid
    expect(await codigos()).toContain('DIC');
    now = new Date('2026-12-10T23:30:00Z'); // 00:30 on 11 December in Madrid
    expect(await codigos()).not.toContain('DIC');
  });

  it('treats a missing date as no bound and sorts by closing date, open-ended last', async () => {
    now = new Date('2026-12-04T10:00:00Z');
    expect(await codigos()).toEqual(['SIN-APERTURA', 'DIC', 'SOL-2026', 'SIN-CIERRE', 'SIN-FECHAS']);
    now = new Date('2026-12-06T10:00:00Z');
    expect(await codigos()).not.toContain('SIN-APERTURA');
  });

  it('never lists the closed demo process nor another instance’s', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    expect(await codigos()).not.toContain('SOL-2025');
    expect(await codigos()).not.toContain('OTRA');
    const otra = await lista({ 'X-Instancia': 'otra' });
    expect(otra.Registros.map((p: Json) => p.Codigo)).toEqual(['OTRA']);
  });

  it('is the same for a signed-in user as for an anonymous visitor', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'representante'));
    const { token } = await createSession(t.db, { usuarioId: u?.id as number, clock });
    expect(await lista({ Authorization: `Bearer ${token}` })).toEqual(await lista());
    // Anonymous replies may be kept a minute by browsers and a CDN; signed-in ones stay private.
    for (const path of ['/api/procesosAbiertos', '/api/procesosAbiertos/1']) {
      expect((await t.get(path)).headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
      expect((await t.get(path, { Authorization: `Bearer ${token}` })).headers.get('cache-control')).toBe('no-store');
    }
    expect((await t.get('/api/procesosAbiertos/999999')).headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('pages, and refuses bad paging with 400', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const body = await json(await t.get('/api/procesosAbiertos?registrosPorPagina=1&pagina=2'));
    expect(body).toMatchObject({ NumeroRegistros: 3, RegistrosMostrados: 1, Pagina: 2 });
    expect(body.Registros[0].Codigo).toBe('SOL-2026');
    expect((await t.get('/api/procesosAbiertos?registrosPorPagina=0')).status).toBe(400);
  });
});

describe('GET /api/procesosAbiertos/{procesoId}', () => {
  it('returns an open process', async () => {
    now = new Date('2026-12-05T10:00:00Z');
    const res = await t.get(`/api/procesosAbiertos/${ids.DIC}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ Id: ids.DIC, Codigo: 'DIC', Perfiles: [], TiposFichero: [], Ambitos: [] });
  });

  it('answers 404 for a process not open today, closed, unknown or of another instance', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const [cerrado] = await t.db.select({ id: procesos.id }).from(procesos).where(eq(procesos.codigo, 'SOL-2025'));
    for (const id of [ids.DIC, cerrado?.id, 999999, ids.OTRA]) {
      const res = await t.get(`/api/procesosAbiertos/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect((await json(res)).message).toBe('El proceso no existe o no está abierto');
    }
  });

  it('refuses a malformed id with 400', async () => {
    expect((await t.get('/api/procesosAbiertos/abc')).status).toBe(400);
    expect((await t.get('/api/procesosAbiertos/0')).status).toBe(400);
  });
});
