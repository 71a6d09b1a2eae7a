import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Actor } from '../context.ts';

// Audit data every record carries: who created and last changed it, and when.

/** Audit columns of a new row, from the acting user. */
export const altaAudit = (actor: Actor, now: Date) => ({
  altaFecha: now.toISOString(),
  altaUsuarioId: actor.usuarioId,
  altaUsuarioNombre: actor.nombre,
});

/** Audit columns of a changed row, from the acting user. */
export const modificacionAudit = (actor: Actor, now: Date) => ({
  modificacionFecha: now.toISOString(),
  modificacionUsuarioId: actor.usuarioId,
  modificacionUsuarioNombre: actor.nombre,
});

export interface AuditEntry {
  Fecha: string;
  Id: number | null;
  Nombre: string | null;
}

/** The record's `Auditoria` block. */
export interface Auditoria {
  Alta: AuditEntry;
  Modificacion: AuditEntry | null;
}

export interface AuditRow {
  altaFecha: string;
  altaUsuarioId: number | null;
  altaUsuarioNombre: string | null;
  modificacionFecha: string | null;
  modificacionUsuarioId: number | null;
  modificacionUsuarioNombre: string | null;
}

export const auditoriaOf = (r: AuditRow): Auditoria => ({
  Alta: { Fecha: r.altaFecha, Id: r.altaUsuarioId, Nombre: r.altaUsuarioNombre },
  Modificacion: r.modificacionFecha
    ? { Fecha: r.modificacionFecha, Id: r.modificacionUsuarioId, Nombre: r.modificacionUsuarioNombre }
    : null,
});

// A record's rows copied into a new one (a follow-up cycle starts from the previous cycle's
// self-assessment: src/domain/proyectos/seguimiento-copia.ts) are created by whoever opened it
// (their Alta), and keep the original author and date of their contents as their last change
// (their Modificacion). So a last change dated before the row's own creation can only be a copy
// nobody has touched since: the pages say "copiado del ciclo anterior" beside its author.

/** Whether the row still holds, unchanged, what was copied from an earlier record. */
export const copiadaSinCambios = (r: { altaFecha: string; modificacionFecha: string | null }) =>
  r.modificacionFecha !== null && r.modificacionFecha < r.altaFecha;

/** The same rule in SQL, for lists that leave such rows out (latest changes of the team). */
export const copiadaSinCambiosSql = (t: { altaFecha: SQLiteColumn; modificacionFecha: SQLiteColumn }): SQL<boolean> =>
  sql<boolean>`coalesce(${t.modificacionFecha} < ${t.altaFecha}, 0)`;
