import { and, eq, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ambitos } from '../../db/schema/catalogo.ts';
import { usuarios } from '../../db/schema/identidad.ts';
import { localidades, municipios, provincias } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { type EstadoSolicitud, solicitudes } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { auditColumnsOf } from '../shared/listado.ts';

// The one SELECT every request read starts from (list, detail, resolution checks): the request's
// own snapshot of the centre plus the names of what it points at.

export type Ref = { Id: number; Nombre: string };
export type Persona = { Id: number; NombreCompleto: string };

/** A request in the list; the detail adds to it (detalle.ts). */
export interface SolicitudResumen {
  Id: number;
  Referencia: string;
  /** Registration instant (ISO). */
  Fecha: string;
  Solicitante: { Id: number; Nombre: string; CIF: string | null };
  Demo: boolean;
  Ambito: Ref | null;
  Provincia: Ref | null;
  Municipio: Ref | null;
  Estado: { Clave: EstadoSolicitud; Nombre: string };
  Proceso: { Id: number; Codigo: string; Nombre: string };
  /** Only when accepted. */
  Proyecto: { Id: number; Codigo: string } | null;
}

const prov = alias(provincias, 'sol_provincia');
const mun = alias(municipios, 'sol_municipio');
const loc = alias(localidades, 'sol_localidad');
const tutor = alias(usuarios, 'sol_tutor');
const admin = alias(usuarios, 'sol_admin');
export const solicitudJoins = { prov, mun };

const nombreCompleto = (u: { nombre: SQLiteColumn; apellido1: SQLiteColumn; apellido2: SQLiteColumn }) =>
  sql<string | null>`trim(${u.nombre} || ' ' || ${u.apellido1} || ' ' || coalesce(${u.apellido2}, ''))`;

function selectSolicitudes(ctx: DomainContext) {
  return ctx.db
    .select({
      s: solicitudes,
      ambitoNombre: ambitos.nombre,
      provinciaNombre: prov.nombre,
      municipioNombre: mun.nombre,
      localidadNombre: loc.nombre,
      procesoCodigo: procesos.codigo,
      procesoNombre: procesos.nombre,
      proyectoId: proyectos.id,
      proyectoCodigo: proyectos.codigo,
      tutorNombre: nombreCompleto(tutor),
      adminNombre: nombreCompleto(admin),
      ...auditColumnsOf(solicitudes),
    })
    .from(solicitudes)
    .innerJoin(procesos, eq(procesos.id, solicitudes.procesoId))
    .leftJoin(ambitos, eq(ambitos.id, solicitudes.ambitoId))
    .leftJoin(prov, eq(prov.id, solicitudes.provinciaId))
    .leftJoin(mun, eq(mun.id, solicitudes.municipioId))
    .leftJoin(loc, eq(loc.id, solicitudes.localidadId))
    .leftJoin(proyectos, eq(proyectos.solicitudId, solicitudes.id))
    .leftJoin(tutor, eq(tutor.id, solicitudes.usuarioTutorId))
    .leftJoin(admin, eq(admin.id, solicitudes.usuarioAdministrativoId));
}
export type SolicitudRow = Awaited<ReturnType<ReturnType<typeof selectSolicitudes>['execute']>>[number];

export const ref = (id: number | null, nombre: string | null): Ref | null =>
  id === null || nombre === null ? null : { Id: id, Nombre: nombre };
const persona = (id: number | null, nombre: string | null): Persona | null =>
  id === null || nombre === null ? null : { Id: id, NombreCompleto: nombre };

export const estadoOf = (clave: EstadoSolicitud) => ({ Clave: clave, Nombre: t.estadosNombre[clave] ?? clave });

export function resumenOf(r: SolicitudRow): SolicitudResumen {
  const s = r.s;
  return {
    Id: s.id,
    Referencia: s.referencia,
    Fecha: s.altaFecha,
    Solicitante: { Id: s.centroId, Nombre: s.nombre, CIF: s.cif },
    Demo: s.demo,
    Ambito: ref(s.ambitoId, r.ambitoNombre),
    Provincia: ref(s.provinciaId, r.provinciaNombre),
    Municipio: ref(s.municipioId, r.municipioNombre),
    Estado: estadoOf(s.estadoClave),
    Proceso: { Id: s.procesoId, Codigo: r.procesoCodigo, Nombre: r.procesoNombre },
    Proyecto:
      s.estadoClave === 'ACE' && r.proyectoId !== null && r.proyectoCodigo !== null
        ? { Id: r.proyectoId, Codigo: r.proyectoCodigo }
        : null,
  };
}

/** The request's own fields beyond the list's (the detail's flat part). */
export function datosOf(r: SolicitudRow) {
  const s = r.s;
  return {
    CentroId: s.centroId,
    Localidad: ref(s.localidadId, r.localidadNombre),
    Direccion: s.direccion,
    CodigoPostal: s.codigoPostal,
    CIF: s.cif,
    FechaInicio: s.fechaInicio,
    FechaLimite: s.fechaLimite,
    FechaVisita: s.fechaVisita,
    Matricula: s.matricula,
    Observaciones: s.observaciones,
    NICA: s.nica,
    FechaResolucion: s.fechaResolucion,
    Tutor: persona(s.usuarioTutorId, r.tutorNombre),
    Administrativo: persona(s.usuarioAdministrativoId, r.adminNombre),
    Auditoria: auditoriaOf(r) as Auditoria,
  };
}

/** The request row of this instance; 404 otherwise. */
export async function loadSolicitud(ctx: DomainContext, id: number): Promise<SolicitudRow> {
  const [row] = await selectSolicitudes(ctx).where(and(eq(solicitudes.id, id), eq(solicitudes.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.noEncontrada);
  return row;
}

/** 409 unless the request is still pending (edits, deletion, resolution). */
export function requireSolicitudPendiente(row: SolicitudRow, message: (estado: string) => string): void {
  const estado = row.s.estadoClave;
  if (estado !== 'PTE') throw new AppError(409, message(t.estados[estado] ?? estado));
}
