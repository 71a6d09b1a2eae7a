import { beforeAll, describe, expect, it } from 'vitest';
import { createSolicitudesTestApp } from '../fixtures/solicitudes.ts';
import { altaForm, createAltaTestApp } from '../fixtures/solicitudes-alta.ts';
import { json } from './helpers.ts';
import { nuevoUsuario } from './usuarios-helpers.ts';

// A client written against the specification sends the fields as the spec spells them (CIF,
// NICA, userName, objetoAmbitos, the clone flags Perfiles…); it must get what a client using
// the API's own camelCase gets.

type T = Awaited<ReturnType<typeof createSolicitudesTestApp>>;
let t: T;
let gestor: Record<string, string>;
beforeAll(async () => {
  t = await createSolicitudesTestApp();
  gestor = await t.as('gestor');
});

/** The reply without what differs between two equal records (ids, audit dates). */
const sinIds = ({ Id: _id, Auditoria: _a, ...rest }: Record<string, unknown>) => rest;

describe('centros: CIF', () => {
  const centro = (over: Record<string, unknown>) => ({
    nombre: 'Centro de Salud Norte',
    codigoPostal: '28001',
    provinciaId: 28,
    municipioId: 28079,
    ...over,
  });
  it('POST and PUT take CIF as cif; the record is the same', async () => {
    const admin = t.admin;
    const porSpec = await json(await t.send('POST', '/api/centros', admin, centro({ CIF: 'A58818501' })));
    const propio = await json(await t.send('POST', '/api/centros', admin, centro({ cif: 'Q2826000H', nombre: 'Otro' })));
    const a = await json(await t.send('GET', `/api/centros/${porSpec.Id}`, admin));
    const b = await json(await t.send('GET', `/api/centros/${propio.Id}`, admin));
    expect(a.CIF).toBe('A58818501');
    expect(b.CIF).toBe('Q2826000H');
    const put = await t.send('PUT', `/api/centros/${porSpec.Id}`, admin, centro({ CIF: 'a58818501', cif: 'a58818501' }));
    expect(put.status).toBe(200);
  });
  it('both spellings with different values: 422 naming both; a bad CIF is reported under CIF', async () => {
    const both = await t.send('POST', '/api/centros', t.admin, centro({ CIF: 'A58818501', cif: 'Q2826000H' }));
    expect(both.status).toBe(422);
    expect((await json(both)).errors).toEqual({
      CIF: ['«CIF» y «cif» son el mismo campo escrito de dos formas, con valores distintos: envíe solo uno'],
    });
    const bad = await t.send('POST', '/api/centros', t.admin, centro({ CIF: 'X1' }));
    expect((await json(bad)).errors).toEqual({ CIF: ['CIF no válido'] });
    const typo = await t.send('POST', '/api/centros', t.admin, centro({ Cif: 'A58818501' }));
    expect((await json(typo)).errors).toEqual({ Cif: ['Campo no permitido'] });
  });
});

describe('solicitudes: CIF and NICA', () => {
  const datos = (over: Record<string, unknown>) => ({
    nombre: 'Colegio Editado',
    direccion: 'Calle Nueva 2',
    codigoPostal: '28002',
    provinciaId: 28,
    municipioId: 28079,
    ambitoId: t.ambitoId,
    fechaInicio: '15/05/2026',
    matricula: 'MAT-9',
    usuarioTutorId: t.tutorId,
    usuarioAdministrativoId: t.gestorId,
    ...over,
  });
  it('PUT /solicitudes/{id} with CIF and NICA saves what cif and nica save', async () => {
    const [a, b] = [await t.crearSolicitud(), await t.crearSolicitud()];
    const spec = await t.send('PUT', `/api/solicitudes/${a}`, gestor, datos({ CIF: 'A58818501', NICA: '3,41' }));
    const propio = await t.send('PUT', `/api/solicitudes/${b}`, gestor, datos({ cif: 'A58818501', nica: '3,41' }));
    expect([spec.status, propio.status]).toEqual([200, 200]);
    const ra = await json(await t.send('GET', `/api/solicitudes/${a}`, gestor));
    const rb = await json(await t.send('GET', `/api/solicitudes/${b}`, gestor));
    expect(ra.CIF).toBe('A58818501');
    expect(ra.NICA).toEqual(rb.NICA);
    expect(ra.CIF).toBe(rb.CIF);
    const bad = await t.send('PUT', `/api/solicitudes/${a}`, gestor, datos({ CIF: 'A58818501', NICA: '999' }));
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors)).toEqual(['NICA']);
  });
});

const MEM = { tipoClave: 'MEM', name: 'memoria.pdf' };

