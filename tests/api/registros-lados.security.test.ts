import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { SEGUIMIENTO_DEMO } from '../../src/db/seed/seguimiento-demo.ts';
import { REFERENCIA_SUBSANACION, USUARIO_SUBSANACION } from '../../src/db/seed/subsanacion-demo.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { darPerfil } from '../fixtures/perfiles.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { json } from './helpers.ts';

// Each side keeps to its own records (ADR 0038), tried through the real API: every profile
// (the centre's REPRE and AUTOEVAL, the evaluation's JEFE_EVACN and EVAL, the agency's
// GEST_PROY, ADMIN and GEST_SOLIC, and a super administrator) against every record of the
// centre's self-assessment and of the evaluation, in every phase of a demo project. The
// expected answers are written here by hand, cell by cell, from the rule as ADR 0038 states
// it; they are not read from the policy under test.
// - A write the profile may make answers 200/201 (204 for a delete).
// - 403: the record is never that profile's side's (or it lacks the key to the area).
// - 409: the record is that side's, but not in this phase (finished, returned by no round…).

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let files: TestStorage;

/** The columns of every row of expectations, in this order. */
const PERFILES = ['REPRE', 'AUTOEVAL', 'JEFE_EVACN', 'EVAL', 'GEST_PROY', 'ADMIN', 'GEST_SOLIC', 'SUPER'] as const;
type Perfil = (typeof PERFILES)[number];
type Fila = readonly [number, number, number, number, number, number, number, number];

type Fase = 'autoevaluacion' | 'subsanacion' | 'evaluacion' | 'publicada' | 'seguimiento';

/** Demo projects in each phase; the representative differs per project, the other accounts are given the profile there. */
const FASES: Record<Fase, { referencia: string; aut: string; eva: string | null; repre: string }> = {
  // AUT-INI in progress.
  autoevaluacion: { referencia: DEMO.AUT, aut: 'AUT-INI', eva: null, repre: 'representante' },
  // EVA-INI with round 2 open, returning standards 1.2 and 1.3 (ids 2 and 3) of the AUT-INI record.
  subsanacion: { referencia: REFERENCIA_SUBSANACION, aut: 'AUT-INI', eva: 'EVA-INI', repre: USUARIO_SUBSANACION },
  // EVA-INI in progress, no round.
  evaluacion: { referencia: DEMO.EVA, aut: 'AUT-INI', eva: 'EVA-INI', repre: 'representante3' },
  // EVA-INI published (accredited).
  publicada: { referencia: EVALUACIONES_DEMO.ACR, aut: 'AUT-INI', eva: 'EVA-INI', repre: 'representante3' },
  // Follow-up: AUT-SEG in progress.
  seguimiento: { referencia: SEGUIMIENTO_DEMO.seguimiento.referencia, aut: 'AUT-SEG', eva: null, repre: 'representante4' },
};

const CUENTAS: Record<Exclude<Perfil, 'REPRE'>, string> = {
  AUTOEVAL: 'autoevaluador',
  JEFE_EVACN: 'jefeevaluacion',
  EVAL: 'evaluador',
  GEST_PROY: 'tutor',
  ADMIN: 'admin',
  GEST_SOLIC: 'gestor',
  SUPER: 'superadmin',
};
const cuenta = (fase: Fase, p: Perfil) => (p === 'REPRE' ? FASES[fase].repre : CUENTAS[p]);

/** Standard 1.2 (id 2): returned by the open round; its evidence 1.2.1 (id 4) is tested by test 1. */
const ESTANDAR = 2;
const EVIDENCIA = 4;
const PRUEBA = 1;

/** A record's write (or read) under test: one key per entry of `LLAMADAS`. */
type Llamada = keyof typeof LLAMADAS;
type Caso = `${Fase} · ${Llamada}`;

