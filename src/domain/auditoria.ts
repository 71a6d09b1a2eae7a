import type { Actor } from './context.ts';

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
