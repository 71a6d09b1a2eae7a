import { desc, eq, inArray } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';
import { congelar, loadSello, MemoPorSello } from '../shared/sellos.ts';
import { baseCampos, registrosConProyecto } from '../shared/uniones.ts';

// The projects list's self-assessment and evaluation columns: each project's current
// self-assessment of each kind with its dates and PorcentajeCumple (from cifrasDeVarias of
// src/domain/autoevaluacion/carga.ts, the one source of the figures, which hands itself over
// through `usarCifras` as it loads: the self-assessment area comes later in the flow).

const selectEtapas = (db: Db) =>
  registrosConProyecto(db, { ...baseCampos, ciclo: fasesProyecto.ciclo })
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave));
type FilaEtapa = Awaited<ReturnType<ReturnType<typeof selectEtapas>['where']>>[number];

/** The figures of self-assessments, of which the list shows PorcentajeCumple. */
type CifrasDeVarias = (db: Db, autos: readonly FilaEtapa[]) => Promise<Map<number, { PorcentajeCumple: number }>>;
let cifrasDeVarias: CifrasDeVarias | null = null;

/** The self-assessment area's figures, handed over once as it loads. */
export function usarCifras(cifras: CifrasDeVarias): void {
  cifrasDeVarias = cifras;
}

/** The self-assessment or evaluation columns: start, progress, end. */
export type Etapa = {
  Id: number;
  FechaInicio: string;
  FechaLimite: string | null;
  FechaFin: string | null;
  PorcentajeCumple: number;
};
export type Etapas = { aut: Etapa | null; eva: Etapa | null };

// Kept per project and cycle under the `autoevaluacion` stamp (self-assessments, verdicts,
// projects, processes, levels: migration 0023) with the `catalogo` stamp in the key: a page
// between two writes reads neither its self-assessments nor their figures. Stamps read first
// (ADR 0017), values frozen and bounded.
const etapasMemo = new MemoPorSello<string, Etapas>(5_000);

/** The current cycle's (`ciclo`, the project's phase's) self-assessment and evaluation of each project. */
export async function etapasDe(db: Db, proyectosPagina: ReadonlyArray<{ id: number; ciclo: string }>) {
  const [sello, catalogo] = await Promise.all([loadSello(db, 'autoevaluacion'), loadSello(db, 'catalogo')]);
  const guardar = sello > 0 && catalogo > 0;
  const clave = (p: { id: number; ciclo: string }) => `${catalogo}|${p.id}|${p.ciclo}`;
  const out = new Map<number, Etapas>();
  const faltan = proyectosPagina.filter((p) => {
    const hit = guardar ? etapasMemo.get(db, clave(p), sello) : undefined;
    if (hit) out.set(p.id, hit);
    return !hit;
  });
  if (faltan.length === 0) return out;
  if (!cifrasDeVarias) throw new Error('proyectos/etapas.ts: autoevaluacion/carga.ts is not loaded, so there are no figures');
  const autos = await selectEtapas(db)
    .where(
      inArray(
        autoevaluaciones.proyectoId,
        faltan.map((p) => p.id),
      ),
    )
    .orderBy(desc(fasesProyecto.orden), desc(autoevaluaciones.id));
  // The current cycle's: once follow-up opens, the first cycle's evaluation is no longer "the"
  // evaluation, so Evaluacion is null until EVA-SEG opens.
  const ultima = (p: { id: number; ciclo: string }, tipo: string) =>
    autos.find((a) => a.proyectoId === p.id && a.faseTipo === tipo && a.ciclo === p.ciclo);
  const mostradas = new Map(faltan.map((p) => [p.id, { aut: ultima(p, 'AUT'), eva: ultima(p, 'EVA') }]));
  const figuras = await cifrasDeVarias(
    db,
    [...mostradas.values()].flatMap((m) => [m.aut, m.eva].filter((a) => a !== undefined)),
  );
  const etapa = (a: (typeof autos)[number] | undefined): Etapa | null => {
    const c = a && figuras.get(a.id);
    return a && c
      ? {
          Id: a.id,
          FechaInicio: a.fechaInicio,
          FechaLimite: a.fechaLimite,
          FechaFin: a.fechaFin,
          PorcentajeCumple: c.PorcentajeCumple,
        }
      : null;
  };
  for (const p of faltan) {
    const m = mostradas.get(p.id);
    const etapas = congelar({ aut: etapa(m?.aut), eva: etapa(m?.eva) });
    out.set(p.id, guardar ? etapasMemo.set(db, clave(p), sello, etapas) : etapas);
  }
  return out;
}
