import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  actuacionCentros,
  actuacionEtiquetas,
  actuaciones,
  actuacionUsuarios,
  tiposActuacion,
} from '../../db/schema/actuaciones.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { etiquetas, usuarios } from '../../db/schema/identidad.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { actuacionesApi as t } from '../../i18n/actuaciones.ts';
import { ficheros as textosFicheros } from '../../i18n/ficheros.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { FicherosContext } from '../ficheros/ficheros.ts';
import { FICHEROS_MAX_POR_PETICION } from '../ficheros/limites.ts';
import { TIPOS_ACTUACION } from '../ficheros/propietario-actuacion.ts';
import { deleteObjects, type FicheroEntrante, subirFicheros, validarFichero } from '../ficheros/subida.ts';
import { chunkedInserts, distinct, unknownIds } from '../shared/comun.ts';
import { etiquetasDeTipo } from './../shared/etiquetas.ts';
import { saveVerb } from '../shared/save.ts';
import { newStorageKey } from '../shared/storage.ts';
import { requireActuaciones } from './acceso.ts';
import { type ActuacionRecord, loadActuacion } from './lectura.ts';
import type { ActuacionInput } from './schema.ts';

type FieldErrors = Record<string, string[]>;

/**
 * Every reference of the form checked at once: the type among the instance's tiposActuacion,
 * the project, people, centres of this instance and tags of type ACT; 422 naming each field.
 */
async function validateReferencias(ctx: DomainContext, input: ActuacionInput): Promise<void> {
  const I = ctx.instancia.id;
  const errors: FieldErrors = {};
  const [tipo] = await ctx.db
    .select({ clave: tiposActuacion.clave })
    .from(tiposActuacion)
    .where(and(eq(tiposActuacion.instanciaId, I), eq(tiposActuacion.clave, input.tipoClave)));
  if (!tipo) errors.tipoClave = [t.tipoNoValido];
  if (input.proyectoId) {
    const [p] = await ctx.db
      .select({ id: proyectos.id })
      .from(proyectos)
      .where(and(eq(proyectos.id, input.proyectoId), eq(proyectos.instanciaId, I)));
    if (!p) errors.proyectoId = [t.proyectoNoExiste];
  }
  const checks: Array<
    [keyof FieldErrors, number[] | undefined, SQLiteColumn, SQLiteTable, ReturnType<typeof and>, (ids: number[]) => string]
  > = [
    ['usuarios', input.usuarios, usuarios.id, usuarios, eq(usuarios.instanciaId, I), t.usuariosNoValidos],
    ['centros', input.centros, centros.id, centros, eq(centros.instanciaId, I), t.centrosNoValidos],
    ['etiquetas', input.etiquetas, etiquetas.id, etiquetas, etiquetasDeTipo(I, 'ACT'), t.etiquetasNoValidas],
  ];
  for (const [campo, ids, column, table, where, message] of checks) {
    if (!ids?.length) continue;
    const unknown = await unknownIds(ctx.db, column, table, distinct(ids), where);
    if (unknown.length > 0) errors[campo] = [message(unknown)];
  }
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]?.[0] as string;
    throw new AppError(422, first, errors);
  }
}

/** The row's own columns from the form. */
const columnas = (input: ActuacionInput) => ({
  titulo: input.titulo ?? null,
  descripcion: input.descripcion,
  fechaInicio: input.fechaInicio ?? null,
  fechaFin: input.fechaFin ?? null,
  tipoClave: input.tipoClave,
  proyectoId: input.proyectoId ?? null,
});

/** The link sets the form sends (undefined: left as they are), as inserts for `actuacionId`. */
function enlaces(ctx: DomainContext, input: ActuacionInput, actuacionId: number | ReturnType<typeof sql>) {
  const out: BatchItem<'sqlite'>[] = [];
  const sets: Array<[number[] | undefined, SQLiteTable, (id: number) => Record<string, unknown>, SQLiteColumn]> = [
    [input.usuarios, actuacionUsuarios, (usuarioId) => ({ actuacionId, usuarioId }), actuacionUsuarios.actuacionId],
    [input.centros, actuacionCentros, (centroId) => ({ actuacionId, centroId }), actuacionCentros.actuacionId],
    [input.etiquetas, actuacionEtiquetas, (etiquetaId) => ({ actuacionId, etiquetaId }), actuacionEtiquetas.actuacionId],
  ];
  for (const [ids, table, row, owner] of sets) {
    if (ids === undefined) continue;
    if (typeof actuacionId === 'number') out.push(ctx.db.delete(table).where(eq(owner, actuacionId)));
    out.push(...chunkedInserts(ctx.db, table, distinct(ids).map(row)));
  }
  return out;
}

const linkCambios = (input: ActuacionInput) =>
  (['usuarios', 'centros', 'etiquetas'] as const)
    .filter((k) => input[k] !== undefined)
    .map((k) => ({ Campo: k.charAt(0).toUpperCase() + k.slice(1), Antes: null, Despues: distinct(input[k] ?? []) }));

/**
 * POST actuaciones: the record, its links and its files (type ACT, every rule of POST
 * ficheros) in one batch. Every field and file is checked before anything is written; the
 * bytes are stored first and removed again if the batch fails, so nothing stays half-written.
 */
