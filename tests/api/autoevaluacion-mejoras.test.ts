import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/index.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Improvement areas and strengths: created under the self-assessment, changed and
// removed by their own id; linked to an evidence, they count in the evidences list.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let autoId: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  autoId = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
});

const send = async (method: string, path: string, who: string, body?: unknown) => t.send(method, path, await t.as(who), body);

describe('areasMejora and fortalezas', () => {
  it('create, list, read, update and delete an improvement area linked to an evidence (audited)', async () => {
    const evs = await json(await send('GET', `/api/autoevaluaciones/${autoId}/evidencias?registrosPorPagina=1`, 'autoevaluador'));
    const ev = evs.Registros[0];
    const created = await send('POST', `/api/autoevaluaciones/${autoId}/areasMejora`, 'autoevaluador', {
      codigo: 'AM-9',
      descripcion: 'Formar al personal nuevo',
      implantacion: false,
      evidenciaId: ev.Id,
    });
    expect(created.status).toBe(201);
    const id = (await json(created)).Id;
    const one = await json(await send('GET', `/api/autoevaluaciones/areasMejora/${id}`, 'representante'));
    expect(one).toMatchObject({
      Codigo: 'AM-9',
      Implantacion: false,
      Evidencia: { Id: ev.Id },
      Estandar: { Id: ev.Estandar.Id },
    });
    const after = await json(await send('GET', `/api/autoevaluaciones/${autoId}/evidencias/${ev.Id}`, 'autoevaluador'));
    expect(after.NumeroAreasMejora).toBe(ev.NumeroAreasMejora + 1);
    const list = await json(await send('GET', `/api/autoevaluaciones/${autoId}/areasMejora?evidenciaId=${ev.Id}`, 'tutor'));
    expect(list.NumeroRegistros).toBe(1);
    const upd = await send('PUT', `/api/autoevaluaciones/areasMejora/${id}`, 'representante', {
      codigo: 'AM-9',
      descripcion: 'Formar al personal nuevo cada curso',
      implantacion: true,
      evidenciaId: ev.Id,
    });
    expect(upd.status).toBe(200);
    expect(await json(upd)).toMatchObject({ Implantacion: true, Descripcion: 'Formar al personal nuevo cada curso' });
    expect((await send('DELETE', `/api/autoevaluaciones/areasMejora/${id}`, 'autoevaluador')).status).toBe(204);
    expect((await send('GET', `/api/autoevaluaciones/areasMejora/${id}`, 'autoevaluador')).status).toBe(404);
    // This area's own entries (the demo's areas are created through the same function, audited too).
    const entradas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'areaMejora'), eq(auditoria.entidadId, String(id))));
    expect(entradas.map((e) => e.accion)).toEqual(['CREAR', 'MODIFICAR', 'ELIMINAR']);
  });

  it('strengths work the same way, without the implantation flag', async () => {
    const created = await send('POST', `/api/autoevaluaciones/${autoId}/fortalezas`, 'autoevaluador', {
      descripcion: 'Equipo implicado',
    });
    expect(created.status).toBe(201);
    const id = (await json(created)).Id;
    const one = await json(await send('GET', `/api/autoevaluaciones/fortalezas/${id}`, 'autoevaluador'));
    expect(one.Implantacion).toBeUndefined();
    expect(
      (
        await send('POST', `/api/autoevaluaciones/${autoId}/fortalezas`, 'autoevaluador', {
          descripcion: 'x',
          implantacion: true,
        })
      ).status,
    ).toBe(422);
  });

  it('bad input gets Spanish messages; another project’s team gets 404', async () => {
    const vacio = await send('POST', `/api/autoevaluaciones/${autoId}/areasMejora`, 'autoevaluador', { codigo: 'A' });
    expect(vacio.status).toBe(422);
    expect(JSON.stringify(await json(vacio))).toContain('Este campo es obligatorio');
    const ev = await send('POST', `/api/autoevaluaciones/${autoId}/areasMejora`, 'autoevaluador', {
      descripcion: 'x',
      evidenciaId: 999999,
    });
    expect(ev.status).toBe(422);
    expect(JSON.stringify(await json(ev))).toContain('La evidencia no existe en esta autoevaluación');
    const list = await json(await send('GET', `/api/autoevaluaciones/${autoId}/areasMejora`, 'autoevaluador'));
    const id = list.Registros[0].Id;
    for (const [method, path, body] of [
      ['GET', `/api/autoevaluaciones/${autoId}/areasMejora`],
      ['POST', `/api/autoevaluaciones/${autoId}/areasMejora`, { descripcion: 'x' }],
      ['GET', `/api/autoevaluaciones/areasMejora/${id}`],
      ['PUT', `/api/autoevaluaciones/areasMejora/${id}`, { descripcion: 'x' }],
      ['DELETE', `/api/autoevaluaciones/areasMejora/${id}`],
    ] as const) {
      expect((await send(method, path, 'representante2', body)).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('areasMejora and fortalezas: two people editing one record', () => {
  const crear = async (plural: string) =>
    (
      await json(
        await send('POST', `/api/autoevaluaciones/${autoId}/${plural}`, 'autoevaluador', { codigo: 'X-1', descripcion: 'Antes' }),
      )
    ).Id as number;
  const conIfMatch = async (path: string, who: string, tag: string, body: unknown) =>
    t.send('PUT', path, { ...(await t.as(who)), 'if-match': tag }, body);

  for (const plural of ['areasMejora', 'fortalezas']) {
    it(`${plural}: a PUT on an older version (body or If-Match) answers 409 and changes nothing; the current one 200 with a new ETag`, async () => {
      const path = `/api/autoevaluaciones/${plural}/${await crear(plural)}`;
      const leido = await send('GET', path, 'autoevaluador');
      const { Version } = await json(leido);
      const etag = leido.headers.get('etag') as string;
      expect(etag).toBe(`W/"${Version}"`);
      const primero = await send('PUT', path, 'representante', { descripcion: 'Uno', version: Version });
      expect(primero.status).toBe(200);
      expect(primero.headers.get('etag')).toBe(`W/"${Version + 1}"`);
      const segundo = await send('PUT', path, 'autoevaluador', { descripcion: 'Dos', version: Version });
      expect(segundo.status).toBe(409);
      expect((await json(segundo)).message).toMatch(/Otra persona ha modificado/);
      expect((await conIfMatch(path, 'autoevaluador', etag, { descripcion: 'Tres' })).status).toBe(409);
      expect((await json(await send('GET', path, 'autoevaluador'))).Descripcion).toBe('Uno');
      const fresco = await conIfMatch(path, 'autoevaluador', primero.headers.get('etag') as string, { descripcion: 'Cuatro' });
      expect(fresco.status).toBe(200);
      expect(fresco.headers.get('etag')).toBe(`W/"${Version + 2}"`);
      // With the version read, the PUT replaces the record: the code not sent is cleared.
      expect(await json(fresco)).toMatchObject({ Descripcion: 'Cuatro', Codigo: null, Version: Version + 2 });
    });
  }

  it('a PUT without version or If-Match changes only the fields it sends', async () => {
    const evs = await json(await send('GET', `/api/autoevaluaciones/${autoId}/evidencias?registrosPorPagina=1`, 'autoevaluador'));
    const ev = evs.Registros[0];
    const path = `/api/autoevaluaciones/areasMejora/${await crear('areasMejora')}`;
    const { Version } = await json(await send('GET', path, 'autoevaluador'));
    // A colleague links it to an evidence and marks it implanted; another client sends only the text.
    const colega = { codigo: 'X-1', descripcion: 'Antes', implantacion: true, evidenciaId: ev.Id, version: Version };
    expect((await send('PUT', path, 'representante', colega)).status).toBe(200);
    const res = await send('PUT', path, 'autoevaluador', { descripcion: 'Solo el texto' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      Codigo: 'X-1',
      Descripcion: 'Solo el texto',
      Implantacion: true,
      Evidencia: { Id: ev.Id },
      Estandar: { Id: ev.Estandar.Id },
      Version: Version + 2,
    });
  });
});
