import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, autoevaluacionEtiquetas, autoevaluaciones, estandares, manuales } from '../../src/db/schema/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { loadAutoevaluacionBase, loadEstandaresAplicables } from '../../src/domain/autoevaluacion/carga.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Planning tasks: the team writes them through requireContribucion, the responsible
// must be on the team and the standard in the self-assessment's manual; the status follows
// from the completed flag and the deadline; other projects get 404, finished ones 409.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let autoId: number;
let otroAutoId: number;
let estandarId: number;
let autoevaluadorId: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  autoId = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
  otroAutoId = (await t.proyecto(DEMO.OTRO)).autoevaluaciones['AUT-INI'] as number;
  const base = await loadAutoevaluacionBase(t.db, SOLUDABLE.id, autoId);
  estandarId = (await loadEstandaresAplicables(t.db, base?.manualId as number, base?.ambitoId ?? null))[0]?.id as number;
  autoevaluadorId = await t.idOf('autoevaluador');
});

const call = async (who: string | null, method: string, path: string, body?: unknown) =>
  t.send(method, `/api${path}`, who ? await t.as(who) : {}, body);

const nueva = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Revisar la política de gorras',
  descripcion: 'Con el claustro',
  fechaLimite: '20/03/2026',
  estandarId,
  usuarioId: autoevaluadorId,
  ...extra,
});

describe('tasks: create, read, list, update, delete', () => {
  it('a team member creates a task; it reads back with its standard, responsible and computed status', async () => {
    const res = await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva());
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.Tarea).toMatchObject({
      Titulo: 'Revisar la política de gorras',
      FechaLimite: '2026-03-20',
      Estandar: { Id: estandarId },
      Responsable: { Id: autoevaluadorId, NombreCompleto: expect.any(String) },
      Conseguido: false,
      Estado: { Clave: 'PTE', Nombre: 'Pendiente' },
      Auditoria: { Alta: { Id: autoevaluadorId } },
    });
    const one = await json(await call('representante', 'GET', `/autoevaluaciones/tareas/${body.Id}`));
    expect(one).toMatchObject({ Id: body.Id, Observaciones: [] });
    const [entrada] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'tarea'), eq(auditoria.entidadId, String(body.Id))));
    expect(entrada?.accion).toBe('CREAR');
  });

  it('lists with the filters (text, status, responsible, dates) and paging', async () => {
    const base = `/autoevaluaciones/${autoId}/tareas`;
    const todas = await json(await call('autoevaluador', 'GET', base));
    expect(todas.NumeroRegistros).toBeGreaterThanOrEqual(4);
    const texto = await json(await call('autoevaluador', 'GET', `${base}?texto=gorras`));
    expect(texto.Registros.map((r: { Titulo: string }) => r.Titulo)).toEqual(['Revisar la política de gorras']);
    const resp = await json(
      await call('autoevaluador', 'GET', `${base}?usuarioId=${autoevaluadorId}&desde=19/03/2026&hasta=21/03/2026`),
    );
    expect(resp.NumeroRegistros).toBe(1);
    const ret = await json(await call('autoevaluador', 'GET', `${base}?estado=RET`));
    expect(ret.Registros.every((r: { Estado: { Clave: string } }) => r.Estado.Clave === 'RET')).toBe(true);
    const fin = await json(await call('autoevaluador', 'GET', `${base}?estado=FIN&campos=Id,Estado`));
    expect(fin.Registros.length).toBeGreaterThan(0);
    expect(Object.keys(fin.Registros[0]).sort()).toEqual(['Estado', 'Id']);
    const pagina = await json(await call('autoevaluador', 'GET', `${base}?registrosPorPagina=1&pagina=2`));
    expect(pagina.RegistrosMostrados).toBe(1);
    const mala = await call('autoevaluador', 'GET', `${base}?desde=31/02/2026`);
    expect(mala.status).toBe(400);
    expect((await json(mala)).message).toBe('Formato fecha no válido');
    expect((await call('autoevaluador', 'GET', `${base}?estado=XX`)).status).toBe(400);
  });

  it('status: RET after the deadline without completion, FIN once completed (PUT replaces the task)', async () => {
    const { Id } = await json(
      await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva({ fechaLimite: '01/02/2026' })),
    );
    expect((await json(await call('autoevaluador', 'GET', `/autoevaluaciones/tareas/${Id}`))).Estado.Clave).toBe('RET');
    const put = await call(
      'representante',
      'PUT',
      `/autoevaluaciones/tareas/${Id}`,
      nueva({ fechaLimite: '01-02-2026', conseguido: true }),
    );
    expect(put.status).toBe(200);
    expect(await put.clone().json()).toMatchObject({ Conseguido: true, Estado: { Clave: 'FIN' } });
    const leida = await json(put);
    const sinNada = await json(
      await call('representante', 'PUT', `/autoevaluaciones/tareas/${Id}`, { titulo: 'Solo título', version: leida.Version }),
    );
    expect(sinNada).toMatchObject({ FechaLimite: null, Estandar: null, Responsable: null, Estado: { Clave: 'PTE' } });
    expect((await call('representante', 'DELETE', `/autoevaluaciones/tareas/${Id}`)).status).toBe(204);
    expect((await call('representante', 'GET', `/autoevaluaciones/tareas/${Id}`)).status).toBe(404);
  });
});

