import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_RULES } from '../../src/api/access/rules.ts';
import { allows } from '../../src/api/middleware/authorize.ts';
import { usuarios } from '../../src/db/schema/index.ts';
import { DEMO_USUARIOS } from '../../src/db/seed/identidad.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import type { Actor } from '../../src/domain/context.ts';
import { systemClock } from '../../src/domain/context.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApp } from './helpers.ts';

/** Path parameters that must have a valid shape for the route to match at all. */
const SAMPLE_PARAMS: Record<string, string> = { tipo: 'ENTID', entidad: 'Solicitud' };
const samplePath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '999999')}`;

let t: Awaited<ReturnType<typeof createTestApp>>;
const roles = new Map<string, { usuarioId: number; actor: Actor } | null>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsuarios(t.db);
  roles.set('anonimo', null);
  for (const demo of DEMO_USUARIOS) {
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, demo.email));
    if (!u) throw new Error(`demo user ${demo.email} missing`);
    roles.set(demo.userName, { usuarioId: u.id, actor: await actorFor(t.db, u) });
  }
});

/** The demo roles (and 'anonimo') that the rule of `key` lets through, sorted: the by-hand blocks compare it. */
function dejanPasar(key: string): string[] {
  const rule = API_RULES[key];
  expect(rule, key).toBeDefined();
  return [...roles]
    .filter(([, who]) => allows(rule as NonNullable<typeof rule>, who?.actor ?? null))
    .map(([role]) => role)
    .sort();
}

describe('authorization matrix: every API route x every role', () => {
  const routes = Object.entries(API_RULES);

  it('covers the whole rule table', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  for (const [key, rule] of routes) {
    const [method, path] = key.split(' ') as [string, string];
    it(`${key}`, async () => {
      const unexpected: string[] = [];
      for (const [role, who] of roles) {
        // A fresh session per call: some allowed calls (logout, password change) end it.
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (who)
          headers.authorization = `Bearer ${(await createSession(t.db, { usuarioId: who.usuarioId, clock: systemClock })).token}`;
        const res = await t.app.request(samplePath(path), {
          method,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
        });
        const expectedAllowed = allows(rule, who?.actor ?? null);
        const denied = res.status === 401 || res.status === 403;
        if (expectedAllowed && denied) unexpected.push(`${role}: denied (${res.status}) but the rule allows`);
        if (!expectedAllowed && !denied) unexpected.push(`${role}: allowed (${res.status}) but the rule denies`);
        if (!expectedAllowed && !who && res.status !== 401) unexpected.push(`${role}: anonymous must get 401, got ${res.status}`);
        expect(res.status, `${role} ${key}`).toBeLessThan(500);
      }
      expect(unexpected).toEqual([]);
    });
  }
});

// Team and finish of a self-assessment (issue 14): the roles the rule table lets through,
// listed by hand; the domain then narrows them to the project and its process manager.
describe('authorization matrix: self-assessment team and finish', () => {
  const equipo = ['superadmin', 'representante', 'representante2', 'representante3', 'jefeevaluacion'];
  const fin = ['superadmin', 'representante', 'representante2', 'representante3'];
  const lectura = [
    'superadmin',
    'admin',
    'gestor',
    'tutor',
    'representante',
    'representante2',
    'representante3',
    'autoevaluador',
    'jefeevaluacion',
    'evaluador',
  ];
  const esperado: Record<string, string[]> = {
    'GET /autoevaluaciones/{autoevaluacionId}/usuarios': lectura,
    'POST /autoevaluaciones/{autoevaluacionId}/usuarios': equipo,
    'POST /autoevaluaciones/{autoevaluacionId}/usuarios/sustitucion': equipo,
    'DELETE /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}': equipo,
    'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/usuarios/reasignar': equipo,
    'POST /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}/estandares/reasignar': equipo,
    'POST /autoevaluaciones/{autoevaluacionId}/paquetes/{paqueteId}/usuarios': equipo,
    // Deadlines are the agency's (HISTORICO), the responsible member the manager's (AE_EQUIPO):
    // the domain checks each field (src/domain/autoevaluacion/edicion.ts).
    'PUT /autoevaluaciones/{autoevaluacionId}': [...equipo, 'admin', 'gestor', 'tutor'],
    'GET /autoevaluaciones/{autoevaluacionId}/finalizar': lectura,
    // On an evaluation record the finish call publishes (INF_EVAL): issue 15, i15-resultado.
    'PUT /autoevaluaciones/{autoevaluacionId}/finalizar': [...fin, 'jefeevaluacion', 'evaluador'],
    'PATCH /autoevaluaciones/{autoevaluacionId}/finalizar': [...fin, 'jefeevaluacion', 'evaluador'],
  };
  for (const [key, permitidos] of Object.entries(esperado)) {
    it(`${key} lets through exactly ${permitidos.join(', ')}`, () => {
      expect(dejanPasar(key)).toEqual([...permitidos].sort());
    });
  }
});

// ---- Self-assessment standards (issue 14, "area" part) --------------------------------------
// Listed by hand, so a change of the rule table shows here: the demo roles the API rule lets
// through (the domain then narrows each to its own project: tests/api/autoevaluacion-estandares.test.ts).
describe('authorization matrix: self-assessment standards, by hand', () => {
  const EQUIPOS = [
    'superadmin',
    'representante',
    'representante2',
    'representante3',
    'autoevaluador',
    'jefeevaluacion',
    'evaluador',
  ];
  const ESPERADO: Record<string, string[]> = {
    'GET /autoevaluaciones/{autoevaluacionId}/estandares': EQUIPOS,
    'GET /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}': EQUIPOS,
    'PATCH /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}': EQUIPOS,
    'PATCH /autoevaluaciones/estandares/{id}': EQUIPOS,
    'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/etiquetas/reasignar': EQUIPOS,
    'GET /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones': EQUIPOS,
    'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones': EQUIPOS,
    'PUT /autoevaluaciones/estandares/observaciones/{id}': EQUIPOS,
    'DELETE /autoevaluaciones/estandares/observaciones/{id}': EQUIPOS,
    'GET /autoevaluaciones/{autoevaluacionId}/etiquetas': EQUIPOS,
    'POST /autoevaluaciones/{autoevaluacionId}/etiquetas': EQUIPOS,
    'PUT /autoevaluaciones/etiquetas/{id}': EQUIPOS,
    'DELETE /autoevaluaciones/etiquetas/{id}': EQUIPOS,
  };

  for (const [key, esperado] of Object.entries(ESPERADO)) {
    it(`${key}: ${esperado.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...esperado].sort());
    });
  }
});

