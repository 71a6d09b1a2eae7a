import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acreditaciones, auditoria, ficheros, instancias, proyectos } from '../../src/db/schema/index.ts';
import { SAMPLES, text } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { type Json, json } from './helpers.ts';

// Accreditations management: GEST_CERT_ACRED reads at L and
// writes at E (the demo admin); the clock of the fixture is 2 March 2026.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let admin: Record<string, string>;
let tutor: Record<string, string>;
let repre: Record<string, string>;
let fin: number;
let aut: number;
let files: TestStorage;

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
  admin = await t.as('admin');
  tutor = await t.as('tutor');
  repre = await t.as('representante');
  fin = (await t.proyecto(DEMO.FIN)).id;
  aut = (await t.proyecto(DEMO.AUT)).id;
});
afterAll(async () => {
  await files.cleanup();
});

const datos = (over: Record<string, unknown> = {}) => ({
  proyectoId: fin,
  codigo: 'ACR-T-001',
  fechaPublicacion: '01/03/2026',
  ...over,
});
const crear = async (over: Record<string, unknown> = {}) => {
  const res = await t.send('POST', '/api/acreditaciones', admin, datos(over));
  const body = await json(res);
  if (res.status !== 201) throw new Error(`crear: ${res.status} ${JSON.stringify(body)}`);
  return body.Id as number;
};
const leer = async (id: number): Promise<Json> => json(await t.send('GET', `/api/acreditaciones/${id}`, tutor));
const cuantas = async () => (await t.db.select({ id: acreditaciones.id }).from(acreditaciones)).length;

