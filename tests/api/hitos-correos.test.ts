import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../scripts/lib/firma-desarrollo.ts';
import { acreditaciones, correos, instancias, usuarios } from '../../src/db/schema/index.ts';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { SEGUIMIENTO_DEMO } from '../../src/db/seed/seguimiento-demo.ts';
import { avisarEmisiones } from '../../src/domain/acreditaciones/emision.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import { sumarDias, todayIso } from '../../src/domain/shared/fechas.ts';
import { avisarSubsanaciones } from '../../src/domain/subsanacion/plazos.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { darPerfil } from '../fixtures/perfiles.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';
import { completarPendientes } from './seguimiento-fixture.ts';

// The milestone mails (each queued in the batch of its change, each with links built from
// PUBLIC_URL, never from the request's Host): finished self-assessment, correction round and
// its reminder, publication, certificate issued, follow-up opened. Who gets each is listed by
// hand; a change that fails queues nothing.

const PUBLIC_URL = 'https://acredita.example';
const HOST_AJENO = { Host: 'atacante.example', 'X-Forwarded-Host': 'atacante.example' };

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let dir: string;
const entorno: Record<string, string | undefined> = {};

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, { ...(await t.as(who)), ...HOST_AJENO }, body);
const es = (iso: string) => iso.split('-').reverse().join('/');
const hoy = () => todayIso(t.clock.now());
/** The mails these tests caused: the demo's own steps (its publications, its follow-up opening) mail too. */
let delDemo: number[] = [];
const correosDe = (plantilla: string) =>
  t.db
    .select()
    .from(correos)
    .where(and(eq(correos.plantilla, plantilla), notInArray(correos.id, delDemo)));
/** The mails these tests caused whose template matches `patron` (SQL like). */
const correosComo = (patron: string) =>
  t.db
    .select()
    .from(correos)
    .where(and(like(correos.plantilla, patron), notInArray(correos.id, delDemo)));
const paraDe = async (plantilla: string) => (await correosDe(plantilla)).map((c) => c.para).sort();

/** Every link of a mail, from its text version: all must start with PUBLIC_URL. */
function enlaces(c: { texto: string; html: string }): string[] {
  const urls = c.texto.match(/https?:\/\/\S+/g) ?? [];
  expect(c.html).not.toContain('atacante.example');
  expect(c.texto).not.toContain('__');
  for (const u of urls) expect(u.startsWith(`${PUBLIC_URL}/`), u).toBe(true);
  return urls;
}

async function ctxDe(userName: string): Promise<DomainContext> {
  const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
  const [instancia] = await t.db.select().from(instancias);
  if (!u || !instancia) throw new Error('demo seed missing');
  return { db: t.db, actor: await actorFor(t.db, u), instancia, clock: t.clock };
}