// ---- Planning (issue 14, tasks and calendar): who the rule table lets through, by hand ----
// Which project's data they reach is the domain's check (tests/api/tareas.test.ts: 404 for
// another project's ids, 409 once finished).
describe('authorization matrix: planning routes, roles allowed listed by hand', () => {
  const LECTORES = [
    'superadmin',
    'admin',
    'gestor',
    'tutor',
    'representante',
    'representante2',
    'representante3',
    'autoevaluador',
    'jefeevaluacion',
    'evaluador',
  ];
  const EQUIPOS = [
    'superadmin',
    'representante',
    'representante2',
    'representante3',
    'autoevaluador',
    'jefeevaluacion',
    'evaluador',
  ];
  const TODOS = [...LECTORES];
  const PLANIFICACION: Record<string, { roles: () => string[]; anonimo?: boolean }> = {
    'GET /autoevaluaciones/{autoevaluacionId}/tareas': { roles: () => LECTORES },
    'GET /autoevaluaciones/tareas/{tareaId}': { roles: () => LECTORES },
    'GET /autoevaluaciones/{autoevaluacionId}/calendario': { roles: () => LECTORES },
    'POST /autoevaluaciones/{autoevaluacionId}/tareas': { roles: () => EQUIPOS },
    'PUT /autoevaluaciones/tareas/{tareaId}': { roles: () => EQUIPOS },
    'DELETE /autoevaluaciones/tareas/{tareaId}': { roles: () => EQUIPOS },
    'POST /autoevaluaciones/tareas/{tareaId}/etiquetas/reasignar': { roles: () => EQUIPOS },
    'POST /autoevaluaciones/tareas/{tareaId}/observaciones': { roles: () => EQUIPOS },
    'PUT /autoevaluaciones/tareas/observaciones/{observacionId}': { roles: () => EQUIPOS },
    'DELETE /autoevaluaciones/tareas/observaciones/{observacionId}': { roles: () => EQUIPOS },
    'GET /yo/calendario': { roles: () => TODOS },
    'POST /yo/calendario': { roles: () => TODOS },
    'DELETE /yo/calendario': { roles: () => TODOS },
    // The feed's secret URL is its credential: open to anyone who holds it.
    'GET /calendario/ics/{token}': { roles: () => TODOS, anonimo: true },
  };
  for (const [key, esperado] of Object.entries(PLANIFICACION)) {
    it(key, () => {
      expect(dejanPasar(key)).toEqual([...esperado.roles(), ...(esperado.anonimo ? ['anonimo'] : [])].sort());
    });
  }
});

