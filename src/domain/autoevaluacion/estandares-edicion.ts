import { and, eq, sql } from 'drizzle-orm';
import { autoevaluacionEstandarEtiquetas, autoevaluacionEstandares } from '../../db/schema/autoevaluacion.ts';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import type { Cambio } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { distinct, refuseUnknown } from '../shared/comun.ts';
import { columnasEscritas, enVersion, versionEsperada, versionSiguiente } from '../shared/version.ts';
import { requireContribucion } from './contribucion.ts';
import {
  type EstandarAutoevaluacion,
  etiquetasAjenas,
  getEstandarAutoevaluacion,
  loadEstandaresAutoevaluacion,
  loadVerdictoEstandar,
} from './estandares.ts';
import type { VerdictoEstandarInput } from './estandares-schema.ts';
import { NO_APLICA } from './reglas.ts';

// The team's changes to a standard: its verdict (status, applies, justification), its own
// tags. Verdict rows are written on the first change (ADR 0016). Every write goes through
// requireContribucion (the area's rule in the project, 409 once finished) and may name the
// `version` it read (body or If-Match): the update then only applies while the row still has
// that version, so two people saving the same standard never silently overwrite each other
// (the loser gets 409 and reloads); without one, only the sent fields change (shared/version.ts). Entries go to the self-assessment's history (entity
// `autoevaluacion`), naming the standard by its code.

const conflicto = () => new AppError(409, t.versionObsoleta);

/** The standard within a self-assessment the actor may contribute to (404 when it does not apply to it). */
async function estandarParaCambiar(ctx: DomainContext, autoevaluacionId: number, estandarId: number) {
  const acceso = await requireContribucion(ctx, autoevaluacionId, 'estandares', { estandarId });
  const todos = await loadEstandaresAutoevaluacion(ctx.db, acceso.autoevaluacion);
  const estandar = todos.find((e) => e.EstandarId === estandarId);
  if (!estandar) throw new AppError(404, t.estandarNoExiste);
  return { actor: acceso.actor, estandar };
}

/** The new stored values from a change: NA marks not applicable and keeps the status; another status makes it applicable. */
function nuevosValores(actual: EstandarAutoevaluacion, input: VerdictoEstandarInput) {
  let estadoClave = actual.EstadoClave;
  let aplica = input.aplica ?? actual.Aplica;
  if (input.estado === NO_APLICA) aplica = false;
  else if (input.estado) {
    estadoClave = input.estado;
    aplica = input.aplica ?? true;
  }
  const justificacion = input.justificacion === undefined ? actual.Justificacion : input.justificacion;
  return { estadoClave, aplica, justificacion };
}

/** The columns the input decides (NA decides only `aplica`): a write without a version touches no other. */
function columnasEnviadas(input: VerdictoEstandarInput): (keyof ReturnType<typeof nuevosValores>)[] {
  return [
    ...(input.estado !== undefined && input.estado !== NO_APLICA ? (['estadoClave'] as const) : []),
    ...(input.estado !== undefined || input.aplica !== undefined ? (['aplica'] as const) : []),
    ...(input.justificacion !== undefined ? (['justificacion'] as const) : []),
  ];
}

/**
 * PATCH autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}: changes the verdict on a
 * standard, creating its row on the first change (`version` 0). Returns the standard as
 * lists show it, with its new version.
 */