beforeAll(async () => {
  for (const k of ['PUBLIC_URL', 'FICHEROS_DIR', 'FIRMA_P12_BASE64', 'FIRMA_P12_CLAVE']) entorno[k] = process.env[k];
  dir = await mkdtemp(join(tmpdir(), 'acredita-hitos-'));
  process.env.PUBLIC_URL = PUBLIC_URL;
  process.env.FICHEROS_DIR = dir;
  process.env.FIRMA_P12_BASE64 = Buffer.from(crearP12Desarrollo('prueba')).toString('base64');
  process.env.FIRMA_P12_CLAVE = 'prueba';
  t = await createProyectosTestApp();
  delDemo = (await t.db.select({ id: correos.id }).from(correos)).map((c) => c.id);
}, 60_000);
afterAll(async () => {
  for (const [k, v] of Object.entries(entorno)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await rm(dir, { recursive: true, force: true });
});

describe('self-assessment finished', () => {
  it('a finish refused (something missing) queues no mail', async () => {
    const aut = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
    expect((await send('PUT', `/autoevaluaciones/${aut}/finalizar`, 'representante')).status).toBe(409);
    expect(await correosComo('autoevaluacion-finalizada%')).toEqual([]);
  });

  it('without an evaluation team: the tutor is asked to staff it, the centre told the agency will assign it', async () => {
    const p = await t.proyecto(DEMO.LISTO);
    const res = await send('PUT', `/autoevaluaciones/${p.autoevaluaciones['AUT-INI']}/finalizar`, 'representante3');
    expect(res.status, await res.clone().text()).toBe(200);
    const eva = (await t.proyecto(DEMO.LISTO)).autoevaluaciones['EVA-INI'] as number;
    expect(eva).toBeGreaterThan(0);

    const [tutor, ...otros] = await correosDe('autoevaluacion-finalizada');
    expect(otros).toEqual([]);
    expect(tutor?.para).toBe('tutor@soludable.demo');
    expect(enlaces(tutor as NonNullable<typeof tutor>)).toEqual([`${PUBLIC_URL}/proyecto/${p.id}`]);
    expect(tutor?.texto).toContain('todavía no tiene equipo evaluador');

    const [centro, ...mas] = await correosDe('autoevaluacion-finalizada:centro');
    expect(mas).toEqual([]);
    expect(centro?.para).toBe('representante3@soludable.demo');
    expect(enlaces(centro as NonNullable<typeof centro>)).toEqual([`${PUBLIC_URL}/evaluacion/${eva}`]);
    expect(centro?.html).toContain(`href="${PUBLIC_URL}/evaluacion/${eva}"`);
    expect(centro?.texto).toContain('La agencia asignará el equipo evaluador de su proyecto.');
    expect(centro?.texto).not.toContain('se pondrá en contacto');

    // Finishing again fails and queues nothing more.
    expect((await send('PUT', `/autoevaluaciones/${p.autoevaluaciones['AUT-INI']}/finalizar`, 'representante3')).status).toBe(
      409,
    );
    expect(await correosComo('autoevaluacion-finalizada%')).toHaveLength(2);
  });

  it('with an evaluation team: each evaluator gets the evaluation area, the centre the promise of contact', async () => {
    const p = await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia);
    await darPerfil(t, 'jefeevaluacion', 'JEFE_EVACN', p.id);
    await darPerfil(t, 'evaluador', 'EVAL', p.id);
    const actual = p.autoevaluaciones['AUT-SEG'] as number;
    await completarPendientes(t, send, actual, 'representante4');
    const antes = (await correosDe('autoevaluacion-finalizada')).length;
    expect((await send('PUT', `/autoevaluaciones/${actual}/finalizar`, 'representante4')).status).toBe(200);
    const eva = (await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia)).autoevaluaciones['EVA-SEG'] as number;
    const nuevos = (await correosDe('autoevaluacion-finalizada')).slice(antes);
    expect(nuevos.map((c) => c.para).sort()).toEqual(
      ['evaluador@soludable.demo', 'jefeevaluacion@soludable.demo', 'tutor@soludable.demo'].sort(),
    );
    for (const c of nuevos) {
      const esperado = c.para === 'tutor@soludable.demo' ? `/proyecto/${p.id}` : `/evaluacion/${eva}`;
      expect(enlaces(c)).toEqual([`${PUBLIC_URL}${esperado}`]);
    }
    const centro = (await correosDe('autoevaluacion-finalizada:centro')).filter(
      (c) => c.para === 'representante4@soludable.demo',
    );
    expect(centro).toHaveLength(1);
    expect(centro[0]?.texto).toContain('El equipo evaluador del proyecto se pondrá en contacto con usted');
    expect(enlaces(centro[0] as NonNullable<(typeof centro)[0]>)).toEqual([`${PUBLIC_URL}/evaluacion/${eva}`]);
  });
});

describe('correction round', () => {
  let aut: number;
  let eva: number;

  beforeAll(async () => {
    const p = await t.proyecto(EVALUACIONES_DEMO.PENDIENTE);
    aut = p.autoevaluaciones['AUT-INI'] as number;
    eva = p.autoevaluaciones['EVA-INI'] as number;
    await darPerfil(t, 'autoevaluador', 'AUTOEVAL', p.id);
  });

  it('opening it mails the centre’s team with its deadline and the round’s page; a refused open mails nothing', async () => {
    const { Registros } = await json(
      await send('GET', `/autoevaluaciones/${aut}/estandares?registrosPorPagina=1`, 'autoevaluador'),
    );
    const estandarId = Registros[0].EstandarId as number;
    // Not the demo round's deadline (20 days ahead), so the reminders below are this round's.
    const fechaLimite = sumarDias(hoy(), 25);
    const res = await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'jefeevaluacion', {
      estandares: [{ estandarId, comentario: 'Aporte el registro' }],
      fechaLimite: es(fechaLimite),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [c, ...otros] = await correosDe('subsanacion:apertura');
    expect(otros).toEqual([]);
    expect(c?.para).toBe('autoevaluador@soludable.demo');
    expect(c?.texto).toContain(es(fechaLimite));
    expect(enlaces(c as NonNullable<typeof c>)).toEqual([`${PUBLIC_URL}/autoevaluacion/${aut}/subsanacion`]);
    // A second round while this one is open: 409, nothing queued.
    const otra = await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'jefeevaluacion', {
      estandares: [{ estandarId, comentario: 'Otra vez' }],
    });
    expect(otra.status).toBe(409);
    expect(await correosDe('subsanacion:apertura')).toHaveLength(1);
  });

  it('its deadline near: the scheduled job reminds once per threshold, with the same link (injected clock)', async () => {
    const limite = sumarDias(hoy(), 25);
    const mios = () =>
      t.db
        .select()
        .from(correos)
        .where(and(like(correos.plantilla, 'subsanacion:%:%'), eq(correos.para, 'autoevaluador@soludable.demo')));
    const run = async (dias: number) => {
      await avisarSubsanaciones({
        db: t.db,
        clock: { now: () => new Date(`${sumarDias(limite, -dias)}T09:00:00Z`) },
        origen: PUBLIC_URL,
      });
      return (await mios()).length;
    };
    expect(await run(8)).toBe(0);
    expect(await run(7)).toBe(1);
    expect(await run(7)).toBe(1);
    expect(await run(1)).toBe(2);
    expect(await run(1)).toBe(2);
    const avisos = await mios();
    for (const a of avisos) expect(enlaces(a)).toEqual([`${PUBLIC_URL}/autoevaluacion/${aut}/subsanacion`]);
  });
});

