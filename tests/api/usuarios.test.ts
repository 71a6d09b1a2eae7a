import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { etiquetas, sesiones, usuarios } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/domain/identidad/password.ts';
import { proyectosDePrueba } from './invitaciones-fixture.ts';
import { createUsuariosTestApp, nuevoUsuario } from './usuarios-helpers.ts';

type T = Awaited<ReturnType<typeof createUsuariosTestApp>>;
let t: T;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createUsuariosTestApp();
  admin = await t.as('admin');
});

// biome-ignore lint/suspicious/noExplicitAny: replies are JSON whose shape the assertions check
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.send('POST', '/api/usuarios', admin, nuevoUsuario(over));
  const body = await json(res);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(body)}`);
  return body.Id as number;
};
let seq = 0;
const unique = () => {
  seq += 1;
  return { email: `persona${seq}@example.es`, documentoIdentidad: null };
};

describe('access', () => {
  it('anonymous callers get 401 and users without PERSONAS 403, in Spanish', async () => {
    const repre = await t.as('representante');
    for (const [method, path] of [
      ['GET', '/api/usuarios'],
      ['GET', '/api/usuarios/1'],
      ['GET', '/api/usuarios/etiquetas'],
      ['POST', '/api/usuarios'],
      ['PUT', '/api/usuarios/1'],
      ['PATCH', '/api/usuarios/1'],
      ['POST', '/api/usuarios/1/perfiles'],
      ['DELETE', '/api/usuarios/1/perfiles/1'],
      ['DELETE', '/api/usuarios/1/perfiles/1/proyectos/2'],
      ['POST', '/api/usuarios/1/etiquetas/reasignar'],
    ]) {
      const anon = await t.send(method as string, path as string, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(anon.status, `${method} ${path}`).toBe(401);
      expect((await json(anon)).message).toBe('Debe iniciar sesión para realizar esta operación');
      const denied = await t.send(
        method as string,
        path as string,
        repre,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect((await json(denied)).message).toBe('No tiene permiso para realizar esta operación');
    }
  });

  it('GET /perfiles needs only a session', async () => {
    expect((await t.send('GET', '/api/perfiles', {})).status).toBe(401);
    expect((await t.send('GET', '/api/perfiles', await t.as('representante'))).status).toBe(200);
  });
});

describe('GET /usuarios', () => {
  it('returns the list envelope with profiles, tags and tratamiento of each user', async () => {
    const res = await t.send('GET', '/api/usuarios?registrosPorPagina=100', admin);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ Pagina: 1, RegistrosPorPagina: 100 });
    expect(body.NumeroRegistros).toBe(body.Registros.length);
    const a = body.Registros.find((r: Json) => r.UserName === 'admin');
    expect(a).toMatchObject({
      Nombre: 'Alberto',
      Apellido1: 'Agencia',
      Apellido2: 'Ruiz',
      NombreCompleto: 'Alberto Agencia Ruiz',
      Email: 'admin@soludable.demo',
      Activo: true,
      Sexo: null,
      Etiquetas: [],
      Perfiles: [{ Id: 7, NombrePublico: 'Administrador de la agencia', Clave: 'ADMIN', Proyecto: null }],
      FicheroAvatarId: null,
    });
    expect(a).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|\$/);
  });

  it('pages, projects campos and orders', async () => {
    const all = await json(await t.send('GET', '/api/usuarios?registrosPorPagina=100&orden=Id', admin));
    const page2 = await json(await t.send('GET', '/api/usuarios?registrosPorPagina=3&pagina=2&orden=Id', admin));
    expect(page2.RegistrosMostrados).toBe(3);
    expect(page2.NumeroRegistros).toBe(all.NumeroRegistros);
    expect(page2.Registros.map((r: Json) => r.Id)).toEqual(all.Registros.slice(3, 6).map((r: Json) => r.Id));
    const slim = await json(await t.send('GET', '/api/usuarios?campos=Id,nombreCompleto&registrosPorPagina=1', admin));
    expect(Object.keys(slim.Registros[0]).sort()).toEqual(['Id', 'NombreCompleto']);
    const desc = await json(await t.send('GET', '/api/usuarios?orden=-Email&registrosPorPagina=100', admin));
    const emails = desc.Registros.map((r: Json) => r.Email);
    expect(emails).toEqual([...emails].sort().reverse());
    const bad = await t.send('GET', '/api/usuarios?campos=Id,Clave', admin);
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('El campo «Clave» no existe');
    expect((await t.send('GET', '/api/usuarios?orden=Password', admin)).status).toBe(400);
    expect((await t.send('GET', '/api/usuarios?activo=quizas', admin)).status).toBe(400);
  });

  it('searches names, e-mail, user name and document ignoring accents and case', async () => {
    const id = await create({
      email: 'busqueda@example.es',
      documentoIdentidad: '00000002W',
      nombre: 'Íñigo',
      apellido1: 'Muñoz',
    });
    const ids = async (texto: string) =>
      (await json(await t.send('GET', `/api/usuarios?texto=${encodeURIComponent(texto)}&campos=Id`, admin))).Registros.map(
        (r: Json) => r.Id,
      );
    expect(await ids('inigo munoz')).toEqual([id]);
    expect(await ids('ÍÑIGO')).toEqual([id]);
    expect(await ids('00000002w')).toEqual([id]);
    expect(await ids('busqueda@')).toEqual([id]);
    expect(await ids('EVALUACION')).toContain(await t.idOf('jefeevaluacion'));
    expect(await ids('jefeevaluacion')).toEqual([await t.idOf('jefeevaluacion')]);
    expect(await ids('100%_nadie')).toEqual([]);
  });

  it('filters by permission key (e.g. GEST_CONSULTAS) and by profile key', async () => {
    const names = async (q: string) =>
      (await json(await t.send('GET', `/api/usuarios?${q}&campos=UserName&registrosPorPagina=100`, admin))).Registros.map(
        (r: Json) => r.UserName,
      ).sort();
    expect(await names('PermisoClave=GEST_CONSULTAS')).toEqual(['admin', 'gestor', 'tutor']);
    expect(await names('permisoClave=personas')).toEqual(['admin']);
    expect(await names('perfilClave=GEST_PROY')).toEqual(['tutor']);
    expect(await names('perfilClave=gest_solic')).toEqual(['gestor']);
  });

  it('does not query once per user (tags and profiles are loaded for the whole page)', async () => {
    const count = async () => {
      t.counter.queries = 0;
      const res = await t.send('GET', '/api/usuarios?registrosPorPagina=100', admin);
      expect(res.status).toBe(200);
      return t.counter.queries;
    };
    // Warm: the caller's identity (ADR 0017) is read again once after any user write.
    await count();
    const before = await count();
    const [tag] = await t.db.select({ id: etiquetas.id }).from(etiquetas).limit(1);
    for (let i = 0; i < 5; i++) {
      const id = await create(unique());
      await t.send('POST', `/api/usuarios/${id}/etiquetas/reasignar`, admin, { etiquetas: [tag?.id] });
      await t.send('POST', `/api/usuarios/${id}/perfiles`, admin, { perfilId: 5 });
    }
    await count();
    expect(await count()).toBe(before);
  });
});

describe('GET /usuarios/{usuarioId}', () => {
  it('returns one record; 404 in Spanish for an unknown id; 400 for a non-number', async () => {
    const id = await t.idOf('tutor');
    const body = await json(await t.send('GET', `/api/usuarios/${id}`, admin));
    expect(body).toMatchObject({ Id: id, UserName: 'tutor', Perfiles: [{ Clave: 'GEST_PROY', Proyecto: null }] });
    const missing = await t.send('GET', '/api/usuarios/99999', admin);
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('No se ha encontrado el usuario');
    expect((await t.send('GET', '/api/usuarios/abc', admin)).status).toBe(400);
  });
});

describe('GET /usuarios/etiquetas and GET /perfiles', () => {
  it('lists the user tags', async () => {
    const body = await json(await t.send('GET', '/api/usuarios/etiquetas', admin));
    expect(body.Registros.map((e: Json) => e.Nombre).sort()).toEqual(['Colaborador', 'Evaluador externo', 'Formación']);
    expect(body.Registros[0].Color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists profiles, filtered by general and tipoClave', async () => {
    const all = await json(await t.send('GET', '/api/perfiles', admin));
    expect(all.NumeroRegistros).toBe(7);
    expect(all.Registros[0]).toEqual({ Id: 1, NombrePublico: 'Representante', Clave: 'REPRE', TipoClave: 'SOL', General: false });
    const general = await json(await t.send('GET', '/api/perfiles?general=true&campos=Clave', admin));
    expect(general.Registros.map((p: Json) => p.Clave)).toEqual(['GEST_SOLIC', 'GEST_PROY', 'ADMIN']);
    const eva = await json(await t.send('GET', '/api/perfiles?tipoClave=eva&campos=Clave', admin));
    expect(eva.Registros.map((p: Json) => p.Clave)).toEqual(['JEFE_EVACN', 'EVAL']);
    expect((await t.send('GET', '/api/perfiles?general=si', admin)).status).toBe(400);
  });
});

describe('POST /usuarios', () => {
  it('creates the user (201 { Id, message }) with audit data, lower-case e-mail and no password', async () => {
    const res = await t.send('POST', '/api/usuarios', admin, nuevoUsuario({ email: 'Nueva.Persona@Example.ES', perfilId: 6 }));
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toEqual({ Id: expect.any(Number), message: 'Usuario creado correctamente' });
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, body.Id));
    expect(row).toMatchObject({
      email: 'nueva.persona@example.es',
      userName: 'nueva.persona@example.es',
      documentoIdentidad: '12345678Z',
      passwordHash: null,
      altaUsuarioId: await t.idOf('admin'),
      altaUsuarioNombre: 'Alberto Agencia Ruiz',
      activo: true,
      esPersona: true,
    });
    const record = await json(await t.send('GET', `/api/usuarios/${body.Id}`, admin));
    expect(record).toMatchObject({ Sexo: { Id: 2, Nombre: 'Mujer' }, ProvinciaId: 28, Telefono: '612345678' });
    expect(record.Perfiles).toEqual([
      { Id: 6, NombrePublico: 'Referente del proyecto (tutor)', Clave: 'GEST_PROY', Proyecto: null },
    ]);
  });

  it('stores a password that meets the policy, and a user name', async () => {
    const id = await create({ ...unique(), username: 'Lucia.M', password: 'Buena.Clave1', confirmPassword: 'Buena.Clave1' });
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(row?.userName).toBe('lucia.m');
    expect(await verifyPassword('Buena.Clave1', row?.passwordHash)).toBe(true);
  });

  it('answers 422 with the spec messages per field', async () => {
    const errorsOf = async (body: unknown) => {
      const res = await t.send('POST', '/api/usuarios', admin, body);
      expect(res.status).toBe(422);
      const b = await json(res);
      expect(b.message).toBe('Los datos enviados no son válidos');
      return b.errors;
    };
    expect(await errorsOf({})).toMatchObject({
      apellido1: ['Este campo es obligatorio'],
      email: ['Este campo es obligatorio'],
      tipoDocumentoIdentidadClave: ['Este campo es obligatorio'],
    });
    expect((await errorsOf(nuevoUsuario({ documentoIdentidad: '12345678A' }))).documentoIdentidad).toEqual(['DNI no válido']);
    expect(
      (await errorsOf(nuevoUsuario({ tipoDocumentoIdentidadClave: 'NIE', documentoIdentidad: '12345678Z' }))).documentoIdentidad,
    ).toEqual(['NIE no válido']);
    expect(
      (await errorsOf(nuevoUsuario({ tipoDocumentoIdentidadClave: 'PAS', documentoIdentidad: '1234' }))).documentoIdentidad,
    ).toEqual(['Pasaporte no válido']);
    expect((await errorsOf(nuevoUsuario({ tipoDocumentoIdentidadClave: 'CIF' }))).tipoDocumentoIdentidadClave).toEqual([
      'Documento de identidad no válido',
    ]);
    const formats = await errorsOf(nuevoUsuario({ email: 'no-es-correo', telefono: '512345678', username: 'con espacio' }));
    expect(formats).toMatchObject({
      email: ['Email no válido'],
      telefono: ['Teléfono no válido'],
      username: ['Nombre de usuario no válido: solo letras, números y los signos . _ @ + -'],
    });
    expect((await errorsOf(nuevoUsuario({ password: 'abc', confirmPassword: 'abc' }))).password).toEqual([
      'No cumple los criterios de la contraseña',
      'Se requieren al menos 6 caracteres',
      'Se requiere al menos un número',
      'Se requiere al menos una mayúscula',
      'Se requiere al menos un carácter no alfanumérico',
    ]);
    expect((await errorsOf(nuevoUsuario({ password: 'Buena.Clave1', confirmPassword: 'Otra.Clave1' }))).confirmPassword).toEqual([
      'Las contraseñas no coinciden',
    ]);
    expect((await errorsOf(nuevoUsuario({ password: 'Buena.Clave1' }))).confirmPassword).toEqual(['Este campo es obligatorio']);
    expect((await errorsOf(nuevoUsuario({ esSuperAdmin: true }))).esSuperAdmin).toEqual(['Campo no permitido']);
    expect((await errorsOf(nuevoUsuario({ sexoId: 99, provinciaId: 99 }))).sexoId).toEqual(['El tratamiento no existe']);
    expect((await errorsOf(nuevoUsuario({ provinciaId: 99 }))).provinciaId).toEqual(['La provincia no existe']);
    expect((await errorsOf(nuevoUsuario({ perfilId: 1 }))).perfilId).toEqual([
      'Este perfil se asigna por proyecto: indique el proyecto',
    ]);
    expect((await errorsOf(nuevoUsuario({ perfilId: 999 }))).perfilId).toEqual(['El perfil no existe']);
  });

  it('refuses a duplicate e-mail or user name (any case) with 409 in Spanish', async () => {
    const dup = await t.send('POST', '/api/usuarios', admin, nuevoUsuario({ email: 'GESTOR@soludable.demo' }));
    expect(dup.status).toBe(409);
    expect(await json(dup)).toMatchObject({
      message: 'Ya existe un usuario con ese email',
      errors: { email: ['Ya existe un usuario con ese email'] },
    });
    const name = await t.send('POST', '/api/usuarios', admin, nuevoUsuario({ ...unique(), username: 'Tutor' }));
    expect(name.status).toBe(409);
    expect((await json(name)).errors).toEqual({ username: ['Ya existe un usuario con ese nombre de usuario'] });
    // Sign-in takes either: another account's e-mail cannot become a user name.
    const cross = await t.send('POST', '/api/usuarios', admin, nuevoUsuario({ ...unique(), username: 'tutor@soludable.demo' }));
    expect(cross.status).toBe(409);
  });
});

describe('PUT and PATCH /usuarios/{usuarioId}', () => {
  it('PUT replaces the fields, clearing the optional ones left out; keeps activo and user name', async () => {
    const id = await create({ ...unique(), username: 'put.me' });
    const res = await t.send('PUT', `/api/usuarios/${id}`, admin, {
      apellido1: 'Nuevo',
      tipoDocumentoIdentidadClave: 'nie',
      documentoIdentidad: 'x1234567l',
      email: `cambiado${id}@example.es`,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe('La operación se ha realizado correctamente');
    const r = await json(await t.send('GET', `/api/usuarios/${id}`, admin));
    expect(r).toMatchObject({
      Nombre: '',
      Apellido1: 'Nuevo',
      Apellido2: null,
      TipoDocumentoIdentidadClave: 'NIE',
      DocumentoIdentidad: 'X1234567L',
      Telefono: null,
      Sexo: null,
      ProvinciaId: null,
      Activo: true,
      UserName: 'put.me',
    });
    expect(r.Auditoria.Modificacion).toMatchObject({ Id: await t.idOf('admin'), Nombre: 'Alberto Agencia Ruiz' });
    const bad = await t.send('PUT', `/api/usuarios/${id}`, admin, {
      apellido1: 'X',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '1',
      email: 'x@example.es',
    });
    expect((await json(bad)).errors.documentoIdentidad).toEqual(['DNI no válido']);
    const dup = await t.send('PUT', `/api/usuarios/${id}`, admin, {
      apellido1: 'X',
      tipoDocumentoIdentidadClave: 'DNI',
      email: 'admin@soludable.demo',
    });
    expect(dup.status).toBe(409);
    expect(
      (
        await t.send('PUT', '/api/usuarios/99999', admin, {
          apellido1: 'X',
          tipoDocumentoIdentidadClave: 'DNI',
          email: 'z@example.es',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.send('PUT', `/api/usuarios/${id}`, admin, {
          apellido1: 'X',
          tipoDocumentoIdentidadClave: 'DNI',
          email: 'y@example.es',
          password: 'Buena.Clave1',
        })
      ).status,
    ).toBe(422);
  });

  it('PATCH changes only what is sent and checks the document against the stored type', async () => {
    const id = await create(unique());
    expect((await t.send('PATCH', `/api/usuarios/${id}`, admin, { telefono: '912345678' })).status).toBe(200);
    const r = await json(await t.send('GET', `/api/usuarios/${id}`, admin));
    expect(r).toMatchObject({ Telefono: '912345678', Apellido1: 'Martínez', Sexo: { Id: 2 } });
    const bad = await t.send('PATCH', `/api/usuarios/${id}`, admin, { documentoIdentidad: 'X1234567L' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({ documentoIdentidad: ['DNI no válido'] });
    expect((await t.send('PATCH', `/api/usuarios/${id}`, admin, { apellido2: null })).status).toBe(200);
    expect((await json(await t.send('GET', `/api/usuarios/${id}`, admin))).Apellido2).toBeNull();
    const empty = await t.send('PATCH', `/api/usuarios/${id}`, admin, { email: '' });
    expect((await json(empty)).errors).toEqual({ email: ['Este campo es obligatorio'] });
  });

  it('deactivating ends every session of the user at once; reactivating lets them in again', async () => {
    const id = await t.idOf('gestor');
    const gestor = await t.as('gestor');
    await t.as('gestor');
    expect((await t.send('GET', '/api/perfiles', gestor)).status).toBe(200);
    const res = await t.send('PATCH', `/api/usuarios/${id}`, admin, { activo: false });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(sesiones).where(eq(sesiones.usuarioId, id))).toEqual([]);
    expect((await t.send('GET', '/api/perfiles', gestor)).status).toBe(401);
    const inactive = await json(await t.send('GET', '/api/usuarios?activo=false&campos=UserName', admin));
    expect(inactive.Registros).toEqual([{ UserName: 'gestor' }]);
    expect((await t.send('PATCH', `/api/usuarios/${id}`, admin, { activo: true })).status).toBe(200);
    expect((await t.send('GET', '/api/perfiles', await t.as('gestor'))).status).toBe(200);
  });

  it('nobody deactivates their own account (409)', async () => {
    const res = await t.send('PATCH', `/api/usuarios/${await t.idOf('admin')}`, admin, { activo: false });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('No puede desactivar su propia cuenta');
  });

  it('only a super administrator changes a super administrator', async () => {
    const superId = await t.idOf('superadmin');
    const res = await t.send('PATCH', `/api/usuarios/${superId}`, admin, { email: 'mia@example.es' });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe('Solo un superadministrador puede modificar la cuenta de otro superadministrador');
    const own = await t.send('PATCH', `/api/usuarios/${superId}`, await t.as('superadmin'), { telefono: '612000000' });
    expect(own.status).toBe(200);
  });
});

describe('profiles of a user', () => {
  it('assigns and removes a global profile; the new rights apply at once', async () => {
    const id = await create(unique());
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, id));
    const { createSession } = await import('../../src/domain/identidad/sesiones.ts');
    const session = {
      Authorization: `Bearer ${(await createSession(t.db, { usuarioId: row?.id as number, clock: t.clock })).token}`,
    };
    expect((await t.send('GET', '/api/usuarios', session)).status).toBe(403);

    const res = await t.send('POST', `/api/usuarios/${id}/perfiles`, admin, { perfilId: 7 });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ Id: expect.any(Number), message: 'La operación se ha realizado correctamente' });
    expect((await t.send('GET', '/api/usuarios', session)).status).toBe(200);
    const again = await t.send('POST', `/api/usuarios/${id}/perfiles`, admin, { perfilId: 7 });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('El usuario ya tiene ese perfil');

    expect((await t.send('DELETE', `/api/usuarios/${id}/perfiles/7`, admin)).status).toBe(204);
    expect((await t.send('GET', '/api/usuarios', session)).status).toBe(403);
    const gone = await t.send('DELETE', `/api/usuarios/${id}/perfiles/7`, admin);
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe('El usuario no tiene ese perfil');
  });

  it('assigns per-project profiles only with a project, and removes them per project', async () => {
    const id = await create(unique());
    const post = (b: unknown) => t.send('POST', `/api/usuarios/${id}/perfiles`, admin, b);
    const noProject = await post({ perfilId: 1 });
    expect(noProject.status).toBe(422);
    expect((await json(noProject)).errors).toEqual({ proyectoId: ['Este perfil se asigna por proyecto: indique el proyecto'] });
    const generalWithProject = await post({ perfilId: 5, proyectoId: 3 });
    expect((await json(generalWithProject)).errors).toEqual({
      proyectoId: ['Este perfil se asigna para todo el sistema: no admite proyecto'],
    });
    expect((await json(await post({ perfilId: 999 }))).errors).toEqual({ perfilId: ['El perfil no existe'] });
    expect((await json(await post({}))).errors).toEqual({ perfilId: ['Este campo es obligatorio'] });
    // A project that is not there cannot be given (nothing is written).
    const sinProyecto = await post({ perfilId: 1, proyectoId: 3 });
    expect(sinProyecto.status).toBe(422);
    expect((await json(sinProyecto)).errors).toEqual({ proyectoId: ['El proyecto no existe'] });
    await proyectosDePrueba(t.db);
    expect((await post({ perfilId: 1, proyectoId: 3 })).status).toBe(201);
    expect((await post({ perfilId: 1, proyectoId: 4 })).status).toBe(201);
    expect((await post({ perfilId: 1, proyectoId: 3 })).status).toBe(409);
    const perfiles = (await json(await t.send('GET', `/api/usuarios/${id}`, admin))).Perfiles;
    expect(perfiles.map((p: Json) => [p.Clave, p.Proyecto.Id])).toEqual([
      ['REPRE', 3],
      ['REPRE', 4],
    ]);
    expect((await t.send('DELETE', `/api/usuarios/${id}/perfiles/1`, admin)).status).toBe(404);
    expect((await t.send('DELETE', `/api/usuarios/${id}/perfiles/1/proyectos/3`, admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/usuarios/${id}/perfiles/1/proyectos/3`, admin)).status).toBe(404);
    const left = (await json(await t.send('GET', `/api/usuarios/${id}`, admin))).Perfiles;
    expect(left.map((p: Json) => p.Proyecto.Id)).toEqual([4]);
    expect((await t.send('POST', '/api/usuarios/99999/perfiles', admin, { perfilId: 5 })).status).toBe(404);
  });
});

