import { and, asc, eq } from 'drizzle-orm';
import { ficheros } from '../../db/schema/ficheros.ts';
import { perfiles } from '../../db/schema/identidad.ts';
import { sexos, tiposDocumentoIdentidad } from '../../db/schema/lookups.ts';
import { procesoTiposFichero } from '../../db/schema/procesos.ts';
import { solicitudObservaciones, solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { kbOf } from '../ficheros/limites.ts';
import { loadObservaciones, type ObservacionRecord } from '../shared/observaciones.ts';
import { requireSolicitudes } from './acceso.ts';
import { datosOf, loadSolicitud, resumenOf, type SolicitudRow } from './lectura.ts';
import { OBSERVACIONES, type TipoObservacion } from './observaciones.ts';

export type { ObservacionRecord };

/** The people entries; document, e-mail and phone only where the profile asks for them. */
async function perfilesDe(ctx: DomainContext, solicitudId: number) {
  const rows = await ctx.db
    .select({
      id: solicitudPerfiles.id,
      perfilId: perfiles.id,
      perfilClave: perfiles.clave,
      perfilNombre: perfiles.nombrePublico,
      p: solicitudPerfiles,
      sexo: sexos.nombre,
      tratamiento: sexos.tratamiento,
      tipoDocumento: tiposDocumentoIdentidad.nombre,
    })
    .from(solicitudPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, solicitudPerfiles.perfilId))
    .leftJoin(sexos, eq(sexos.id, solicitudPerfiles.sexoId))
    .leftJoin(tiposDocumentoIdentidad, eq(tiposDocumentoIdentidad.clave, solicitudPerfiles.tipoDocumentoIdentidadClave))
    .where(eq(solicitudPerfiles.solicitudId, solicitudId))
    .orderBy(asc(solicitudPerfiles.id));
  return rows.map((r) => ({
    Id: r.id,
    Perfil: { Id: r.perfilId, Clave: r.perfilClave, NombrePublico: r.perfilNombre },
    Nombre: r.p.nombre,
    Apellido1: r.p.apellido1,
    Apellido2: r.p.apellido2,
    Sexo: { Id: r.p.sexoId, Nombre: r.sexo, Tratamiento: r.tratamiento },
    Cargo: r.p.cargo,
    TipoDocumentoIdentidad: r.p.tipoDocumentoIdentidadClave
      ? { Clave: r.p.tipoDocumentoIdentidadClave, Nombre: r.tipoDocumento }
      : null,
    DocumentoIdentidad: r.p.documentoIdentidad,
    DireccionEmail: r.p.direccionEmail,
    Telefono: r.p.telefono,
  }));
}

/** Files sent with the request; the type's name is the process's own (its file types). */
async function ficherosDe(ctx: DomainContext, row: SolicitudRow) {
  const rows = await ctx.db
    .select({
      id: ficheros.id,
      nombre: ficheros.nombreFisico,
      bytes: ficheros.bytes,
      clave: ficheros.tipoClave,
      tipoNombre: procesoTiposFichero.nombre,
    })
    .from(ficheros)
    .leftJoin(
      procesoTiposFichero,
      and(eq(procesoTiposFichero.procesoId, row.s.procesoId), eq(procesoTiposFichero.clave, ficheros.tipoClave)),
    )
    .where(and(eq(ficheros.solicitudId, row.s.id), eq(ficheros.instanciaId, ctx.instancia.id)))
    .orderBy(asc(ficheros.id));
  return rows.map((f) => ({
    Id: f.id,
    NombreFisico: f.nombre,
    Kb: kbOf(f.bytes),
    TipoFichero: { Clave: f.clave, Nombre: f.tipoNombre ?? f.clave },
  }));
}

/** Observations (OBS) or non-conformities (NC) of a request, oldest first. */
export const observacionesDe = (ctx: DomainContext, solicitudId: number, tipo: TipoObservacion): Promise<ObservacionRecord[]> =>
  loadObservaciones(
    ctx,
    OBSERVACIONES,
    and(eq(solicitudObservaciones.solicitudId, solicitudId), eq(solicitudObservaciones.tipoClave, tipo)),
  );

/** GET /solicitudes/{id}: everything about a request. */
export async function getSolicitud(ctx: DomainContext, id: number) {
  requireSolicitudes(ctx.actor, 'L');
  const row = await loadSolicitud(ctx, id);
  const [Perfiles, Ficheros, Observaciones, NoConformidades] = await Promise.all([
    perfilesDe(ctx, id),
    ficherosDe(ctx, row),
    observacionesDe(ctx, id, 'OBS'),
    observacionesDe(ctx, id, 'NC'),
  ]);
  // The request's own free-text "observaciones" field is the payload's `Observaciones`; the staff's
  // observation entries are therefore `ListaObservaciones`.
  return {
    ...resumenOf(row),
    ...datosOf(row),
    Perfiles,
    Ficheros,
    ListaObservaciones: Observaciones,
    NoConformidades,
  };
}
export type SolicitudDetalle = Awaited<ReturnType<typeof getSolicitud>>;
