import { createRoute, z } from '@hono/zod-openapi';
import {
  getEstandarAutoevaluacion,
  getVerdictoEstandar,
  listEstandaresAutoevaluacion,
} from '../../domain/autoevaluacion/estandares.ts';
import {
  patchEstandar,
  patchVerdictoEstandar,
  reasignarEtiquetasEstandar,
} from '../../domain/autoevaluacion/estandares-edicion.ts';
import {
  createObservacionEstandar,
  listObservacionesEstandar,
  removeObservacionEstandar,
  updateObservacionEstandar,
} from '../../domain/autoevaluacion/estandares-observaciones.ts';
import {
  ESTADOS_VERDICTO,
  etiquetaAutoevaluacionSchema,
  etiquetasEstandarSchema,
  observacionEstandarSchema,
  TIPOS_ETIQUETA_AUTOEVALUACION,
  verdictoEstandarSchema,
} from '../../domain/autoevaluacion/estandares-schema.ts';
import {
  createEtiquetaAutoevaluacion,
  listEtiquetasAutoevaluacion,
  removeEtiquetaAutoevaluacion,
  updateEtiquetaAutoevaluacion,
} from '../../domain/autoevaluacion/etiquetas.ts';
import { etagDe } from '../../domain/shared/version.ts';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, listResponseSchema, queryInt, textQuery, toListQuery } from '../lists.ts';
import { observacionRoutes } from '../observaciones.ts';
import {
  booleanQuery,
  createdRoute,
  deletedRoute,
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
import {
  EstandarAutoevaluacionSchema,
  EtiquetaAutoevaluacionSchema,
  ObservacionEstandarSchema,
} from '../schemas/autoevaluacion-estandares.ts';

// The standards of a self-assessment: reads for the team (AE in the project),
// writes for contributors (AE_APORTACION, 409 once finished). `PATCH
// autoevaluaciones/estandares/{id}` names the verdict row (`Id` of the records); a standard
// that has none yet (never changed) is changed through `PATCH
// autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}`, which creates it (like the
// evidences' PATCH of the spec). Both take the `version` read, in the body or as the ETag in
// If-Match (without either, only the sent fields change: shared/version.ts); both paths have a
// GET that answers that ETag.

const TAG = 'Autoevaluación: estándares';
const readDenied = deniedReplies('Sin AE en el proyecto');
const writeErrors = writeReplies({
  403: 'Sin AE_APORTACION en el proyecto',
  404: 'La autoevaluación o el estándar no existen',
  409: 'Versión obsoleta, o la autoevaluación ya no admite cambios',
});
const AutoParams = idParams('autoevaluacionId');
const EstandarParams = AutoParams.extend(idParams('estandarId').shape);

const EstandaresQuery = listQuery.extend({
  texto: textQuery('Texto en el código o la descripción'),
  bloqueId: idQuery('Bloque (dimensión)'),
  estado: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(ESTADOS_VERDICTO, { error: t.estadoNoValido }))
    .optional()
    .openapi({ description: 'C, CUR, PTE, NC o NA', type: 'string' }),
  usuarioId: idQuery('Asignado a este usuario'),
  etiquetaId: idQuery('Con esta etiqueta de la autoevaluación'),
  esencial: booleanQuery('Solo esenciales (true) o no esenciales (false)', 'Indique true o false'),
});

const patchReply = {
  200: { description: 'Guardado', ...jsonContent(EstandarAutoevaluacionSchema.extend({ message: z.string() })) },
};

