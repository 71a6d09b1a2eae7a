import { proyectosApi as t } from '../../i18n/proyectos.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { loadPerfilesEnProyectos, perfilesEnProyecto } from '../permisos/en-proyecto.ts';
import type { Permiso } from '../permisos/levels.ts';
import { AUTOEVALUACION, EVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import {
  type Acceso,
  type FaseRegistros,
  nivelRegistro,
  REGISTROS,
  REGISTROS_CENTRO,
  REGISTROS_EVALUACION,
  type Registro,
  registroEn,
  type SujetoRegistros,
} from '../permisos/registros.ts';
import { puede, type Regla, requireRegla, SESION } from '../permisos/regla.ts';
import { porPeticion } from '../shared/memo-peticion.ts';
import { type AutoevaluacionBase, loadAutoevaluacionBase, loadAutoevaluacionBases } from './carga.ts';
import { TIPO_EVALUACION } from './equipo-evaluacion.ts';
import { faseDeRegistro, loadFasesDeRegistros, type NivelRegistro } from './registros.ts';
import { ESTADO_ABIERTA } from './reglas.ts';
import { esEvaluacionSinPublicar } from './visibilidad-evaluacion.ts';

// What the caller may do on one self-assessment or evaluation record, worked out once per
// request (ADR 0042) from the record, its phase and the actor's standing in its project
// (permisos/en-proyecto.ts), through the profile × phase × record table of
// src/domain/permisos/registros.ts and the permission keys of politicas.ts. Every gate of the
// record in the request (acceso.ts, contribucion.ts, gestor.ts, evaluacion/acceso.ts)
// reads this object; none reads the permissions or the phase again.

/** The profile that manages a phase of each type: it manages the team and finishes (or publishes) the phase. */
export const PERFIL_GESTOR: Readonly<Record<string, string>> = { AUT: 'REPRE', EVA: 'JEFE_EVACN' };

export interface Capacidades {
  actor: Actor;
  autoevaluacion: AutoevaluacionBase;
  /** The actor's permissions within the record's project. */
  permisos: Permiso[];
  /** Whether the actor is on the project's team (a refusal is then 403, not 404). */
  miembro: boolean;
  /** The phase the record is in, for the records' table. */
  fase: FaseRegistros;
  /** The table's rows the actor holds in the project. */
  sujeto: SujetoRegistros;
  /** The table's cell for each record on this one (on an evaluation, every part is the evaluation's: registroEn). */
  niveles: Readonly<Record<Registro, Acceso>>;
  /** Whether the record is an evaluation (its phase is of type EVA). */
  esEvaluacion: boolean;
  /** Whether the actor manages the record's phase: holds its managing profile for the project, or is a super administrator. */
  gestiona: boolean;
  /** Whether the actor reads the evaluators' work on it (always on a self-assessment; on an evaluation, before publication only its team and the agency). */
  veEvaluacion: boolean;
  /** Whether the actor attaches the report and publishes (INF_EVAL at E in the project and the table's write of the result). */
  puedePublicar: boolean;
  /** Whether the actor may close the record's phase now: publish an evaluation, or finish an open self-assessment as its manager. */
  puedeFinalizar: boolean;
  /** Whether the actor meets `regla` within the project. */
  puede(regla: Regla): boolean;
  puedeLeer(registro: Registro): boolean;
  puedeEscribir(registro: Registro): boolean;
  /** The table's answer for `registro`, as the write gate reads it (registros.ts requireLado). */
  nivel(registro: Registro): NivelRegistro;
}

/**
 * What the actor may do on record `autoevaluacionId`: 401 without a session, 404 when the
 * record is not in the instance. Kept on the request: a second gate of the same request reads
 * the same object (a write in between makes it worked out again: shared/memo-peticion.ts).
 */
export function capacidades(ctx: DomainContext, autoevaluacionId: number): Promise<Capacidades> {
  const actor = requireRegla(ctx.actor, SESION);
  return porPeticion(ctx, claveDe(ctx, actor, autoevaluacionId), async () => {
    const a = await loadAutoevaluacionBase(ctx.db, ctx.instancia.id, autoevaluacionId);
    if (!a) throw new AppError(404, t.autoevaluacionNoExiste);
    const [enProyecto, fase] = await Promise.all([perfilesEnProyecto(ctx, actor, a.proyectoId), faseDeRegistro(ctx.db, a)]);
    return capacidadesDe(actor, a, enProyecto, fase);
  });
}

const claveDe = (ctx: Pick<DomainContext, 'instancia'>, actor: Actor, autoevaluacionId: number) =>
  `capacidades:${ctx.instancia.id}:${actor.usuarioId}:${actor.tipoPerfil ?? ''}:${autoevaluacionId}`;

/**
 * The capabilities on each of records `ids`, worked out by the same rule as `capacidades` and
 * kept on the request for its gates, from a bounded number of statements whatever their
 * number (the records, the actor's standing in their projects, their phases): a page that
 * gates many records at once (the areas' project switcher, the project chooser) then asks each
 * gate from the memo. Without a memo it keeps nothing; an id not in the instance is left for
 * `capacidades` to refuse.
 */
export async function loadCapacidades(ctx: DomainContext, ids: readonly number[]): Promise<void> {
  const memo = ctx.memo;
  const actor = requireRegla(ctx.actor, SESION);
  if (!memo) return;
  const nuevos = [...new Set(ids)].filter((id) => !memo.tiene(claveDe(ctx, actor, id)));
  if (nuevos.length === 0) return;
  const bases = await loadAutoevaluacionBases(ctx.db, ctx.instancia.id, nuevos);
  const [, fases] = await Promise.all([
    loadPerfilesEnProyectos(
      ctx,
      actor,
      bases.map((a) => a.proyectoId),
    ),
    loadFasesDeRegistros(ctx.db, bases),
  ]);
  for (const a of bases) {
    const fase = fases.get(a.id);
    if (!fase) continue;
    memo.de(claveDe(ctx, actor, a.id), async () =>
      capacidadesDe(actor, a, await perfilesEnProyecto(ctx, actor, a.proyectoId), fase),
    );
  }
}

/** The capabilities from what was read: the rule itself, without the database. */
export function capacidadesDe(
  actor: Actor,
  a: AutoevaluacionBase,
  enProyecto: { permisos: Permiso[]; sujeto: SujetoRegistros; miembro: boolean; perfilesDelProyecto: ReadonlySet<string> },
  fase: FaseRegistros,
): Capacidades {
  const { permisos, sujeto, miembro } = enProyecto;
  const nivel = (registro: Registro): NivelRegistro => {
    const r = registroEn(a.faseTipo, registro);
    return { nivel: nivelRegistro(sujeto, fase, r), fase, sujeto, registro: r };
  };
  const niveles = Object.fromEntries(REGISTROS.map((r) => [r, nivel(r).nivel])) as Record<Registro, Acceso>;
  const puedeEn = (regla: Regla) => puede({ esSuperAdmin: actor.esSuperAdmin, permisos }, regla);
  const esEvaluacion = a.faseTipo === TIPO_EVALUACION;
  const gestiona = actor.esSuperAdmin || enProyecto.perfilesDelProyecto.has(PERFIL_GESTOR[a.faseTipo] ?? 'REPRE');
  const puedePublicar = puedeEn(EVALUACION.publica) && niveles.resultado === 'write';
  const abierta = a.estadoClave === ESTADO_ABIERTA;
  return {
    actor,
    autoevaluacion: a,
    permisos,
    miembro,
    fase,
    sujeto,
    niveles,
    esEvaluacion,
    gestiona,
    veEvaluacion: !esEvaluacionSinPublicar(a) || niveles.veredictos !== 'none',
    puedePublicar,
    puedeFinalizar:
      abierta && (esEvaluacion ? puedePublicar : gestiona && (puedeEn(AUTOEVALUACION.fin) || puede(actor, PROYECTOS.gestiona))),
    puede: puedeEn,
    puedeLeer: (registro) => niveles[registro] !== 'none',
    puedeEscribir: (registro) => niveles[registro] === 'write',
    nivel,
  };
}

/**
 * Whether the actor works on the record rather than only reads it: the table lets them write,
 * in the phase the record is in, one of the record's own records (an evaluation's parts on an
 * evaluation, the centre's records on a self-assessment, where the evaluation's columns hold no
 * record), and they hold the area's key to contribute (AE_APORTACION, as escribeEnArea asks).
 */
export function trabajaEnRegistro(cap: Capacidades): boolean {
  const propios = cap.esEvaluacion ? REGISTROS_EVALUACION : REGISTROS_CENTRO;
  return cap.puede(AUTOEVALUACION.aportacion) && propios.some((r) => cap.puedeEscribir(r));
}
