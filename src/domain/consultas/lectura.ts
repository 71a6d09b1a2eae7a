import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { consultaEtiquetas, consultaObservaciones, consultas } from '../../db/schema/consultas.ts';
import { etiquetas, usuarios } from '../../db/schema/identidad.ts';
import { estados } from '../../db/schema/lookups.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { auditColumnsOf, groupByOwner } from '../shared/listado.ts';
import { loadObservaciones, type ObservacionRecord } from '../shared/observaciones.ts';
import { requireConsultas } from './acceso.ts';

// An enquiry as the API and the pages show it (the spec's Consultation: Id, FechaResolucion,
// Respuesta, Estado, Responsable, Etiquetas, observations), with who asked and how.

type Etiqueta = { Id: number; Nombre: string; Color: string };

export interface ConsultaRecord {
  Id: number;
  Referencia: string;
  /** When it arrived (ISO instant). */
  FechaAlta: string;
  Nombre: string;
  TipoDocumentoIdentidadClave: string;
  DocumentoIdentidad: string;
  DireccionEmail: string;
  Telefono: string;
  Texto: string;
  Origen: string;
  /** null when staff cleared it. */
  Estado: { Clave: string; Nombre: string; Color: string } | null;
  FechaResolucion: string | null;
  Respuesta: string | null;
  Responsable: { Id: number; NombreCompleto: string } | null;
  Etiquetas: Etiqueta[];
  Auditoria: Auditoria;
}

export const CAMPOS_CONSULTA: (keyof ConsultaRecord)[] = [
  'Id',
  'Referencia',
  'FechaAlta',
  'Nombre',
  'TipoDocumentoIdentidadClave',
  'DocumentoIdentidad',
  'DireccionEmail',
  'Telefono',
  'Texto',
  'Origen',
  'Estado',
  'FechaResolucion',
  'Respuesta',
  'Responsable',
  'Etiquetas',
  'Auditoria',
];

export const selectConsultas = (ctx: DomainContext) =>
  ctx.db
    .select({
      id: consultas.id,
      referencia: consultas.referencia,
      nombre: consultas.nombre,
      tipoDocumentoIdentidadClave: consultas.tipoDocumentoIdentidadClave,
      documentoIdentidad: consultas.documentoIdentidad,
      direccionEmail: consultas.direccionEmail,
      telefono: consultas.telefono,
      texto: consultas.texto,
      origen: consultas.origen,
      estadoClave: consultas.estadoClave,
      estadoNombre: estados.nombre,
      estadoColor: estados.color,
      fechaResolucion: consultas.fechaResolucion,
      respuesta: consultas.respuesta,
      responsableId: usuarios.id,
      responsableNombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, ''))`,
      ...auditColumnsOf(consultas),
    })
    .from(consultas)
    .leftJoin(estados, and(eq(estados.entidad, 'Consulta'), eq(estados.clave, consultas.estadoClave)))
    .leftJoin(usuarios, eq(usuarios.id, consultas.usuarioResponsableId));

export type FilaConsulta = Awaited<ReturnType<ReturnType<typeof selectConsultas>['where']>>[number];

/** The rows as records, with the tags of all of them read in one query. */
export async function recordsDe(ctx: DomainContext, rows: FilaConsulta[]): Promise<ConsultaRecord[]> {
  const ids = rows.map((r) => r.id);
  const tags = groupByOwner(
    ids.length === 0
      ? []
      : await ctx.db
          .select({ owner: consultaEtiquetas.consultaId, Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
          .from(consultaEtiquetas)
          .innerJoin(etiquetas, eq(etiquetas.id, consultaEtiquetas.etiquetaId))
          .where(inArray(consultaEtiquetas.consultaId, ids))
          .orderBy(asc(etiquetas.nombre), asc(etiquetas.id)),
  );
  return rows.map((r) => ({
    Id: r.id,
    Referencia: r.referencia,
    FechaAlta: r.altaFecha,
    Nombre: r.nombre,
    TipoDocumentoIdentidadClave: r.tipoDocumentoIdentidadClave,
    DocumentoIdentidad: r.documentoIdentidad,
    DireccionEmail: r.direccionEmail,
    Telefono: r.telefono,
    Texto: r.texto,
    Origen: r.origen,
    Estado:
      r.estadoClave === null
        ? null
        : { Clave: r.estadoClave, Nombre: r.estadoNombre ?? r.estadoClave, Color: r.estadoColor ?? 'neutro' },
    FechaResolucion: r.fechaResolucion,
    Respuesta: r.respuesta,
    Responsable: r.responsableId === null ? null : { Id: r.responsableId, NombreCompleto: r.responsableNombre },
    Etiquetas: tags.get(r.id) ?? [],
    Auditoria: auditoriaOf(r),
  }));
}

/** The enquiry of this instance with this id; 404 when there is none. Not gated: the caller checked. */
export async function loadConsulta(ctx: DomainContext, id: number): Promise<ConsultaRecord> {
  const rows = await selectConsultas(ctx).where(and(eq(consultas.id, id), eq(consultas.instanciaId, ctx.instancia.id)));
  const [record] = await recordsDe(ctx, rows);
  if (!record) throw new AppError(404, t.noExiste);
  return record;
}

/** How observations of enquiries are kept and audited (on the enquiry). */
export const OBSERVACIONES_CONSULTA = {
  tabla: consultaObservaciones,
  entidad: 'consulta',
  propietario: consultaObservaciones.consultaId,
  tablaPropietario: consultas,
};

/** GET consultas/{id}: the enquiry and its observations (oldest first), for enquiry staff. */
export async function getConsulta(
  ctx: DomainContext,
  id: number,
): Promise<ConsultaRecord & { Observaciones: ObservacionRecord[] }> {
  requireConsultas(ctx.actor, 'L');
  const record = await loadConsulta(ctx, id);
  const Observaciones = await loadObservaciones(ctx, OBSERVACIONES_CONSULTA, eq(consultaObservaciones.consultaId, id));
  return { ...record, Observaciones };
}