describe('POST /usuarios/{usuarioId}/etiquetas/reasignar', () => {
  it('replaces the tags with user tags of the instance only', async () => {
    const id = await create(unique());
    const tags = (await json(await t.send('GET', '/api/usuarios/etiquetas', admin))).Registros as Array<{
      Id: number;
      Nombre: string;
    }>;
    const [a, b, c] = tags.map((e) => e.Id) as [number, number, number];
    const reassign = (etiquetas: unknown) => t.send('POST', `/api/usuarios/${id}/etiquetas/reasignar`, admin, { etiquetas });
    const first = await reassign([a, b, a]);
    expect(first.status).toBe(200);
    expect((await json(first)).Etiquetas.map((e: Json) => e.Id).sort()).toEqual([a, b].sort());
    await reassign([c]);
    expect((await json(await t.send('GET', `/api/usuarios/${id}`, admin))).Etiquetas.map((e: Json) => e.Id)).toEqual([c]);
    const filtered = await json(await t.send('GET', `/api/usuarios?etiquetaId=${c}&campos=Id`, admin));
    expect(filtered.Registros.map((r: Json) => r.Id)).toContain(id);
    const [other] = await t.db
      .insert(etiquetas)
      .values({
        instanciaId: 'soludable',
        nombre: 'Consulta urgente',
        color: '#ff0000',
        tipoClave: 'CON',
        altaFecha: '2026-01-01',
      })
      .returning({ id: etiquetas.id });
    const wrong = await reassign([a, other?.id]);
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors).toEqual({ etiquetas: [`La etiqueta ${other?.id} no existe o no es de usuarios`] });
    expect((await reassign(['x'])).status).toBe(422);
    expect((await reassign([])).status).toBe(200);
    expect((await json(await t.send('GET', `/api/usuarios/${id}`, admin))).Etiquetas).toEqual([]);
  });
});
