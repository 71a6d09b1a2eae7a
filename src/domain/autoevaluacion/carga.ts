import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { autoevaluacionEstandares } from '../../db/schema/autoevaluacion.ts';
import { bloqueAmbitos, bloques, estandarAmbitos, estandares } from '../../db/schema/catalogo.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';
import { loadNivelesDeProcesos } from '../procesos/niveles-carga.ts';
import { usarCifras } from '../proyectos/etapas.ts';
import { congelar, loadSello, MemoPorSello } from '../shared/sellos.ts';
import { baseCampos } from '../shared/uniones.ts';
import { aplicaAlProyecto, type Cifras, cifras, SIN_VERDICTO, type Verdicto } from './reglas.ts';

// Reads the rules of reglas.ts run on: the self-assessment with its project's scope and
// manual, the manual's standards that apply to it, and the team's verdicts. Internal (not
// gated): callers check access first (acceso.ts).

/** A self-assessment with what decides its contents: its project, the project's scope and manual. */
export interface AutoevaluacionBase {
  id: number;
  proyectoId: number;
  faseClave: string;
  estadoClave: string;
  fechaApertura: string | null;
  fechaInicio: string;
  fechaLimite: string | null;
  fechaFin: string | null;
  fechaVisita: string | null;
  ambitoId: number | null;
  manualId: number;
  /** The project's process: its levels decide the figures' Nivel. */
  procesoId: number;
  /** The phase's type (AUT, EVA, FIN): an unpublished EVA record is its evaluation team's (src/domain/autoevaluacion/visibilidad-evaluacion.ts). */
  faseTipo: string;
  /** The phase's cycle (INI, SEG): a self-assessment in follow-up is in its own phase of the records' table (permisos/registros.ts). */
  faseCiclo: string;
  fechaPublicacion: string | null;
  /** The level stored when the result was published (null before, or when none was reached). */
  nivelClave?: string | null;
  nivelNombre?: string | null;
}

// Every call of the self-assessment area reads its base first (acceso.ts): the statement is
// built and prepared once per database, its values bound per call (as the stamps' read is).
const basesDe = (db: Db) =>
  db
    .select(baseCampos)
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave));
const basePreparada = (db: Db) =>
  basesDe(db)
    .where(
      and(
        eq(autoevaluaciones.id, sql.placeholder('id')),
        eq(autoevaluaciones.instanciaId, sql.placeholder('instanciaId')),
        eq(proyectos.instanciaId, sql.placeholder('instanciaId')),
      ),
    )
    .prepare();
const bases = new WeakMap<Db, ReturnType<typeof basePreparada>>();

/** The self-assessment `id` of the instance, or null. */
export async function loadAutoevaluacionBase(db: Db, instanciaId: string, id: number): Promise<AutoevaluacionBase | null> {
  let q = bases.get(db);
  if (!q) {
    q = basePreparada(db);
    bases.set(db, q);
  }
  const [row] = await q.all({ id, instanciaId });
  return row ?? null;
}

/** The self-assessments `ids` of the instance, in one statement (those not in it are missing). */
export async function loadAutoevaluacionBases(
  db: Db,
  instanciaId: string,
  ids: readonly number[],
): Promise<AutoevaluacionBase[]> {
  if (ids.length === 0) return [];
  return basesDe(db).where(
    and(
      inArray(autoevaluaciones.id, [...ids]),
      eq(autoevaluaciones.instanciaId, instanciaId),
      eq(proyectos.instanciaId, instanciaId),
    ),
  );
}

/** A standard of the manual as the self-assessment pages list it. */
interface EstandarAplicable {
  id: number;
  codigo: string;
  descripcion: string;
  esencial: boolean;
  minimo: number;
  paqueteId: number | null;
  bloque: { id: number; codigo: string | null; nombre: string | null; color: string | null; orden: number };
}

// The manual's standards change only when the catalogue does: every page and call of a
// self-assessment needs them, so they are kept under the `catalogo` stamp (ADR 0017).
const aplicablesMemo = new MemoPorSello<string, EstandarAplicable[]>(200);