describe('tasks: two people editing one task', () => {
  it('a PUT carrying an older Version answers 409 and changes nothing', async () => {
    const { Tarea } = await json(await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva()));
    // Both writes at the same instant: the guard is the version, not the time of the last change.
    const primero = await call(
      'representante',
      'PUT',
      `/autoevaluaciones/tareas/${Tarea.Id}`,
      nueva({ titulo: 'Uno', version: Tarea.Version }),
    );
    expect(primero.status).toBe(200);
    const segundo = await call(
      'autoevaluador',
      'PUT',
      `/autoevaluaciones/tareas/${Tarea.Id}`,
      nueva({ titulo: 'Dos', version: Tarea.Version }),
    );
    expect(segundo.status).toBe(409);
    expect((await json(segundo)).message).toMatch(/Otra persona ha modificado la tarea/);
    expect((await json(await call('autoevaluador', 'GET', `/autoevaluaciones/tareas/${Tarea.Id}`))).Titulo).toBe('Uno');
  });

  it('the read answers an ETag; If-Match with an older one answers 409, with the current one 200 and a new ETag', async () => {
    const creada = await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva());
    const { Tarea } = await json(creada);
    const path = `/autoevaluaciones/tareas/${Tarea.Id}`;
    const leida = await call('autoevaluador', 'GET', path);
    const etag = leida.headers.get('etag') as string;
    expect(etag).toBe(`W/"${Tarea.Version}"`);
    expect(creada.headers.get('etag')).toBe(etag);
    const conIfMatch = async (who: string, tag: string, body: unknown) =>
      t.send('PUT', `/api${path}`, { ...(await t.as(who)), 'if-match': tag }, body);
    const primero = await conIfMatch('representante', etag, nueva({ titulo: 'Uno' }));
    expect(primero.status).toBe(200);
    const nuevoEtag = primero.headers.get('etag');
    expect(nuevoEtag).toBe(`W/"${Tarea.Version + 1}"`);
    const segundo = await conIfMatch('autoevaluador', etag, nueva({ titulo: 'Dos' }));
    expect(segundo.status).toBe(409);
    expect((await json(segundo)).message).toMatch(/Otra persona ha modificado la tarea/);
    expect((await conIfMatch('autoevaluador', nuevoEtag as string, nueva({ titulo: 'Tres' }))).status).toBe(200);
    const ahora = await call('autoevaluador', 'GET', path);
    expect(await json(ahora)).toMatchObject({ Titulo: 'Tres', Version: Tarea.Version + 2 });
    expect(ahora.headers.get('etag')).toBe(`W/"${Tarea.Version + 2}"`);
  });

  it('a PUT without version or If-Match changes only the fields it sends', async () => {
    const { Tarea } = await json(await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva()));
    const path = `/autoevaluaciones/tareas/${Tarea.Id}`;
    // A colleague marks it completed; a client that read it before sends only a new title.
    expect((await call('representante', 'PUT', path, nueva({ conseguido: true, version: Tarea.Version }))).status).toBe(200);
    const res = await call('autoevaluador', 'PUT', path, { titulo: 'Solo el título' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      Titulo: 'Solo el título',
      Descripcion: 'Con el claustro',
      FechaLimite: '2026-03-20',
      Estandar: { Id: estandarId },
      Responsable: { Id: autoevaluadorId },
      Conseguido: true,
      Estado: { Clave: 'FIN' },
      Version: Tarea.Version + 2,
    });
    // A sent field clears as it always did.
    expect(await json(await call('autoevaluador', 'PUT', path, { titulo: 'Sin fecha', fechaLimite: null }))).toMatchObject({
      Titulo: 'Sin fecha',
      FechaLimite: null,
      Descripcion: 'Con el claustro',
    });
  });
});

