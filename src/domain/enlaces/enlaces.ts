import { and, asc, eq, max } from 'drizzle-orm';
import { enlaces, type LugarEnlace } from '../../db/schema/enlaces.ts';
import { enlacesApi as t } from '../../i18n/enlaces.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { ENLACES } from '../permisos/politicas.ts';
import { puede, requireRegla } from '../permisos/regla.ts';
import { distinct, inIds } from '../shared/comun.ts';
import { saveVerb } from '../shared/save.ts';
import type { EnlaceInput } from './schema.ts';

export interface EnlaceRecord {
  Id: number;
  Titulo: string;
  Url: string;
  Descripcion: string | null;
  Lugar: LugarEnlace;
  Orden: number;
}

const campos = {
  Id: enlaces.id,
  Titulo: enlaces.titulo,
  Url: enlaces.url,
  Descripcion: enlaces.descripcion,
  Lugar: enlaces.lugarClave,
  Orden: enlaces.orden,
};

/** The links of one place in their order, ungated (each caller states who may read that place). */
async function loadEnlaces(ctx: DomainContext, lugar?: LugarEnlace): Promise<EnlaceRecord[]> {
  return ctx.db
    .select(campos)
    .from(enlaces)
    .where(and(eq(enlaces.instanciaId, ctx.instancia.id), lugar ? eq(enlaces.lugarClave, lugar) : undefined))
    .orderBy(asc(enlaces.lugarClave), asc(enlaces.orden), asc(enlaces.id));
}

/** GET enlaces/publico and the page /enlacesPublico: the public links, for anyone. */
export const listEnlacesPublicos = (ctx: DomainContext) => loadEnlaces(ctx, 'PUBLICO');

/**
 * The links of a place shown to signed-in users: management (on its home page, for whoever
 * opens it) or an area (its links page, for whoever may open that area's project: the page
 * checks the project first). 401 without a session.
 */
export async function listEnlacesDe(ctx: DomainContext, lugar: Exclude<LugarEnlace, 'PUBLICO'>): Promise<EnlaceRecord[]> {
  requireRegla(ctx.actor, ENLACES.lee);
  return loadEnlaces(ctx, lugar);
}

/** GET enlaces: every link, by place and order, for who manages them. */
export async function listEnlaces(ctx: DomainContext, lugar?: LugarEnlace): Promise<EnlaceRecord[]> {
  requireRegla(ctx.actor, ENLACES.gestiona);
  return loadEnlaces(ctx, lugar);
}