/** The standards of `manualId` that apply to a project of scope `ambitoId`, in block and standard order. */
export async function loadEstandaresAplicables(db: Db, manualId: number, ambitoId: number | null): Promise<EstandarAplicable[]> {
  const sello = await loadSello(db, 'catalogo');
  const key = `${manualId}:${ambitoId}`;
  const hit = aplicablesMemo.get(db, key, sello);
  // A copy of the list: callers may sort or filter it; the standards themselves are read-only.
  if (hit) return [...hit];
  const leidos = await selectEstandaresAplicables(db, manualId, ambitoId);
  if (sello > 0)
    aplicablesMemo.set(
      db,
      key,
      sello,
      leidos.map((e) => Object.freeze({ ...e, bloque: Object.freeze(e.bloque) })),
    );
  return leidos;
}

async function selectEstandaresAplicables(db: Db, manualId: number, ambitoId: number | null): Promise<EstandarAplicable[]> {
  const rows = await db
    .select({
      id: estandares.id,
      codigo: estandares.codigo,
      descripcion: estandares.descripcion,
      esencial: estandares.esencial,
      minimo: estandares.minimo,
      paqueteId: estandares.paqueteId,
      bloqueId: bloques.id,
      bloqueCodigo: bloques.codigo,
      bloqueNombre: bloques.nombre,
      bloqueColor: bloques.color,
      bloqueOrden: bloques.orden,
    })
    .from(estandares)
    .innerJoin(bloques, eq(bloques.id, estandares.bloqueId))
    .where(eq(estandares.manualId, manualId))
    .orderBy(asc(bloques.orden), asc(bloques.id), asc(estandares.orden), asc(estandares.id));
  if (rows.length === 0) return [];
  const porBloque = new Map<number, number[]>();
  const porEstandar = new Map<number, number[]>();
  if (ambitoId !== null) {
    const bloqueIds = [...new Set(rows.map((r) => r.bloqueId))];
    for (const a of await db.select().from(bloqueAmbitos).where(inArray(bloqueAmbitos.bloqueId, bloqueIds)))
      porBloque.set(a.bloqueId, [...(porBloque.get(a.bloqueId) ?? []), a.ambitoId]);
    const ids = rows.map((r) => r.id);
    for (const a of await db.select().from(estandarAmbitos).where(inArray(estandarAmbitos.estandarId, ids)))
      porEstandar.set(a.estandarId, [...(porEstandar.get(a.estandarId) ?? []), a.ambitoId]);
  }
  return rows
    .filter((r) => aplicaAlProyecto(ambitoId, porBloque.get(r.bloqueId) ?? [], porEstandar.get(r.id) ?? []))
    .map((r) => ({
      id: r.id,
      codigo: r.codigo,
      descripcion: r.descripcion,
      esencial: r.esencial,
      minimo: r.minimo,
      paqueteId: r.paqueteId,
      bloque: { id: r.bloqueId, codigo: r.bloqueCodigo, nombre: r.bloqueNombre, color: r.bloqueColor, orden: r.bloqueOrden },
    }));
}

/** The team's verdicts per standard of the given self-assessments (standards without one are pending). */
async function loadVerdictosEstandar(db: Db, autoevaluacionIds: number[]): Promise<Map<number, Map<number, Verdicto>>> {
  const rows = await db
    .select({
      autoevaluacionId: autoevaluacionEstandares.autoevaluacionId,
      estandarId: autoevaluacionEstandares.estandarId,
      estadoClave: autoevaluacionEstandares.estadoClave,
      aplica: autoevaluacionEstandares.aplica,
    })
    .from(autoevaluacionEstandares)
    .where(inArray(autoevaluacionEstandares.autoevaluacionId, autoevaluacionIds));
  const out = new Map<number, Map<number, Verdicto>>(autoevaluacionIds.map((id) => [id, new Map()]));
  for (const r of rows) out.get(r.autoevaluacionId)?.set(r.estandarId, { estadoClave: r.estadoClave, aplica: r.aplica });
  return out;
}

type ParaCifras = Pick<AutoevaluacionBase, 'id' | 'manualId' | 'ambitoId'> &
  Partial<Pick<AutoevaluacionBase, 'procesoId' | 'fechaPublicacion' | 'nivelClave' | 'nivelNombre'>>;

