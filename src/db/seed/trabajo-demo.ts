import { and, eq, gt } from 'drizzle-orm';
import { patchEstandar } from '../../domain/autoevaluacion/estandares-edicion.ts';
import type { VerdictoEstandarInput } from '../../domain/autoevaluacion/estandares-schema.ts';
import { patchEvidenciaAutoevaluacion } from '../../domain/autoevaluacion/evidencias.ts';
import type { AreaMejoraInput, EvidenciaPatchInput, FortalezaInput } from '../../domain/autoevaluacion/evidencias-schema.ts';
import { createMejora } from '../../domain/autoevaluacion/mejoras.ts';
import type { DomainContext } from '../../domain/context.ts';
import { createTarea } from '../../domain/planificacion/escritura.ts';
import type { TareaInput } from '../../domain/planificacion/schema.ts';
import { autoevaluacionEstandares, autoevaluacionEvidencias } from '../schema/autoevaluacion.ts';

// What a self-assessment's team writes, written in the demo as the team writes it: through the
// domain's own save functions (the ones the API routes call), so each write passes the rules a
// user meets (the record open, the standard applicable, the task's owner on the team) and
// leaves its audit entry. The payloads are the parsed shapes, typed by the schemas' output types
// (type imports only: loading the schema modules on workerd would build them before the API
// extends zod for OpenAPI). Idempotent by version: a standard or evidence someone already
// judged (version ≥ 1) is kept, so seeding again never undoes people's work.

/**
 * A payload as a client sends it: the fields the schema's output always carries as keys
 * (`x: T | undefined`) may be left out, as a parsed body leaves out those not sent.
 */
export type Enviado<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};

export interface VerdictoDemo {
  estandarId: number;
  /** C, CUR, NC, PTE, or NA (not applicable). */
  estado: string;
  justificacion: string | null;
}

async function juzgados(
  ctx: DomainContext,
  tabla: typeof autoevaluacionEstandares | typeof autoevaluacionEvidencias,
  id: number,
) {
  const col = 'estandarId' in tabla ? tabla.estandarId : tabla.evidenciaId;
  const rows = await ctx.db
    .select({ id: col })
    .from(tabla)
    .where(and(eq(tabla.autoevaluacionId, id), gt(tabla.version, 0)));
  return new Set(rows.map((r) => r.id));
}

/** The team's verdicts on standards, each through the standard's PATCH (patchEstandar). */
export async function saveVerdictosDemo(ctx: DomainContext, autoevaluacionId: number, verdictos: VerdictoDemo[]) {
  const hechos = await juzgados(ctx, autoevaluacionEstandares, autoevaluacionId);
  for (const v of verdictos) {
    if (hechos.has(v.estandarId)) continue;
    const input = { estado: v.estado, justificacion: v.justificacion } as VerdictoEstandarInput;
    await patchEstandar(ctx, autoevaluacionId, v.estandarId, input);
  }
}

/** The team's verdicts on evidences, each through the evidence's PATCH (patchEvidenciaAutoevaluacion). */
export async function saveEvidenciasDemo(
  ctx: DomainContext,
  autoevaluacionId: number,
  verdictos: Array<{ evidenciaId: number; estado: EvidenciaPatchInput['estado']; justificacion?: string | null }>,
) {
  const hechas = await juzgados(ctx, autoevaluacionEvidencias, autoevaluacionId);
  for (const v of verdictos) {
    if (hechas.has(v.evidenciaId)) continue;
    const input = { estado: v.estado, justificacion: v.justificacion ?? null } as EvidenciaPatchInput;
    await patchEvidenciaAutoevaluacion(ctx, autoevaluacionId, v.evidenciaId, input);
  }
}

/** Improvement areas and strengths, each through its POST (createMejora). */
export async function saveMejorasDemo(
  ctx: DomainContext,
  autoevaluacionId: number,
  m: { areas?: Enviado<AreaMejoraInput>[]; fortalezas?: Enviado<FortalezaInput>[] },
) {
  for (const a of m.areas ?? []) await createMejora(ctx, 'areaMejora', autoevaluacionId, a as AreaMejoraInput);
  for (const f of m.fortalezas ?? []) await createMejora(ctx, 'fortaleza', autoevaluacionId, f as FortalezaInput);
}

/** Tasks, each through its POST (createTarea: the owner must be on the team, the status follows date and flag). */
export async function saveTareasDemo(ctx: DomainContext, autoevaluacionId: number, tareas: Enviado<TareaInput>[]) {
  const ids: number[] = [];
  for (const t of tareas) ids.push((await createTarea(ctx, autoevaluacionId, t as TareaInput)).Id);
  return ids;
}

/** Two improvement areas (one already being put in place) and two strengths, as the reports speak of them. */
export function mejorasDeInforme(sobre: { cumplido?: number; pendiente?: number; evidencia?: number } = {}) {
  const evidencia = sobre.evidencia === undefined ? {} : { evidenciaId: sobre.evidencia };
  const cumplido = sobre.evidencia === undefined && sobre.cumplido !== undefined ? { estandarId: sobre.cumplido } : {};
  return {
    areas: [
      {
        codigo: 'AM-1',
        descripcion: 'Incluir la fotoprotección en la programación de las actividades al aire libre.',
        implantacion: false,
        ...(sobre.pendiente === undefined ? {} : { estandarId: sobre.pendiente }),
      },
      {
        codigo: 'AM-2',
        descripcion: 'Instalar dispensadores de crema solar junto a las salidas al patio.',
        implantacion: true,
        ...cumplido,
        ...evidencia,
      },
    ] satisfies Enviado<AreaMejoraInput>[],
    fortalezas: [
      {
        codigo: 'F-1',
        descripcion: 'Todo el personal ha recibido formación sobre el índice UV y sus riesgos.',
        ...cumplido,
        ...evidencia,
      },
      { codigo: 'F-2', descripcion: 'Las familias participan en la revisión anual de la política de protección solar.' },
    ] satisfies Enviado<FortalezaInput>[],
  };
}