async function loadEnlace(ctx: DomainContext, id: number): Promise<EnlaceRecord> {
  const [row] = await ctx.db
    .select(campos)
    .from(enlaces)
    .where(and(eq(enlaces.id, id), eq(enlaces.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.noEncontrado);
  return row;
}

/**
 * GET enlaces/{id}: one link, seen as the lists show it. Who manages links reads any; anyone
 * else only a public one (the others are read on the pages that show their place), and a link
 * they may not see is a 404, as if it did not exist.
 */
export async function getEnlace(ctx: DomainContext, id: number): Promise<EnlaceRecord> {
  const enlace = await loadEnlace(ctx, id);
  if (enlace.Lugar !== 'PUBLICO' && !puede(ctx.actor, ENLACES.gestiona)) throw new AppError(404, t.noEncontrado);
  return enlace;
}

/** The position after the last link of a place. */
async function siguienteOrden(ctx: DomainContext, lugar: LugarEnlace): Promise<number> {
  const [row] = await ctx.db
    .select({ m: max(enlaces.orden) })
    .from(enlaces)
    .where(and(eq(enlaces.instanciaId, ctx.instancia.id), eq(enlaces.lugarClave, lugar)));
  return (row?.m ?? 0) + 1;
}

const columnas = (input: EnlaceInput) => ({
  titulo: input.titulo,
  url: input.url.trim(),
  descripcion: input.descripcion ?? null,
  lugarClave: input.lugar,
});

/** POST enlaces: a new link, last of its place. */
async function createEnlace(ctx: DomainContext, input: EnlaceInput): Promise<{ id: number }> {
  const actor = requireRegla(ctx.actor, ENLACES.escribe);
  const row = { ...columnas(input), orden: await siguienteOrden(ctx, input.lugar) };
  const [creado] = await commit(ctx, [
    ctx.db
      .insert(enlaces)
      .values({ instanciaId: ctx.instancia.id, ...row, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: enlaces.id }),
    auditar({ accion: 'CREAR', entidad: 'enlace', entidadId: nuevoEn(enlaces), cambios: cambiosDe(null, row) }),
  ]);
  return (creado as Array<{ id: number }>)[0] as { id: number };
}

/** PUT enlaces/{id}: its fields; moved to another place, it goes last there. */
async function updateEnlace(ctx: DomainContext, id: number, input: EnlaceInput): Promise<EnlaceRecord> {
  const actor = requireRegla(ctx.actor, ENLACES.escribe);
  const actual = await loadEnlace(ctx, id);
  const antes = await filaActual(ctx.db, enlaces, id);
  const row = {
    ...columnas(input),
    ...(actual.Lugar === input.lugar ? {} : { orden: await siguienteOrden(ctx, input.lugar) }),
  };
  await commit(ctx, [
    ctx.db
      .update(enlaces)
      .set({ ...row, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(enlaces.id, id)),
    auditar({ accion: 'MODIFICAR', entidad: 'enlace', entidadId: id, cambios: cambiosDe(antes, row), siCambia: true }),
  ]);
  return loadEnlace(ctx, id);
}

/** Creates (`saveEnlace(ctx, input)`) or replaces (`saveEnlace(ctx, id, input)`). */
export const saveEnlace = saveVerb(createEnlace, updateEnlace);

/** DELETE enlaces/{id}. */
export async function removeEnlace(ctx: DomainContext, id: number): Promise<void> {
  requireRegla(ctx.actor, ENLACES.escribe);
  await loadEnlace(ctx, id);
  const antes = await filaActual(ctx.db, enlaces, id);
  await commit(ctx, [
    ctx.db.delete(enlaces).where(eq(enlaces.id, id)),
    auditar({ accion: 'ELIMINAR', entidad: 'enlace', entidadId: id, cambios: cambiosDe(antes, null) }),
  ]);
}

/**
 * POST enlaces/ordenar: `ids` are every link of one place, in their new order (positions 1, 2,
 * 3…). 422 when they mix places, leave one out or name one of another instance: a partial
 * list would leave two links at one position.
 */
export async function ordenarEnlaces(ctx: DomainContext, ids: number[]): Promise<void> {
  const actor = requireRegla(ctx.actor, ENLACES.escribe);
  const wanted = distinct(ids);
  const rows = await ctx.db
    .select({ id: enlaces.id, lugar: enlaces.lugarClave })
    .from(enlaces)
    .where(and(eq(enlaces.instanciaId, ctx.instancia.id), inIds(enlaces.id, wanted)));
  const lugares = new Set(rows.map((r) => r.lugar));
  const lugar = [...lugares][0];
  const todos = lugar
    ? await ctx.db.$count(enlaces, and(eq(enlaces.instanciaId, ctx.instancia.id), eq(enlaces.lugarClave, lugar)))
    : 0;
  if (wanted.length !== ids.length || rows.length !== wanted.length || lugares.size !== 1 || todos !== wanted.length) {
    throw new AppError(422, t.ordenarNoValido, { ids: [t.ordenarNoValido] });
  }
  const audit = modificacionAudit(actor, ctx.clock.now());
  await commit(ctx, [
    ...wanted.map((id, i) =>
      ctx.db
        .update(enlaces)
        .set({ orden: i + 1, ...audit })
        .where(eq(enlaces.id, id)),
    ),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'enlace',
      entidadId: null,
      cambios: [{ Campo: 'Orden', Antes: null, Despues: wanted }],
    }),
  ]);
}
