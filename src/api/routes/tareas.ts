import { createRoute, z } from '@hono/zod-openapi';
import { etiquetasSchema } from '../../domain/catalogo/estandares-schema.ts';
import { createTarea, reasignarEtiquetasTarea, removeTarea, updateTarea } from '../../domain/planificacion/escritura.ts';
import { ESTADOS_TAREA } from '../../domain/planificacion/estado.ts';
import { getTarea, listTareas, rangoDe } from '../../domain/planificacion/lectura.ts';
import {
  createObservacionTarea,
  removeObservacionTarea,
  updateObservacionTarea,
} from '../../domain/planificacion/observaciones.ts';
import { tareaObservacionSchema, tareaSchema } from '../../domain/planificacion/schema.ts';
import { etagDe } from '../../domain/shared/version.ts';
import { tareasApi } from '../../i18n/autoevaluacion-plan.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, listResponseSchema, textQuery, toListQuery } from '../lists.ts';
import { observacionRoutes } from '../observaciones.ts';
import {
  AuditoriaSchema,
  CreatedSchema,
  deniedReplies,
  EtiquetaRefSchema,
  errorReply,
  getOneRoute,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  readOneReplies,
  reassignRoute,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Tareas';
const writeErrors = writeReplies({
  403: 'Sin AE_APORTACION en el proyecto',
  404: 'La autoevaluación o la tarea no existe (o no es de su equipo)',
  409: 'La autoevaluación ya no admite cambios',
});
const AutoParams = idParams('autoevaluacionId');
const VERSION_LEIDA =
  'Con la version leída (en el cuerpo, o su ETag en If-Match) sustituye todos sus campos, y si otra persona la cambió ' +
  'después, 409 y nada se guarda. Sin ninguna de las dos, solo cambian los campos enviados.';
const TareaParams = idParams('tareaId');

const Auditada = z.object({ Auditoria: AuditoriaSchema });
const Tarea = z
  .object({
    Id: z.number().int(),
    AutoevaluacionId: z.number().int(),
    Titulo: z.string(),
    Descripcion: z.string().nullable(),
    FechaLimite: z.string().nullable().openapi({ description: 'yyyy-mm-dd' }),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }).nullable(),
    Responsable: z.object({ Id: z.number().int(), NombreCompleto: z.string() }).nullable(),
    Conseguido: z.boolean(),
    Estado: z
      .object({ Clave: z.enum(ESTADOS_TAREA), Nombre: z.string() })
      .openapi({ description: 'Calculado: FIN si conseguida, RET si pasó la fecha límite sin conseguirse, PTE en otro caso' }),
    Etiquetas: z.array(EtiquetaRefSchema),
    NumeroObservaciones: z.number().int(),
    Version: z
      .number()
      .int()
      .openapi({ description: 'Envíela como version en el PUT (o su ETag en If-Match): si la tarea cambió entretanto, 409' }),
  })
  .merge(Auditada)
  .openapi('Tarea');
const Observacion = z.object({ Id: z.number().int(), Observacion: z.string() }).merge(Auditada).openapi('TareaObservacion');
const TareaDetalle = Tarea.extend({ Observaciones: z.array(Observacion) }).openapi('TareaDetalle');

const TareasQuery = listQuery.extend({
  texto: textQuery('Palabras del título o la descripción'),
  estado: z.enum(ESTADOS_TAREA, { error: tareasApi.estadoNoValido }).optional().openapi({ description: 'PTE, FIN o RET' }),
  usuarioId: idQuery('Del responsable'),
  estandarId: idQuery('Del estándar'),
  etiquetaId: idQuery('Con esta etiqueta'),
  desde: z.string().max(40).optional().openapi({ description: 'Fecha límite desde (aaaa-mm-dd, dd/mm/aaaa o dd-mm-aaaa)' }),
  hasta: z.string().max(40).optional().openapi({ description: 'Fecha límite hasta (aaaa-mm-dd, dd/mm/aaaa o dd-mm-aaaa)' }),
});