describe('tasks: bad input answers 4xx in Spanish and writes nothing', () => {
  it('required title, dates dd/mm/yyyy, unknown fields', async () => {
    const path = `/autoevaluaciones/${autoId}/tareas`;
    const antes = (await json(await call('autoevaluador', 'GET', path))).NumeroRegistros;
    const sinTitulo = await call('autoevaluador', 'POST', path, nueva({ titulo: '  ' }));
    expect(sinTitulo.status).toBe(422);
    expect((await json(sinTitulo)).errors.titulo).toEqual(['Este campo es obligatorio']);
    const fecha = await call('autoevaluador', 'POST', path, nueva({ fechaLimite: '2026/13/45' }));
    expect(fecha.status).toBe(422);
    expect((await json(fecha)).errors.fechaLimite).toEqual(['Formato fecha no válido']);
    const imposible = await call('autoevaluador', 'POST', path, nueva({ fechaLimite: '30/02/2026' }));
    expect((await json(imposible)).errors.fechaLimite).toEqual(['Formato fecha no válido']);
    expect((await call('autoevaluador', 'POST', path, nueva({ estadoClave: 'FIN' }))).status).toBe(422);
    expect((await json(await call('autoevaluador', 'GET', path))).NumeroRegistros).toBe(antes);
  });

  it('refuses a responsible outside the project team and a standard outside the manual', async () => {
    const path = `/autoevaluaciones/${autoId}/tareas`;
    const fuera = await call('autoevaluador', 'POST', path, nueva({ usuarioId: await t.idOf('representante2') }));
    expect(fuera.status).toBe(422);
    expect((await json(fuera)).errors.usuarioId).toEqual(['El responsable debe formar parte del equipo del proyecto']);
    const staff = await call('autoevaluador', 'POST', path, nueva({ usuarioId: await t.idOf('tutor') }));
    expect((await json(staff)).errors.usuarioId).toBeDefined();
    const [borrador] = await t.db
      .select({ id: estandares.id })
      .from(estandares)
      .innerJoin(manuales, eq(manuales.id, estandares.manualId))
      .where(eq(manuales.version, '2.0'))
      .limit(1);
    const otroManual = await call('autoevaluador', 'POST', path, nueva({ estandarId: borrador?.id }));
    expect(otroManual.status).toBe(422);
    expect((await json(otroManual)).errors.estandarId).toEqual(['El estándar no pertenece al manual de esta autoevaluación']);
  });
});

describe('tasks: tags and observations', () => {
  it('reassigns the self-assessment’s task tags (TAR only) and keeps observations', async () => {
    const { Id } = await json(await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva()));
    const [tar] = await t.db
      .insert(autoevaluacionEtiquetas)
      .values({ autoevaluacionId: autoId, nombre: 'Urgente', color: '#b91c1c', tipoClave: 'TAR', altaFecha: '2026-03-01' })
      .returning();
    const [est] = await t.db
      .insert(autoevaluacionEtiquetas)
      .values({ autoevaluacionId: autoId, nombre: 'Estándar', color: '#1d4ed8', tipoClave: 'EST', altaFecha: '2026-03-01' })
      .returning();
    const ok = await call('autoevaluador', 'POST', `/autoevaluaciones/tareas/${Id}/etiquetas/reasignar`, {
      etiquetas: [tar?.id],
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).Etiquetas).toEqual([{ Id: tar?.id, Nombre: 'Urgente', Color: '#b91c1c' }]);
    const mal = await call('autoevaluador', 'POST', `/autoevaluaciones/tareas/${Id}/etiquetas/reasignar`, {
      etiquetas: [est?.id],
    });
    expect(mal.status).toBe(422);
    const filtrada = await json(await call('autoevaluador', 'GET', `/autoevaluaciones/${autoId}/tareas?etiquetaId=${tar?.id}`));
    expect(filtrada.Registros.map((r: { Id: number }) => r.Id)).toEqual([Id]);

    const obs = await call('autoevaluador', 'POST', `/autoevaluaciones/tareas/${Id}/observaciones`, {
      observacion: 'Pedir presupuesto',
    });
    expect(obs.status).toBe(201);
    const obsId = (await json(obs)).Id;
    expect(
      (await call('autoevaluador', 'POST', `/autoevaluaciones/tareas/${Id}/observaciones`, { observacion: '' })).status,
    ).toBe(422);
    expect(
      (await call('representante', 'PUT', `/autoevaluaciones/tareas/observaciones/${obsId}`, { observacion: 'Pedido' })).status,
    ).toBe(200);
    const leida = await json(await call('representante', 'GET', `/autoevaluaciones/tareas/${Id}`));
    expect(leida.Observaciones).toMatchObject([{ Id: obsId, Observacion: 'Pedido' }]);
    expect(leida.NumeroObservaciones).toBe(1);
    expect((await call('representante', 'DELETE', `/autoevaluaciones/tareas/observaciones/${obsId}`)).status).toBe(204);
  });
});

