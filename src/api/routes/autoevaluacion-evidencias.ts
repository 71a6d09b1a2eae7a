import { createRoute, z } from '@hono/zod-openapi';
import { listEvidenciasAutoevaluacion, patchEvidenciaAutoevaluacion } from '../../domain/autoevaluacion/evidencias.ts';
import { evidenciaPatchSchema, pruebaPatchSchema } from '../../domain/autoevaluacion/evidencias-schema.ts';
import { getEvidenciaDetalle, getPruebaAutoevaluacion, patchPruebaAutoevaluacion } from '../../domain/autoevaluacion/pruebas.ts';
import { etagDe } from '../../domain/shared/version.ts';
import { evidenciasApi as t } from '../../i18n/autoevaluacion-evid.ts';
import { listEnvelope, listQuery, listResponseSchema, textQuery, toListQuery } from '../lists.ts';
import {
  booleanQuery,
  deniedReplies,
  errorReply,
  getOneRoute,
  idQuery,
  jsonBody,
  jsonContent,
  pathIdParam,
  readOneReplies,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { EvidenciaAutoevaluacionSchema, EvidenciaDetalleSchema, PruebaRespondidaSchema } from '../schemas/autoevaluacion-evid.ts';

const TAG = 'Autoevaluaciones';
const params = (second: 'evidenciaId' | 'pruebaId') =>
  z.object({ autoevaluacionId: pathIdParam('autoevaluacionId'), [second]: pathIdParam(second) } as Record<
    'autoevaluacionId' | typeof second,
    ReturnType<typeof pathIdParam>
  >);
const autoParams = z.object({ autoevaluacionId: pathIdParam('autoevaluacionId') });

const evidenciasQuery = listQuery.extend({
  estandarId: idQuery('Solo las evidencias de este estándar'),
  texto: textQuery('Busca en el código y la descripción'),
  estadoClave: z
    .enum(['PTE', 'C', 'NC', 'NA'], { error: t.estadoNoValido })
    .optional()
    .openapi({ description: 'PTE, C, NC o NA (no aplica)' }),
  esencial: booleanQuery('Solo las esenciales (true) o las que no lo son (false)', 'Valor no válido: true o false'),
});

const escritura = writeReplies({
  403: 'Sin AE_APORTACION en el proyecto',
  404: 'La autoevaluación, la evidencia, la prueba o un fichero no existen (o no son de este proyecto)',
  409: 'Versión antigua, evidencia bloqueada o autoevaluación no en curso',
});

/** The self-assessment's evidences (list, one, its verdict) and its tests' answers. */
export const autoevaluacionEvidenciasRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/evidencias',
      tags: [TAG],
      summary: 'Evidencias de la autoevaluación: bloqueo, código, descripción, áreas de mejora y fortalezas, esencial, estado',
      description:
        'Solo las evidencias de los estándares que aplican al proyecto, en el orden del manual. Para saber si un estándar ' +
        'tiene evidencias: ?estandarId=&campos=Evidencia&registrosPorPagina=1 y NumeroRegistros.',
      request: { params: autoParams, query: evidenciasQuery },
      responses: {
        200: { description: 'Lista', ...jsonContent(listResponseSchema(EvidenciaAutoevaluacionSchema)) },
        400: errorReply('Parámetros no válidos'),
        ...deniedReplies('Sin AE ni HISTORICO'),
        404: errorReply('La autoevaluación no existe'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listEvidenciasAutoevaluacion(domainContext(c), c.req.valid('param').autoevaluacionId, {
        query: toListQuery(q),
        filtros: { estandarId: q.estandarId, texto: q.texto, estadoClave: q.estadoClave, esencial: q.esencial },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}',
      summary: 'Una evidencia de la autoevaluación con sus pruebas respondidas',
      params: params('evidenciaId'),
      description: 'La evidencia',
      record: EvidenciaDetalleSchema,
      errors: readOneReplies(deniedReplies('Sin AE ni HISTORICO'), t.evidenciaNoExiste),
    }),
    async (c) => {
      const p = c.req.valid('param');
      const evidencia = await getEvidenciaDetalle(domainContext(c), p.autoevaluacionId, p.evidenciaId);
      return c.json(evidencia, 200, { ETag: etagDe(evidencia.Version) });
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}',
      tags: [TAG],
      summary: 'Valora una evidencia: estado (C, PTE, NC o NA, no aplica) y justificación',
      description:
        'Con la version leída (en el cuerpo, o su ETag en If-Match): si otra persona la cambió después, 409 y nada se ' +
        'guarda. Sin ninguna de las dos, solo cambian los campos enviados.',
      request: { params: params('evidenciaId'), ...jsonBody(evidenciaPatchSchema) },
      responses: { 200: { description: 'La evidencia guardada', ...jsonContent(EvidenciaAutoevaluacionSchema) }, ...escritura },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const r = await patchEvidenciaAutoevaluacion(
        domainContext(c),
        p.autoevaluacionId,
        p.evidenciaId,
        c.req.valid('json'),
        c.req.header('if-match'),
      );
      return c.json({ ...r, message: t.guardada }, 200, { ETag: etagDe(r.Version) });
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}',
      summary: 'Una prueba con las respuestas del equipo',
      params: params('pruebaId'),
      description: 'La prueba',
      record: PruebaRespondidaSchema,
      errors: readOneReplies(deniedReplies('Sin AE ni HISTORICO'), t.pruebaNoExiste),
    }),
    async (c) => {
      const p = c.req.valid('param');
      return c.json(await getPruebaAutoevaluacion(domainContext(c), p.autoevaluacionId, p.pruebaId), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}',
      tags: [TAG],
      summary: 'Responde una prueba: Ficheros, y Preguntas con Id, Respuesta, Ficheros[Id] y Respuestas[Id, Marcada]',
      description:
        'Cada pregunta enviada se sustituye entera; las no enviadas se conservan. Ficheros: documentos PRY del proyecto ' +
        '(subidos antes con POST ficheros y proyectoId). Mínimos y máximos de cada pregunta: 422 con el motivo.',
      request: { params: params('pruebaId'), ...jsonBody(pruebaPatchSchema) },
      responses: { 200: { description: 'La prueba guardada', ...jsonContent(PruebaRespondidaSchema) }, ...escritura },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const r = await patchPruebaAutoevaluacion(domainContext(c), p.autoevaluacionId, p.pruebaId, c.req.valid('json'));
      return c.json({ ...r, message: t.pruebaGuardada }, 200);
    },
  );
