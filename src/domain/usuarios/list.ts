import { and, asc, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  centros,
  etiquetas,
  perfiles,
  perfilPermisos,
  proyectos,
  sexos,
  usuarioEtiquetas,
  usuarioPerfiles,
  usuarios,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import type { ListQuery, Page } from '../listing.ts';
import { requirePersonas } from './acceso.ts';
import {
  type EtiquetaRef,
  type PerfilRef,
  resolveCampos,
  USUARIO_FIELDS,
  type UsuarioField,
  type UsuarioRecord,
} from './record.ts';

export type { EtiquetaRef, PerfilRef, UsuarioField, UsuarioRecord } from './record.ts';

import { containsPattern, foldSql, searchTerms } from '../shared/search.ts';

export interface UsuarioFiltros {
  /** Words searched (accent- and case-insensitively) in names, e-mail, user name and document. */
  texto?: string;
  activo?: boolean;
  etiquetaId?: number;
  /** Users holding a profile that grants this permission key (e.g. GEST_CONSULTAS). */
  permisoClave?: string;
  /** Users holding the profile with this key (e.g. GEST_SOLIC, GEST_PROY). */
  perfilClave?: string;
}

// Names sort by their accent-free form, or "Álvarez" would come after "Zapata".
const SORTS: Record<string, SQL | SQLiteColumn> = {
  Id: usuarios.id,
  Nombre: foldSql(sql`${usuarios.nombre}`),
  Apellido1: foldSql(sql`${usuarios.apellido1}`),
  Apellido2: foldSql(sql`coalesce(${usuarios.apellido2}, '')`),
  NombreCompleto: foldSql(sql`${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, '')`),
  Email: usuarios.email,
  UserName: usuarios.userName,
  Activo: usuarios.activo,
  DocumentoIdentidad: usuarios.documentoIdentidad,
  TipoDocumentoIdentidadClave: usuarios.tipoDocumentoIdentidadClave,
  Telefono: usuarios.telefono,
};
const DEFAULT_ORDER = [asc(SORTS.Apellido1 as SQL), asc(SORTS.Apellido2 as SQL), asc(SORTS.Nombre as SQL), asc(usuarios.id)];

function orderUsuarios(orden: string | undefined): SQL[] {
  if (!orden) return DEFAULT_ORDER;
  const descending = orden.startsWith('-');
  const name = (descending ? orden.slice(1) : orden).toLowerCase();
  const key = Object.keys(SORTS).find((k) => k.toLowerCase() === name);
  if (!key) throw new AppError(400, errores.ordenNoValido(orden), { orden: [errores.ordenNoValido(orden)] });
  const column = SORTS[key] as SQL;
  return [descending ? desc(column) : asc(column), asc(usuarios.id)];
}

const HAYSTACK = foldSql(
  sql`${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, '') || ' ' || ${usuarios.email} || ' ' || ${usuarios.userName} || ' ' || coalesce(${usuarios.documentoIdentidad}, '')`,
);

function usuariosWhere(db: Db, instanciaId: string, f: UsuarioFiltros): SQL {
  const conditions: SQL[] = [eq(usuarios.instanciaId, instanciaId)];
  if (f.activo !== undefined) conditions.push(eq(usuarios.activo, f.activo));
  for (const term of searchTerms(f.texto)) conditions.push(sql`${HAYSTACK} like ${containsPattern(term)} escape '\\'`);
  if (f.etiquetaId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(usuarioEtiquetas)
          .where(and(eq(usuarioEtiquetas.usuarioId, usuarios.id), eq(usuarioEtiquetas.etiquetaId, f.etiquetaId))),
      ),
    );
  }
  if (f.permisoClave) {
    conditions.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(usuarioPerfiles)
          .innerJoin(perfilPermisos, eq(perfilPermisos.perfilId, usuarioPerfiles.perfilId))
          .where(
            and(
              eq(usuarioPerfiles.usuarioId, usuarios.id),
              sql`upper(${perfilPermisos.permisoClave}) = ${f.permisoClave.toUpperCase()}`,
            ),
          ),
      ),
    );
  }
  if (f.perfilClave) {
    conditions.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(usuarioPerfiles)
          .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
          .where(and(eq(usuarioPerfiles.usuarioId, usuarios.id), sql`upper(${perfiles.clave}) = ${f.perfilClave.toUpperCase()}`)),
      ),
    );
  }
  return and(...conditions) as SQL;
}

