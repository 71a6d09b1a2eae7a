import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { ejemplos, estandarEjemplos, estandares, evidenciaEjemplos, evidencias } from '../../db/schema/index.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { distinct, reasignarEnlaces, refuseUnknown, unknownIds } from '../shared/comun.ts';
import { requireCatalogo } from './acceso.ts';
import { type EjemploRecord, loadEjemploRecord } from './ejemplos.ts';
import type { EjemploInput } from './estandares-schema.ts';
import { sanitizeRichText } from './html.ts';

// Examples are reading material shared by manuals: they stay editable, and may be linked or
// unlinked, whatever the state of the manuals that show them (ADR 0010 keeps them outside
// the frozen structure).

type Ctx = DomainContext;

async function loadEjemplo(ctx: Ctx, ejemploId: number) {
  const [row] = await ctx.db
    .select({ id: ejemplos.id })
    .from(ejemplos)
    .where(and(eq(ejemplos.id, ejemploId), eq(ejemplos.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.ejemploNoEncontrado);
  return row;
}

const fields = (input: EjemploInput) => ({
  titulo: input.titulo,
  autor: input.autor ?? null,
  referencia: input.referencia ?? null,
  // Whatever the browser sent, only allow-listed HTML is stored.
  descripcion: sanitizeRichText(input.descripcion),
  texto: input.texto ?? null,
});

/** POST /ejemplos. */
export async function createEjemplo(ctx: Ctx, input: EjemploInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const valores = { instanciaId: ctx.instancia.id, ...fields(input), ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(ejemplos).values(valores).returning({ id: ejemplos.id }),
    auditar({ accion: 'CREAR', entidad: 'ejemplo', entidadId: nuevoEn(ejemplos), cambios: cambiosDe(null, valores) }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/** PUT /ejemplos/{id}: every field; absent optional fields are cleared. */
export async function updateEjemplo(ctx: Ctx, ejemploId: number, input: EjemploInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await loadEjemplo(ctx, ejemploId);
  const valores = { ...fields(input), ...modificacionAudit(actor, ctx.clock.now()) };
  await updateAudited(ctx, ejemplos, ejemploId, 'ejemplo', valores);
}

/** DELETE /ejemplos/{id}: its links to standards and evidences go with it. */
export async function deleteEjemplo(ctx: Ctx, ejemploId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  await loadEjemplo(ctx, ejemploId);
  await removeAudited(ctx, ejemplos, ejemploId, 'ejemplo');
}

const reread = async (ctx: Ctx, id: number) => (await loadEjemploRecord(ctx.db, ctx.instancia.id, id)) as EjemploRecord;

const unknownEstandares = (ctx: Ctx, ids: number[]) =>
  unknownIds(ctx.db, estandares.id, estandares, ids, eq(estandares.instanciaId, ctx.instancia.id));

/**
 * POST /ejemplos/{id}/estandares: adds links to these standards, keeping the existing ones
 * (the "link standards after create" step). Answers 200: nothing new is created.
 */
export async function enlazarEstandares(ctx: Ctx, ejemploId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  await loadEjemplo(ctx, ejemploId);
  const wanted = distinct(ids);
  refuseUnknown('estandares', await unknownEstandares(ctx, wanted), t.estandaresNoValidos);
  // Chunks of 40 rows keep each statement under D1's 100 bound parameters.
  const chunks: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < wanted.length; i += 40) {
    const rows = wanted.slice(i, i + 40).map((estandarId) => ({ estandarId, ejemploId }));
    chunks.push(ctx.db.insert(estandarEjemplos).values(rows).onConflictDoNothing());
  }
  await commit(ctx, [
    ...chunks,
    auditar({
      accion: 'MODIFICAR',
      entidad: 'ejemplo',
      entidadId: ejemploId,
      cambios: [{ Campo: 'Estandares', Antes: null, Despues: wanted }],
    }),
  ]);
  return (await reread(ctx, ejemploId)).Estandares;
}

/** POST /ejemplos/{id}/estandares/reasignar: the example's standards become exactly these. */
export async function reasignarEstandaresEjemplo(ctx: Ctx, ejemploId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  await loadEjemplo(ctx, ejemploId);
  await reasignarEnlaces(ctx, {
    entidad: 'ejemplo',
    ids,
    field: 'estandares',
    message: t.estandaresNoValidos,
    unknown: (wanted) => unknownEstandares(ctx, wanted),
    links: estandarEjemplos,
    owner: estandarEjemplos.ejemploId,
    ownerId: ejemploId,
    row: (estandarId) => ({ estandarId, ejemploId }),
  });
  return (await reread(ctx, ejemploId)).Estandares;
}

/** POST /ejemplos/{id}/evidencias/reasignar: the example's evidences become exactly these. */
export async function reasignarEvidenciasEjemplo(ctx: Ctx, ejemploId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  await loadEjemplo(ctx, ejemploId);
  await reasignarEnlaces(ctx, {
    entidad: 'ejemplo',
    ids,
    field: 'evidencias',
    message: t.evidenciasNoValidas,
    unknown: (wanted) => unknownIds(ctx.db, evidencias.id, evidencias, wanted, eq(evidencias.instanciaId, ctx.instancia.id)),
    links: evidenciaEjemplos,
    owner: evidenciaEjemplos.ejemploId,
    ownerId: ejemploId,
    row: (evidenciaId) => ({ evidenciaId, ejemploId }),
  });
  return (await reread(ctx, ejemploId)).Evidencias;
}
