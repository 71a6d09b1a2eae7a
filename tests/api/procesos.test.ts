import { beforeAll, describe, expect, it } from 'vitest';
import { createProcesosTestApp } from '../fixtures/procesos.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createProcesosTestApp>>;
let t: T;
let gestor: Record<string, string>;
let repre: Record<string, string>;
let nadie: Record<string, string>;
beforeAll(async () => {
  t = await createProcesosTestApp();
  gestor = await t.as('gestor');
  repre = await t.as('representante');
  nadie = await t.sinPerfil();
});

describe('access', () => {
  it('401 without session, 403 without permission; GEST_SOLICITUDES reads only', async () => {
    const id = await t.crearProceso();
    const amb = await t.crearAmbito('Acceso');
    await t.send('POST', `/api/procesos/${id}/tiposFichero`, t.admin, { clave: 'ACC', nombre: 'Acceso' });
    const pl = await json(
      await t.send('POST', `/api/procesos/${id}/plantillasNotificaciones`, t.admin, {
        asunto: 'A',
        cuerpo: 'B',
        tipoHitoClave: 'auto_ini',
        medioNotificacionClave: 'EMAIL',
      }),
    );
    for (const [method, path] of [
      ['GET', '/api/procesos'],
      ['GET', `/api/procesos/${id}`],
      ['POST', '/api/procesos'],
      ['POST', '/api/procesos/importar'],
      ['PUT', `/api/procesos/${id}`],
      ['DELETE', `/api/procesos/${id}`],
      ['PUT', `/api/procesos/${id}/perfiles`],
      ['PUT', `/api/procesos/${id}/ambitos/${amb}`],
      ['DELETE', `/api/procesos/${id}/ambitos/${amb}`],
      ['PUT', `/api/procesos/${id}/fasesProyecto/AUT-INI`],
      ['POST', `/api/procesos/${id}/tiposFichero`],
      ['DELETE', `/api/procesos/${id}/tiposFichero/ACC`],
      ['POST', `/api/procesos/${id}/tiposFichero/ACC/ambitos/reasignar`],
      ['PUT', `/api/tiposFichero/ACC?procesoId=${id}`],
      ['POST', `/api/procesos/${id}/plantillasNotificaciones`],
      ['PUT', `/api/procesos/plantillasNotificaciones/${pl.Id}`],
      ['DELETE', `/api/procesos/plantillasNotificaciones/${pl.Id}`],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await t.send(method, path, {}, payload)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, nadie, payload)).status, `${method} ${path}`).toBe(403);
      expect((await t.send(method, path, repre, payload)).status, `${method} ${path}`).toBe(403);
      expect((await t.send(method, path, gestor, payload)).status, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
  });
});