describe('POST /solicitudes: CIF and NICA', () => {
  it('the wizard payload with the spec spellings registers the same request', async () => {
    const a = await createAltaTestApp();
    const { cif, nica, ...resto } = a.payload();
    const spec = await a.enviar(altaForm({ ...resto, CIF: cif, NICA: nica }, [MEM]));
    const propio = await a.enviar(altaForm(a.payload({ nombre: 'Otro hotel', cif: 'A58818501' }), [MEM]));
    expect([spec.status, propio.status]).toEqual([201, 201]);
    const staff = await a.as('gestor');
    const leida = await json(await a.send('GET', `/api/solicitudes/${(await json(spec)).Id}`, staff));
    expect(leida.CIF).toBe('B12345674');
    expect(leida.NICA).toBeTruthy();
    const both = await a.enviar(altaForm({ ...resto, CIF: cif, cif: 'A58818501' }, [MEM]));
    expect(both.status).toBe(422);
  });
});

describe('usuarios: userName', () => {
  it('POST, PUT and PATCH take userName as username', async () => {
    const spec = await t.send(
      'POST',
      '/api/usuarios',
      t.admin,
      nuevoUsuario({ email: 'spec@example.es', userName: 'Spec.User' }),
    );
    expect(spec.status).toBe(201);
    const id = (await json(spec)).Id;
    expect((await json(await t.send('GET', `/api/usuarios/${id}`, t.admin))).UserName).toBe('spec.user');
    const patch = await t.send('PATCH', `/api/usuarios/${id}`, t.admin, { userName: 'otro.nombre' });
    expect(patch.status).toBe(200);
    expect((await json(await t.send('GET', `/api/usuarios/${id}`, t.admin))).UserName).toBe('otro.nombre');
    const bad = await t.send('PATCH', `/api/usuarios/${id}`, t.admin, { userName: 'con espacio' });
    expect(Object.keys((await json(bad)).errors)).toEqual(['userName']);
    const both = await t.send('PATCH', `/api/usuarios/${id}`, t.admin, { userName: 'a.b', username: 'c.d' });
    expect(both.status).toBe(422);
    const same = await t.send('PATCH', `/api/usuarios/${id}`, t.admin, { userName: 'a.b', username: 'a.b' });
    expect(same.status).toBe(200);
  });
  it('GET /usuarios reads PermisoClave as permisoClave', async () => {
    const names = async (q: string) =>
      ((await json(await t.send('GET', `/api/usuarios?${q}&campos=UserName`, t.admin))).Registros as { UserName: string }[])
        .map((u) => u.UserName)
        .sort();
    expect(await names('PermisoClave=GEST_CONSULTAS')).toEqual(await names('permisoClave=GEST_CONSULTAS'));
    expect((await t.send('GET', '/api/usuarios?PermisoClave=A&permisoClave=B', t.admin)).status).toBe(400);
  });
});

describe('reassignment calls: objeto<Lista>', () => {
  it('bloques/{id}/ambitos/reasignar takes objetoAmbitos as ambitos', async () => {
    const manualId = await t.crearManual();
    const bloqueId = await t.crearBloque(manualId);
    const amb = await t.crearAmbito('Urgencias');
    const path = `/api/bloques/${bloqueId}/ambitos/reasignar`;
    const spec = await json(await t.send('POST', path, t.admin, { objetoAmbitos: [amb] }));
    const propio = await json(await t.send('POST', path, t.admin, { ambitos: [amb] }));
    expect(spec).toEqual(propio);
    expect(spec.Ambitos).toEqual([{ Id: amb, Nombre: 'Urgencias' }]);
    const both = await t.send('POST', path, t.admin, { objetoAmbitos: [amb], ambitos: [] });
    expect(both.status).toBe(422);
    expect(Object.keys((await json(both)).errors)).toEqual(['objetoAmbitos']);
  });
  it('manuales etiquetas/reasignar and usuarios etiquetas/reasignar take objetoEtiquetas', async () => {
    const manualId = await t.crearManual();
    const etiqueta = async (nombre: string, tipoClave: string) =>
      (await json(await t.send('POST', '/api/etiquetas', t.admin, { nombre, color: '#112233', tipoClave }))).Id as number;
    const man = await etiqueta('Revisado', 'MAN');
    const res = await t.send('POST', `/api/manuales/${manualId}/etiquetas/reasignar`, t.admin, { objetoEtiquetas: [man] });
    expect(res.status).toBe(200);
    expect((await json(res)).Etiquetas).toMatchObject([{ Id: man, Nombre: 'Revisado' }]);
    const usu = await etiqueta('Formador', 'USU');
    const path = `/api/usuarios/${t.tutorId}/etiquetas/reasignar`;
    const viaSpec = await t.send('POST', path, t.admin, { objetoEtiquetas: [usu] });
    expect(viaSpec.status).toBe(200);
    expect((await json(viaSpec)).Etiquetas).toMatchObject([{ Id: usu }]);
  });
  it('every …/reasignar route documents objeto<Field> in the OpenAPI document', async () => {
    const doc = await json(await t.app.request('/api/openapi.json'));
    const resolve = (s: { $ref?: string; properties?: Record<string, unknown> }) =>
      s.$ref ? doc.components.schemas[s.$ref.split('/').pop() as string] : s;
    const reasignar = Object.entries(doc.paths as Record<string, Record<string, { requestBody?: Json }>>).filter(([p]) =>
      p.endsWith('/reasignar'),
    );
    expect(reasignar.length).toBeGreaterThan(10);
    for (const [path, ops] of reasignar) {
      const props = Object.keys(resolve(ops.post?.requestBody.content['application/json'].schema).properties ?? {});
      const field = props.find((p) => !p.startsWith('objeto')) as string;
      expect(props, path).toContain(`objeto${field.charAt(0).toUpperCase()}${field.slice(1)}`);
    }
  });
});