const base = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/estandares',
      tags: [TAG],
      summary:
        'Estándares aplicables con el veredicto del equipo (filtros texto, bloqueId, estado, usuarioId, etiquetaId, esencial)',
      request: { params: AutoParams, query: EstandaresQuery },
      responses: {
        200: { description: 'Lista', ...jsonContent(listResponseSchema(EstandarAutoevaluacionSchema)) },
        400: errorReply('Parámetros no válidos'),
        ...readDenied,
        404: errorReply('La autoevaluación no existe'),
      },
    }),
    async (c) => {
      const { texto, bloqueId, estado, usuarioId, etiquetaId, esencial, ...q } = c.req.valid('query');
      const page = await listEstandaresAutoevaluacion(ctx(c), c.req.valid('param').autoevaluacionId, {
        query: toListQuery(q),
        filtros: { texto, bloqueId, estado, usuarioId, etiquetaId, esencial },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}',
      summary: 'Un estándar de la autoevaluación (por el id del estándar del manual)',
      params: EstandarParams,
      description: 'El estándar',
      record: EstandarAutoevaluacionSchema,
      errors: readOneReplies(readDenied, 'La autoevaluación o el estándar no existen'),
    }),
    async (c) => {
      const p = c.req.valid('param');
      const { estandar } = await getEstandarAutoevaluacion(ctx(c), p.autoevaluacionId, p.estandarId);
      return c.json(estandar, 200, { ETag: etagDe(estandar.Version) });
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}',
      tags: [TAG],
      summary:
        'Cambia el veredicto de un estándar (estado, justificacion, aplica, version); crea su registro en el primer cambio',
      request: { params: EstandarParams, ...jsonBody(verdictoEstandarSchema.openapi('VerdictoEstandar')) },
      responses: { ...patchReply, ...writeErrors },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const e = await patchEstandar(ctx(c), p.autoevaluacionId, p.estandarId, c.req.valid('json'), c.req.header('if-match'));
      return c.json({ message: errores.exito, ...e }, 200, { ETag: etagDe(e.Version) });
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/estandares/{id}',
      summary: 'Un estándar de la autoevaluación por el id de su registro de veredicto (Id de la lista)',
      params: idParams('id'),
      description: 'El estándar',
      record: EstandarAutoevaluacionSchema,
      errors: readOneReplies(readDenied, 'El registro no existe'),
    }),
    async (c) => {
      const estandar = await getVerdictoEstandar(ctx(c), c.req.valid('param').id);
      return c.json(estandar, 200, { ETag: etagDe(estandar.Version) });
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/autoevaluaciones/estandares/{id}',
      tags: [TAG],
      summary: 'Cambia el veredicto de un estándar por el id de su registro (Id de la lista)',
      request: { params: idParams('id'), ...jsonBody(verdictoEstandarSchema) },
      responses: { ...patchReply, ...writeErrors },
    }),
    async (c) => {
      const e = await patchVerdictoEstandar(ctx(c), c.req.valid('param').id, c.req.valid('json'), c.req.header('if-match'));
      return c.json({ message: errores.exito, ...e }, 200, { ETag: etagDe(e.Version) });
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (propias de la autoevaluación, tipo EST) del estándar; etiquetas u objetoEtiquetas',
      params: EstandarParams,
      body: etiquetasEstandarSchema.openapi('EstandarAutoevaluacionEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const p = c.req.valid('param');
      const list = await reasignarEtiquetasEstandar(ctx(c), p.autoevaluacionId, p.estandarId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  );

export const autoevaluacionEstandaresRoutes = observacionRoutes(base, {
  tag: TAG,
  list: {
    summary: 'Observaciones del equipo sobre un estándar',
    record: ObservacionEstandarSchema,
    errors: readOneReplies(readDenied, 'La autoevaluación o el estándar no existen'),
    run: (c, p) => listObservacionesEstandar(c, p.autoevaluacionId as number, p.estandarId as number),
  },
  create: {
    path: '/autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones',
    params: EstandarParams,
    summary: 'Añade una observación a un estándar',
    body: observacionEstandarSchema.openapi('ObservacionEstandarDatos'),
    message: errores.exito,
    run: (c, p, input) => createObservacionEstandar(c, p.autoevaluacionId as number, p.estandarId as number, input),
  },
  item: {
    path: '/autoevaluaciones/estandares/observaciones/{id}',
    param: 'id',
    summaries: {
      update: 'Modifica una observación propia de un estándar',
      remove: 'Elimina una observación propia de un estándar',
    },
    body: observacionEstandarSchema,
    update: updateObservacionEstandar,
    remove: removeObservacionEstandar,
  },
  errors: writeErrors,
})
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/etiquetas',
      tags: [TAG],
      summary: 'Etiquetas propias de la autoevaluación (tipoClave EST o TAR)',
      request: {
        params: AutoParams,
        query: z.object({
          tipoClave: z.enum(TIPOS_ETIQUETA_AUTOEVALUACION, { error: t.tipoEtiquetaNoValido }).optional(),
          registrosPorPagina: queryInt({ min: 1, max: 1000 }).optional(),
        }),
      },
      responses: {
        200: { description: 'Lista', ...jsonContent(listResponseSchema(EtiquetaAutoevaluacionSchema)) },
        ...readOneReplies(readDenied, 'La autoevaluación no existe'),
      },
    }),
    async (c) => {
      const records = await listEtiquetasAutoevaluacion(
        ctx(c),
        c.req.valid('param').autoevaluacionId,
        c.req.valid('query').tipoClave,
      );
      return c.json(
        listEnvelope({ records, total: records.length, pagina: 1, registrosPorPagina: Math.max(records.length, 1) }),
        200,
      );
    },
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}/etiquetas',
      summary: 'Crea una etiqueta propia de la autoevaluación (nombre, color, tipoClave EST o TAR)',
      params: AutoParams,
      body: etiquetaAutoevaluacionSchema.openapi('EtiquetaAutoevaluacionDatos'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await createEtiquetaAutoevaluacion(ctx(c), c.req.valid('param').autoevaluacionId, c.req.valid('json'));
      return c.json({ Id: id, message: errores.exito }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/autoevaluaciones/etiquetas/{id}',
      summary: 'Modifica una etiqueta propia de la autoevaluación',
      params: idParams('id'),
      body: etiquetaAutoevaluacionSchema,
      description: 'Guardada',
      record: EtiquetaAutoevaluacionSchema,
      errors: writeErrors,
    }),
    async (c) => c.json(await updateEtiquetaAutoevaluacion(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/autoevaluaciones/etiquetas/{id}',
      summary: 'Elimina una etiqueta propia de la autoevaluación (y la quita de estándares y tareas)',
      params: idParams('id'),
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removeEtiquetaAutoevaluacion(ctx(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