/**
 * A published result keeps the level it was published with (src/domain/evaluacion/publicacion.ts
 * stores it): a later change of the process's levels applies to results still to publish, never
 * rewrites one the centre already received (or its certificate). Unpublished: the live level.
 */
function nivelDe(a: ParaCifras, vivo: Cifras['Nivel']): Cifras['Nivel'] {
  if (!a.fechaPublicacion || a.nivelClave === undefined) return vivo;
  return a.nivelClave ? { Clave: a.nivelClave, Nombre: a.nivelNombre ?? a.nivelClave } : null;
}

// Figures kept per self-assessment under the `autoevaluacion` stamp (its verdicts, the
// self-assessment, its project, process and levels: migration 0023) with the `catalogo` stamp
// (the manual's standards, blocks and their scopes) in the key, as is every input the caller
// gives: a list page (20 projects, ~25 self-assessments) then reads no verdicts, standards nor
// levels. Bounded; values are frozen (callers spread them into records, never change them).
const cifrasMemo = new MemoPorSello<string, Cifras>(5_000);

const claveCifras = (catalogo: number, a: ParaCifras) =>
  `${catalogo}|${a.id}|${a.manualId}|${a.ambitoId}|${a.procesoId}|${a.fechaPublicacion}|${a.nivelClave}|${a.nivelNombre}`;

/**
 * The figures of self-assessments (PorcentajeCumple, NumeroCumple, Total, NumeroEvaluado,
 * counts by status, essential and non-essential counts, and the process's level reached): their applicable standards with their verdicts through `cifras`. Every
 * page and call that shows them comes here; a list reads each manual and scope once.
 */
export async function cifrasDeVarias(db: Db, autos: readonly ParaCifras[]): Promise<Map<number, Cifras>> {
  if (autos.length === 0) return new Map();
  // The stamps before the data: figures read after a write of another process are stored under
  // the stamp before it, which no later read matches (ADR 0017).
  const [sello, catalogo] = await Promise.all([loadSello(db, 'autoevaluacion'), loadSello(db, 'catalogo')]);
  const guardar = sello > 0 && catalogo > 0;
  const out = new Map<number, Cifras>();
  const faltan = autos.filter((a) => {
    const hit = guardar ? cifrasMemo.get(db, claveCifras(catalogo, a), sello) : undefined;
    if (hit) out.set(a.id, hit);
    return !hit;
  });
  if (faltan.length === 0) return out;
  const verdictos = await loadVerdictosEstandar(
    db,
    faltan.map((a) => a.id),
  );
  const aplicables = new Map<string, Promise<EstandarAplicable[]>>();
  const niveles = await loadNivelesDeProcesos(db, [...new Set(faltan.flatMap((a) => (a.procesoId ? [a.procesoId] : [])))]);
  for (const a of faltan) {
    const key = `${a.manualId}:${a.ambitoId}`;
    if (!aplicables.has(key)) aplicables.set(key, loadEstandaresAplicables(db, a.manualId, a.ambitoId));
    const estandares = await (aplicables.get(key) as Promise<EstandarAplicable[]>);
    const propios = verdictos.get(a.id) ?? new Map<number, Verdicto>();
    const c = cifras(
      estandares.map((e) => ({ ...(propios.get(e.id) ?? SIN_VERDICTO), esencial: e.esencial })),
      (a.procesoId && niveles.get(a.procesoId)) || [],
    );
    const figuras = congelar({ ...c, Nivel: nivelDe(a, c.Nivel) });
    out.set(a.id, guardar ? cifrasMemo.set(db, claveCifras(catalogo, a), sello, figuras) : figuras);
  }
  return out;
}

/** The figures of one self-assessment (see cifrasDeVarias). */
export async function cifrasDe(db: Db, a: ParaCifras): Promise<Cifras> {
  return (await cifrasDeVarias(db, [a])).get(a.id) as Cifras;
}

// The projects list shows each project's figures (proyectos/etapas.ts), an earlier area of the
// flow: it receives this one source of them here, as this module loads.
usarCifras(cifrasDeVarias);
