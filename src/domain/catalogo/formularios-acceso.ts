import { errores } from '../../i18n/errores.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';

/** Who reads the catalogue: staff with MANUALES, process managers and assessment teams. */
export const LECTURA_CATALOGO = ['MANUALES', 'GEST_PROCESOS', 'AE', 'INF_EVAL'] as const;

/**
 * The domain's own gate for forms and tests (design.md §3, the same rule the API table holds):
 * writing needs MANUALES at level E; reading any of LECTURA_CATALOGO.
 */
export function requireCatalogo(actor: Actor | null, nivel: 'L' | 'E'): Actor {
  if (!actor) throw new AppError(401, errores.noAutenticado);
  const allowed =
    nivel === 'E' ? levelOf(actor, 'MANUALES') === 'E' : LECTURA_CATALOGO.some((clave) => levelOf(actor, clave) !== '');
  if (!allowed) throw new AppError(403, errores.prohibido);
  return actor;
}

/** Audit columns of a new row. */
export const alta = (actor: Actor, now: Date) => ({
  altaFecha: now.toISOString(),
  altaUsuarioId: actor.usuarioId,
  altaUsuarioNombre: actor.nombre,
});

/** Audit columns of a changed row. */
export const modificacion = (actor: Actor, now: Date) => ({
  modificacionFecha: now.toISOString(),
  modificacionUsuarioId: actor.usuarioId,
  modificacionUsuarioNombre: actor.nombre,
});

type AuditRow = {
  altaFecha: string;
  altaUsuarioId: number | null;
  altaUsuarioNombre: string | null;
  modificacionFecha: string | null;
  modificacionUsuarioId: number | null;
  modificacionUsuarioNombre: string | null;
};

export interface Auditoria {
  Alta: { Fecha: string; Id: number | null; Nombre: string | null };
  Modificacion: { Fecha: string; Id: number | null; Nombre: string | null } | null;
}

/** The record's `Auditoria` block from its audit columns. */
export const auditoriaOf = (r: AuditRow): Auditoria => ({
  Alta: { Fecha: r.altaFecha, Id: r.altaUsuarioId, Nombre: r.altaUsuarioNombre },
  Modificacion: r.modificacionFecha
    ? { Fecha: r.modificacionFecha, Id: r.modificacionUsuarioId, Nombre: r.modificacionUsuarioNombre }
    : null,
});

/** Only the requested fields of a record (`campos`), case-insensitively; unknown names are a 400. */
export function pick<T extends object>(record: T, campos: string[] | undefined): Partial<T> {
  if (!campos || campos.length === 0) return record;
  const keys = Object.keys(record) as Array<keyof T & string>;
  const out: Record<string, unknown> = {};
  for (const c of campos) {
    const key = keys.find((k) => k.toLowerCase() === c.toLowerCase());
    if (!key) throw new AppError(400, errores.campoDesconocido(c), { campos: [errores.campoDesconocido(c)] });
    out[key] = record[key];
  }
  return out as Partial<T>;
}
