import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargarDatosBench } from '../../../scripts/lib/bench-datos-carga.ts';
import { crearP12Desarrollo } from '../../../scripts/lib/firma-desarrollo.ts';
import { enRegistroSql } from '../../domain/acreditaciones/en-registro.ts';
import { todayIso } from '../../domain/shared/fechas.ts';
import { memoryStorage } from '../../platform/storage/memoria.ts';
import { createIsolatedDb, openClient } from '../driver-libsql.ts';
import { migrateLibsql } from '../migrate.ts';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { auditoria } from '../schema/auditoria.ts';
import { tareas } from '../schema/autoevaluacion.ts';
import { firmas } from '../schema/firmas.ts';
import { usuarios } from '../schema/identidad.ts';
import * as schema from '../schema/index.ts';
import { fasesProyecto, sexos } from '../schema/lookups.ts';
import { autoevaluaciones } from '../schema/proyectos.ts';
import { solicitudPerfiles } from '../schema/solicitudes.ts';
import { subsanaciones } from '../schema/subsanaciones.ts';
import type { Db } from '../types.ts';
import { seedDemo } from './index.ts';
import { checkInvariantes } from './invariantes.ts';
import { checkFirmas } from './invariantes-firmas.ts';
import { SOLICITUDES_DEMO } from './solicitudes-demo.ts';

// The freshly seeded demo obeys the product's own rules (invariantes.ts): seeded as `npm start`
// seeds an empty database, with the deployment's storage and signing certificate, so the demo's
// reports and certificates are made too. So does the benchmark's data set (npm run bench:datos),
// loaded here by its own loader in a smaller size of the same shape.

const now = new Date();
const db = createIsolatedDb();
const client = openClient(':memory:');
const bench = drizzle(client, { schema }) as unknown as Db;
const VACIO = {
  evaluaciones: [],
  autoevaluaciones: [],
  resultados: [],
  acreditaciones: [],
  fases: [],
  personas: [],
  subsanaciones: [],
  tareas: [],
  firmas: [],
};

/** What `npm start` seeds into an empty database (prepareDatabase): the demo with its files. */
async function comoNpmStart(destino: Db) {
  const p12 = crearP12Desarrollo('clave-invariantes');
  await migrateLibsql(destino);
  const ficheros = {
    storage: memoryStorage(),
    firma: async () => ({ p12, clave: 'clave-invariantes' }),
    origenPublico: 'https://acredita.example',
    log: () => {},
  };
  await seedDemo(destino, now, { ficheros });
}

beforeAll(async () => {
  await comoNpmStart(db);
}, 120_000);

describe('the demo data', () => {
  it('obeys every invariant of the domain', async () => {
    expect(await checkInvariantes(db, todayIso(now))).toEqual(VACIO);
  });

  it('stores each demo request’s representative with the sex and treatment the demo gives her or him', async () => {
    const guardados = await db
      .select({ email: solicitudPerfiles.direccionEmail, sexo: sexos.nombre, tratamiento: sexos.tratamiento })
      .from(solicitudPerfiles)
      .innerJoin(sexos, eq(sexos.id, solicitudPerfiles.sexoId));
    const porEmail = new Map(guardados.map((g) => [g.email, g]));
    for (const s of SOLICITUDES_DEMO) {
      const esperado =
        s.representante.sexoId === 2 ? { sexo: 'Mujer', tratamiento: 'Dña.' } : { sexo: 'Hombre', tratamiento: 'D.' };
      expect(porEmail.get(s.representante.email), s.referencia).toMatchObject(esperado);
    }
    // The directora of the first demo request.
    expect(porEmail.get('marta.ruiz@example.es')).toMatchObject({ sexo: 'Mujer', tratamiento: 'Dña.' });
  });
});

/** The demo's published evaluations: each with its report, each published by the domain's use case (its audit entry). */
async function publicadas(destino: Db) {
  const evaluaciones = await destino
    .select({ id: autoevaluaciones.id, informe: autoevaluaciones.ficheroInformeId })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(and(eq(fasesProyecto.tipoClave, 'EVA'), isNotNull(autoevaluaciones.fechaPublicacion)));
  const auditadas = new Set(
    (
      await destino
        .select({ id: auditoria.entidadId })
        .from(auditoria)
        .where(and(eq(auditoria.entidad, 'autoevaluacion'), like(auditoria.cambios, '%FechaPublicacion%')))
    ).map((a) => Number(a.id)),
  );
  return evaluaciones.map((e) => ({ id: e.id, conInforme: e.informe !== null, auditada: auditadas.has(e.id) }));
}

describe('the demo evaluations', () => {
  it('were published as the head of evaluation publishes them: report attached, then published, audited', async () => {
    const lista = await publicadas(db);
    expect(lista.length).toBeGreaterThanOrEqual(5);
    for (const e of lista) expect(e, `evaluación ${e.id}`).toMatchObject({ conInforme: true, auditada: true });
  });
});