// Never the password hash: only what a record shows.
const COLUMNS = {
  id: usuarios.id,
  nombre: usuarios.nombre,
  apellido1: usuarios.apellido1,
  apellido2: usuarios.apellido2,
  tipoDocumentoIdentidadClave: usuarios.tipoDocumentoIdentidadClave,
  documentoIdentidad: usuarios.documentoIdentidad,
  email: usuarios.email,
  userName: usuarios.userName,
  activo: usuarios.activo,
  esPersona: usuarios.esPersona,
  esSuperAdmin: usuarios.esSuperAdmin,
  sexoId: usuarios.sexoId,
  sexoNombre: sexos.nombre,
  telefono: usuarios.telefono,
  provinciaId: usuarios.provinciaId,
  ficheroAvatarId: usuarios.ficheroAvatarId,
  altaFecha: usuarios.altaFecha,
  altaUsuarioId: usuarios.altaUsuarioId,
  altaUsuarioNombre: usuarios.altaUsuarioNombre,
  modificacionFecha: usuarios.modificacionFecha,
  modificacionUsuarioId: usuarios.modificacionUsuarioId,
  modificacionUsuarioNombre: usuarios.modificacionUsuarioNombre,
};

const selectUsuarios = (db: Db) => db.select(COLUMNS).from(usuarios).leftJoin(sexos, eq(sexos.id, usuarios.sexoId));
type Row = Awaited<ReturnType<typeof selectUsuarios>>[number];

// The ids travel as one JSON parameter: D1 caps a statement at 100 bound parameters.
export const idsParam = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/** Tags of these users, one query for all of them. */
export async function loadEtiquetas(db: Db, ids: number[]): Promise<Map<number, EtiquetaRef[]>> {
  const byUser = new Map<number, EtiquetaRef[]>();
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ usuarioId: usuarioEtiquetas.usuarioId, Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(usuarioEtiquetas)
    .innerJoin(etiquetas, eq(etiquetas.id, usuarioEtiquetas.etiquetaId))
    .where(sql`${usuarioEtiquetas.usuarioId} in ${idsParam(ids)}`)
    .orderBy(asc(etiquetas.nombre), asc(etiquetas.id));
  for (const { usuarioId, ...e } of rows) byUser.set(usuarioId, [...(byUser.get(usuarioId) ?? []), e]);
  return byUser;
}

/** Profiles of these users (global and per project), one query for all of them. */
async function loadPerfiles(db: Db, ids: number[]): Promise<Map<number, PerfilRef[]>> {
  const byUser = new Map<number, PerfilRef[]>();
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({
      usuarioId: usuarioPerfiles.usuarioId,
      Id: perfiles.id,
      NombrePublico: perfiles.nombrePublico,
      Clave: perfiles.clave,
      proyectoId: usuarioPerfiles.proyectoId,
      proyectoCodigo: proyectos.codigo,
      centro: centros.nombre,
    })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .leftJoin(proyectos, eq(proyectos.id, usuarioPerfiles.proyectoId))
    .leftJoin(centros, eq(centros.id, proyectos.centroId))
    .where(sql`${usuarioPerfiles.usuarioId} in ${idsParam(ids)}`)
    .orderBy(asc(perfiles.id), asc(sql`coalesce(${usuarioPerfiles.proyectoId}, 0)`));
  for (const { usuarioId, proyectoId, proyectoCodigo, centro, ...p } of rows) {
    const ref: PerfilRef = {
      ...p,
      Proyecto: proyectoId === null ? null : { Id: proyectoId, Codigo: proyectoCodigo ?? '', Centro: centro ?? '' },
    };
    byUser.set(usuarioId, [...(byUser.get(usuarioId) ?? []), ref]);
  }
  return byUser;
}