// Issue 14, evidences part: the roles each route lets through, listed by hand (which project's
// data they reach is checked per project in tests/api/autoevaluacion-evidencias.test.ts).
describe('authorization matrix: self-assessment evidences, tests, improvement areas and strengths', () => {
  const EQUIPOS = ['representante', 'representante2', 'representante3', 'autoevaluador', 'jefeevaluacion', 'evaluador'];
  const LEEN = ['superadmin', 'admin', 'gestor', 'tutor', ...EQUIPOS];
  const APORTAN = ['superadmin', ...EQUIPOS];
  const EVID: Record<string, string[]> = {
    'GET /autoevaluaciones/{autoevaluacionId}/evidencias': LEEN,
    'GET /autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}': LEEN,
    'PATCH /autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}': APORTAN,
    'GET /autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}': LEEN,
    'PATCH /autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}': APORTAN,
    'GET /autoevaluaciones/{autoevaluacionId}/areasMejora': LEEN,
    'POST /autoevaluaciones/{autoevaluacionId}/areasMejora': APORTAN,
    'GET /autoevaluaciones/areasMejora/{areaMejoraId}': LEEN,
    'PUT /autoevaluaciones/areasMejora/{areaMejoraId}': APORTAN,
    'DELETE /autoevaluaciones/areasMejora/{areaMejoraId}': APORTAN,
    'GET /autoevaluaciones/{autoevaluacionId}/fortalezas': LEEN,
    'POST /autoevaluaciones/{autoevaluacionId}/fortalezas': APORTAN,
    'GET /autoevaluaciones/fortalezas/{fortalezaId}': LEEN,
    'PUT /autoevaluaciones/fortalezas/{fortalezaId}': APORTAN,
    'DELETE /autoevaluaciones/fortalezas/{fortalezaId}': APORTAN,
  };
  for (const [key, expected] of Object.entries(EVID)) {
    it(`${key}: ${expected.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});

// Issue 15, follow-up part: Configurar and abrirSeguimiento are staff's (HISTORICO: reading the
// proposal at any level, opening at E, like a status change); no centre team member gets through.
describe('authorization matrix: follow-up (seguimiento), by hand', () => {
  const SEG: Record<string, string[]> = {
    'GET /proyectos/{proyectoId}/seguimiento': ['superadmin', 'admin', 'gestor', 'tutor'],
    'PUT /proyectos/{proyectoId}/abrirSeguimiento': ['superadmin', 'admin', 'tutor'],
  };
  for (const [key, expected] of Object.entries(SEG)) {
    it(`${key}: ${expected.join(', ')}`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});

// ---- Levels, evaluation result and report (issue 15, i15-resultado) --------------------------
// Listed by hand: levels are written by process managers (GEST_PROCESOS at E); the result is read
// by the evaluation team (INF_EVAL) and staff who follow projects (HISTORICO); the report is
// uploaded with INF_EVAL at E, then the domain narrows it to the project's head of evaluation
// (tests/api/evaluacion-resultado.test.ts).
describe('authorization matrix: levels, evaluation result and report, by hand', () => {
  const procesos = ['superadmin', 'admin'];
  const RESULTADO: Record<string, string[]> = {
    'POST /procesos/{procesoId}/niveles': procesos,
    'PUT /procesos/niveles/{nivelId}': procesos,
    'DELETE /procesos/niveles/{nivelId}': procesos,
    'GET /autoevaluaciones/{autoevaluacionId}/resultado': [
      'superadmin',
      'admin',
      'gestor',
      'tutor',
      'jefeevaluacion',
      'evaluador',
    ],
    'POST /autoevaluaciones/{autoevaluacionId}/informe': ['superadmin', 'jefeevaluacion'],
  };
  for (const [key, expected] of Object.entries(RESULTADO)) {
    it(`${key} lets through exactly ${expected.join(', ')}`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});

// Issue 16, accreditations management (GEST_CERT_ACRED): staff with the key read it (the
// request and project staff hold it at L), only the administrators write; no project team
// reaches it (tests/api/acreditaciones.test.ts sends every route as a team member: 403).
describe('authorization matrix: accreditations management, by hand', () => {
  const LEEN = ['superadmin', 'admin', 'gestor', 'tutor'];
  const ESCRIBEN = ['superadmin', 'admin'];
  const ACRED: Record<string, string[]> = {
    'GET /acreditaciones': LEEN,
    'GET /acreditaciones/proyectosElegibles': LEEN,
    'GET /acreditaciones/{acreditacionId}': LEEN,
    'GET /acreditaciones/{acreditacionId}/observaciones': LEEN,
    'POST /acreditaciones': ESCRIBEN,
    'PUT /acreditaciones/{acreditacionId}': ESCRIBEN,
    'DELETE /acreditaciones/{acreditacionId}': ESCRIBEN,
    'POST /acreditaciones/{acreditacionId}/observaciones': ESCRIBEN,
    'PUT /acreditaciones/observaciones/{acreditacionObservacionId}': ESCRIBEN,
    'DELETE /acreditaciones/observaciones/{acreditacionObservacionId}': ESCRIBEN,
  };
  for (const [key, expected] of Object.entries(ACRED)) {
    it(`${key}: ${expected.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});

// Issue 15, reports and exports part: the roles each route lets through, listed by hand (which
// project's report they reach is checked per project in tests/api/informes-exportes.test.ts).
describe('authorization matrix: report PDFs and list exports', () => {
  const EQUIPOS = ['representante', 'representante2', 'representante3', 'autoevaluador', 'jefeevaluacion', 'evaluador'];
  const INFORMES: Record<string, string[]> = {
    'GET /autoevaluaciones/{autoevaluacionId}/informe.pdf': ['superadmin', 'jefeevaluacion', 'evaluador'],
    'GET /autoevaluaciones/{autoevaluacionId}/plantilla-seguimiento.pdf': ['superadmin', 'tutor', 'jefeevaluacion'],
    'GET /autoevaluaciones/{autoevaluacionId}/tabla.pdf': ['superadmin', 'admin', 'gestor', 'tutor', ...EQUIPOS],
    'GET /exportaciones/solicitudes': ['superadmin', 'admin', 'gestor', 'tutor'],
    'GET /exportaciones/solicitantes': ['superadmin', 'admin', 'gestor', 'tutor'],
    'GET /exportaciones/proyectos': ['superadmin', 'admin', 'gestor', 'tutor'],
    'GET /exportaciones/usuarios': ['superadmin', 'admin'],
    'GET /exportaciones/procesos': ['superadmin', 'admin', 'gestor'],
    'GET /exportaciones/estandares': ['superadmin', 'admin', 'tutor'],
  };
  for (const [key, expected] of Object.entries(INFORMES)) {
    it(`${key}: ${expected.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});

// Issue 16, certificate part: generating writes the accreditation (GEST_CERT_ACRED at E: the
// agency's administrators); verifying a CSV and downloading its public certificate are public.
describe('authorization matrix: accreditation certificates and their verification', () => {
  const TODOS = ['anonimo', ...DEMO_USUARIOS.map((u) => u.userName)];
  const CERT: Record<string, string[]> = {
    'POST /acreditaciones/{acreditacionId}/certificado': ['superadmin', 'admin'],
    'GET /publico/verificacion/{csv}': TODOS,
    'GET /publico/verificacion/{csv}/certificado': TODOS,
  };
  for (const [key, expected] of Object.entries(CERT)) {
    it(`${key}: ${expected.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});

// Issue 16, public register: anyone, signed in or not (what they see is only what is in force:
// tests/api/publico-acreditaciones.test.ts).
describe('authorization matrix: public register of accreditations', () => {
  const TODOS = [...DEMO_USUARIOS.map((u) => u.userName), 'anonimo'].sort();
  for (const key of [
    'GET /publico/acreditaciones',
    'GET /publico/acreditaciones/{acreditacionId}',
    'GET /publico/acreditaciones/{acreditacionId}/certificado',
  ]) {
    it(`${key}: everyone`, () => {
      expect(dejanPasar(key)).toEqual(TODOS);
    });
  }
});

// ---- Correction round (issue 15, subsanación): who the rule table lets through, by hand ----
// The domain narrows it to the project (404 for other projects' ids) and to an open round and
// its standards (tests/api/subsanaciones.test.ts).
describe('authorization matrix: correction round, by hand', () => {
  const EQUIPOS = [
    'superadmin',
    'representante',
    'representante2',
    'representante3',
    'autoevaluador',
    'jefeevaluacion',
    'evaluador',
  ];
  const ESPERADO: Record<string, string[]> = {
    'GET /autoevaluaciones/{autoevaluacionId}/subsanaciones': EQUIPOS,
    'POST /autoevaluaciones/{autoevaluacionId}/subsanaciones': ['superadmin', 'jefeevaluacion'],
    'PATCH /autoevaluaciones/subsanaciones/{id}/estandares/{estandarId}': EQUIPOS,
    'POST /autoevaluaciones/subsanaciones/{id}/reenviar': ['superadmin', 'representante', 'representante2', 'representante3'],
  };
  for (const [key, esperado] of Object.entries(ESPERADO)) {
    it(`${key}: ${esperado.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...esperado].sort());
    });
  }
});

// A project's people (its Equipo tab): who the rule table lets through, by hand. Reading and
// inviting open to staff who follow projects, and the domain keeps inviting to the writers of
// projects and the project's tutor; staffing the evaluation also opens to the teams' managers,
// and the domain keeps only the project's head of evaluation, for evaluators
// (tests/api/proyectos-equipo.test.ts answers each role on a real project).
describe('authorization matrix: a project’s people, by hand', () => {
  const STAFF = ['superadmin', 'admin', 'gestor', 'tutor'];
  const PUERTA = [...STAFF, 'representante', 'representante2', 'representante3', 'jefeevaluacion'];
  const EQUIPO: Record<string, string[]> = {
    'GET /proyectos/{proyectoId}/equipo': STAFF,
    'POST /proyectos/{proyectoId}/invitaciones': STAFF,
    'PUT /proyectos/{proyectoId}/invitaciones/{invitacionId}/reenviar': STAFF,
    'GET /proyectos/{proyectoId}/equipo/candidatos': PUERTA,
    'POST /proyectos/{proyectoId}/equipo/perfiles': PUERTA,
    'DELETE /proyectos/{proyectoId}/equipo/perfiles/{perfilId}/usuarios/{usuarioId}': PUERTA,
  };
  for (const [key, expected] of Object.entries(EQUIPO)) {
    it(`${key}: ${expected.length} roles`, () => {
      expect(dejanPasar(key)).toEqual([...expected].sort());
    });
  }
});
