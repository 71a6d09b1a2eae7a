import { z } from '@hono/zod-openapi';
import { CicloAnteriorSchema } from '../openapi-helpers.ts';

// Record shapes of the evidences part of the self-assessment area: evidences,
// their list, and the tests' answers.

const Modificacion = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });

export const EvidenciaAutoevaluacionSchema = z
  .object({
    Id: z.number().int().openapi({ description: 'Id de la evidencia en el manual' }),
    Bloqueado: z.boolean(),
    Evidencia: z.object({
      Id: z.number().int(),
      Codigo: z.string(),
      Descripcion: z.string(),
      Esencial: z.boolean(),
      Minimo: z.number().int(),
    }),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }),
    Estado: z.object({ Clave: z.string().openapi({ description: 'C, PTE, NC o NA (no aplica)' }) }),
    Aplica: z.boolean(),
    Justificacion: z.string().nullable(),
    NumeroAreasMejora: z.number().int(),
    NumeroFortalezas: z.number().int(),
    Version: z
      .number()
      .int()
      .openapi({ description: 'Versión leída: se envía con la modificación (0 si aún no tiene valoración)' }),
    Auditoria: z.object({ Modificacion: Modificacion.nullable(), CicloAnterior: CicloAnteriorSchema }),
  })
  .partial()
  .openapi('EvidenciaAutoevaluacion');

const FicheroRef = z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() });

export const PruebaRespondidaSchema = z
  .object({
    Id: z.number().int(),
    Descripcion: z.string(),
    Aclaraciones: z.string().nullable(),
    Formulario: z.object({
      Id: z.number().int(),
      Titulo: z.string(),
      Aclaraciones: z.string().nullable(),
      Minimo: z.number().int(),
    }),
    Preguntas: z.array(
      z.object({
        Id: z.number().int(),
        Enunciado: z.string(),
        Aclaraciones: z.string().nullable(),
        Tipo: z.string(),
        Esencial: z.boolean(),
        Minimo: z.number().int().nullable(),
        Maximo: z.number().int().nullable(),
        Orden: z.number().int(),
        Respuestas: z.array(z.object({ Id: z.number().int(), Enunciado: z.string().nullable(), Marcada: z.boolean() })),
        Respuesta: z.string().nullable(),
        Ficheros: z.array(FicheroRef),
      }),
    ),
    Ficheros: z.array(FicheroRef),
    Cumple: z.boolean(),
    Version: z.string().nullable(),
  })
  .openapi('PruebaRespondida');

export const EvidenciaDetalleSchema = EvidenciaAutoevaluacionSchema.extend({
  Pruebas: z.array(PruebaRespondidaSchema).optional(),
  MinimoAlcanzado: z.boolean().optional(),
}).openapi('EvidenciaAutoevaluacionDetalle');

const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });

export const MejoraSchema = z
  .object({
    Id: z.number().int(),
    AutoevaluacionId: z.number().int(),
    Codigo: z.string().nullable(),
    Descripcion: z.string(),
    Implantacion: z.boolean().optional().openapi({ description: 'Solo áreas de mejora' }),
    Evidencia: z.object({ Id: z.number().int(), Codigo: z.string() }).nullable(),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string() }).nullable(),
    Version: z
      .number()
      .int()
      .openapi({ description: 'Envíela como version en el PUT (o su ETag en If-Match): si cambió entretanto, 409' }),
    Auditoria: z.object({ Alta: Audit, Modificacion: Audit.nullable() }),
  })
  .openapi('AreaMejoraOFortaleza');
