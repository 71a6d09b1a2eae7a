import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';
import { evaluacionAcceso } from '../../i18n/evaluacion-area.ts';
import { registrosLado as t } from '../../i18n/registros.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { perfilesEnProyecto } from '../permisos/en-proyecto.ts';
import { hayRondaAbierta, loadRondasAbiertas } from '../permisos/fase-proyecto.ts';
import {
  type Acceso,
  esDeSuLado,
  type FaseRegistros,
  nivelRegistro,
  REGISTROS_EVALUACION,
  type Registro,
  registroEn,
  type SujetoRegistros,
} from '../permisos/registros.ts';
import { registrosConFase } from '../shared/uniones.ts';
import type { AutoevaluacionBase } from './carga.ts';
import { ESTADO_ABIERTA } from './reglas.ts';

// What the table of src/domain/permisos/registros.ts needs from the database: which of its
// rows the actor holds in a project, and which phase a record is in (a project's documents:
// src/domain/permisos/fase-proyecto.ts). Every gate of the two sides' records asks
// `nivelEnRegistro` or `requireRegistro`; the evaluation's visibility
// (src/domain/autoevaluacion/visibilidad-evaluacion.ts), the area's frame and the calendar feed
// read the same answers.

/**
 * The rows the actor holds in project `proyectoId`: the profiles held for it and the global
 * ones, under the profile type the user works as now (as src/domain/permisos/usuario.ts
 * counts permissions); a project profile held for the whole system opens no project. Read
 * once per request with the rest of the actor's standing there (permisos/en-proyecto.ts).
 */
export async function sujetoEnProyecto(
  ctx: Pick<DomainContext, 'db' | 'instancia' | 'memo'>,
  actor: Pick<Actor, 'usuarioId' | 'esSuperAdmin' | 'tipoPerfil'>,
  proyectoId: number,
): Promise<SujetoRegistros> {
  if (actor.esSuperAdmin) return { esSuperAdmin: true, perfiles: [] };
  return (await perfilesEnProyecto(ctx, actor, proyectoId)).sujeto;
}

/** Whether the evaluation of the self-assessment's cycle has been published. */
async function evaluacionPublicada(db: Db, a: Pick<AutoevaluacionBase, 'proyectoId' | 'faseCiclo'>): Promise<boolean> {
  const [row] = await registrosConFase(db, { id: autoevaluaciones.id })
    .where(
      and(
        eq(autoevaluaciones.proyectoId, a.proyectoId),
        eq(fasesProyecto.tipoClave, 'EVA'),
        eq(fasesProyecto.ciclo, a.faseCiclo),
        isNotNull(autoevaluaciones.fechaPublicacion),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What decides a record's phase. */
type RegistroConFase = Pick<
  AutoevaluacionBase,
  'id' | 'proyectoId' | 'faseTipo' | 'faseCiclo' | 'estadoClave' | 'fechaPublicacion'
>;

/**
 * The phase record `a` is in. An evaluation (phase type EVA): published, or before publication
 * (a correction round while one is open). A self-assessment: in progress (its cycle says
 * first or follow-up), returned by an open round, or closed, under its cycle's evaluation,
 * before or after its publication.
 */
export function faseDeRegistro(db: Db, a: RegistroConFase): Promise<FaseRegistros> {
  return faseDe(a, { rondaAbierta: () => hayRondaAbierta(db, [a.id]), evaluacionPublicada: () => evaluacionPublicada(db, a) });
}

/** What the phase rule asks of the database, asked only when the rule gets to it. */
interface HechosFase {
  rondaAbierta(): Promise<boolean> | boolean;
  evaluacionPublicada(): Promise<boolean> | boolean;
}

async function faseDe(a: RegistroConFase, hechos: HechosFase): Promise<FaseRegistros> {
  if (a.faseTipo === 'EVA') {
    if (a.fechaPublicacion) return 'publicada';
    return (await hechos.rondaAbierta()) ? 'subsanacion' : 'evaluacion';
  }
  if (a.faseTipo !== 'AUT') return 'publicada';
  if (a.estadoClave === ESTADO_ABIERTA) return a.faseCiclo === 'SEG' ? 'seguimiento' : 'autoevaluacion';
  if (await hechos.rondaAbierta()) return 'subsanacion';
  return (await hechos.evaluacionPublicada()) ? 'publicada' : 'evaluacion';
}

/**
 * The phase of each of `registros` by the same rule (faseDeRegistro), in at most two
 * statements whatever their number: their open rounds, and the published evaluations of their
 * projects' cycles.
 */
export async function loadFasesDeRegistros(db: Db, registros: readonly RegistroConFase[]): Promise<Map<number, FaseRegistros>> {
  const proyectoIds = [...new Set(registros.map((a) => a.proyectoId))];
  const [rondas, publicadas] = await Promise.all([
    loadRondasAbiertas(
      db,
      registros.map((a) => a.id),
    ),
    proyectoIds.length === 0
      ? []
      : registrosConFase(db, { proyectoId: autoevaluaciones.proyectoId, ciclo: fasesProyecto.ciclo }).where(
          and(
            inArray(autoevaluaciones.proyectoId, proyectoIds),
            eq(fasesProyecto.tipoClave, 'EVA'),
            isNotNull(autoevaluaciones.fechaPublicacion),
          ),
        ),
  ]);
  const ciclosPublicados = new Set(publicadas.map((p) => `${p.proyectoId}:${p.ciclo}`));
  const fases = await Promise.all(
    registros.map((a) =>
      faseDe(a, {
        rondaAbierta: () => rondas.has(a.id),
        evaluacionPublicada: () => ciclosPublicados.has(`${a.proyectoId}:${a.faseCiclo}`),
      }),
    ),
  );
  return new Map(registros.map((a, i) => [a.id, fases[i] as FaseRegistros]));
}

export interface NivelRegistro {
  nivel: Acceso;
  fase: FaseRegistros;
  sujeto: SujetoRegistros;
  /** The record the cell was read for (on an evaluation record, the evaluation's). */
  registro: Registro;
}

/** The actor's cell for `registro` on record `a` (on an evaluation record, the evaluation's kind of it). */
export async function nivelEnRegistro(
  ctx: Pick<DomainContext, 'db' | 'instancia' | 'memo'>,
  actor: Pick<Actor, 'usuarioId' | 'esSuperAdmin' | 'tipoPerfil'>,
  a: RegistroConFase,
  registro: Registro,
): Promise<NivelRegistro> {
  const [sujeto, fase] = await Promise.all([sujetoEnProyecto(ctx, actor, a.proyectoId), faseDeRegistro(ctx.db, a)]);
  const r = registroEn(a.faseTipo, registro);
  return { nivel: nivelRegistro(sujeto, fase, r), fase, sujeto, registro: r };
}

/** Why the other side may not write `registro`: the side whose record it is, in its own words. */
function motivoOtroLado(registro: Registro): string {
  if (registro === 'plazos') return t.soloAgencia;
  return (REGISTROS_EVALUACION as readonly string[]).includes(registro) ? evaluacionAcceso.soloEquipoEvaluacion : t.soloCentro;
}

/**
 * The write gate of the table: true when the cell is write; 403 with the owning side's reason
 * when the record is never the actor's side's to write; false when it is, but not in this
 * phase (the caller answers why not now, usually 409).
 */
export function requireLado(n: NivelRegistro): boolean {
  if (n.nivel === 'write') return true;
  if (!esDeSuLado(n.sujeto, n.registro)) throw new AppError(403, motivoOtroLado(n.registro));
  return false;
}