export async function patchEstandar(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
  input: VerdictoEstandarInput,
  ifMatch?: string,
): Promise<EstandarAutoevaluacion> {
  const { actor, estandar } = await estandarParaCambiar(ctx, autoevaluacionId, estandarId);
  const version = versionEsperada(input.version, ifMatch);
  if (version !== undefined && version !== estandar.Version) throw conflicto();
  const nuevo = nuevosValores(estandar, input);
  const set = columnasEscritas(nuevo, version, columnasEnviadas(input));
  const campo = (c: string) => `Estandar ${estandar.Estandar.Codigo}: ${c}`;
  const cambios: Cambio[] = [
    { Campo: campo('EstadoClave'), Antes: estandar.EstadoClave, Despues: nuevo.estadoClave },
    { Campo: campo('Aplica'), Antes: estandar.Aplica, Despues: nuevo.aplica },
    { Campo: campo('Justificacion'), Antes: estandar.Justificacion, Despues: nuevo.justificacion },
  ].filter((c) => c.Antes !== c.Despues);
  const now = ctx.clock.now();
  const escritura =
    estandar.Id === null
      ? // First change: insert the row; a colleague's insert in between wins the unique key and this one is a conflict.
        ctx.db
          .insert(autoevaluacionEstandares)
          .values({
            autoevaluacionId,
            estandarId,
            ...nuevo,
            version: 1,
            ...altaAudit(actor, now),
            ...modificacionAudit(actor, now),
          })
          // Without a version a colleague's insert in between is no conflict: only the sent fields go over it.
          .onConflictDoUpdate({
            target: [autoevaluacionEstandares.autoevaluacionId, autoevaluacionEstandares.estandarId],
            set: { ...set, version: versionSiguiente(autoevaluacionEstandares.version), ...modificacionAudit(actor, now) },
            // With a version, a colleague's insert in between wins: nothing is written (409).
            ...(version === undefined ? {} : { setWhere: sql`0` }),
          })
          .returning({ id: autoevaluacionEstandares.id })
      : ctx.db
          .update(autoevaluacionEstandares)
          .set({ ...set, version: versionSiguiente(autoevaluacionEstandares.version), ...modificacionAudit(actor, now) })
          .where(and(eq(autoevaluacionEstandares.id, estandar.Id), enVersion(autoevaluacionEstandares.version, version)))
          .returning({ id: autoevaluacionEstandares.id });
  const [rows] = await commit(ctx, [
    escritura,
    auditar({ accion: 'MODIFICAR', entidad: 'autoevaluacion', entidadId: autoevaluacionId, cambios, siCambia: true }),
  ]);
  if ((rows as unknown[]).length === 0) throw conflicto();
  return (await getEstandarAutoevaluacion(ctx, autoevaluacionId, estandarId)).estandar;
}

/** PATCH autoevaluaciones/estandares/{id}: the same change, naming the verdict row (ids the lists give as `Id`). */
export async function patchVerdictoEstandar(ctx: DomainContext, id: number, input: VerdictoEstandarInput, ifMatch?: string) {
  const row = await loadVerdictoEstandar(ctx, id);
  // The row's self-assessment decides access (404 for outsiders, as if the row did not exist).
  return patchEstandar(ctx, row.autoevaluacionId, row.estandarId, input, ifMatch);
}

/** POST autoevaluaciones/{id}/estandares/{estandarId}/etiquetas/reasignar: the standard's tags become exactly these (own EST tags). */
export async function reasignarEtiquetasEstandar(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
  ids: number[],
): Promise<EstandarAutoevaluacion['Etiquetas']> {
  const { estandar } = await estandarParaCambiar(ctx, autoevaluacionId, estandarId);
  const wanted = distinct(ids);
  refuseUnknown('etiquetas', await etiquetasAjenas(ctx.db, autoevaluacionId, wanted), t.etiquetasNoValidas);
  const donde = and(
    eq(autoevaluacionEstandarEtiquetas.autoevaluacionId, autoevaluacionId),
    eq(autoevaluacionEstandarEtiquetas.estandarId, estandarId),
  );
  await commit(ctx, [
    ctx.db.delete(autoevaluacionEstandarEtiquetas).where(donde),
    wanted.length > 0 &&
      ctx.db
        .insert(autoevaluacionEstandarEtiquetas)
        .values(wanted.map((etiquetaId) => ({ autoevaluacionId, estandarId, etiquetaId }))),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: autoevaluacionId,
      cambios: [
        { Campo: `Estandar ${estandar.Estandar.Codigo}: Etiquetas`, Antes: estandar.Etiquetas.map((e) => e.Id), Despues: wanted },
      ],
    }),
  ]);
  return (await getEstandarAutoevaluacion(ctx, autoevaluacionId, estandarId)).estandar.Etiquetas;
}