/** Planning tasks of a self-assessment (tasks calls). */
const base = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/tareas',
      tags: [TAG],
      summary: 'Tareas de la autoevaluación, por fecha límite (filtros: texto, estado, responsable, estándar, etiqueta, fechas)',
      request: { params: AutoParams, query: TareasQuery },
      responses: {
        200: { description: 'Lista', ...jsonContent(listResponseSchema(Tarea.partial())) },
        400: errorReply('Parámetros no válidos (p. ej. «Formato fecha no válido»)'),
        ...deniedReplies('Sin AE_APORTACION en el proyecto ni HISTORICO'),
        404: errorReply('La autoevaluación no existe'),
      },
    }),
    async (c) => {
      const { texto, estado, usuarioId, estandarId, etiquetaId, desde, hasta, ...q } = c.req.valid('query');
      const page = await listTareas(ctx(c), c.req.valid('param').autoevaluacionId, {
        query: toListQuery(q),
        filtros: { texto, estado, usuarioId, estandarId, etiquetaId, ...rangoDe(desde, hasta) },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/tareas/{tareaId}',
      summary: 'Una tarea con sus observaciones',
      params: TareaParams,
      description: 'La tarea',
      record: TareaDetalle,
      errors: readOneReplies(deniedReplies('Sin AE_APORTACION en el proyecto ni HISTORICO'), 'La tarea no existe'),
    }),
    async (c) => {
      const tarea = await getTarea(ctx(c), c.req.valid('param').tareaId);
      return c.json(tarea, 200, { ETag: etagDe(tarea.Version) });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/tareas',
      tags: [TAG],
      summary: 'Crea una tarea (titulo, descripcion, fechaLimite aaaa-mm-dd o dd/mm/aaaa, estandarId, usuarioId, conseguido)',
      request: { params: AutoParams, ...jsonBody(tareaSchema.openapi('TareaDatos')) },
      responses: { 201: { description: 'Creada', ...jsonContent(CreatedSchema.extend({ Tarea })) }, ...writeErrors },
    }),
    async (c) => {
      const tarea = await createTarea(ctx(c), c.req.valid('param').autoevaluacionId, c.req.valid('json'));
      return c.json({ Id: tarea.Id, message: errores.exito, Tarea: tarea }, 201, { ETag: etagDe(tarea.Version) });
    },
  )
  .openapi(
    {
      ...updatedRoute({
        tag: TAG,
        path: '/autoevaluaciones/tareas/{tareaId}',
        summary: 'Modifica una tarea',
        params: TareaParams,
        body: tareaSchema,
        description: 'Guardada',
        record: Tarea,
        errors: writeErrors,
      }),
      description: VERSION_LEIDA,
    },
    async (c) => {
      const tarea = await updateTarea(ctx(c), c.req.valid('param').tareaId, c.req.valid('json'), c.req.header('if-match'));
      return c.json(tarea, 200, { ETag: etagDe(tarea.Version) });
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/autoevaluaciones/tareas/{tareaId}',
      tags: [TAG],
      summary: 'Elimina una tarea con sus etiquetas y observaciones',
      request: { params: TareaParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors, 400: errorReply('Identificador no válido') },
    }),
    async (c) => {
      await removeTarea(ctx(c), c.req.valid('param').tareaId);
      return c.body(null, 204);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/autoevaluaciones/tareas/{tareaId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas de la tarea (etiquetas de la autoevaluación de tipo TAR)',
      params: TareaParams,
      body: etiquetasSchema.openapi('TareaEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEtiquetasTarea(ctx(c), c.req.valid('param').tareaId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  );

export const tareasRoutes = observacionRoutes(base, {
  tag: TAG,
  create: {
    path: '/autoevaluaciones/tareas/{tareaId}/observaciones',
    params: TareaParams,
    summary: 'Añade una observación a la tarea',
    body: tareaObservacionSchema.openapi('TareaObservacionDatos'),
    message: errores.exito,
    run: (c, p, input) => createObservacionTarea(c, p.tareaId as number, input),
  },
  item: {
    path: '/autoevaluaciones/tareas/observaciones/{observacionId}',
    param: 'observacionId',
    summaries: { update: 'Modifica una observación de una tarea', remove: 'Elimina una observación de una tarea' },
    body: tareaObservacionSchema,
    update: updateObservacionTarea,
    remove: removeObservacionTarea,
  },
  errors: writeErrors,
  deleteDescribes400: true,
});