/** One line per phase and record (each line names its test), one column per profile as in `PERFILES`. */
// Columns:                                   REPRE AUTOEVAL JEFE  EVAL  TUTOR ADMIN GESTOR SUPER
const ESPERADO: Partial<Record<Caso, Fila>> = {
  'autoevaluacion · estandares': /*       */ [200, 200, 403, 403, 403, 403, 403, 200],
  'autoevaluacion · evidencias': /*       */ [200, 200, 403, 403, 403, 403, 403, 200],
  'autoevaluacion · pruebas': /*          */ [200, 200, 403, 403, 403, 403, 403, 200],
  'autoevaluacion · tareas': /*           */ [201, 201, 403, 403, 403, 403, 403, 201],
  'autoevaluacion · mejoras': /*          */ [201, 201, 403, 403, 403, 403, 403, 201],
  'autoevaluacion · documentos': /*       */ [201, 201, 403, 403, 201, 201, 403, 201],
  'autoevaluacion · documentosBorrar': /* */ [204, 204, 403, 403, 204, 204, 403, 204],
  'autoevaluacion · plazos': /*           */ [403, 403, 403, 403, 200, 200, 403, 200],

  // The returned standard, its evidence and its test take the centre's changes again.
  'subsanacion · estandares': /*          */ [200, 200, 403, 403, 403, 403, 403, 200],
  'subsanacion · evidencias': /*          */ [200, 200, 403, 403, 403, 403, 403, 200],
  'subsanacion · pruebas': /*             */ [200, 200, 403, 403, 403, 403, 403, 200],
  // Tasks and improvement areas are not what a round returns.
  'subsanacion · tareas': /*              */ [409, 409, 403, 403, 403, 403, 403, 409],
  'subsanacion · mejoras': /*             */ [409, 409, 403, 403, 403, 403, 403, 409],
  'subsanacion · documentos': /*          */ [201, 201, 403, 403, 201, 201, 403, 201],
  'subsanacion · documentosBorrar': /*    */ [204, 204, 403, 403, 204, 204, 403, 204],
  'subsanacion · subsanacion': /*         */ [200, 200, 403, 403, 403, 403, 403, 200],
  'subsanacion · plazos': /*              */ [403, 403, 403, 403, 409, 409, 403, 409],
  'subsanacion · veredictos': /*          */ [403, 403, 200, 200, 403, 403, 403, 200],
  'subsanacion · informe': /*             */ [403, 403, 201, 403, 403, 403, 403, 201],
  // Allowed to try: the open round keeps it from being published.
  'subsanacion · resultado': /*           */ [403, 403, 409, 403, 403, 403, 403, 409],
  'subsanacion · leerEvaluacion': /*      */ [403, 403, 200, 200, 200, 200, 200, 200],
  // The verdicts' list is the teams' (AE); the agency reads the record and its figures.
  'subsanacion · leerVeredictos': /*      */ [403, 403, 200, 200, 403, 403, 403, 200],
  'subsanacion · leerTareasEvaluacion': /**/ [403, 403, 200, 200, 200, 200, 200, 200],

  'evaluacion · estandares': /*           */ [409, 409, 403, 403, 403, 403, 403, 409],
  'evaluacion · evidencias': /*           */ [409, 409, 403, 403, 403, 403, 403, 409],
  'evaluacion · pruebas': /*              */ [409, 409, 403, 403, 403, 403, 403, 409],
  'evaluacion · tareas': /*               */ [409, 409, 403, 403, 403, 403, 403, 409],
  'evaluacion · mejoras': /*              */ [409, 409, 403, 403, 403, 403, 403, 409],
  'evaluacion · documentos': /*           */ [403, 403, 403, 403, 201, 201, 403, 201],
  'evaluacion · documentosBorrar': /*     */ [403, 403, 403, 403, 204, 204, 403, 204],
  'evaluacion · plazos': /*               */ [403, 403, 403, 403, 409, 409, 403, 409],
  'evaluacion · veredictos': /*           */ [403, 403, 200, 200, 403, 403, 403, 200],
  'evaluacion · informe': /*              */ [403, 403, 201, 403, 403, 403, 403, 201],
  // Allowed to try: standards still to judge keep it from being published.
  'evaluacion · resultado': /*            */ [403, 403, 409, 403, 403, 403, 403, 409],
  'evaluacion · leerEvaluacion': /*       */ [403, 403, 200, 200, 200, 200, 200, 200],
  // The verdicts' list is the teams' (AE); the agency reads the record and its figures.
  'evaluacion · leerVeredictos': /*       */ [403, 403, 200, 200, 403, 403, 403, 200],
  'evaluacion · leerTareasEvaluacion': /* */ [403, 403, 200, 200, 200, 200, 200, 200],

  'publicada · estandares': /*            */ [409, 409, 403, 403, 403, 403, 403, 409],
  'publicada · evidencias': /*            */ [409, 409, 403, 403, 403, 403, 403, 409],
  'publicada · pruebas': /*               */ [409, 409, 403, 403, 403, 403, 403, 409],
  'publicada · tareas': /*                */ [409, 409, 403, 403, 403, 403, 403, 409],
  'publicada · mejoras': /*               */ [409, 409, 403, 403, 403, 403, 403, 409],
  'publicada · documentos': /*            */ [403, 403, 403, 403, 201, 201, 403, 201],
  'publicada · documentosBorrar': /*      */ [403, 403, 403, 403, 204, 204, 403, 204],
  'publicada · plazos': /*                */ [403, 403, 403, 403, 409, 409, 403, 409],
  'publicada · veredictos': /*            */ [403, 403, 409, 409, 403, 403, 403, 409],
  'publicada · informe': /*               */ [403, 403, 409, 403, 403, 403, 403, 409],
  'publicada · resultado': /*             */ [403, 403, 409, 403, 403, 403, 403, 409],
  'publicada · leerEvaluacion': /*        */ [200, 200, 200, 200, 200, 200, 200, 200],
  'publicada · leerVeredictos': /*        */ [200, 200, 200, 200, 403, 403, 403, 200],
  'publicada · leerTareasEvaluacion': /*  */ [200, 200, 200, 200, 200, 200, 200, 200],

  'seguimiento · estandares': /*          */ [200, 200, 403, 403, 403, 403, 403, 200],
  'seguimiento · evidencias': /*          */ [200, 200, 403, 403, 403, 403, 403, 200],
  'seguimiento · pruebas': /*             */ [200, 200, 403, 403, 403, 403, 403, 200],
  'seguimiento · tareas': /*              */ [201, 201, 403, 403, 403, 403, 403, 201],
  'seguimiento · mejoras': /*             */ [201, 201, 403, 403, 403, 403, 403, 201],
  'seguimiento · documentos': /*          */ [201, 201, 403, 403, 201, 201, 403, 201],
  'seguimiento · documentosBorrar': /*    */ [204, 204, 403, 403, 204, 204, 403, 204],
  'seguimiento · plazos': /*              */ [403, 403, 403, 403, 200, 200, 403, 200],
};

