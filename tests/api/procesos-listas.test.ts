import { beforeAll, describe, expect, it } from 'vitest';
import { createProcesosTestApp } from '../fixtures/procesos.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createProcesosTestApp>>;
let t: T;
let gestor: Record<string, string>;
beforeAll(async () => {
  t = await createProcesosTestApp();
  gestor = await t.as('gestor');
});

const plantilla = (over: Record<string, unknown> = {}) => ({
  asunto: 'Recordatorio',
  cuerpo: 'Hola {centro}, quedan {dias} días',
  tipoHitoClave: 'auto_limite',
  medioNotificacionClave: 'EMAIL',
  descripcion: 'Aviso previo',
  direccionesEmail: 'a@example.es, b@example.es',
  dias: -7,
  activo: true,
  ...over,
});

describe('scopes and phases', () => {
  it('PUT creates or updates a scope and a phase; DELETE removes the scope', async () => {
    const id = await t.crearProceso();
    const amb = await t.crearAmbito('Hospitalario');
    const res = await t.send('PUT', `/api/procesos/${id}/ambitos/${amb}`, t.admin, { minimo: 5 });
    expect(res.status).toBe(200);
    expect((await json(res)).Ambitos).toEqual([{ Id: amb, Nombre: 'Hospitalario', Minimo: 5 }]);
    const upd = await json(await t.send('PUT', `/api/procesos/${id}/ambitos/${amb}`, t.admin, { minimo: 8 }));
    expect(upd.Ambitos).toEqual([{ Id: amb, Nombre: 'Hospitalario', Minimo: 8 }]);
    const bad = await t.send('PUT', `/api/procesos/${id}/ambitos/${amb}`, t.admin, { minimo: 'x' });
    expect((await json(bad)).errors.minimo).toEqual(['Solo números enteros positivos']);
    expect((await t.send('PUT', `/api/procesos/${id}/ambitos/99999`, t.admin, { minimo: 1 })).status).toBe(404);
    expect((await t.send('DELETE', `/api/procesos/${id}/ambitos/${amb}`, t.admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/procesos/${id}/ambitos/${amb}`, t.admin)).status).toBe(404);

    const fase = await t.send('PUT', `/api/procesos/${id}/fasesProyecto/AUT-INI`, t.admin, { plazo: 90, minimo: 3 });
    expect(fase.status).toBe(200);
    expect((await json(fase)).FasesProyecto).toMatchObject([{ Clave: 'AUT-INI', Plazo: 90, Minimo: 3 }]);
    const fase2 = await json(await t.send('PUT', `/api/procesos/${id}/fasesProyecto/AUT-INI`, t.admin, { plazo: 60 }));
    expect(fase2.FasesProyecto).toMatchObject([{ Clave: 'AUT-INI', Plazo: 60, Minimo: null }]);
    const badFase = await t.send('PUT', `/api/procesos/${id}/fasesProyecto/AUT-INI`, t.admin, { plazo: '1.5' });
    expect((await json(badFase)).errors.plazo).toEqual(['No es un número entero positivo']);
    expect((await t.send('PUT', `/api/procesos/${id}/fasesProyecto/NOPE`, t.admin, { plazo: 1 })).status).toBe(404);
  });
});

describe('file types', () => {
  it('create (409 on a repeated key), update by key with procesoId, scopes, delete', async () => {
    const id = await t.crearProceso();
    const res = await t.send('POST', `/api/procesos/${id}/tiposFichero`, t.admin, {
      clave: 'MEM',
      nombre: 'Memoria',
      descripcion: 'Memoria del centro',
      limiteTamano: 2048000,
      limiteFicheros: 2,
      extensiones: ['pdf', '.JPG'],
      interno: false,
      orden: 1,
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ Clave: 'MEM', LimiteTamano: 2048000, Extensiones: ['PDF', 'JPG'], Ambitos: [] });
    const dup = await t.send('POST', `/api/procesos/${id}/tiposFichero`, t.admin, { clave: 'MEM', nombre: 'Otra' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('Ya existe un tipo de fichero con esa clave en el proceso');
    const bad = await t.send('POST', `/api/procesos/${id}/tiposFichero`, t.admin, {
      clave: '',
      limiteTamano: 'mucho',
      limiteFicheros: 11,
      extensiones: 'pdf,exe',
      orden: 'a',
    });
    const { errors } = await json(bad);
    expect(bad.status).toBe(422);
    expect(errors.clave).toEqual(['Este campo es obligatorio']);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.limiteTamano).toEqual(['Solo números enteros positivos']);
    expect(errors.limiteFicheros).toEqual(['Como máximo 10 ficheros']);
    expect(errors.extensiones).toEqual(['Extensión no admitida: EXE']);
    expect(errors.orden).toEqual(['Solo números enteros']);

    const put = await t.send('PUT', `/api/tiposFichero/MEM?procesoId=${id}`, t.admin, {
      clave: 'MEMO',
      nombre: 'Memoria final',
      extensiones: 'zip',
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ message: 'Datos guardados correctamente', Clave: 'MEMO', Extensiones: ['ZIP'] });
    // A key no other process uses needs no procesoId (the spec's call names the key only).
    expect((await t.send('PUT', '/api/tiposFichero/MEMO', t.admin, { clave: 'MEMO', nombre: 'X' })).status).toBe(200);
    expect((await t.send('PUT', `/api/tiposFichero/NADA?procesoId=${id}`, t.admin, { clave: 'NADA', nombre: 'X' })).status).toBe(
      404,
    );

    const amb = await t.crearAmbito('Primaria');
    const re = await t.send('POST', `/api/procesos/${id}/tiposFichero/MEMO/ambitos/reasignar`, t.admin, { ambitos: [amb, amb] });
    expect(re.status).toBe(200);
    expect((await json(re)).Ambitos).toEqual([{ Id: amb, Nombre: 'Primaria' }]);
    const reBad = await t.send('POST', `/api/procesos/${id}/tiposFichero/MEMO/ambitos/reasignar`, t.admin, { ambitos: [88888] });
    expect(reBad.status).toBe(422);
    expect((await t.send('DELETE', `/api/procesos/${id}/tiposFichero/MEMO`, t.admin)).status).toBe(204);
    expect((await json(await t.send('GET', `/api/procesos/${id}`, gestor))).TiposFichero).toEqual([]);
    expect((await t.send('DELETE', `/api/procesos/${id}/tiposFichero/MEMO`, t.admin)).status).toBe(404);
  });
});

describe('notification templates', () => {
  it('create, update, delete, with the spec messages', async () => {
    const id = await t.crearProceso();
    const res = await t.send('POST', `/api/procesos/${id}/plantillasNotificaciones`, t.admin, plantilla());
    expect(res.status).toBe(201);
    const { Id } = await json(res);
    const rec = await json(await t.send('GET', `/api/procesos/${id}`, gestor));
    expect(rec.PlantillasNotificaciones).toMatchObject([
      { Id, Asunto: 'Recordatorio', Dias: -7, DireccionesEmail: 'a@example.es,b@example.es', Activo: true },
    ]);
    const put = await t.send(
      'PUT',
      `/api/procesos/plantillasNotificaciones/${Id}`,
      t.admin,
      plantilla({ activo: false, faseProyectoClave: 'AUT-INI' }),
    );
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ Id, Activo: false, FaseProyectoClave: 'AUT-INI' });
    const bad = await t.send(
      'POST',
      `/api/procesos/${id}/plantillasNotificaciones`,
      t.admin,
      plantilla({
        asunto: '',
        medioNotificacionClave: null,
        descripcion: 'x'.repeat(256),
        direccionesEmail: 'a@example.es, nope',
        dias: 2.5,
      }),
    );
    expect(bad.status).toBe(422);
    const { errors } = await json(bad);
    expect(errors.asunto).toEqual(['Este campo es obligatorio']);
    expect(errors.medioNotificacionClave).toEqual(['Este campo es obligatorio']);
    expect(errors.descripcion).toEqual(['No puede superar los 255 caracteres']);
    expect(errors.direccionesEmail).toEqual(['Email no válido']);
    expect(errors.dias).toEqual(['Solo números enteros']);
    const refs = await t.send(
      'POST',
      `/api/procesos/${id}/plantillasNotificaciones`,
      t.admin,
      plantilla({ tipoHitoClave: 'zz', perfilId: 9999 }),
    );
    expect(refs.status).toBe(422);
    expect(Object.keys((await json(refs)).errors).sort()).toEqual(['perfilId', 'tipoHitoClave']);
    expect((await t.send('DELETE', `/api/procesos/plantillasNotificaciones/${Id}`, t.admin)).status).toBe(204);
    expect((await t.send('PUT', `/api/procesos/plantillasNotificaciones/${Id}`, t.admin, plantilla())).status).toBe(404);
  });
});

describe('clone (GET with flags + POST importar)', () => {
  it('a round trip reproduces profiles, file types, phases, scopes and templates with new ids', async () => {
    const id = await t.crearProceso({
      codigo: 'ORIG',
      nombre: 'Original',
      minimo: 4,
      perfiles: [{ perfilId: await t.perfilId('REPRE'), requiereDatos: true }],
    });
    const amb = await t.crearAmbito('Clonado');
    await t.send('PUT', `/api/procesos/${id}/ambitos/${amb}`, t.admin, { minimo: 2 });
    await t.send('PUT', `/api/procesos/${id}/fasesProyecto/AUT-INI`, t.admin, { plazo: 90, minimo: 1 });
    await t.send('POST', `/api/procesos/${id}/tiposFichero`, t.admin, {
      clave: 'CIF',
      nombre: 'CIF',
      limiteTamano: 1000000,
      extensiones: ['PDF'],
    });
    await t.send('POST', `/api/procesos/${id}/tiposFichero/CIF/ambitos/reasignar`, t.admin, { ambitos: [amb] });
    await t.send('POST', `/api/procesos/${id}/plantillasNotificaciones`, t.admin, plantilla());

    const exp = await t.send('GET', `/api/procesos/${id}`, t.admin);
    expect(exp.status).toBe(200);
    const { Id: _omit, ...body } = await json(exp);
    const imp = await t.send('POST', '/api/procesos/importar', t.admin, body);
    expect(imp.status, JSON.stringify(await imp.clone().json())).toBe(201);
    const created = await json(imp);
    expect(created).toMatchObject({ Codigo: 'ORIG-COPIA', message: 'Proceso importado correctamente' });
    expect(created.Id).not.toBe(id);
    const [a, b] = [
      await json(await t.send('GET', `/api/procesos/${id}`, gestor)),
      await json(await t.send('GET', `/api/procesos/${created.Id}`, gestor)),
    ];
    const strip = (r: Record<string, unknown>) => ({
      ...r,
      Id: 0,
      Codigo: '',
      Auditoria: null,
      PlantillasNotificaciones: (r.PlantillasNotificaciones as Array<Record<string, unknown>>).map((p) => ({ ...p, Id: 0 })),
    });
    expect(strip(b)).toEqual(strip(a));
    expect(b.PlantillasNotificaciones[0].Id).not.toBe(a.PlantillasNotificaciones[0].Id);

    // Flags leave lists out; an explicit codigo that is taken is a 409; a bad list item a 422.
    const sin = await json(await t.send('GET', `/api/procesos/${id}?tiposFichero=false&plantillasNotificaciones=false`, t.admin));
    expect(sin.TiposFichero).toBeUndefined();
    expect(sin.PlantillasNotificaciones).toBeUndefined();
    expect(sin.Perfiles).toHaveLength(1);
    const parcial = await json(
      await t.send('POST', '/api/procesos/importar', t.admin, { ...sin, Id: undefined, codigo: 'PARCIAL', nombre: 'Parcial' }),
    );
    const p = await json(await t.send('GET', `/api/procesos/${parcial.Id}`, gestor));
    expect(p).toMatchObject({
      Codigo: 'PARCIAL',
      Nombre: 'Parcial',
      TiposFichero: [],
      PlantillasNotificaciones: [],
      Ambitos: [{ Id: amb, Minimo: 2 }],
    });
    expect((await t.send('POST', '/api/procesos/importar', t.admin, { ...body, codigo: 'ORIG' })).status).toBe(409);
    const bad = await t.send('POST', '/api/procesos/importar', t.admin, {
      ...body,
      TiposFichero: [{ Clave: 'X', Nombre: 'X', LimiteFicheros: 20 }],
      Extra: 1,
    });
    expect(bad.status).toBe(422);
    const { errors } = await json(bad);
    expect(errors.Extra).toEqual(['Campo no permitido']);
  });
});

describe('GET /tiposFichero', () => {
  it('lists file types with their process: the single read’s record, filter, paging, count read, access', async () => {
    const p1 = await t.crearProceso();
    const p2 = await t.crearProceso();
    const tipo = (procesoId: number, clave: string, orden: number) =>
      t.send('POST', `/api/procesos/${procesoId}/tiposFichero`, t.admin, { clave, nombre: `Tipo ${clave}`, orden });
    expect((await tipo(p1, 'LB', 2)).status).toBe(201);
    expect((await tipo(p1, 'LA', 1)).status).toBe(201);
    expect((await tipo(p2, 'LC', 1)).status).toBe(201);

    const de1 = await json(await t.send('GET', `/api/tiposFichero?procesoId=${p1}`, t.admin));
    expect(de1.NumeroRegistros).toBe(2);
    expect(de1.Registros.map((r: { Clave: string }) => r.Clave)).toEqual(['LA', 'LB']);
    const uno = await json(await t.send('GET', `/api/tiposFichero/LA?procesoId=${p1}`, t.admin));
    expect(de1.Registros[0]).toMatchObject({ ...uno, ProcesoId: p1, Proceso: { Id: p1 } });

    const pagina = await json(await t.send('GET', `/api/tiposFichero?procesoId=${p1}&registrosPorPagina=1&pagina=2`, t.admin));
    expect(pagina).toMatchObject({ NumeroRegistros: 2, RegistrosMostrados: 1, Pagina: 2, Registros: [{ Clave: 'LB' }] });
    const cuenta = await json(await t.send('GET', '/api/tiposFichero?campos=Clave&registrosPorPagina=1', t.admin));
    expect(cuenta.NumeroRegistros).toBeGreaterThanOrEqual(3);
    expect(cuenta.Registros).toEqual([{ Clave: expect.any(String) }]);
    expect((await json(await t.send('GET', '/api/tiposFichero?procesoId=999999', t.admin))).NumeroRegistros).toBe(0);
    expect((await t.send('GET', '/api/tiposFichero?campos=Nope', t.admin)).status).toBe(400);
    expect((await t.send('GET', '/api/tiposFichero?procesoId=x', t.admin)).status).toBe(400);

    expect((await t.send('GET', '/api/tiposFichero', gestor)).status).toBe(200);
    expect((await t.app.request('/api/tiposFichero')).status).toBe(401);
    expect((await t.send('GET', '/api/tiposFichero', await t.as('representante'))).status).toBe(403);
  });
});