describe('procesos: clone flags and file types', () => {
  it('GET procesos/{id}?Perfiles=false omits the profiles as perfiles=false does', async () => {
    const id = await t.crearProceso();
    const spec = await json(await t.send('GET', `/api/procesos/${id}?Perfiles=false&TiposFichero=false`, t.admin));
    const propio = await json(await t.send('GET', `/api/procesos/${id}?perfiles=false&tiposFichero=false`, t.admin));
    expect(spec).not.toHaveProperty('Perfiles');
    expect(spec).not.toHaveProperty('TiposFichero');
    expect(spec).toHaveProperty('FasesProyecto');
    expect(sinIds(spec)).toEqual(sinIds(propio));
    const all = await json(
      await t.send(
        'GET',
        `/api/procesos/${id}?Perfiles=false&TiposFichero=false&FasesProyecto=false&Ambitos=false&PlantillasNotificaciones=false`,
        t.admin,
      ),
    );
    for (const k of ['Perfiles', 'TiposFichero', 'FasesProyecto', 'Ambitos', 'PlantillasNotificaciones']) {
      expect(all).not.toHaveProperty(k);
    }
    const both = await t.send('GET', `/api/procesos/${id}?Perfiles=false&perfiles=true`, t.admin);
    expect(both.status).toBe(400);
    expect((await json(both)).errors).toHaveProperty('Perfiles');
  });
  it('PUT tiposFichero/{clave} without procesoId when the key is unique; 409 asking for procesoId when not', async () => {
    const a = await t.crearProceso();
    const b = await t.crearProceso();
    const tipo = { clave: 'UNICO', nombre: 'Único' };
    expect((await t.send('POST', `/api/procesos/${a}/tiposFichero`, t.admin, tipo)).status).toBe(201);
    const put = await t.send('PUT', '/api/tiposFichero/UNICO', t.admin, { ...tipo, nombre: 'Renombrado' });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ Clave: 'UNICO', Nombre: 'Renombrado' });
    expect((await t.send('POST', `/api/procesos/${b}/tiposFichero`, t.admin, tipo)).status).toBe(201);
    const ambiguous = await t.send('PUT', '/api/tiposFichero/UNICO', t.admin, tipo);
    expect(ambiguous.status).toBe(409);
    expect((await json(ambiguous)).message).toBe(
      'Hay varios procesos con un tipo de fichero «UNICO»: indique cuál con el parámetro procesoId',
    );
    expect((await t.send('PUT', `/api/tiposFichero/UNICO?procesoId=${b}`, t.admin, tipo)).status).toBe(200);
    expect((await t.send('PUT', '/api/tiposFichero/NINGUNO', t.admin, { clave: 'NINGUNO', nombre: 'X' })).status).toBe(404);
    expect((await t.send('PUT', '/api/tiposFichero/UNICO', await t.as('tutor'), tipo)).status).toBe(403);
  });
  it('GET and PUT tiposFichero/{clave} without procesoId take the only open process that uses the key', async () => {
    const cerrado = await t.crearProceso({
      codigo: 'TFC',
      nombre: 'Cerrado',
      fechaApertura: '2020-01-01',
      fechaCierre: '2020-12-31',
    });
    const abierto = await t.crearProceso({ codigo: 'TFA', nombre: 'Abierto' });
    const tipo = { clave: 'ABIERTO', nombre: 'Del abierto' };
    expect(
      (await t.send('POST', `/api/procesos/${cerrado}/tiposFichero`, t.admin, { ...tipo, nombre: 'Del cerrado' })).status,
    ).toBe(201);
    expect((await t.send('POST', `/api/procesos/${abierto}/tiposFichero`, t.admin, tipo)).status).toBe(201);
    const get = await t.send('GET', '/api/tiposFichero/ABIERTO', t.admin);
    expect(get.status).toBe(200);
    expect(await json(get)).toMatchObject({ Clave: 'ABIERTO', Nombre: 'Del abierto' });
    expect((await t.send('PUT', '/api/tiposFichero/ABIERTO', t.admin, { ...tipo, nombre: 'Cambiado' })).status).toBe(200);
    const delCerrado = await json(await t.send('GET', `/api/tiposFichero/ABIERTO?procesoId=${cerrado}`, t.admin));
    expect(delCerrado).toMatchObject({ Nombre: 'Del cerrado' });
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON
type Json = any;
