import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditoria,
  autoevaluacionAreasMejora,
  autoevaluacionEstandares,
  autoevaluacionEvidencias,
  autoevaluaciones,
  autoevaluacionFortalezas,
  autoevaluacionPreguntaFicheros,
  autoevaluacionPreguntaMarcadas,
  autoevaluacionPreguntas,
  autoevaluacionPruebaFicheros,
  autoevaluacionPruebas,
  correos,
  ficheros,
  instancias,
  preguntas,
  proyectos,
  pruebas,
  respuestas,
  usuarios,
} from '../../src/db/schema/index.ts';
import { getInicioAutoevaluacion } from '../../src/domain/autoevaluacion/inicio.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import { sumarDias, todayIso } from '../../src/domain/shared/fechas.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Follow-up: what Configurar proposes, the date rule, the 409s, opening the
// SEG cycle once (even twice at once) in one batch, the copy of the earlier cycle (verdicts,
// evidences, answered tests, files referenced), the earlier cycle read-only beside the new one,
// and GET proyectos naming the current cycle's records.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let fin: Awaited<ReturnType<T['proyecto']>>;
let hoy: string;
/** The demo's own follow-up opening mails too: these tests look at the mails they cause. */
let delDemo: number[] = [];

beforeAll(async () => {
  t = await createProyectosTestApp();
  delDemo = (await t.db.select({ id: correos.id }).from(correos)).map((c) => c.id);
  fin = await t.proyecto(DEMO.FIN);
  hoy = todayIso(t.clock.now());
  // Seeding the whole demo takes a while on a busy shared machine.
}, 60_000);

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);
async function ctxDe(userName: string): Promise<DomainContext> {
  const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
  const [instancia] = await t.db.select().from(instancias);
  if (!u || !instancia) throw new Error('demo seed missing');
  return { db: t.db, actor: await actorFor(t.db, u), instancia, clock: t.clock };
}
const es = (iso: string) => iso.split('-').reverse().join('/');
const abrir = (proyectoId: number, body: unknown, who = 'tutor') =>
  send('PUT', `/proyectos/${proyectoId}/abrirSeguimiento`, who, body);

describe('GET /proyectos/{id}/seguimiento: what Configurar proposes', () => {
  it('proposes a start today and deadlines from the phase terms (the first cycle’s when follow-up sets none)', async () => {
    const res = await send('GET', `/proyectos/${fin.id}/seguimiento`, 'tutor');
    expect(res.status).toBe(200);
    const c = await json(res);
    // The demo process sets AUT-INI 90 and EVA-INI 60 days only.
    expect(c).toMatchObject({
      Configurable: true,
      Propuesta: { fechaInicio: hoy, fechaLimite: sumarDias(hoy, 90), fechaLimiteSiguiente: sumarDias(hoy, 150) },
      CicloAnterior: { Id: fin.autoevaluaciones['AUT-INI'], FaseClave: 'AUT-INI' },
    });
    expect(c.Fases.map((f: { Clave: string; Plazo: number }) => [f.Clave, f.Plazo])).toEqual([
      ['AUT-SEG', 90],
      ['EVA-SEG', 60],
    ]);
  });

  it('says a project elsewhere is not configurable; centre teams get 403, unknown ids 404', async () => {
    const aut = await t.proyecto(DEMO.AUT);
    expect((await json(await send('GET', `/proyectos/${aut.id}/seguimiento`, 'tutor'))).Configurable).toBe(false);
    expect((await send('GET', `/proyectos/${fin.id}/seguimiento`, 'representante')).status).toBe(403);
    expect((await send('GET', '/proyectos/999999/seguimiento', 'tutor')).status).toBe(404);
  });
});