interface Proyecto {
  id: number;
  aut: number;
  eva: number | null;
}
const proyectos = {} as Record<Fase, Proyecto>;

const send = async (who: string, method: string, path: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);
const leer = async (path: string) => json(await send('superadmin', 'GET', path));

function formFichero(campos: Record<string, string>, nombre: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.set(k, v);
  form.set('nombreFisico[0]', nombre);
  form.set('contenidoBinario[0]', new Blob([SAMPLES.pdf as BlobPart], { type: 'application/pdf' }), nombre);
  return form;
}

const subirDocumento = async (who: string, proyectoId: number) =>
  t.app.request('/api/ficheros', {
    method: 'POST',
    headers: await t.as(who),
    body: formFichero({ proyectoId: String(proyectoId), 'tipoClave[0]': 'PRY' }, 'acta.pdf'),
  });

/** Writes a record's justification with the version just read, so that a 409 is the phase's and never a stale version's. */
async function justificar(who: string, path: string) {
  const { Version } = await leer(path);
  return send(who, 'PATCH', path, { justificacion: `Por ${who}`, version: Version });
}

type Llamar = (p: Proyecto, who: string) => Promise<Response>;
/** Types every entry as `Llamar` and keeps the table's keys as the `Llamada` union. */
const porRegistro = <K extends string>(llamadas: Record<K, Llamar>) => llamadas;

