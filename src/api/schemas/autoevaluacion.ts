import { z } from '@hono/zod-openapi';

// Record shapes of the self-assessment area's replies (the spec's Self-evaluation and the
// user's own projects).

const ClaveNombre = z.object({ Clave: z.string(), Nombre: z.string() });
const Fase = ClaveNombre.extend({
  TipoClave: z.string().openapi({ description: 'AUT autoevaluación, EVA evaluación, FIN fin de ciclo' }),
});

/** Applicable standards of one kind met, with the whole percentage (0 when none applies). */
const Recuento = z.object({ Cumple: z.number().int(), Total: z.number().int(), Porcentaje: z.number().int() });

export const CifrasSchema = z.object({
  PorcentajeCumple: z.number().int().openapi({ description: 'NumeroCumple sobre Total, en porcentaje entero' }),
  NumeroCumple: z.number().int().openapi({ description: 'Estándares que aplican marcados C' }),
  Total: z.number().int().openapi({ description: 'Estándares que aplican (por ámbito y no marcados «no aplica»)' }),
  NumeroEvaluado: z.number().int().openapi({ description: 'Estándares que aplican con veredicto final (C o NC)' }),
  PorEstado: z
    .object({ PTE: z.number().int(), CUR: z.number().int(), C: z.number().int(), NC: z.number().int(), NA: z.number().int() })
    .openapi({ description: 'Estándares por estado; NA los marcados «no aplica»' }),
  Esenciales: Recuento.openapi({ description: 'Estándares esenciales que aplican: cumplidos (C), total y porcentaje entero' }),
  NoEsenciales: Recuento.openapi({
    description: 'Estándares no esenciales que aplican: cumplidos (C), total y porcentaje entero',
  }),
  Nivel: ClaveNombre.nullable().openapi({
    description: 'El nivel más alto del proceso alcanzado (por orden), o null: sin nivel el resultado es NO_ACR',
  }),
});

export const AutoevaluacionSchema = CifrasSchema.extend({
  Id: z.number().int(),
  ProyectoId: z.number().int(),
  Fase,
  Estado: ClaveNombre,
  FechaApertura: z.string().nullable(),
  FechaInicio: z.string(),
  FechaLimite: z.string().nullable(),
  FechaFin: z.string().nullable(),
  FechaVisita: z.string().nullable(),
  FechaLimiteSiguiente: z.string().nullable(),
  Resultado: z.object({ Clave: z.string() }).openapi({ description: 'PTE, ACR o NO_ACR (al publicar la evaluación)' }),
  FechaPublicacion: z.string().nullable(),
  FicheroInforme: z
    .object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() })
    .nullable()
    .openapi({ description: 'El informe de evaluación (INF), solo una vez publicada la evaluación' }),
})
  .partial()
  .openapi('Autoevaluacion');

/** What needs the user now in one of their projects (src/domain/mis-proyectos/pendientes.ts). */
const PendientesSchema = z
  .object({
    EquipoEvaluacion: z.boolean().openapi({ description: 'Si el usuario trabaja en el proyecto del lado de la evaluación' }),
    EstandaresAsignados: z.number().int().openapi({ description: 'Estándares asignados al usuario aún sin terminar' }),
    Tareas: z.object({
      Abiertas: z.number().int(),
      Vencidas: z.number().int(),
      ProximaFecha: z.string().nullable().openapi({ description: 'El plazo más cercano aún no vencido (ISO)' }),
    }),
    SinValorar: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Estándares sin valorar por el equipo evaluador (solo para ese equipo, antes de publicar)' }),
    Subsanacion: z
      .object({
        Numero: z.number().int(),
        FechaLimite: z.string(),
        AutoevaluacionId: z.number().int(),
        SinResponder: z.number().int(),
      })
      .nullable()
      .openapi({ description: 'La subsanación abierta: su número, su plazo y los estándares aún sin responder' }),
    Publicacion: z
      .object({ Lista: z.boolean(), FaltaInforme: z.boolean() })
      .nullable()
      .openapi({ description: 'El resultado aún sin publicar (solo para el equipo evaluador)' }),
  })
  .openapi('Pendientes');

export const MiProyectoSchema = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Centro: z.string(),
    Estado: ClaveNombre,
    Fase,
    Autoevaluacion: z
      .object({
        Id: z.number().int(),
        Fase: z.object({ Clave: z.string(), TipoClave: z.string() }),
        Estado: z.object({ Clave: z.string() }),
      })
      .nullable()
      .openapi({ description: 'La autoevaluación de la fase actual del proyecto (o la última); null si no tiene' }),
    Perfiles: z.array(z.object({ Clave: z.string(), NombrePublico: z.string() })),
    FechaLimite: z.string().nullable().openapi({ description: 'Fecha límite (ISO) de esa autoevaluación o evaluación' }),
    Pendientes: PendientesSchema.nullable().openapi({
      description: 'Lo que necesita ahora al usuario en el proyecto (solo si se pide: sin campos, o con Pendientes en campos)',
    }),
  })
  .partial()
  .openapi('MiProyecto');