describe('access', () => {
  it('401 without session, 403 for a project team (representante), the tutor (L) reads only, the admin (E) writes', async () => {
    const id = await crear({ codigo: 'ACR-ACCESO' });
    const [{ Id: obs }] = [
      await json(await t.send('POST', `/api/acreditaciones/${id}/observaciones`, admin, { observacion: 'x' })),
    ];
    const rutas = [
      ['GET', '/api/acreditaciones'],
      ['GET', '/api/acreditaciones/proyectosElegibles'],
      ['GET', `/api/acreditaciones/${id}`],
      ['GET', `/api/acreditaciones/${id}/observaciones`],
      ['POST', '/api/acreditaciones'],
      ['PUT', `/api/acreditaciones/${id}`],
      ['DELETE', `/api/acreditaciones/${id}`],
      ['POST', `/api/acreditaciones/${id}/observaciones`],
      ['PUT', `/api/acreditaciones/observaciones/${obs}`],
      ['DELETE', `/api/acreditaciones/observaciones/${obs}`],
    ] as const;
    for (const [method, path] of rutas) {
      const body = method === 'POST' || method === 'PUT' ? datos({ codigo: 'ACR-NUNCA', observacion: undefined }) : undefined;
      expect((await t.send(method, path, {}, body)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, repre, body)).status, `${method} ${path}`).toBe(403);
      expect((await t.send(method, path, await t.as('evaluador'), body)).status, `${method} ${path}`).toBe(403);
      if (method === 'GET') expect((await t.send(method, path, tutor)).status, `${method} ${path}`).toBe(200);
      else expect((await t.send(method, path, tutor, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await leer(id)).toMatchObject({ Codigo: 'ACR-ACCESO' });
  });

  it('404 for an accreditation or observation of another instance, whatever the caller holds', async () => {
    const id = await crear({ codigo: 'ACR-OTRA' });
    const { Id: obs } = await json(await t.send('POST', `/api/acreditaciones/${id}/observaciones`, admin, { observacion: 'x' }));
    await t.db.insert(instancias).values({
      id: 'otra-acr',
      nombre: 'Otra',
      colorPrimario: '#000000',
      colorSecundario: '#000000',
      colorAcento: '#000000',
      terminologia: {},
      altaFecha: '2026-01-01T00:00:00Z',
    });
    await t.db.update(acreditaciones).set({ instanciaId: 'otra-acr' }).where(eq(acreditaciones.id, id));
    for (const [method, path, body] of [
      ['GET', `/api/acreditaciones/${id}`],
      ['GET', `/api/acreditaciones/${id}/observaciones`],
      ['PUT', `/api/acreditaciones/${id}`, datos({ codigo: 'ACR-OTRA' })],
      ['DELETE', `/api/acreditaciones/${id}`],
      ['POST', `/api/acreditaciones/${id}/observaciones`, { observacion: 'y' }],
      ['PUT', `/api/acreditaciones/observaciones/${obs}`, { observacion: 'y' }],
      ['DELETE', `/api/acreditaciones/observaciones/${obs}`],
    ] as const) {
      const res = await t.send(method, path, admin, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = await json(await t.send('GET', '/api/acreditaciones?texto=ACR-OTRA', admin));
    expect(list.NumeroRegistros).toBe(0);
    await t.db.update(acreditaciones).set({ instanciaId: 'soludable' }).where(eq(acreditaciones.id, id));
  });
});

describe('create and read', () => {
  it('creates with a verification code, validity = publication + the process months, status by the dates, audited', async () => {
    const id = await crear({ codigo: 'ACR-T-CREA' });
    const a = await leer(id);
    expect(a).toMatchObject({
      Id: id,
      Codigo: 'ACR-T-CREA',
      Proyecto: { Id: fin, Codigo: expect.stringMatching(/^PRY-/), FaseClave: 'FIN-INI' },
      Centro: { Id: expect.any(Number), Nombre: expect.any(String) },
      FechaPublicacion: '2026-03-01',
      FechaVigencia: '2029-03-01',
      FechaRevocacion: null,
      FechaSuspension: null,
      EstadoClave: 'VIG',
      Situacion: 'VIGENTE',
      FicheroPublico: null,
      FicheroPrivado: null,
      Auditoria: { Alta: { Nombre: expect.any(String) }, Modificacion: null },
    });
    expect(a.CSV).toMatch(/^ACR(-[2-9A-HJKMNP-TV-Z]{5}){5}$/);
    const [entrada] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'acreditacion'), eq(auditoria.entidadId, String(id)), eq(auditoria.accion, 'CREAR')));
    expect(entrada?.cambios).toContain('ACR-T-CREA');
    // A later publication is pending; a given validity wins over the default.
    const pre = await leer(await crear({ codigo: 'ACR-T-PRE', fechaPublicacion: '01/04/2026', fechaVigencia: '31/12/2026' }));
    expect(pre).toMatchObject({ EstadoClave: 'PRE', FechaVigencia: '2026-12-31', Situacion: 'NO_PUBLICADA' });
  });

  it('copies the level of the project published evaluation', async () => {
    const [eva] = await t.db.select().from(proyectos).where(eq(proyectos.id, fin));
    expect(eva).toBeTruthy();
    const { autoevaluaciones } = await import('../../src/db/schema/index.ts');
    await t.db
      .update(autoevaluaciones)
      .set({ nivelClave: 'ORO', nivelNombre: 'Oro', fechaPublicacion: '2026-02-01' })
      .where(and(eq(autoevaluaciones.proyectoId, fin), eq(autoevaluaciones.faseClave, 'EVA-INI')));
    const a = await leer(await crear({ codigo: 'ACR-T-NIVEL' }));
    expect(a.Nivel).toEqual({ Clave: 'ORO', Nombre: 'Oro' });
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const before = await cuantas();
    const casos: Array<[Record<string, unknown>, number, string, string]> = [
      [
        { proyectoId: aut },
        422,
        'proyectoId',
        'El proyecto no admite acreditación: debe estar en curso en una de las fases FIN-INI, AUT-SEG, EVA-SEG, AUT-SEG-EST, EVA-SEG-EST, FIN-SEG',
      ],
      [{ proyectoId: 999999 }, 422, 'proyectoId', 'El proyecto no existe'],
      [{ proyectoId: 'uno' }, 422, 'proyectoId', 'Solo números enteros positivos'],
      [{ proyectoId: undefined }, 422, 'proyectoId', 'Este campo es obligatorio'],
      [{ codigo: '' }, 422, 'codigo', 'Este campo es obligatorio'],
      [{ fechaPublicacion: undefined }, 422, 'fechaPublicacion', 'Este campo es obligatorio'],
      [{ fechaPublicacion: '31/02/2026' }, 422, 'fechaPublicacion', 'Formato fecha no válido'],
      [
        { fechaVigencia: '28/02/2026' },
        422,
        'fechaVigencia',
        'La fecha de vigencia no puede ser anterior a la fecha de publicación',
      ],
      [
        { fechaRevocacion: '01/01/2026' },
        422,
        'fechaRevocacion',
        'La fecha de revocación no puede ser anterior a la fecha de publicación',
      ],
      [
        { fechaSuspension: '01/01/2026' },
        422,
        'fechaSuspension',
        'La fecha de suspensión no puede ser anterior a la fecha de publicación',
      ],
      [{ estado: 'XX' }, 422, 'estado', 'Estado no válido: PRE, VIG, REV o CAD'],
    ];
    for (const [over, status, campo, message] of casos) {
      const res = await t.send('POST', '/api/acreditaciones', admin, datos({ codigo: 'ACR-MAL', ...over }));
      const body = await json(res);
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(body.errors?.[campo], JSON.stringify(body)).toContain(message);
    }
    await crear({ codigo: 'ACR-DUP' });
    const dup = await t.send('POST', '/api/acreditaciones', admin, datos({ codigo: 'ACR-DUP' }));
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('Ya existe una acreditación con ese código');
    expect(await cuantas()).toBe(before + 1);
    expect((await t.send('GET', '/api/acreditaciones/999999', admin)).status).toBe(404);
    expect((await json(await t.send('GET', '/api/acreditaciones/999999', admin))).message).toBe('La acreditación no existe');
  });
});

describe('edit, revoke, delete', () => {
  it('edits with the version read; an older version is a 409; revoking turns it REV', async () => {
    const id = await crear({ codigo: 'ACR-T-EDIT' });
    const a = await leer(id);
    const put = (body: Record<string, unknown>) => t.send('PUT', `/api/acreditaciones/${id}`, admin, body);
    const res = await put(datos({ codigo: 'ACR-T-EDIT', fechaRevocacion: '02/03/2026', version: a.Version }));
    expect(res.status).toBe(200);
    // The test clock stands still: someone else's later save is written by hand.
    await t.db.update(acreditaciones).set({ modificacionFecha: '2026-03-02T11:00:00.000Z' }).where(eq(acreditaciones.id, id));
    const b = await json(res);
    expect(b).toMatchObject({
      message: 'La operación se ha realizado correctamente',
      EstadoClave: 'REV',
      Situacion: 'REVOCADA',
      CSV: a.CSV,
    });
    const stale = await put(datos({ codigo: 'ACR-T-EDIT', version: a.Version }));
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toMatch(/Otra persona ha modificado la acreditación/);
    // A chosen status wins over the dates; changing to a non-eligible project is refused.
    expect(
      (await json(await put(datos({ codigo: 'ACR-T-EDIT', estado: 'VIG', fechaSuspension: '02/03/2026' })))).EstadoClave,
    ).toBe('VIG');
    expect((await put(datos({ codigo: 'ACR-T-EDIT', proyectoId: aut }))).status).toBe(422);
    // Its project moving on does not stop editing it (eligibility is checked when the project is chosen).
    await t.db.update(proyectos).set({ estadoClave: 'FIN' }).where(eq(proyectos.id, fin));
    expect((await put(datos({ codigo: 'ACR-T-EDIT' }))).status).toBe(200);
    expect((await t.send('POST', '/api/acreditaciones', admin, datos({ codigo: 'ACR-T-NO' }))).status).toBe(422);
    await t.db.update(proyectos).set({ estadoClave: 'CURSO' }).where(eq(proyectos.id, fin));
    const entradas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'acreditacion'), eq(auditoria.entidadId, String(id)), eq(auditoria.accion, 'MODIFICAR')));
    expect(entradas.length).toBeGreaterThanOrEqual(2);
  });

  it('observations: add, edit, list, delete; 422 without text; 404 when unknown', async () => {
    const id = await crear({ codigo: 'ACR-T-OBS' });
    const add = await t.send('POST', `/api/acreditaciones/${id}/observaciones`, admin, { observacion: 'Revisar el sello' });
    expect(add.status).toBe(201);
    const { Id } = await json(add);
    expect((await t.send('PUT', `/api/acreditaciones/observaciones/${Id}`, admin, { observacion: 'Revisado' })).status).toBe(200);
    const list = await json(await t.send('GET', `/api/acreditaciones/${id}/observaciones`, tutor));
    expect(list.Registros).toMatchObject([{ Id, Observacion: 'Revisado' }]);
    const vacia = await t.send('POST', `/api/acreditaciones/${id}/observaciones`, admin, { observacion: ' ' });
    expect(vacia.status).toBe(422);
    expect((await json(vacia)).errors.observacion).toContain('Este campo es obligatorio');
    expect((await t.send('DELETE', `/api/acreditaciones/observaciones/${Id}`, admin)).status).toBe(204);
    const gone = await t.send('PUT', `/api/acreditaciones/observaciones/${Id}`, admin, { observacion: 'x' });
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe('La observación no existe');
  });

  it('certificates: PDF only, one of each, replacing; the record names them; delete removes files and observations', async () => {
    const id = await crear({ codigo: 'ACR-T-PDF' });
    const subir = (bytes: Uint8Array, nombre: string, tipoClave: string) => {
      const fd = new FormData();
      fd.append('acreditacionId', String(id));
      fd.append('nombreFisico[0]', nombre);
      fd.append('tipoClave[0]', tipoClave);
      fd.append('contenidoBinario[0]', new File([bytes as Uint8Array<ArrayBuffer>], nombre));
      return t.app.request('/api/ficheros', { method: 'POST', headers: admin, body: fd });
    };
    const pdf = text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const png = await subir(SAMPLES.png, 'sello.png', 'CER_PUB');
    expect(png.status).toBe(415);
    expect((await json(png)).message).toMatch(/sello\.png/);
    expect((await subir(pdf, 'publico.pdf', 'ACT')).status).toBe(422);
    expect((await subir(pdf, 'publico.pdf', 'CER_PUB')).status).toBe(201);
    expect((await subir(pdf, 'privado.pdf', 'CER_PRV')).status).toBe(201);
    const a = await leer(id);
    expect(a.FicheroPublico).toMatchObject({ NombreFisico: 'publico.pdf', Kb: 0 });
    expect(a.FicheroPrivado).toMatchObject({ NombreFisico: 'privado.pdf' });
    expect((await subir(pdf, 'privado-2.pdf', 'CER_PRV')).status).toBe(201);
    const b = await leer(id);
    expect(b.FicheroPrivado.NombreFisico).toBe('privado-2.pdf');
    expect(await t.db.select().from(ficheros).where(eq(ficheros.acreditacionId, id))).toHaveLength(2);
    // The team of a project cannot upload to it nor download it.
    const prv = await t.send('GET', `/api/ficheros/${b.FicheroPrivado.Id}`, repre);
    expect(prv.status).toBe(403);
    expect((await t.send('GET', `/api/ficheros/${b.FicheroPrivado.Id}`, tutor)).status).toBe(200);
    await t.send('POST', `/api/acreditaciones/${id}/observaciones`, admin, { observacion: 'x' });
    expect((await t.send('DELETE', `/api/acreditaciones/${id}`, admin)).status).toBe(204);
    expect((await t.send('GET', `/api/acreditaciones/${id}`, admin)).status).toBe(404);
    expect(await t.db.select().from(ficheros).where(eq(ficheros.acreditacionId, id))).toHaveLength(0);
    const [borrado] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'acreditacion'), eq(auditoria.entidadId, String(id)), eq(auditoria.accion, 'ELIMINAR')));
    expect(borrado).toBeTruthy();
  });
});