function toRecord(r: Row, etiquetasOf: EtiquetaRef[], perfilesOf: PerfilRef[]): UsuarioRecord {
  return {
    Id: r.id,
    Nombre: r.nombre,
    Apellido1: r.apellido1,
    Apellido2: r.apellido2,
    NombreCompleto: nombreCompleto(r),
    TipoDocumentoIdentidadClave: r.tipoDocumentoIdentidadClave,
    DocumentoIdentidad: r.documentoIdentidad,
    Email: r.email,
    UserName: r.userName,
    Activo: r.activo,
    EsPersona: r.esPersona,
    EsSuperAdmin: r.esSuperAdmin,
    Sexo: r.sexoId !== null && r.sexoNombre !== null ? { Id: r.sexoId, Nombre: r.sexoNombre } : null,
    Telefono: r.telefono,
    ProvinciaId: r.provinciaId,
    Etiquetas: etiquetasOf,
    Perfiles: perfilesOf,
    FicheroAvatarId: r.ficheroAvatarId,
    Auditoria: {
      Alta: { Fecha: r.altaFecha, Id: r.altaUsuarioId, Nombre: r.altaUsuarioNombre },
      Modificacion: r.modificacionFecha
        ? { Fecha: r.modificacionFecha, Id: r.modificacionUsuarioId, Nombre: r.modificacionUsuarioNombre }
        : null,
    },
  };
}

/** Records for these rows: tags and profiles loaded once for the whole set, only if asked for. */
async function toRecords(db: Db, rows: Row[], campos: UsuarioField[]): Promise<Partial<UsuarioRecord>[]> {
  const ids = rows.map((r) => r.id);
  const [etiquetasBy, perfilesBy] = await Promise.all([
    campos.includes('Etiquetas') ? loadEtiquetas(db, ids) : new Map<number, EtiquetaRef[]>(),
    campos.includes('Perfiles') ? loadPerfiles(db, ids) : new Map<number, PerfilRef[]>(),
  ]);
  return rows.map((r) => {
    const full = toRecord(r, etiquetasBy.get(r.id) ?? [], perfilesBy.get(r.id) ?? []);
    return Object.fromEntries(campos.map((c) => [c, full[c]])) as Partial<UsuarioRecord>;
  });
}

/** GET /usuarios: one page with its filters; tags and profiles without a query per user. */
export async function listUsuarios(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: UsuarioFiltros },
): Promise<Page<Partial<UsuarioRecord>>> {
  requirePersonas(ctx.actor, 'L');
  const { db } = ctx;
  const campos = resolveCampos(opts.query.campos);
  const order = orderUsuarios(opts.query.orden);
  const where = usuariosWhere(db, ctx.instancia.id, opts.filtros ?? {});
  const [total] = await db.select({ n: count() }).from(usuarios).where(where);
  const rows = await selectUsuarios(db)
    .where(where)
    .orderBy(...order)
    .limit(opts.query.registrosPorPagina)
    .offset((opts.query.pagina - 1) * opts.query.registrosPorPagina);
  return {
    records: await toRecords(db, rows, campos),
    total: total?.n ?? 0,
    pagina: opts.query.pagina,
    registrosPorPagina: opts.query.registrosPorPagina,
  };
}

/** GET /usuarios/{id}: the whole record; 404 when it is not a user of this instance. */
export async function getUsuario(ctx: DomainContext, usuarioId: number): Promise<UsuarioRecord> {
  requirePersonas(ctx.actor, 'L');
  const record = await loadUsuarioRecord(ctx.db, ctx.instancia.id, usuarioId);
  if (!record) throw new AppError(404, t.noEncontrado);
  return record;
}

/** The record without a permission check (for replies after a write the caller was allowed). */
async function loadUsuarioRecord(db: Db, instanciaId: string, usuarioId: number): Promise<UsuarioRecord | null> {
  const rows = await selectUsuarios(db).where(and(eq(usuarios.instanciaId, instanciaId), eq(usuarios.id, usuarioId)));
  const [record] = await toRecords(db, rows, [...USUARIO_FIELDS]);
  return (record as UsuarioRecord | undefined) ?? null;
}