describe('PUT /proyectos/{id}/abrirSeguimiento: bad input', () => {
  it('refuses a next deadline today or earlier with the spec’s text, and bad or missing dates', async () => {
    for (const fecha of [hoy, sumarDias(hoy, -10)]) {
      const res = await abrir(fin.id, { fechaInicio: es(hoy), fechaLimiteSiguiente: es(fecha) });
      expect(res.status).toBe(422);
      expect((await json(res)).errors.fechaLimiteSiguiente).toEqual(['La fecha debe ser posterior a la de hoy']);
    }
    const mal = await json(await abrir(fin.id, { fechaInicio: '31/02/2026', fechaLimiteSiguiente: '' }));
    expect(mal.errors.fechaInicio).toEqual(['Formato fecha no válido']);
    expect(mal.errors.fechaLimiteSiguiente).toEqual(['Este campo es obligatorio']);
    const orden = await json(
      await abrir(fin.id, {
        fechaInicio: es(sumarDias(hoy, 10)),
        fechaLimite: es(sumarDias(hoy, 5)),
        fechaLimiteSiguiente: es(sumarDias(hoy, 3)),
      }),
    );
    expect(orden.errors.fechaLimite).toEqual(['La fecha límite no puede ser anterior a la fecha de inicio prevista']);
    expect(orden.errors.fechaLimiteSiguiente).toEqual([
      'La fecha límite siguiente no puede ser anterior a la fecha límite de la autoevaluación',
    ]);
    expect((await abrir(fin.id, { fechaInicio: es(hoy), fechaLimiteSiguiente: es(sumarDias(hoy, 9)), otro: 1 })).status).toBe(
      422,
    );
    // Nothing was written by any of them.
    const [p] = await t.db.select().from(proyectos).where(eq(proyectos.id, fin.id));
    expect(p?.faseClave).toBe('FIN-INI');
  });

  it('answers 409 with a Spanish reason on a project not in FIN-INI and in progress', async () => {
    for (const ref of [DEMO.AUT, DEMO.EVA]) {
      const p = await t.proyecto(ref);
      const res = await abrir(p.id, { fechaInicio: es(hoy), fechaLimiteSiguiente: es(sumarDias(hoy, 30)) });
      expect(res.status).toBe(409);
      expect((await json(res)).message).toMatch(/Solo se abre el seguimiento de un proyecto en la fase/);
    }
  });

  it('is staff’s: the centre’s team 403, another project’s member 403, unknown 404', async () => {
    const body = { fechaInicio: es(hoy), fechaLimiteSiguiente: es(sumarDias(hoy, 30)) };
    expect((await abrir(fin.id, body, 'representante')).status).toBe(403);
    expect((await abrir(fin.id, body, 'representante4')).status).toBe(403);
    expect((await abrir(fin.id, body, 'gestor')).status).toBe(403);
    expect((await abrir(999999, body)).status).toBe(404);
  });
});

