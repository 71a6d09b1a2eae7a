import { z } from '@hono/zod-openapi';
import { AuditoriaSchema, CicloAnteriorSchema, EtiquetaRefSchema } from '../openapi-helpers.ts';

const AuditEntry = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });

/** A standard of a self-assessment with the team's verdict (GET …/estandares, PATCH replies). */
export const EstandarAutoevaluacionSchema = z
  .object({
    Id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Id del veredicto (PATCH autoevaluaciones/estandares/{id}); null hasta el primer cambio' }),
    AutoevaluacionId: z.number().int(),
    EstandarId: z.number().int(),
    Estandar: z.object({
      Id: z.number().int(),
      Codigo: z.string(),
      Descripcion: z.string(),
      Esencial: z.boolean(),
      Minimo: z.number().int(),
      Bloque: z.object({
        Id: z.number().int(),
        Codigo: z.string().nullable(),
        Nombre: z.string().nullable(),
        Color: z.string().nullable(),
        Orden: z.number().int(),
      }),
    }),
    Estado: z
      .object({ Clave: z.string(), Nombre: z.string(), Color: z.string().nullable() })
      .openapi({ description: 'C, CUR, PTE, NC o NA (no aplica)' }),
    EstadoClave: z.string(),
    Aplica: z.boolean(),
    Justificacion: z.string().nullable(),
    Version: z.number().int().openapi({ description: 'Se envía con cada cambio; 0 hasta el primero' }),
    Usuarios: z.array(z.object({ Id: z.number().int(), NombreCompleto: z.string() })),
    Etiquetas: z.array(EtiquetaRefSchema),
    Auditoria: z.object({ Modificacion: AuditEntry.nullable(), CicloAnterior: CicloAnteriorSchema }),
  })
  .openapi('EstandarAutoevaluacion');

export const ObservacionEstandarSchema = z
  .object({ Id: z.number().int(), Observacion: z.string(), EsAutor: z.boolean(), Auditoria: AuditoriaSchema })
  .openapi('ObservacionEstandarAutoevaluacion');

export const EtiquetaAutoevaluacionSchema = z
  .object({ Id: z.number().int(), Nombre: z.string(), Color: z.string(), TipoClave: z.string() })
  .openapi('EtiquetaAutoevaluacion');
