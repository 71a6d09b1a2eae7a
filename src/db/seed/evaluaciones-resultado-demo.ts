import { and, eq, inArray } from 'drizzle-orm';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { proyectos } from '../schema/proyectos.ts';
import { centros, solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import type { EntornoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { PROYECTOS_DEMO, type ProyectoDemo, seedDemoProyectos } from './proyectos-demo.ts';
import { SEGUIMIENTO_DEMO } from './seguimiento-demo.ts';
import { EQUIPO_EVALUACION_DEMO, type Plan, seedDemoNiveles, valorarEvaluacionDemo } from './valoracion-demo.ts';

// Demo of levels and published results:
// - the demo process SOL-2026 carries the mark's real rule: no level unless every applicable
//   essential standard is met; Avanzado with >= 50 % of the applicable non-essential ones,
//   Excelente with >= 75 %;
// - a published evaluation, ACR with a level (FIN-INI), and a published NO_ACR one (an
//   essential standard not met);
// - every published one staffed with its evaluation team (jefeevaluacion, evaluador) before its
//   verdicts, as a real cycle is (valorarEvaluacionDemo);
// - two evaluations in progress led by jefeevaluacion: one fully evaluated, waiting for its
//   report and publication, and one with a standard still to evaluate (publishing it answers
//   409 naming that standard);
// - the other seeds' projects at the end of their first cycle (FIN-INI, accredited: the one
//   carrying the demo accreditations, the one kept for trying Configurar) got there the way
//   the product gets there: their evaluation evaluated in full and published with the result
//   it gives (ADR 0055). The follow-up project's is published by seguimiento-demo.ts.
// Idempotent: projects by request reference, levels by key, verdicts by (record, standard).

const I = SOLUDABLE.id;
const AUTOR = 'Datos de demostración';
const EVALUADORES: ProyectoDemo['equipo'] = EQUIPO_EVALUACION_DEMO.map((m) => ({ ...m }));
const TODOS = Array.from({ length: 1000 }, () => 'C' as const);

/** The demo evaluations of this seed, by the reference of the request each project comes from. */
export const EVALUACIONES_DEMO = {
  /** Published, ACR with a level. */
  ACR: 'SOL-2026-D0161',
  /** Published, NO_ACR: an essential standard not met. */
  NO_ACR: 'SOL-2026-D0162',
  /** In progress, every standard evaluated, no report yet: ready to attach it and publish. */
  LISTA: 'SOL-2026-D0163',
  /** In progress, one standard still to evaluate. */
  PENDIENTE: 'SOL-2026-D0164',
} as const;

/**
 * Centres of their own (valid CIFs, real municipalities of the demo geography), so the other
 * demo projects' centres stay unique in lists and searches that other tests rely on.
 */
const CENTROS_EVALUACION_DEMO = [
  {
    nombre: 'Colegio Concertado Las Acacias',
    cif: 'Q2800123H',
    direccion: 'Calle de Bravo Murillo 15',
    codigoPostal: '28015',
    provinciaId: 28,
    municipioId: 28079,
  },
  {
    nombre: 'Academia Deportiva Nervión',
    cif: 'B47004569',
    direccion: 'Calle Licenciado Poza 8',
    codigoPostal: '48011',
    provinciaId: 48,
    municipioId: 48020,
  },
  {
    nombre: 'Gimnasio Municipal La Ribera',
    cif: 'G31007891',
    direccion: 'Calle de Toledo 70',
    codigoPostal: '28005',
    provinciaId: 28,
    municipioId: 28079,
  },
  {
    nombre: 'Residencia Universitaria El Parque',
    cif: 'Q3000111I',
    direccion: 'Alameda de Urquijo 30',
    codigoPostal: '48010',
    provinciaId: 48,
    municipioId: 48020,
  },
];

/** The demo projects of this seed (their requests and projects count in the demo lists). */
export const EVALUACIONES_RESULTADO_DEMO: Array<ProyectoDemo & { plan: Plan; publicada: boolean }> = [
  {
    referencia: EVALUACIONES_DEMO.ACR,
    cif: 'Q2800123H',
    fase: 'FIN-INI',
    resultado: 'ACR',
    ambito: 0,
    equipo: [],
    progreso: TODOS,
    dias: 220,
    plan: 'dosNoEsencialesNoCumplen',
    publicada: true,
  },
  {
    referencia: EVALUACIONES_DEMO.NO_ACR,
    cif: 'B47004569',
    fase: 'FIN-INI',
    ambito: 1,
    equipo: [],
    progreso: TODOS,
    dias: 210,
    plan: 'esencialNoCumple',
    publicada: true,
  },
  {
    referencia: EVALUACIONES_DEMO.LISTA,
    cif: 'G31007891',
    fase: 'EVA-INI',
    ambito: 0,
    equipo: EVALUADORES,
    progreso: TODOS,
    dias: 120,
    plan: 'todos',
    publicada: false,
  },
  {
    referencia: EVALUACIONES_DEMO.PENDIENTE,
    cif: 'Q3000111I',
    fase: 'EVA-INI',
    ambito: 1,
    equipo: EVALUADORES,
    progreso: TODOS,
    dias: 110,
    plan: 'unoSinEvaluar',
    publicada: false,
  },
];

export async function seedDemoEvaluacionesResultado(db: Db, now: Date, entorno: EntornoDemo) {
  await seedDemoNiveles(db, now);
  // Centres have no unique key in the table: idempotent by CIF, as the demo centres seed.
  const have = new Set(
    (
      await db
        .select({ cif: centros.cif })
        .from(centros)
        .where(
          and(
            eq(centros.instanciaId, I),
            inArray(
              centros.cif,
              CENTROS_EVALUACION_DEMO.map((c) => c.cif),
            ),
          ),
        )
    ).map((c) => c.cif),
  );
  const nuevos = CENTROS_EVALUACION_DEMO.filter((c) => !have.has(c.cif));
  if (nuevos.length > 0)
    await db.insert(centros).values(
      nuevos.map((c) => ({
        ...c,
        instanciaId: I,
        altaFecha: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
        altaUsuarioNombre: AUTOR,
      })),
    );
  await seedDemoProyectos(db, now, EVALUACIONES_RESULTADO_DEMO);
  for (const def of EVALUACIONES_RESULTADO_DEMO) {
    const id = await proyectoDe(db, def.referencia);
    if (id === null) continue;
    const publicada = def.publicada ? sumarDias(todayIso(new Date(now.getTime() - def.dias * 86_400_000)), 150) : null;
    await valorarEvaluacionDemo(db, entorno, { now, publicada }, id, def.plan);
  }
  for (const def of CICLOS_CERRADOS_DEMO) {
    const id = await proyectoDe(db, def.referencia);
    // After the visit (day 100 of the cycle), before the evaluation's deadline (day 120).
    if (id !== null)
      await valorarEvaluacionDemo(
        db,
        entorno,
        { now, publicada: sumarDias(todayIso(new Date(now.getTime() - def.dias * 86_400_000)), 115) },
        id,
        'todos',
      );
  }
}

/** The other seeds' projects whose first cycle ended accredited (FIN-INI, ACR), published here. */
const CICLOS_CERRADOS_DEMO: ProyectoDemo[] = [...PROYECTOS_DEMO.filter((p) => p.fase === 'FIN-INI'), SEGUIMIENTO_DEMO.configurar];

async function proyectoDe(db: Db, referencia: string): Promise<number | null> {
  const [p] = await db
    .select({ id: proyectos.id })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, referencia)));
  return p?.id ?? null;
}