describe('PUT /proyectos/{id}/abrirSeguimiento: opening the SEG cycle', () => {
  let ficheroId: number;
  let estandarEscrito: number;
  /** The project's follow-up (AUT-SEG) records: exactly one once it is open. */
  const ciclosSeguimiento = () =>
    t.db
      .select()
      .from(autoevaluaciones)
      .where(and(eq(autoevaluaciones.proyectoId, fin.id), eq(autoevaluaciones.faseClave, 'AUT-SEG')));
  /** The earlier cycle's record and the follow-up's, which starts as its copy. */
  const ciclos = async () => ({
    origen: fin.autoevaluaciones['AUT-INI'] as number,
    nueva: (await ciclosSeguimiento())[0]?.id as number,
  });

  beforeAll(async () => {
    // The first cycle answered a test with a marked answer and files (the demo seeds none on FIN-INI).
    const origen = fin.autoevaluaciones['AUT-INI'] as number;
    const [q] = await t.db
      .select({ pruebaId: pruebas.id, preguntaId: preguntas.id, respuestaId: respuestas.id })
      .from(pruebas)
      .innerJoin(preguntas, eq(preguntas.formularioId, pruebas.formularioId))
      .innerJoin(respuestas, eq(respuestas.preguntaId, preguntas.id))
      .limit(1);
    if (!q) throw new Error('the demo manual has no test with answers');
    const [f] = await t.db
      .insert(ficheros)
      .values({
        instanciaId: 'soludable',
        nombreFisico: 'acta.pdf',
        claveAlmacen: 'seguimiento-test-acta',
        tipoContenido: 'application/pdf',
        bytes: 10,
        tipoClave: 'PRY',
        proyectoId: fin.id,
        altaFecha: new Date().toISOString(),
      })
      .returning({ id: ficheros.id });
    ficheroId = f?.id as number;
    const [ap] = await t.db
      .insert(autoevaluacionPruebas)
      .values({ autoevaluacionId: origen, pruebaId: q.pruebaId, altaFecha: new Date().toISOString() })
      .returning({ id: autoevaluacionPruebas.id });
    const [aq] = await t.db
      .insert(autoevaluacionPreguntas)
      .values({ autoevaluacionPruebaId: ap?.id as number, preguntaId: q.preguntaId, respuesta: 'Texto del ciclo anterior' })
      .returning({ id: autoevaluacionPreguntas.id });
    await t.db
      .insert(autoevaluacionPreguntaMarcadas)
      .values({ autoevaluacionPreguntaId: aq?.id as number, respuestaId: q.respuestaId });
    await t.db.insert(autoevaluacionPreguntaFicheros).values({ autoevaluacionPreguntaId: aq?.id as number, ficheroId });
    await t.db.insert(autoevaluacionPruebaFicheros).values({ autoevaluacionPruebaId: ap?.id as number, ficheroId });
    // A member of the first cycle's team wrote one verdict some weeks before follow-up opens.
    const [escrito] = await t.db
      .select({ id: autoevaluacionEstandares.id, estandarId: autoevaluacionEstandares.estandarId })
      .from(autoevaluacionEstandares)
      .where(and(eq(autoevaluacionEstandares.autoevaluacionId, origen), eq(autoevaluacionEstandares.estadoClave, 'C')))
      .limit(1);
    estandarEscrito = escrito?.estandarId as number;
    await t.db
      .update(autoevaluacionEstandares)
      .set({
        modificacionFecha: '2026-01-15T09:00:00.000Z',
        modificacionUsuarioId: null,
        modificacionUsuarioNombre: 'Marta Anterior',
      })
      .where(eq(autoevaluacionEstandares.id, escrito?.id as number));
  });

  it('opens once when two open at the same time: AUT-SEG with the dates given, the earlier cycle kept and finished', async () => {
    const body = {
      fechaInicio: es(sumarDias(hoy, 7)),
      fechaLimite: es(sumarDias(hoy, 97)),
      fechaLimiteSiguiente: es(sumarDias(hoy, 157)),
    };
    const [a, b] = await Promise.all([abrir(fin.id, body), abrir(fin.id, body)]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const ok = await json((a?.status === 200 ? a : b) as Response);
    const segs = await ciclosSeguimiento();
    expect(segs).toHaveLength(1);
    expect(segs[0]).toMatchObject({
      estadoClave: 'CURSO',
      fechaApertura: hoy,
      fechaInicio: sumarDias(hoy, 7),
      fechaLimite: sumarDias(hoy, 97),
      fechaLimiteSiguiente: sumarDias(hoy, 157),
    });
    // The reply and GET proyectos name the current cycle's records: AUT-SEG, and no evaluation yet.
    expect(ok.Proyecto).toMatchObject({
      Fase: { Clave: 'AUT-SEG' },
      Resultado: { Clave: 'ACR' },
      Configurar: false,
      Autoevaluacion: { Id: segs[0]?.id },
      Evaluacion: null,
    });
    // The record as the API reads it carries the agreed next deadline (spec `fechaLimiteSiguiente`).
    const leido = await json(await send('GET', `/autoevaluaciones/${segs[0]?.id}`, 'superadmin'));
    expect(leido).toMatchObject({ FechaLimite: sumarDias(hoy, 97), FechaLimiteSiguiente: sumarDias(hoy, 157) });
    const antes = await t.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.proyectoId, fin.id));
    expect(antes.filter((x) => x.faseClave !== 'AUT-SEG').every((x) => x.estadoClave === 'FIN')).toBe(true);
    const res = await abrir(fin.id, body);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('El seguimiento de este proyecto ya está abierto');
    const entradas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'autoevaluacion'), eq(auditoria.entidadId, String(segs[0]?.id))));
    expect(entradas.map((e) => e.accion)).toContain('CREAR');
    // The tutor (the demo project has no centre team) is told once, even though two tried.
    const mails = await t.db
      .select()
      .from(correos)
      .where(and(eq(correos.plantilla, 'seguimiento-abierto'), notInArray(correos.id, delDemo)));
    expect(mails.map((m) => m.para)).toEqual(['tutor@soludable.demo']);
    expect(mails[0]?.texto).toContain(`su inicio previsto es el ${es(sumarDias(hoy, 7))}`);
  });

  it('the new cycle starts from the earlier one: verdicts, evidences, answers, marks, files, areas and strengths', async () => {
    const { origen, nueva } = await ciclos();
    const verdictos = async (id: number) =>
      (
        await t.db
          .select({
            e: autoevaluacionEstandares.estandarId,
            s: autoevaluacionEstandares.estadoClave,
            a: autoevaluacionEstandares.aplica,
            j: autoevaluacionEstandares.justificacion,
          })
          .from(autoevaluacionEstandares)
          .where(eq(autoevaluacionEstandares.autoevaluacionId, id))
      ).sort((x, y) => x.e - y.e);
    const previos = await verdictos(origen);
    expect(previos.length).toBeGreaterThan(5);
    expect(await verdictos(nueva)).toEqual(previos);
    const evidencias = async (id: number) =>
      (
        await t.db
          .select({ e: autoevaluacionEvidencias.evidenciaId, s: autoevaluacionEvidencias.estadoClave })
          .from(autoevaluacionEvidencias)
          .where(eq(autoevaluacionEvidencias.autoevaluacionId, id))
      ).sort((x, y) => x.e - y.e);
    expect(await evidencias(nueva)).toEqual(await evidencias(origen));
    const cuenta = async (table: typeof autoevaluacionAreasMejora | typeof autoevaluacionFortalezas, id: number) =>
      (await t.db.select().from(table).where(eq(table.autoevaluacionId, id))).length;
    expect(await cuenta(autoevaluacionAreasMejora, nueva)).toBe(await cuenta(autoevaluacionAreasMejora, origen));
    expect(await cuenta(autoevaluacionFortalezas, nueva)).toBe(await cuenta(autoevaluacionFortalezas, origen));
    const [ap] = await t.db.select().from(autoevaluacionPruebas).where(eq(autoevaluacionPruebas.autoevaluacionId, nueva));
    expect(ap).toBeDefined();
    const [aq] = await t.db
      .select()
      .from(autoevaluacionPreguntas)
      .where(eq(autoevaluacionPreguntas.autoevaluacionPruebaId, ap?.id as number));
    expect(aq?.respuesta).toBe('Texto del ciclo anterior');
    expect(
      await t.db
        .select()
        .from(autoevaluacionPreguntaMarcadas)
        .where(eq(autoevaluacionPreguntaMarcadas.autoevaluacionPreguntaId, aq?.id as number)),
    ).toHaveLength(1);
    // Files are referenced, not duplicated: both cycles point at the same stored file.
    const [pf] = await t.db
      .select()
      .from(autoevaluacionPreguntaFicheros)
      .where(eq(autoevaluacionPreguntaFicheros.autoevaluacionPreguntaId, aq?.id as number));
    expect(pf?.ficheroId).toBe(ficheroId);
    const [tf] = await t.db
      .select()
      .from(autoevaluacionPruebaFicheros)
      .where(eq(autoevaluacionPruebaFicheros.autoevaluacionPruebaId, ap?.id as number));
    expect(tf?.ficheroId).toBe(ficheroId);
    expect(await t.db.select().from(ficheros).where(eq(ficheros.claveAlmacen, 'seguimiento-test-acta'))).toHaveLength(1);
  });

  it('copied verdicts keep their author, marked as copied, until someone changes them; the opening is in the audit', async () => {
    const { origen, nueva } = await ciclos();
    const fila = async (id: number) =>
      (
        await t.db
          .select()
          .from(autoevaluacionEstandares)
          .where(and(eq(autoevaluacionEstandares.autoevaluacionId, id), eq(autoevaluacionEstandares.estandarId, estandarEscrito)))
      )[0];
    // The row is the opener's (Alta: the tutor, now); its contents keep their author and date.
    expect(await fila(nueva)).toMatchObject({
      altaUsuarioNombre: 'Tomás Referente',
      modificacionFecha: '2026-01-15T09:00:00.000Z',
      modificacionUsuarioNombre: 'Marta Anterior',
    });
    const leer = async () => {
      const { Registros } = await json(
        await send('GET', `/autoevaluaciones/${nueva}/estandares?registrosPorPagina=100`, 'superadmin'),
      );
      return (Registros as Array<{ EstandarId: number; Version: number; Auditoria: unknown }>).find(
        (r) => r.EstandarId === estandarEscrito,
      );
    };
    expect((await leer())?.Auditoria).toEqual({
      Modificacion: { Fecha: '2026-01-15T09:00:00.000Z', Id: null, Nombre: 'Marta Anterior' },
      CicloAnterior: true,
    });
    // A verdict the earlier cycle's seed wrote keeps that author too, never the opener's name.
    const nombres = (
      await t.db
        .select({ n: autoevaluacionEstandares.modificacionUsuarioNombre, v: autoevaluacionEstandares.version })
        .from(autoevaluacionEstandares)
        .where(eq(autoevaluacionEstandares.autoevaluacionId, nueva))
    ).filter((r) => r.v > 0);
    expect(nombres.length).toBeGreaterThan(1);
    expect(nombres.some((r) => r.n === 'Tomás Referente')).toBe(false);
    // Who opened the follow-up is in the audit log, on the new record.
    const [creada] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'autoevaluacion'), eq(auditoria.entidadId, String(nueva)), eq(auditoria.accion, 'CREAR')));
    expect(creada?.usuarioNombre).toBe('Tomás Referente');
    // The home's latest changes are this team's: an untouched copy is none of them.
    const recientes = async () => (await getInicioAutoevaluacion(await ctxDe('superadmin'), nueva)).recientes;
    expect((await recientes()).some((r) => r.Tipo === 'estandar' && r.Id === estandarEscrito)).toBe(false);
    // The first change in the new cycle makes it that person's, no longer a copy.
    const antes = await leer();
    const res = await send('PATCH', `/autoevaluaciones/${nueva}/estandares/${estandarEscrito}`, 'superadmin', {
      estadoClave: 'CUR',
      justificacion: 'Revisado en el seguimiento',
      version: antes?.Version,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const despues = (await leer())?.Auditoria as { Modificacion: { Nombre: string }; CicloAnterior: boolean };
    expect(despues.CicloAnterior).toBe(false);
    expect(despues.Modificacion.Nombre).not.toBe('Marta Anterior');
    expect((await recientes()).some((r) => r.Tipo === 'estandar' && r.Id === estandarEscrito)).toBe(true);
    // The earlier cycle's row is untouched.
    expect(await fila(origen)).toMatchObject({ modificacionUsuarioNombre: 'Marta Anterior', estadoClave: 'C' });
  });

  it('a file the earlier (read-only) cycle still uses cannot be deleted through the new one', async () => {
    const res = await send('DELETE', `/ficheros/${ficheroId}`, 'superadmin');
    expect(res.status).toBe(409);
    expect(
      await t.db
        .select()
        .from(ficheros)
        .where(inArray(ficheros.id, [ficheroId])),
    ).toHaveLength(1);
  });
});