/** How each record of a project is written (or read) by `who`; the status is what the expectations compare. */
const LLAMADAS = porRegistro({
  estandares: (p, who) => justificar(who, `/autoevaluaciones/${p.aut}/estandares/${ESTANDAR}`),
  evidencias: (p, who) => justificar(who, `/autoevaluaciones/${p.aut}/evidencias/${EVIDENCIA}`),
  pruebas: (p, who) => send(who, 'PATCH', `/autoevaluaciones/${p.aut}/pruebas/${PRUEBA}`, { Preguntas: [] }),
  tareas: (p, who) => send(who, 'POST', `/autoevaluaciones/${p.aut}/tareas`, { titulo: `Tarea de ${who}` }),
  mejoras: (p, who) => send(who, 'POST', `/autoevaluaciones/${p.aut}/areasMejora`, { descripcion: `Área de ${who}` }),
  documentos: (p, who) => subirDocumento(who, p.id),
  documentosBorrar: async (p, who) => {
    const subido = await subirDocumento('superadmin', p.id);
    const ficheroId = (await json(subido)).data[0];
    return send(who, 'DELETE', `/ficheros/${ficheroId}`);
  },
  subsanacion: async (p, who) => {
    const { Registros } = await leer(`/autoevaluaciones/${p.aut}/subsanaciones`);
    const ronda = Registros.find((r: { Estado: string }) => r.Estado === 'ABIERTA');
    const e = ronda.Estandares.find((x: { EstandarId: number }) => x.EstandarId === ESTANDAR);
    return send(who, 'PATCH', `/autoevaluaciones/subsanaciones/${ronda.Id}/estandares/${ESTANDAR}`, {
      respuesta: `Respuesta de ${who}`,
      version: e.Version,
    });
  },
  plazos: (p, who) => send(who, 'PUT', `/autoevaluaciones/${p.aut}`, { fechaLimite: '30/06/2026' }),
  veredictos: (p, who) => justificar(who, `/autoevaluaciones/${p.eva}/estandares/${ESTANDAR}`),
  informe: async (p, who) =>
    t.app.request(`/api/autoevaluaciones/${p.eva}/informe`, {
      method: 'POST',
      headers: await t.as(who),
      body: formFichero({}, 'informe.pdf'),
    }),
  resultado: (p, who) => send(who, 'PUT', `/autoevaluaciones/${p.eva}/finalizar`),
  leerEvaluacion: (p, who) => send(who, 'GET', `/autoevaluaciones/${p.eva}`),
  leerVeredictos: (p, who) => send(who, 'GET', `/autoevaluaciones/${p.eva}/estandares`),
  leerTareasEvaluacion: (p, who) => send(who, 'GET', `/autoevaluaciones/${p.eva}/tareas`),
});

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
  for (const fase of Object.keys(FASES) as Fase[]) {
    const f = FASES[fase];
    const p = await t.proyecto(f.referencia);
    proyectos[fase] = {
      id: p.id,
      aut: p.autoevaluaciones[f.aut] as number,
      eva: f.eva ? (p.autoevaluaciones[f.eva] as number) : null,
    };
    // Every project profile is held in the project, as a real team would hold it.
    await darPerfil(t, f.repre, 'REPRE', p.id);
    await darPerfil(t, 'autoevaluador', 'AUTOEVAL', p.id);
    await darPerfil(t, 'jefeevaluacion', 'JEFE_EVACN', p.id);
    await darPerfil(t, 'evaluador', 'EVAL', p.id);
  }
}, 120_000);
afterAll(async () => {
  await files.cleanup();
});

