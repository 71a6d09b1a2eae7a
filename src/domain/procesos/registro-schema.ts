/** The shapes GET /procesos and GET /procesos/{id} answer, for the OpenAPI document. */
import { z } from 'zod';

const audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const Auditoria = z.object({ Alta: audit, Modificacion: audit.nullable() });
const Ref = z.object({ Id: z.number().int(), Nombre: z.string() });

export const Perfil = z.object({
  Id: z.number().int(),
  NombrePublico: z.string(),
  RequiereDatos: z.boolean(),
  Orden: z.number().int(),
});
export const Ambito = Ref.extend({ Minimo: z.number().int().nullable() });
export const Fase = z.object({
  Clave: z.string(),
  Nombre: z.string(),
  Plazo: z.number().int().nullable(),
  Minimo: z.number().int().nullable(),
});
export const TipoFichero = z.object({
  Clave: z.string(),
  Nombre: z.string(),
  Descripcion: z.string().nullable(),
  LimiteTamano: z.number().int().nullable().describe('Bytes'),
  LimiteFicheros: z.number().int().nullable(),
  Extensiones: z.array(z.string()),
  Interno: z.boolean(),
  Orden: z.number().int(),
  Ambitos: z.array(Ref),
});
export const Plantilla = z.object({
  Id: z.number().int(),
  Asunto: z.string().nullable(),
  Cuerpo: z.string().nullable(),
  TipoHitoClave: z.string().nullable(),
  MedioNotificacionClave: z.string(),
  Descripcion: z.string().nullable(),
  DireccionesEmail: z.string().nullable(),
  Dias: z.number().int().nullable(),
  PerfilId: z.number().int().nullable(),
  FaseProyectoClave: z.string().nullable(),
  Activo: z.boolean(),
});
/** A level of the process: shares of applicable essential and non-essential standards to meet. */
export const Nivel = z
  .object({
    Id: z.number().int(),
    Clave: z.string(),
    Nombre: z.string(),
    PorcentajeEsenciales: z.number().int(),
    PorcentajeNoEsenciales: z.number().int(),
    Orden: z.number().int(),
  })
  .openapi('NivelProceso');

export const Proceso = z.object({
  Id: z.number().int(),
  Codigo: z.string(),
  Nombre: z.string(),
  Manual: z.object({ Id: z.number().int(), Codigo: z.string(), Nombre: z.string(), Version: z.string() }),
  PlazoVigenciaAcreditacion: z.number().int().nullable(),
  Minimo: z.number().int(),
  FechaApertura: z.string().nullable(),
  FechaCierre: z.string().nullable(),
  Abierto: z.boolean(),
  Auditoria,
  Perfiles: z.array(Perfil).optional(),
  TiposFichero: z.array(TipoFichero).optional(),
  FasesProyecto: z.array(Fase).optional(),
  Ambitos: z.array(Ambito).optional(),
  PlantillasNotificaciones: z.array(Plantilla).optional(),
  Niveles: z.array(Nivel).optional(),
  Firmas: z
    .array(z.object({ TipoFichero: z.string(), Perfiles: z.array(z.string()) }).openapi('RequisitoFirmaProceso'))
    .optional(),
});
export const ProcesoFila = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Nombre: z.string(),
    ManualId: z.number().int(),
    Minimo: z.number().int(),
    FechaApertura: z.string().nullable(),
    FechaCierre: z.string().nullable(),
    PlazoVigenciaAcreditacion: z.number().int().nullable(),
    Abierto: z.boolean(),
  })
  .partial();
