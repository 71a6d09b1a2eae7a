import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { autoevaluacionEtiquetas } from '../../db/schema/autoevaluacion.ts';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import type { Registro } from '../permisos/registros.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { requireContribucion } from './contribucion.ts';
import type { EtiquetaAutoevaluacionInput } from './estandares-schema.ts';

// The self-assessment's own tags (autoevaluacionEtiqueta): the team labels its standards
// (EST) and tasks (TAR) with them. Names are unique per self-assessment and type, compared
// without case. Deleting a tag removes it from the standards and tasks that carry it.

export interface EtiquetaAutoevaluacion {
  Id: number;
  Nombre: string;
  Color: string;
  TipoClave: string;
}

const campos = {
  Id: autoevaluacionEtiquetas.id,
  Nombre: autoevaluacionEtiquetas.nombre,
  Color: autoevaluacionEtiquetas.color,
  TipoClave: autoevaluacionEtiquetas.tipoClave,
};

/** GET autoevaluaciones/{id}/etiquetas[?tipoClave=EST|TAR]: by name. */
export async function listEtiquetasAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  tipoClave?: string,
): Promise<EtiquetaAutoevaluacion[]> {
  await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso);
  return ctx.db
    .select(campos)
    .from(autoevaluacionEtiquetas)
    .where(
      and(
        eq(autoevaluacionEtiquetas.autoevaluacionId, autoevaluacionId),
        tipoClave ? eq(autoevaluacionEtiquetas.tipoClave, tipoClave) : undefined,
      ),
    )
    .orderBy(asc(autoevaluacionEtiquetas.nombre), asc(autoevaluacionEtiquetas.id));
}

async function nombreLibre(ctx: DomainContext, autoevaluacionId: number, tipoClave: string, nombre: string, salvo?: number) {
  const [otra] = await ctx.db
    .select({ id: autoevaluacionEtiquetas.id })
    .from(autoevaluacionEtiquetas)
    .where(
      and(
        eq(autoevaluacionEtiquetas.autoevaluacionId, autoevaluacionId),
        eq(autoevaluacionEtiquetas.tipoClave, tipoClave),
        sql`lower(trim(${autoevaluacionEtiquetas.nombre})) = lower(trim(${nombre}))`,
        salvo === undefined ? undefined : ne(autoevaluacionEtiquetas.id, salvo),
      ),
    )
    .limit(1);
  if (otra) throw new AppError(409, t.etiquetaRepetida, { nombre: [t.etiquetaRepetida] });
}

/** A tag belongs to the records it tags: the tasks' (TAR) or the standards' (EST). */
const registroDeEtiqueta = (tipoClave: string): Registro => (tipoClave === 'TAR' ? 'tareas' : 'estandares');

/** POST autoevaluaciones/{id}/etiquetas. */
export async function createEtiquetaAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  input: EtiquetaAutoevaluacionInput,
): Promise<{ id: number }> {
  const tipoClave = input.tipoClave ?? 'EST';
  const { actor } = await requireContribucion(ctx, autoevaluacionId, registroDeEtiqueta(tipoClave));
  await nombreLibre(ctx, autoevaluacionId, tipoClave, input.nombre);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(autoevaluacionEtiquetas)
      .values({ autoevaluacionId, nombre: input.nombre, color: input.color, tipoClave, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: autoevaluacionEtiquetas.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: autoevaluacionId,
      cambios: [{ Campo: `Etiqueta ${tipoClave}`, Antes: null, Despues: `${input.nombre} (${input.color})` }],
    }),
  ]);
  return { id: filaDe<{ id: number }>(rows).id };
}

async function etiqueta(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select({ ...campos, autoevaluacionId: autoevaluacionEtiquetas.autoevaluacionId })
    .from(autoevaluacionEtiquetas)
    .where(eq(autoevaluacionEtiquetas.id, id));
  if (!row) throw new AppError(404, t.etiquetaNoExiste);
  const { actor } = await requireContribucion(ctx, row.autoevaluacionId, registroDeEtiqueta(row.TipoClave));
  return { row, actor };
}

/** PUT autoevaluaciones/etiquetas/{id}: name and colour (the type stays). */
export async function updateEtiquetaAutoevaluacion(
  ctx: DomainContext,
  id: number,
  input: EtiquetaAutoevaluacionInput,
): Promise<EtiquetaAutoevaluacion> {
  const { row, actor } = await etiqueta(ctx, id);
  await nombreLibre(ctx, row.autoevaluacionId, row.TipoClave, input.nombre, id);
  await commit(ctx, [
    ctx.db
      .update(autoevaluacionEtiquetas)
      .set({ nombre: input.nombre, color: input.color, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(autoevaluacionEtiquetas.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: row.autoevaluacionId,
      cambios: [
        {
          Campo: `Etiqueta ${row.TipoClave}`,
          Antes: `${row.Nombre} (${row.Color})`,
          Despues: `${input.nombre} (${input.color})`,
        },
      ],
    }),
  ]);
  return { Id: id, Nombre: input.nombre, Color: input.color, TipoClave: row.TipoClave };
}

/** DELETE autoevaluaciones/etiquetas/{id} (the links to standards and tasks go with it). */
export async function removeEtiquetaAutoevaluacion(ctx: DomainContext, id: number): Promise<void> {
  const { row } = await etiqueta(ctx, id);
  await commit(ctx, [
    ctx.db.delete(autoevaluacionEtiquetas).where(eq(autoevaluacionEtiquetas.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: row.autoevaluacionId,
      cambios: [{ Campo: `Etiqueta ${row.TipoClave}`, Antes: `${row.Nombre} (${row.Color})`, Despues: null }],
    }),
  ]);
}