describe('the issue’s reproduction', () => {
  it('an evaluator gets 403 on the centre’s standard in a correction round, with the record’s version', async () => {
    const p = proyectos.subsanacion;
    const { Version } = await leer(`/autoevaluaciones/${p.aut}/estandares/${ESTANDAR}`);
    const res = await send('evaluador', 'PATCH', `/autoevaluaciones/${p.aut}/estandares/${ESTANDAR}`, {
      estado: 'C',
      justificacion: 'Escrito por la evaluadora',
      version: Version,
    });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe('Solo el equipo del centro puede modificar los registros de su autoevaluación');
    // Nothing written under the evaluator's name.
    const despues = await leer(`/autoevaluaciones/${p.aut}/estandares/${ESTANDAR}`);
    expect(despues.Version).toBe(Version);
  });

  it('the centre’s representative may not set its own deadline nor remove it; the tutor may, never in the past', async () => {
    const p = proyectos.autoevaluacion;
    for (const body of [{ fechaLimite: '31/12/2099' }, { fechaLimite: null }]) {
      const res = await send('representante', 'PUT', `/autoevaluaciones/${p.aut}`, body);
      expect(res.status).toBe(403);
      expect((await json(res)).message).toBe(
        'Las fechas de la autoevaluación las fija la agencia: el referente del proyecto o el personal que gestiona proyectos',
      );
    }
    const antes = await leer(`/autoevaluaciones/${p.aut}`);
    const pasada = await send('tutor', 'PUT', `/autoevaluaciones/${p.aut}`, { fechaLimite: '01/03/2026' });
    expect(pasada.status).toBe(422);
    expect((await json(pasada)).errors.fechaLimite).toEqual(['La fecha no puede ser anterior a hoy']);
    expect((await leer(`/autoevaluaciones/${p.aut}`)).FechaLimite).toBe(antes.FechaLimite);
  });
});

describe('profile × phase × record, through the API', () => {
  for (const [caso, fila] of Object.entries(ESPERADO) as Array<[Caso, Fila]>) {
    const [fase, llamada] = caso.split(' · ') as [Fase, Llamada];
    it(caso, async () => {
      const obtenido: Record<string, number> = {};
      const esperado: Record<string, number> = {};
      for (const [i, perfil] of PERFILES.entries()) {
        esperado[perfil] = fila[i] as number;
        obtenido[perfil] = (await LLAMADAS[llamada](proyectos[fase], cuenta(fase, perfil))).status;
      }
      expect(obtenido).toEqual(esperado);
    });
  }
});

describe('the centre’s calendar feed', () => {
  const eventosDe = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const feed = async (who: string) => {
    const { Url } = await json(await send(who, 'POST', '/yo/calendario'));
    return (await t.send('GET', new URL(Url).pathname, {})).text();
  };

  it('never carries a task of an unpublished evaluation; its team’s feed does', async () => {
    const p = proyectos.evaluacion;
    const tarea = await send('jefeevaluacion', 'POST', `/autoevaluaciones/${p.eva}/tareas`, {
      titulo: 'Preparar la visita interna',
      descripcion: 'Nota interna del equipo evaluador',
      fechaLimite: '20/03/2026',
    });
    expect(tarea.status).toBe(201);
    const delCentro = await feed('representante3');
    expect(delCentro).not.toContain('Preparar la visita interna');
    expect(delCentro).not.toContain('Nota interna del equipo evaluador');
    // The centre still gets its own records' milestones.
    expect(eventosDe(delCentro).length).toBeGreaterThan(0);
    expect(await feed('jefeevaluacion')).toContain('Preparar la visita interna');
  });

  it('carries the centre’s own tasks', async () => {
    const p = proyectos.autoevaluacion;
    expect(
      (
        await send('autoevaluador', 'POST', `/autoevaluaciones/${p.aut}/tareas`, {
          titulo: 'Revisar el toldo',
          fechaLimite: '25/03/2026',
        })
      ).status,
    ).toBe(201);
    expect(await feed('representante')).toContain('Revisar el toldo');
  });
});