describe('tasks: other projects, staff and finished self-assessments', () => {
  it('another project’s team gets 404 for every id; staff read but cannot write; anonymous 401', async () => {
    const { Id } = await json(await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva()));
    const obsId = (
      await json(await call('autoevaluador', 'POST', `/autoevaluaciones/tareas/${Id}/observaciones`, { observacion: 'x' }))
    ).Id;
    const ajeno = [
      ['GET', `/autoevaluaciones/${autoId}/tareas`],
      ['POST', `/autoevaluaciones/${autoId}/tareas`, nueva({ usuarioId: undefined })],
      ['GET', `/autoevaluaciones/tareas/${Id}`],
      ['PUT', `/autoevaluaciones/tareas/${Id}`, nueva({ usuarioId: undefined })],
      ['DELETE', `/autoevaluaciones/tareas/${Id}`],
      ['POST', `/autoevaluaciones/tareas/${Id}/etiquetas/reasignar`, { etiquetas: [] }],
      ['POST', `/autoevaluaciones/tareas/${Id}/observaciones`, { observacion: 'x' }],
      ['PUT', `/autoevaluaciones/tareas/observaciones/${obsId}`, { observacion: 'x' }],
      ['DELETE', `/autoevaluaciones/tareas/observaciones/${obsId}`],
      ['GET', `/autoevaluaciones/${autoId}/calendario`],
    ] as const;
    for (const [method, path, body] of ajeno) {
      const res = await call('representante2', method, path, body);
      expect([403, 404], `${method} ${path}`).toContain(res.status);
      expect((await call(null, method, path, body)).status, `${method} ${path} anónimo`).toBe(401);
    }
    expect((await call('tutor', 'GET', `/autoevaluaciones/tareas/${Id}`)).status).toBe(200);
    expect((await call('tutor', 'POST', `/autoevaluaciones/${autoId}/tareas`, nueva())).status).toBe(403);
    // The other centre's own self-assessment works for them.
    expect((await call('representante2', 'POST', `/autoevaluaciones/${otroAutoId}/tareas`, { titulo: 'Propia' })).status).toBe(
      201,
    );
    expect((await call('representante2', 'GET', `/autoevaluaciones/tareas/999999`)).status).toBe(404);
  });

  it('after the self-assessment is finished every task write answers 409 and reads still work', async () => {
    const { Id } = await json(
      await call('representante2', 'POST', `/autoevaluaciones/${otroAutoId}/tareas`, { titulo: 'Antes del fin' }),
    );
    const obsId = (
      await json(await call('representante2', 'POST', `/autoevaluaciones/tareas/${Id}/observaciones`, { observacion: 'x' }))
    ).Id;
    await t.db.update(autoevaluaciones).set({ estadoClave: 'FIN' }).where(eq(autoevaluaciones.id, otroAutoId));
    const writes = [
      ['POST', `/autoevaluaciones/${otroAutoId}/tareas`, { titulo: 'Tarde' }],
      ['PUT', `/autoevaluaciones/tareas/${Id}`, { titulo: 'Tarde' }],
      ['DELETE', `/autoevaluaciones/tareas/${Id}`],
      ['POST', `/autoevaluaciones/tareas/${Id}/etiquetas/reasignar`, { etiquetas: [] }],
      ['POST', `/autoevaluaciones/tareas/${Id}/observaciones`, { observacion: 'x' }],
      ['PUT', `/autoevaluaciones/tareas/observaciones/${obsId}`, { observacion: 'x' }],
      ['DELETE', `/autoevaluaciones/tareas/observaciones/${obsId}`],
    ] as const;
    for (const [method, path, body] of writes) {
      const res = await call('representante2', method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect((await json(res)).message).toBe('La autoevaluación está finalizada: ya no admite cambios');
    }
    expect((await call('representante2', 'GET', `/autoevaluaciones/tareas/${Id}`)).status).toBe(200);
    await t.db.update(autoevaluaciones).set({ estadoClave: 'CURSO' }).where(eq(autoevaluaciones.id, otroAutoId));
  });
});