describe('evaluation published, certificate issued, follow-up opened', () => {
  let proyectoId: number;
  let lista: number;

  beforeAll(async () => {
    const p = await t.proyecto(EVALUACIONES_DEMO.LISTA);
    proyectoId = p.id;
    lista = p.autoevaluaciones['EVA-INI'] as number;
    await darPerfil(t, 'representante2', 'REPRE', p.id);
  });

  it('publishing without the report fails and mails nothing; published, the centre gets the link to its result', async () => {
    expect((await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'jefeevaluacion')).status).toBe(409);
    expect(await correosDe('evaluacion-publicada')).toEqual([]);
    const form = new FormData();
    form.append('contenidoBinario', new Blob([SAMPLES.pdf as BlobPart]), 'informe.pdf');
    form.append('nombreFisico', 'informe.pdf');
    const subida = await t.app.request(`/api/autoevaluaciones/${lista}/informe`, {
      method: 'POST',
      headers: await t.as('jefeevaluacion'),
      body: form,
    });
    expect(subida.status, await subida.clone().text()).toBeLessThan(300);
    expect((await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'jefeevaluacion')).status).toBe(200);
    const [c, ...otros] = await correosDe('evaluacion-publicada');
    expect(otros).toEqual([]);
    expect(c?.para).toBe('representante2@soludable.demo');
    expect(c?.texto).toContain('Acreditado');
    expect(enlaces(c as NonNullable<typeof c>)).toEqual([`${PUBLIC_URL}/evaluacion/${lista}`]);
  });

  it('the first public certificate of a published accreditation mails the centre its area and the verification page, once', async () => {
    const alta = await send('POST', '/acreditaciones', 'admin', {
      proyectoId,
      codigo: 'ACR-HITO-1',
      fechaPublicacion: es(hoy()),
    });
    expect(alta.status, await alta.clone().text()).toBe(201);
    const id = (await json(alta)).Id as number;
    const [a] = await t.db.select().from(acreditaciones).where(eq(acreditaciones.id, id));
    // Creating it is not issuing it: no certificate yet, no mail.
    expect(await correosDe('acreditacion-emitida')).toEqual([]);
    // A generation that fails (the signing certificate cannot be read) stores nothing and mails nothing.
    process.env.FIRMA_P12_CLAVE = 'otra';
    expect((await send('POST', `/acreditaciones/${id}/certificado`, 'admin', { destinos: ['CER_PUB'] })).status).toBe(409);
    process.env.FIRMA_P12_CLAVE = 'prueba';
    expect(await correosDe('acreditacion-emitida')).toEqual([]);

    expect((await send('POST', `/acreditaciones/${id}/certificado`, 'admin', { destinos: ['CER_PUB', 'CER_PRV'] })).status).toBe(
      200,
    );
    const [c, ...otros] = await correosDe('acreditacion-emitida');
    expect(otros).toEqual([]);
    expect(c?.para).toBe('representante2@soludable.demo');
    expect(c?.texto).toContain(a?.csv as string);
    expect(enlaces(c as NonNullable<typeof c>)).toEqual([
      `${PUBLIC_URL}/evaluacion/${lista}#certificado`,
      `${PUBLIC_URL}/acreditacion/verificar?csv=${encodeURIComponent(a?.csv as string)}`,
    ]);
    // Generated again: the certificate is replaced, the centre is not told twice.
    expect((await send('POST', `/acreditaciones/${id}/certificado`, 'admin', { destinos: ['CER_PUB'] })).status).toBe(200);
    expect(await correosDe('acreditacion-emitida')).toHaveLength(1);
  });

  it('a certificate made before its publication day is announced by the job on that day, once', async () => {
    const dia = sumarDias(hoy(), 10);
    const alta = await send('POST', '/acreditaciones', 'admin', { proyectoId, codigo: 'ACR-HITO-2', fechaPublicacion: es(dia) });
    const id = (await json(alta)).Id as number;
    expect((await send('POST', `/acreditaciones/${id}/certificado`, 'admin', { destinos: ['CER_PUB'] })).status).toBe(200);
    expect(await correosDe('acreditacion-emitida')).toHaveLength(1);
    const run = (iso: string) =>
      avisarEmisiones({ db: t.db, clock: { now: () => new Date(`${iso}T08:00:00Z`) }, origen: PUBLIC_URL });
    expect(await run(sumarDias(dia, -1))).toBe(0);
    expect(await run(dia)).toBe(1);
    expect(await run(dia)).toBe(0);
    expect(await run(sumarDias(dia, 3))).toBe(0);
    const mails = await correosDe('acreditacion-emitida');
    expect(mails.map((m) => m.para)).toEqual(['representante2@soludable.demo', 'representante2@soludable.demo']);
    for (const m of mails) enlaces(m);
    expect(mails[1]?.asunto).toContain('ACR-HITO-2');
  });

  it('opening follow-up mails the centre its new self-assessment and the tutor the project; a refused open mails nothing', async () => {
    const body = { fechaInicio: es(hoy()), fechaLimiteSiguiente: es(sumarDias(hoy(), 30)) };
    expect((await send('PUT', `/proyectos/${proyectoId}/abrirSeguimiento`, 'tutor', body)).status).toBe(200);
    const seg = (await t.proyecto(EVALUACIONES_DEMO.LISTA)).autoevaluaciones['AUT-SEG'] as number;
    const mails = await correosDe('seguimiento-abierto');
    expect(mails.map((m) => m.para).sort()).toEqual(['representante2@soludable.demo', 'tutor@soludable.demo']);
    for (const m of mails) {
      const esperado = m.para === 'tutor@soludable.demo' ? `/proyecto/${proyectoId}` : `/autoevaluacion/${seg}`;
      expect(enlaces(m)).toEqual([`${PUBLIC_URL}${esperado}`]);
    }
    expect((await send('PUT', `/proyectos/${proyectoId}/abrirSeguimiento`, 'tutor', body)).status).toBe(409);
    expect(await paraDe('seguimiento-abierto')).toHaveLength(2);
  });
});

