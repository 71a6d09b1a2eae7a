import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { formularios, preguntas, pruebas, respuestas, tiposPregunta } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { type Auditoria, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { inIds, textSearch } from '../shared/comun.ts';
import { listPage, orderBy, pick } from '../shared/listado.ts';
import { saveVerb } from '../shared/save.ts';
import { foldSql } from '../shared/search.ts';
import { requireCatalogo } from './acceso.ts';
import { requireFormularioEditable } from './edicion.ts';
import type { FormularioInput } from './formularios-schema.ts';

export interface RespuestaRecord {
  Id: number;
  Enunciado: string | null;
  Correcta: boolean;
  Esencial: boolean;
  Orden: number;
}

export interface PreguntaRecord {
  Id: number;
  Enunciado: string;
  Tipo: { Clave: string; Nombre: string };
  Esencial: boolean;
  Minimo: number | null;
  Maximo: number | null;
  Orden: number;
  Aclaraciones: string | null;
  Respuestas: RespuestaRecord[];
}

/** GET /formularios/{id}: the spec's Form shape. */
export interface FormularioRecord {
  Id: number;
  Titulo: string;
  Aclaraciones: string | null;
  Minimo: number;
  Preguntas: PreguntaRecord[];
  Auditoria: Auditoria;
}

/** A row of GET /formularios. */
export interface FormularioListRecord {
  Id: number;
  Titulo: string;
  Aclaraciones: string | null;
  Minimo: number;
  NumeroPreguntas: number;
  NumeroPruebas: number;
  Auditoria: Auditoria;
}

type Ctx = Pick<DomainContext, 'db' | 'instancia'>;

/** The form row of this instance, or 404. */
async function loadFormulario(ctx: Ctx, formularioId: number) {
  const [row] = await ctx.db
    .select()
    .from(formularios)
    .where(and(eq(formularios.id, formularioId), eq(formularios.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.formularioNoEncontrado);
  return row;
}

const SORTS: Record<string, SQL> = {
  Id: sql`${formularios.id}`,
  Titulo: foldSql(sql`${formularios.titulo}`),
  Minimo: sql`${formularios.minimo}`,
};

const numeroPreguntas = sql<number>`(select count(*) from ${preguntas} where ${preguntas.formularioId} = ${formularios.id})`;
const numeroPruebas = sql<number>`(select count(*) from ${pruebas} where ${pruebas.formularioId} = ${formularios.id})`;

/** GET /formularios: search by title or clarifications; `campos=Id,Titulo` serves selects. */
export async function listFormularios(
  ctx: DomainContext,
  opts: { query: ListQuery; texto?: string },
): Promise<Page<Partial<FormularioListRecord>>> {
  requireCatalogo(ctx.actor, 'L');
  const where = and(
    eq(formularios.instanciaId, ctx.instancia.id),
    ...textSearch(sql`${formularios.titulo} || ' ' || coalesce(${formularios.aclaraciones}, '')`, opts.texto),
  );
  const sorting = orderBy(SORTS, opts.query.orden, [asc(SORTS.Titulo as SQL)], [asc(formularios.id)]);
  return listPage({
    db: ctx.db,
    table: formularios,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      ctx.db
        .select({ f: formularios, numeroPreguntas, numeroPruebas })
        .from(formularios)
        .where(where)
        .orderBy(...sorting)
        .limit(limit)
        .offset(offset),
    records: (rows) =>
      rows.map(({ f, ...n }) =>
        pick<FormularioListRecord>(
          {
            Id: f.id,
            Titulo: f.titulo,
            Aclaraciones: f.aclaraciones,
            Minimo: f.minimo,
            NumeroPreguntas: Number(n.numeroPreguntas),
            NumeroPruebas: Number(n.numeroPruebas),
            Auditoria: auditoriaOf(f),
          },
          opts.query.campos,
        ),
      ),
  });
}

/** The questions of a form with their answers, in order (two queries whatever the size). */
export async function loadPreguntas(db: Db, formularioId: number): Promise<PreguntaRecord[]> {
  const rows = await db
    .select({ p: preguntas, tipoNombre: tiposPregunta.nombre })
    .from(preguntas)
    .innerJoin(tiposPregunta, eq(tiposPregunta.clave, preguntas.tipoClave))
    .where(eq(preguntas.formularioId, formularioId))
    .orderBy(asc(preguntas.orden), asc(preguntas.id));
  return preguntaRecords(db, rows);
}

/** Question rows (with their type's name) as records, each with its answers in their order. */
export async function preguntaRecords(
  db: Db,
  rows: { p: typeof preguntas.$inferSelect; tipoNombre: string }[],
): Promise<PreguntaRecord[]> {
  const answers = rows.length
    ? await db
        .select()
        .from(respuestas)
        .where(
          inIds(
            respuestas.preguntaId,
            rows.map((r) => r.p.id),
          ),
        )
        .orderBy(asc(respuestas.orden), asc(respuestas.id))
    : [];
  const byPregunta = new Map<number, RespuestaRecord[]>();
  for (const r of answers) {
    const list = byPregunta.get(r.preguntaId) ?? [];
    list.push({ Id: r.id, Enunciado: r.enunciado, Correcta: r.correcta, Esencial: r.esencial, Orden: r.orden });
    byPregunta.set(r.preguntaId, list);
  }
  return rows.map(({ p, tipoNombre }) => ({
    Id: p.id,
    Enunciado: p.enunciado,
    Tipo: { Clave: p.tipoClave, Nombre: tipoNombre },
    Esencial: p.esencial,
    Minimo: p.minimo,
    Maximo: p.maximo,
    Orden: p.orden,
    Aclaraciones: p.aclaraciones,
    Respuestas: byPregunta.get(p.id) ?? [],
  }));
}

/** GET /formularios/{id}: the form, its questions and their answers. */
export async function getFormulario(ctx: DomainContext, formularioId: number): Promise<FormularioRecord> {
  requireCatalogo(ctx.actor, 'L');
  const f = await loadFormulario(ctx, formularioId);
  return {
    Id: f.id,
    Titulo: f.titulo,
    Aclaraciones: f.aclaraciones,
    Minimo: f.minimo,
    Preguntas: await loadPreguntas(ctx.db, f.id),
    Auditoria: auditoriaOf(f),
  };
}

/** Whether the form is frozen (used by a test of a published manual); pages show it read-only. */
export async function formularioBloqueado(ctx: Ctx, formularioId: number): Promise<boolean> {
  try {
    await requireFormularioEditable(ctx, formularioId);
    return false;
  } catch (e) {
    if (e instanceof AppError && e.status === 409) return true;
    throw e;
  }
}

const columns = (input: FormularioInput) => ({
  titulo: input.titulo,
  aclaraciones: input.aclaraciones ?? null,
  minimo: input.minimo ?? 0,
});

/** POST /formularios. */
async function createFormulario(ctx: DomainContext, input: FormularioInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const valores = { instanciaId: ctx.instancia.id, ...columns(input), ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(formularios).values(valores).returning({ id: formularios.id }),
    auditar({ accion: 'CREAR', entidad: 'formulario', entidadId: nuevoEn(formularios), cambios: cambiosDe(null, valores) }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/** PUT /formularios/{id}: refused (409) while a published manual's test uses it. */
async function updateFormulario(ctx: DomainContext, formularioId: number, input: FormularioInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await loadFormulario(ctx, formularioId);
  await requireFormularioEditable(ctx, formularioId);
  const valores = { ...columns(input), ...modificacionAudit(actor, ctx.clock.now()) };
  await updateAudited(ctx, formularios, formularioId, 'formulario', valores);
}

/** Creates (`saveFormulario(ctx, input)`) or replaces (`saveFormulario(ctx, id, input)`). */
export const saveFormulario = saveVerb(createFormulario, updateFormulario);

/** DELETE /formularios/{id}: questions and answers go with it; a form any test uses stays (409). */
export async function removeFormulario(ctx: DomainContext, formularioId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  await loadFormulario(ctx, formularioId);
  await requireFormularioEditable(ctx, formularioId);
  const [uso] = await ctx.db.select({ n: count() }).from(pruebas).where(eq(pruebas.formularioId, formularioId));
  if (uso && uso.n > 0) throw new AppError(409, t.formularioUsadoEnPruebas(uso.n));
  await removeAudited(ctx, formularios, formularioId, 'formulario');
}

/** Marks the form as changed by the actor (a question or answer of it changed). */
export const touchFormulario = (ctx: DomainContext, formularioId: number) =>
  ctx.db
    .update(formularios)
    .set(modificacionAudit(requireCatalogo(ctx.actor, 'E'), ctx.clock.now()))
    .where(eq(formularios.id, formularioId));
