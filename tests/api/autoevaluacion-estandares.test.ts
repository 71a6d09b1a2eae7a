import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, perfiles, perfilPermisos, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The standards of a self-assessment: list with filters, one standard, the verdict
// PATCH with its version (stale → 409), tags, observations, the self-assessment's own tags.
// Outsiders get 404 for every id, members without AE_APORTACION 403, and a finished
// self-assessment takes no more changes (409).

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let auto: number;
let otraAuto: number;
let finalizada: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  auto = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
  otraAuto = (await t.proyecto(DEMO.OTRO)).autoevaluaciones['AUT-INI'] as number;
  finalizada = (await t.proyecto(DEMO.EVA)).autoevaluaciones['AUT-INI'] as number;
});

const as = async (who: string, method: string, path: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);
const lista = async (who: string, query = '') => json(await as(who, 'GET', `/autoevaluaciones/${auto}/estandares${query}`));
const pendiente = async () => (await lista('autoevaluador', '?estado=PTE&registrosPorPagina=1')).Registros[0];

describe('GET autoevaluaciones/{id}/estandares', () => {
  it('lists the applicable standards with their verdicts (demo: 3 C, 2 CUR, 1 NC, 1 NA, the rest pending)', async () => {
    const res = await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares?registrosPorPagina=100`);
    expect(res.status).toBe(200);
    const l = await json(res);
    const porEstado = (k: string) => l.Registros.filter((r: { Estado: { Clave: string } }) => r.Estado.Clave === k).length;
    expect([porEstado('C'), porEstado('CUR'), porEstado('NC'), porEstado('NA')]).toEqual([3, 2, 1, 1]);
    expect(porEstado('PTE')).toBe(l.NumeroRegistros - 7);
    expect(l.Registros[0]).toMatchObject({
      Estandar: { Codigo: expect.any(String), Bloque: { Id: expect.any(Number) } },
      Version: 1,
    });
    // Every standard has its row from the opening (migration 0022): an Id for the spec's PATCH by id.
    expect(l.Registros.every((r: { Id: number | null }) => typeof r.Id === 'number')).toBe(true);
    const sinTocar = l.Registros.find((r: { Version: number }) => r.Version === 0);
    expect(sinTocar).toMatchObject({ Estado: { Clave: 'PTE', Nombre: 'Pendiente' }, Aplica: true, Justificacion: null });
    expect(sinTocar.Auditoria.Modificacion).toBeNull();
  });

  it('a client written against the spec saves a standard nobody has touched by the Id the list gives (PATCH autoevaluaciones/estandares/{id})', async () => {
    const e = (await lista('autoevaluador', '?estado=PTE&registrosPorPagina=100')).Registros.find(
      (r: { Version: number }) => r.Version === 0,
    );
    const res = await as('autoevaluador', 'PATCH', `/autoevaluaciones/estandares/${e.Id}`, {
      justificacion: 'Revisado con la dirección',
      estadoClave: 'CUR',
      version: 0,
    });
    expect(res.status).toBe(200);
    const despues = json(await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`));
    expect(await despues).toMatchObject({
      Id: e.Id,
      Version: 1,
      Estado: { Clave: 'CUR' },
      Justificacion: 'Revisado con la dirección',
    });
    expect((await despues).Auditoria.Modificacion).toMatchObject({ Nombre: expect.any(String) });
  });

  it('filters by text, status, essential, assigned user and block, and projects campos', async () => {
    const asignado = await lista('autoevaluador', `?usuarioId=${await t.idOf('autoevaluador')}`);
    expect(asignado.NumeroRegistros).toBe(2);
    expect((await lista('autoevaluador', '?estado=NA')).NumeroRegistros).toBe(1);
    const todos = await lista('autoevaluador', '?registrosPorPagina=100');
    const primero = todos.Registros[0];
    const porTexto = await lista('autoevaluador', `?texto=${encodeURIComponent(primero.Estandar.Codigo)}`);
    expect(porTexto.Registros.map((r: { EstandarId: number }) => r.EstandarId)).toContain(primero.EstandarId);
    const bloque = await lista('autoevaluador', `?bloqueId=${primero.Estandar.Bloque.Id}&registrosPorPagina=100`);
    expect(
      bloque.Registros.every(
        (r: { Estandar: { Bloque: { Id: number } } }) => r.Estandar.Bloque.Id === primero.Estandar.Bloque.Id,
      ),
    ).toBe(true);
    const esenciales = await lista('autoevaluador', '?esencial=true&registrosPorPagina=100');
    expect(esenciales.Registros.every((r: { Estandar: { Esencial: boolean } }) => r.Estandar.Esencial)).toBe(true);
    const campos = await lista('autoevaluador', '?campos=EstandarId,Version&registrosPorPagina=1');
    expect(Object.keys(campos.Registros[0]).sort()).toEqual(['EstandarId', 'Version']);
  });

  it('answers bad filters with a Spanish 400', async () => {
    const res = await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares?estado=XX`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain('Estado no válido');
    expect((await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares?esencial=quizá`)).status).toBe(400);
  });

  it('is 404 for another project and 401 without a session', async () => {
    expect((await as('representante2', 'GET', `/autoevaluaciones/${auto}/estandares`)).status).toBe(404);
    expect((await t.send('GET', `/api/autoevaluaciones/${auto}/estandares`, {})).status).toBe(401);
  });
});