describe('the centre’s result and certificates (domain reads)', () => {
  it('are refused to the centre before publication and complete after', async () => {
    const { getResultadoCentro } = await import('../../src/domain/evaluacion/resultado-centro.ts');
    const { listCertificadosCentro } = await import('../../src/domain/acreditaciones/centro.ts');
    const pendiente = (await t.proyecto(EVALUACIONES_DEMO.PENDIENTE)).autoevaluaciones['EVA-INI'] as number;
    // The centre's team of the unpublished evaluation (autoevaluador, given above), and its own team.
    await expect(getResultadoCentro(await ctxDe('autoevaluador'), pendiente)).rejects.toMatchObject({ status: 403 });
    await expect(getResultadoCentro(await ctxDe('jefeevaluacion'), pendiente)).rejects.toMatchObject({ status: 403 });
    // Another centre's representative: 404, as for any record not theirs.
    const lista = (await t.proyecto(EVALUACIONES_DEMO.LISTA)).autoevaluaciones['EVA-INI'] as number;
    await expect(getResultadoCentro(await ctxDe('representante'), lista)).rejects.toMatchObject({ status: 404 });

    const r = await getResultadoCentro(await ctxDe('representante2'), lista);
    expect(r).toMatchObject({
      Id: lista,
      Resultado: { Clave: 'ACR' },
      Nivel: { Clave: 'EXCELENTE', Nombre: 'Excelente' },
      FicheroInforme: { NombreFisico: 'informe.pdf' },
    });
    expect(r.Cifras.Total).toBeGreaterThan(0);
    expect(r.Estandares).toHaveLength(r.Cifras.Total);
    expect(r.Estandares.every((e) => ['C', 'NC', 'NA'].includes(e.Estado) && !!e.Justificacion)).toBe(true);
    expect(Array.isArray(r.AreasMejora) && Array.isArray(r.Fortalezas)).toBe(true);

    const certificados = await listCertificadosCentro(await ctxDe('representante2'), lista);
    // The one published today, with its download and verification page; not the one published in 10 days.
    expect(certificados.map((c) => c.Codigo)).toEqual(['ACR-HITO-1']);
    expect(certificados[0]).toMatchObject({
      Situacion: 'VIGENTE',
      Descarga: expect.stringMatching(/^\/api\/publico\/verificacion\/.+\/certificado$/),
      Verificacion: expect.stringMatching(/^\/acreditacion\/verificar\?csv=/),
    });
    await expect(listCertificadosCentro(await ctxDe('representante'), lista)).rejects.toMatchObject({ status: 404 });
  });
});