async function createActuacion(
  ctx: FicherosContext,
  input: ActuacionInput,
  entrantes: FicheroEntrante[] = [],
): Promise<{ id: number }> {
  const actor = requireActuaciones(ctx.actor, 'E');
  if (entrantes.length > FICHEROS_MAX_POR_PETICION) {
    const m = textosFicheros.demasiadosFicheros(FICHEROS_MAX_POR_PETICION);
    throw new AppError(422, m, { contenidoBinario: [m] });
  }
  const validos = entrantes.map((f, i) => validarFichero({ ...f, tipoClave: f.tipoClave || 'ACT' }, i, TIPOS_ACTUACION));
  await validateReferencias(ctx, input);
  const now = ctx.clock.now();
  const row = columnas(input);
  const nuevoId = sql`(select max(${actuaciones.id}) from ${actuaciones})`;
  const claves: string[] = [];
  try {
    for (const v of validos) {
      const clave = newStorageKey();
      claves.push(clave);
      await ctx.storage.put(clave, v.bytes, v.mime);
    }
    const [creada] = await commit(ctx, [
      ctx.db
        .insert(actuaciones)
        .values({ instanciaId: ctx.instancia.id, ...row, ...altaAudit(actor, now) })
        .returning({ id: actuaciones.id }),
      ...enlaces(ctx, input, nuevoId),
      ...validos.map((v, i) =>
        ctx.db.insert(ficheros).values({
          instanciaId: ctx.instancia.id,
          nombreFisico: v.nombre,
          claveAlmacen: claves[i] as string,
          tipoContenido: v.mime,
          bytes: v.bytes.byteLength,
          tipoClave: v.tipoClave,
          actuacionId: nuevoId,
          descripcion: v.descripcion,
          ...altaAudit(actor, now),
        }),
      ),
      auditar({
        accion: 'CREAR',
        entidad: 'actuacion',
        entidadId: nuevoEn(actuaciones),
        cambios: [
          ...cambiosDe(null, row),
          ...linkCambios(input),
          ...(validos.length ? [{ Campo: 'Ficheros', Antes: null, Despues: validos.map((v) => v.nombre) }] : []),
        ],
      }),
    ]);
    const [fila] = creada as Array<{ id: number }>;
    if (!fila) throw new Error('La inserción de la actuación no devolvió su id');
    return fila;
  } catch (err) {
    await deleteObjects(ctx, claves);
    throw err;
  }
}

/** PUT actuaciones/{id}: replaces the fields, and the people, centres and tags sent. */
async function updateActuacion(ctx: DomainContext, id: number, input: ActuacionInput): Promise<ActuacionRecord> {
  const actor = requireActuaciones(ctx.actor, 'E');
  await loadActuacion(ctx, id);
  await validateReferencias(ctx, input);
  const antes = await filaActual(ctx.db, actuaciones, id);
  const row = columnas(input);
  await commit(ctx, [
    ctx.db
      .update(actuaciones)
      .set({ ...row, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(and(eq(actuaciones.id, id), eq(actuaciones.instanciaId, ctx.instancia.id))),
    ...enlaces(ctx, input, id),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'actuacion',
      entidadId: id,
      cambios: [...cambiosDe(antes, row), ...linkCambios(input)],
    }),
  ]);
  return loadActuacion(ctx, id);
}

/** Creates (`saveActuacion(ctx, input, ficheros)`) or replaces (`saveActuacion(ctx, id, input)`). */
export const saveActuacion = saveVerb(createActuacion, updateActuacion);

/** POST actuaciones/{id}/ficheros: more files of type ACT, through the upload rules of POST ficheros. */
export async function saveFicherosActuacion(ctx: FicherosContext, id: number, entrantes: FicheroEntrante[]): Promise<number[]> {
  requireActuaciones(ctx.actor, 'E');
  await loadActuacion(ctx, id);
  return subirFicheros(ctx, {
    campo: 'actuacionId',
    propietarioId: id,
    ficheros: entrantes.map((f) => ({ ...f, tipoClave: f.tipoClave || 'ACT' })),
  });
}

/** DELETE actuaciones/{id}/usuarios/{usuarioId}: the person no longer figures in it (404 if they did not). */
export async function removeUsuarioActuacion(ctx: DomainContext, id: number, usuarioId: number): Promise<ActuacionRecord> {
  const actor = requireActuaciones(ctx.actor, 'E');
  const actual = await loadActuacion(ctx, id);
  if (!actual.Usuarios.some((u) => u.Id === usuarioId)) throw new AppError(404, t.usuarioNoEsta);
  await commit(ctx, [
    ctx.db
      .delete(actuacionUsuarios)
      .where(and(eq(actuacionUsuarios.actuacionId, id), eq(actuacionUsuarios.usuarioId, usuarioId))),
    ctx.db.update(actuaciones).set(modificacionAudit(actor, ctx.clock.now())).where(eq(actuaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'actuacion',
      entidadId: id,
      cambios: [
        {
          Campo: 'Usuarios',
          Antes: actual.Usuarios.map((u) => u.Id),
          Despues: actual.Usuarios.filter((u) => u.Id !== usuarioId).map((u) => u.Id),
        },
      ],
    }),
  ]);
  return loadActuacion(ctx, id);
}

/** POST actuaciones/{id}/etiquetas/reasignar: the tags (type ACT of this instance) become exactly these. */
export async function reasignarEtiquetasActuacion(ctx: DomainContext, id: number, ids: number[]) {
  const actor = requireActuaciones(ctx.actor, 'E');
  const actual = await loadActuacion(ctx, id);
  await validateReferencias(ctx, {
    descripcion: actual.Descripcion,
    tipoClave: actual.Tipo.Clave,
    etiquetas: ids,
  } as ActuacionInput);
  await commit(ctx, [
    ...enlaces(ctx, { etiquetas: ids } as ActuacionInput, id),
    ctx.db.update(actuaciones).set(modificacionAudit(actor, ctx.clock.now())).where(eq(actuaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'actuacion',
      entidadId: id,
      cambios: [{ Campo: 'Etiquetas', Antes: actual.Etiquetas.map((e) => e.Id), Despues: distinct(ids) }],
    }),
  ]);
  return (await loadActuacion(ctx, id)).Etiquetas;
}