describe('PATCH a standard verdict', () => {
  it('creates the row on the first change, bumps the version, and changes the figures', async () => {
    const antes = await json(await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}`));
    const e = await pendiente();
    const res = await as('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, {
      estado: 'C',
      justificacion: 'Revisado en la reunión del equipo',
      version: 0,
    });
    expect(res.status).toBe(200);
    const guardado = await json(res);
    expect(guardado).toMatchObject({ Estado: { Clave: 'C' }, Version: 1, Justificacion: 'Revisado en la reunión del equipo' });
    expect(guardado.Id).toEqual(expect.any(Number));
    expect(guardado.Auditoria.Modificacion.Nombre).toBeTruthy();
    const despues = await json(await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}`));
    expect(despues.NumeroCumple).toBe(antes.NumeroCumple + 1);

    // The spec's path names the verdict row.
    const porId = await as('representante', 'PATCH', `/autoevaluaciones/estandares/${guardado.Id}`, {
      estadoClave: 'CUR',
      version: 1,
    });
    expect(porId.status).toBe(200);
    expect(await json(porId)).toMatchObject({ Estado: { Clave: 'CUR' }, Version: 2 });

    // The audit trail has the change, naming the standard.
    const entradas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'autoevaluacion'), eq(auditoria.entidadId, String(auto))));
    expect(entradas.some((x) => (x.cambios ?? '').includes(e.Estandar.Codigo))).toBe(true);
  });

  it('refuses a stale version with 409 and keeps the colleague’s change', async () => {
    const e = await pendiente();
    const ok = await as('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, {
      estado: 'CUR',
      version: 0,
    });
    expect(ok.status).toBe(200);
    const stale = await as('representante', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, {
      estado: 'NC',
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toContain('Otra persona ha cambiado este estándar');
    const ahora = await json(await as('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`));
    expect(ahora).toMatchObject({ Estado: { Clave: 'CUR' }, Version: 1 });
  });

  it("takes the spec's payload without a version (only the sent fields change), or the ETag in If-Match", async () => {
    const e = await pendiente();
    const spec = await as('autoevaluador', 'PATCH', `/autoevaluaciones/estandares/${e.Id}`, {
      justificacion: 'Revisado',
      estado: 'CUR',
    });
    expect(spec.status).toBe(200);
    const saved = await json(spec);
    expect(saved).toMatchObject({ Estado: { Clave: 'CUR' }, Justificacion: 'Revisado', Version: e.Version + 1 });
    // The PATCH's own path has a read with the same ETag.
    const porId = await as('autoevaluador', 'GET', `/autoevaluaciones/estandares/${e.Id}`);
    expect(porId.status).toBe(200);
    expect(await json(porId)).toMatchObject({ Id: e.Id, EstandarId: e.EstandarId, Version: saved.Version });
    expect(porId.headers.get('etag')).toBe(`W/"${saved.Version}"`);
    expect((await as('autoevaluador', 'GET', '/autoevaluaciones/estandares/999999')).status).toBe(404);
    const path = `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`;
    const leido = await as('autoevaluador', 'GET', path);
    // Weak: the tag names the record's version, not the reply's bytes; If-Match takes it back as read.
    expect(leido.headers.get('etag')).toBe(`W/"${saved.Version}"`);
    expect(spec.headers.get('etag')).toBe(`W/"${saved.Version}"`);
    // A colleague changes the status; a write of the justification alone keeps it.
    expect((await as('representante', 'PATCH', path, { estado: 'NC', version: saved.Version })).status).toBe(200);
    const solo = await json(await as('autoevaluador', 'PATCH', path, { justificacion: 'Solo el texto' }));
    expect(solo).toMatchObject({ Estado: { Clave: 'NC' }, Justificacion: 'Solo el texto', Version: saved.Version + 2 });
    const ifMatch = async (etag: string) =>
      t.send('PATCH', `/api${path}`, { ...(await t.as('autoevaluador')), 'if-match': etag }, { estado: 'C' });
    const stale = await ifMatch(leido.headers.get('etag') as string);
    expect(stale.status).toBe(409);
    expect((await ifMatch(`"${solo.Version}"`)).status).toBe(200);
  });

  it('marks not applicable with NA and back with a status', async () => {
    const e = await pendiente();
    const na = await json(
      await as('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, { estado: 'NA', version: 0 }),
    );
    expect(na).toMatchObject({ Estado: { Clave: 'NA', Nombre: 'No aplica' }, Aplica: false, EstadoClave: 'PTE' });
    const vuelta = await json(
      await as('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, { estado: 'pte', version: 1 }),
    );
    expect(vuelta).toMatchObject({ Estado: { Clave: 'PTE' }, Aplica: true });
  });

  it('answers bad input with Spanish messages and stores nothing', async () => {
    const e = await pendiente();
    const path = `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`;
    const malEstado = await json(await as('autoevaluador', 'PATCH', path, { estado: 'X', version: e.Version }));
    expect(malEstado.errors.estado[0]).toContain('Estado no válido');
    const vacio = await json(await as('autoevaluador', 'PATCH', path, { version: e.Version }));
    expect(vacio.errors.estado).toContain('Indique el estado, la justificación o si aplica');
    const negativa = await json(await as('autoevaluador', 'PATCH', path, { estado: 'C', version: -1 }));
    expect(negativa.errors.version[0]).toMatch(/entero positivo/);
    expect(await json(await as('autoevaluador', 'GET', path))).toMatchObject({ Version: e.Version, Id: e.Id });
  });

  it('is 404 for a standard outside the self-assessment and for another project; 404 for an unknown row', async () => {
    expect(
      (await as('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/999999`, { estado: 'C', version: 0 })).status,
    ).toBe(404);
    const e = await pendiente();
    expect(
      (await as('representante2', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, { estado: 'C', version: 0 }))
        .status,
    ).toBe(404);
    const conFila = (await lista('autoevaluador', '?estado=C')).Registros[0];
    expect(
      (
        await as('representante2', 'PATCH', `/autoevaluaciones/estandares/${conFila.Id}`, {
          estado: 'NC',
          version: conFila.Version,
        })
      ).status,
    ).toBe(404);
    expect((await as('representante2', 'GET', `/autoevaluaciones/estandares/${conFila.Id}`)).status).toBe(404);
    expect((await as('autoevaluador', 'PATCH', '/autoevaluaciones/estandares/999999', { estado: 'C', version: 0 })).status).toBe(
      404,
    );
  });

  it('is 409 once the self-assessment is finished (its team), 403 for the evaluation side', async () => {
    // The centre's representative keeps its profile in the project during the evaluation.
    const [repre] = await t.db
      .select()
      .from(perfiles)
      .where(and(eq(perfiles.clave, 'REPRE'), eq(perfiles.instanciaId, SOLUDABLE.id)));
    await t.db.insert(usuarioPerfiles).values({
      usuarioId: await t.idOf('representante3'),
      perfilId: repre?.id as number,
      proyectoId: (await t.proyecto(DEMO.EVA)).id,
      altaFecha: '2026-01-01',
    });
    const l = await json(await as('representante3', 'GET', `/autoevaluaciones/${finalizada}/estandares?registrosPorPagina=1`));
    const e = l.Registros[0];
    const res = await as('representante3', 'PATCH', `/autoevaluaciones/${finalizada}/estandares/${e.EstandarId}`, {
      estado: 'NC',
      version: e.Version,
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('La autoevaluación está finalizada: ya no admite cambios');
    const tag = await as('representante3', 'POST', `/autoevaluaciones/${finalizada}/etiquetas`, {
      nombre: 'X',
      color: '#112233',
    });
    expect(tag.status).toBe(409);
    // The evaluators of the project never write the centre's records, open or finished.
    const evaluador = await as('evaluador', 'PATCH', `/autoevaluaciones/${finalizada}/estandares/${e.EstandarId}`, {
      estado: 'NC',
      version: e.Version,
    });
    expect(evaluador.status).toBe(403);
    expect((await json(evaluador)).message).toBe('Solo el equipo del centro puede modificar los registros de su autoevaluación');
  });
});

describe('a member without AE_APORTACION', () => {
  it('reads (AE) but gets 403 for every write', async () => {
    // A read-only profile of the team's profile type, held for this project only.
    const [autoeval] = await t.db
      .select()
      .from(perfiles)
      .where(and(eq(perfiles.clave, 'AUTOEVAL'), eq(perfiles.instanciaId, SOLUDABLE.id)));
    const [perfil] = await t.db
      .insert(perfiles)
      .values({
        instanciaId: SOLUDABLE.id,
        clave: 'LECTOR_AE',
        nombrePublico: 'Lector',
        tipoClave: autoeval?.tipoClave as string,
        general: false,
        altaFecha: '2026-01-01',
      })
      .returning();
    await t.db.insert(perfilPermisos).values({ perfilId: perfil?.id as number, permisoClave: 'AE', escritura: false });
    const [modelo] = await t.db.select().from(usuarios).where(eq(usuarios.userName, 'autoevaluador'));
    const { id: _id, ...resto } = modelo as typeof usuarios.$inferSelect;
    const [lector] = await t.db
      .insert(usuarios)
      .values({ ...resto, userName: 'lector', email: 'lector@soludable.demo' })
      .returning();
    const proyectoId = (await t.proyecto(DEMO.AUT)).id;
    await t.db
      .insert(usuarioPerfiles)
      .values({ usuarioId: lector?.id as number, perfilId: perfil?.id as number, proyectoId, altaFecha: '2026-01-01' });

    expect((await as('lector', 'GET', `/autoevaluaciones/${auto}/estandares`)).status).toBe(200);
    const e = await pendiente();
    const writes: Array<[string, string, unknown]> = [
      ['PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, { estado: 'C', version: 0 }],
      ['POST', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}/etiquetas/reasignar`, { etiquetas: [] }],
      ['POST', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}/observaciones`, { observacion: 'x' }],
      ['POST', `/autoevaluaciones/${auto}/etiquetas`, { nombre: 'x', color: '#000000' }],
    ];
    for (const [method, path, body] of writes)
      expect([method, path, (await as('lector', method, path, body)).status]).toEqual([method, path, 403]);
  });
});

describe('tags and observations', () => {
  it('creates own tags, puts them on a standard, filters by them, renames and deletes them', async () => {
    const creada = await as('autoevaluador', 'POST', `/autoevaluaciones/${auto}/etiquetas`, {
      nombre: 'Revisar',
      color: '#1d4ed8',
    });
    expect(creada.status).toBe(201);
    const { Id: etiquetaId } = await json(creada);
    expect(
      (await as('autoevaluador', 'POST', `/autoevaluaciones/${auto}/etiquetas`, { nombre: 'revisar ', color: '#1d4ed8' })).status,
    ).toBe(409);
    const mal = await json(
      await as('autoevaluador', 'POST', `/autoevaluaciones/${auto}/etiquetas`, { nombre: '', color: 'azul' }),
    );
    expect(mal.errors.nombre).toContain('Este campo es obligatorio');
    expect(mal.errors.color).toContain('Color no válido');

    const e = await pendiente();
    const puestas = await as(
      'autoevaluador',
      'POST',
      `/autoevaluaciones/${auto}/estandares/${e.EstandarId}/etiquetas/reasignar`,
      {
        objetoEtiquetas: [etiquetaId],
      },
    );
    expect(puestas.status).toBe(200);
    expect((await json(puestas)).Etiquetas).toEqual([{ Id: etiquetaId, Nombre: 'Revisar', Color: '#1d4ed8' }]);
    expect((await lista('autoevaluador', `?etiquetaId=${etiquetaId}`)).NumeroRegistros).toBe(1);
    const ajena = await as('representante2', 'POST', `/autoevaluaciones/${otraAuto}/etiquetas`, {
      nombre: 'Otra',
      color: '#000000',
    });
    const { Id: ajenaId } = await json(ajena);
    const rechazo = await as(
      'autoevaluador',
      'POST',
      `/autoevaluaciones/${auto}/estandares/${e.EstandarId}/etiquetas/reasignar`,
      { etiquetas: [ajenaId] },
    );
    expect(rechazo.status).toBe(422);
    expect(
      (await as('representante2', 'PUT', `/autoevaluaciones/etiquetas/${etiquetaId}`, { nombre: 'Mía', color: '#000000' }))
        .status,
    ).toBe(404);
    expect((await as('representante2', 'DELETE', `/autoevaluaciones/etiquetas/${etiquetaId}`)).status).toBe(404);

    const renombrada = await as('autoevaluador', 'PUT', `/autoevaluaciones/etiquetas/${etiquetaId}`, {
      nombre: 'Revisado',
      color: '#15803d',
    });
    expect(await json(renombrada)).toMatchObject({ Nombre: 'Revisado', TipoClave: 'EST' });
    expect((await as('autoevaluador', 'DELETE', `/autoevaluaciones/etiquetas/${etiquetaId}`)).status).toBe(204);
    expect((await lista('autoevaluador', `?etiquetaId=${etiquetaId}`)).NumeroRegistros).toBe(0);
  });

  it('adds observations; only the author changes or deletes them; outsiders get 404', async () => {
    const e = await pendiente();
    const base = `/autoevaluaciones/${auto}/estandares/${e.EstandarId}/observaciones`;
    const vacia = await as('autoevaluador', 'POST', base, { observacion: '  ' });
    expect((await json(vacia)).errors.observacion).toContain('Este campo es obligatorio');
    const { Id } = await json(await as('autoevaluador', 'POST', base, { observacion: 'Falta el acta de junio' }));
    const l = await json(await as('representante', 'GET', base));
    expect(l.Registros).toEqual([expect.objectContaining({ Id, Observacion: 'Falta el acta de junio', EsAutor: false })]);
    expect(
      (await as('representante', 'PUT', `/autoevaluaciones/estandares/observaciones/${Id}`, { observacion: 'otra' })).status,
    ).toBe(403);
    expect(
      (await as('representante2', 'PUT', `/autoevaluaciones/estandares/observaciones/${Id}`, { observacion: 'otra' })).status,
    ).toBe(404);
    expect((await as('representante2', 'GET', base)).status).toBe(404);
    const cambiada = await as('autoevaluador', 'PUT', `/autoevaluaciones/estandares/observaciones/${Id}`, {
      observacion: 'Acta subida',
    });
    expect(await json(cambiada)).toEqual({ Id, Observacion: 'Acta subida' });
    expect((await as('representante2', 'DELETE', `/autoevaluaciones/estandares/observaciones/${Id}`)).status).toBe(404);
    expect((await as('autoevaluador', 'DELETE', `/autoevaluaciones/estandares/observaciones/${Id}`)).status).toBe(204);
  });
});

describe('another project’s team', () => {
  it('never gets a 2xx for any id of this self-assessment (404)', async () => {
    const e = (await lista('autoevaluador', '?estado=C')).Registros[0];
    const base = `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`;
    const { Id: obs } = await json(await as('autoevaluador', 'POST', `${base}/observaciones`, { observacion: 'nota' }));
    const { Id: tag } = await json(
      await as('autoevaluador', 'POST', `/autoevaluaciones/${auto}/etiquetas`, { nombre: 'Ajena', color: '#000000' }),
    );
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/autoevaluaciones/${auto}/estandares`],
      ['GET', base],
      ['PATCH', base, { estado: 'NC', version: e.Version }],
      ['PATCH', `/autoevaluaciones/estandares/${e.Id}`, { estado: 'NC', version: e.Version }],
      ['POST', `${base}/etiquetas/reasignar`, { etiquetas: [] }],
      ['GET', `${base}/observaciones`],
      ['POST', `${base}/observaciones`, { observacion: 'x' }],
      ['PUT', `/autoevaluaciones/estandares/observaciones/${obs}`, { observacion: 'x' }],
      ['DELETE', `/autoevaluaciones/estandares/observaciones/${obs}`],
      ['GET', `/autoevaluaciones/${auto}/etiquetas`],
      ['POST', `/autoevaluaciones/${auto}/etiquetas`, { nombre: 'x', color: '#000000' }],
      ['PUT', `/autoevaluaciones/etiquetas/${tag}`, { nombre: 'x', color: '#000000' }],
      ['DELETE', `/autoevaluaciones/etiquetas/${tag}`],
    ];
    for (const [method, path, body] of calls)
      expect([method, path, (await as('representante2', method, path, body)).status]).toEqual([method, path, 404]);
  });
});