describe('processes', () => {
  it('create with profiles, read, list with filters, update, delete', async () => {
    const repreId = await t.perfilId('REPRE');
    const res = await t.send('POST', '/api/procesos', t.admin, {
      codigo: 'ACR-2026',
      nombre: 'Acreditación 2026',
      manualId: t.manualId,
      minimo: 10,
      fechaApertura: '01/02/2026',
      fechaCierre: '2026-12-31',
      plazoVigenciaAcreditacion: 36,
      perfiles: [{ perfilId: repreId, requiereDatos: true }],
    });
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Proceso creado correctamente');
    const rec = await json(await t.send('GET', `/api/procesos/${Id}`, gestor));
    expect(rec).toMatchObject({
      Id,
      Codigo: 'ACR-2026',
      Nombre: 'Acreditación 2026',
      Manual: { Id: t.manualId },
      Minimo: 10,
      FechaApertura: '2026-02-01',
      FechaCierre: '2026-12-31',
      PlazoVigenciaAcreditacion: 36,
      Abierto: true, // the test clock is 1 March 2026
      Perfiles: [{ Id: repreId, RequiereDatos: true, Orden: 1 }],
      TiposFichero: [],
      FasesProyecto: [],
      Ambitos: [],
      PlantillasNotificaciones: [],
      Auditoria: { Alta: { Nombre: expect.any(String) } },
    });
    const cerrado = await t.crearProceso({ codigo: 'CERR', nombre: 'Cerrado', fechaCierre: '2025-12-31' });
    const abiertos = await json(
      await t.send('GET', '/api/procesos?abierto=true&campos=Id,Abierto&registrosPorPagina=100', gestor),
    );
    expect(abiertos.Registros).toContainEqual({ Id, Abierto: true });
    expect(abiertos.Registros.map((r: { Id: number }) => r.Id)).not.toContain(cerrado);
    const noAbiertos = await json(await t.send('GET', '/api/procesos?abierto=false&campos=Id', gestor));
    expect(noAbiertos.Registros).toEqual([{ Id: cerrado }]);
    const porTexto = await json(await t.send('GET', '/api/procesos?texto=acreditacion&campos=Id,Codigo', gestor));
    expect(porTexto.Registros).toEqual([{ Id, Codigo: 'ACR-2026' }]);
    expect((await json(await t.send('GET', `/api/procesos?manualId=${t.manualId}`, gestor))).NumeroRegistros).toBeGreaterThan(1);
    expect((await t.send('GET', '/api/procesos?abierto=quizas', gestor)).status).toBe(400);

    const put = await t.send('PUT', `/api/procesos/${Id}`, t.admin, {
      codigo: 'ACR-2026',
      nombre: 'Acreditación 2026 (bis)',
      manualId: t.manualId,
      fechaApertura: '2026-04-01',
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({
      message: 'Datos guardados correctamente',
      Nombre: 'Acreditación 2026 (bis)',
      Abierto: false,
    });
    expect((await t.send('DELETE', `/api/procesos/${Id}`, t.admin)).status).toBe(204);
    expect((await t.send('GET', `/api/procesos/${Id}`, gestor)).status).toBe(404);
  });

  it('validates with the spec messages; duplicate code 409; delete with requests 409', async () => {
    const bad = await t.send('POST', '/api/procesos', t.admin, {
      codigo: '',
      minimo: 'diez',
      fechaApertura: '31/02/2026',
      plazoVigenciaAcreditacion: -1,
      extra: 1,
    });
    expect(bad.status).toBe(422);
    const { errors } = await json(bad);
    expect(errors.codigo).toEqual(['Este campo es obligatorio']);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.manualId).toEqual(['Este campo es obligatorio']);
    expect(errors.minimo).toEqual(['Solo números enteros positivos']);
    expect(errors.fechaApertura).toEqual(['Formato fecha no válido']);
    expect(errors.plazoVigenciaAcreditacion).toEqual(['No es un número entero positivo']);
    expect(errors.extra).toEqual(['Campo no permitido']);
    const orden = await t.send('POST', '/api/procesos', t.admin, {
      codigo: 'X',
      nombre: 'X',
      manualId: t.manualId,
      fechaApertura: '2026-05-01',
      fechaCierre: '2026-04-01',
    });
    expect((await json(orden)).errors.fechaCierre).toEqual(['La fecha de apertura no puede ser posterior a la de cierre']);
    const manual = await t.send('POST', '/api/procesos', t.admin, { codigo: 'X', nombre: 'X', manualId: 99999 });
    expect((await json(manual)).errors.manualId).toEqual(['El manual no existe']);
    const perfil = await t.send('POST', '/api/procesos', t.admin, {
      codigo: 'X',
      nombre: 'X',
      manualId: t.manualId,
      perfiles: [{ perfilId: 9999 }],
    });
    expect((await json(perfil)).errors.perfiles).toEqual(['El perfil 9999 no existe']);

    const id = await t.crearProceso({ codigo: 'DUP' });
    const dup = await t.send('POST', '/api/procesos', t.admin, { codigo: 'dup ', nombre: 'Otro', manualId: t.manualId });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('Ya existe un proceso con ese código');
    await t.conSolicitud(id);
    const del = await t.send('DELETE', `/api/procesos/${id}`, t.admin);
    expect(del.status).toBe(409);
    expect((await json(del)).message).toBe('No se puede eliminar el proceso: tiene solicitudes o proyectos');
    expect((await t.send('PUT', '/api/procesos/99999', t.admin, { codigo: 'Z', nombre: 'Z', manualId: t.manualId })).status).toBe(
      404,
    );
  });

  it('PUT perfiles replaces the profiles in order', async () => {
    const id = await t.crearProceso();
    const [a, b] = [await t.perfilId('REPRE'), await t.perfilId('AUTOEVAL')];
    const res = await t.send('PUT', `/api/procesos/${id}/perfiles`, t.admin, {
      perfiles: [
        { perfilId: b, requiereDatos: false, orden: 2 },
        { perfilId: a, requiereDatos: true, orden: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect((await json(res)).Perfiles).toMatchObject([
      { Id: a, RequiereDatos: true, Orden: 1 },
      { Id: b, RequiereDatos: false, Orden: 2 },
    ]);
    const again = await json(await t.send('PUT', `/api/procesos/${id}/perfiles`, t.admin, { perfiles: [{ perfilId: b }] }));
    expect(again.Perfiles).toMatchObject([{ Id: b, RequiereDatos: false }]);
    const bad = await t.send('PUT', `/api/procesos/${id}/perfiles`, t.admin, { perfiles: [{ perfilId: 'x' }] });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors['perfiles.0.perfilId']).toEqual(['Solo números enteros positivos']);
  });
});