// Seeded without files (tests, plain seedDemo(db)), the demo attaches its reports into a
// storage in memory, so every rule holds but one: with no signing certificate there are no
// certificates, and the accreditations in force stay out of the public register.
describe('the demo seeded without files', () => {
  const sinFicheros = createIsolatedDb();
  beforeAll(async () => {
    await migrateLibsql(sinFicheros);
    await seedDemo(sinFicheros, now);
  }, 120_000);

  it('obeys every invariant but the certificates, and keeps those accreditations out of the register', async () => {
    const hoy = todayIso(now);
    const { acreditaciones: sinCertificado = [], ...resto } = await checkInvariantes(sinFicheros, hoy);
    const { acreditaciones: _, ...sinAcreditaciones } = VACIO;
    expect(resto).toEqual(sinAcreditaciones);
    expect(sinCertificado.length).toBeGreaterThan(0);
    for (const linea of sinCertificado) expect(linea).toMatch(/: en vigor sin certificado (público|privado)$/);
    expect(await sinFicheros.select().from(acreditaciones).where(enRegistroSql(hoy))).toEqual([]);
    for (const e of await publicadas(sinFicheros))
      expect(e, `evaluación ${e.id}`).toMatchObject({ conInforme: true, auditada: true });
  });
});

describe('the demo signatures', () => {
  it('name a signature made by someone who does not hold its profile', async () => {
    const [jefe] = await db.select().from(firmas).where(eq(firmas.perfilClave, 'JEFE_EVACN'));
    const [otro] = await db.select().from(usuarios).where(eq(usuarios.userName, 'evaluador'));
    if (!jefe || !otro) throw new Error('the demo has a report signed by its head of evaluation, and an evaluator');
    await db.update(firmas).set({ usuarioFirmaId: otro.id }).where(eq(firmas.id, jefe.id));
    try {
      expect(await checkFirmas(db)).toEqual([
        `firma ${jefe.id} (fichero ${jefe.ficheroId}, JEFE_EVACN): su firmante ${otro.id} no tiene el perfil`,
      ]);
    } finally {
      await db.update(firmas).set({ usuarioFirmaId: jefe.usuarioFirmaId }).where(eq(firmas.id, jefe.id));
    }
    expect(await checkFirmas(db)).toEqual([]);
  });
});

describe('the demo self-assessments handed over', () => {
  it('were finished as the process manager finishes them (finalizarAutoevaluacion: its audit entry), and opened their evaluation', async () => {
    const cerradas = await db
      .select({ id: autoevaluaciones.id, proyectoId: autoevaluaciones.proyectoId })
      .from(autoevaluaciones)
      .where(and(eq(autoevaluaciones.faseClave, 'AUT-INI'), eq(autoevaluaciones.estadoClave, 'FIN')));
    expect(cerradas.length).toBeGreaterThanOrEqual(5);
    const finalizadas = new Set(
      (
        await db
          .select({ id: auditoria.entidadId })
          .from(auditoria)
          .where(and(eq(auditoria.entidad, 'autoevaluacion'), like(auditoria.cambios, '%FechaFin%')))
      ).map((a) => Number(a.id)),
    );
    for (const a of cerradas) expect(finalizadas.has(a.id), `autoevaluación ${a.id}`).toBe(true);
  });
});

describe('the invariants of rounds and tasks', () => {
  it('name a second open round and a task owned by an outsider', async () => {
    const destino = createIsolatedDb();
    await migrateLibsql(destino);
    await seedDemo(destino, now);
    const [ronda] = await destino.select().from(subsanaciones).where(eq(subsanaciones.numero, 1));
    const [tarea] = await destino.select().from(tareas).limit(1);
    const [fuera] = await destino.select().from(usuarios).where(eq(usuarios.userName, 'representante-subsanacion'));
    if (!ronda || !tarea || !fuera) throw new Error('the demo has a round, a task and representante-subsanacion');
    await destino.update(subsanaciones).set({ estadoClave: 'ABIERTA', cierreFecha: null }).where(eq(subsanaciones.id, ronda.id));
    await destino.update(tareas).set({ usuarioId: fuera.id }).where(eq(tareas.id, tarea.id));
    const { subsanaciones: rondas, tareas: deTareas } = await checkInvariantes(destino, todayIso(now));
    expect(rondas).toEqual([`evaluación ${ronda.evaluacionId}: 2 rondas abiertas`]);
    expect(deTareas).toEqual([
      expect.stringMatching(new RegExp(`^tarea ${tarea.id}: su responsable ${fuera.id} no es del equipo`)),
    ]);
  }, 120_000);
});

describe('the benchmark data', () => {
  it('obeys every invariant of the domain, in every phase and over the register', async () => {
    await comoNpmStart(bench);
    // A tenth of the full set's centres, requests and projects, a fiftieth of its accreditations.
    await cargarDatosBench(client, { centros: 10_000, pequena: 500, acreditaciones: 200, auditoria: 0, log: () => {} });
    const [{ n } = { n: 0 }] = await bench.all<{ n: number }>(sql`select count(distinct fase_clave) as n from proyectos`);
    expect(n).toBe(10);
    expect(await checkInvariantes(bench, todayIso(now))).toEqual(VACIO);
  }, 120_000);
});
